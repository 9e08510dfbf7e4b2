import { and, asc, count, eq, gt, isNotNull, min, sql } from 'drizzle-orm';
import { profiles, scores } from '@wf/db/schema';
import { competitionRanks, rankAfter } from '@wf/scoring/community';
import { LEADERBOARD_LIMIT } from '@wf/scoring/limits';
import { authorizeProfile } from './authz.ts';
import { countsForBoardsSql } from './counts-for-boards.ts';
import type { Deps } from './deps.ts';
import { errors } from './errors.ts';
import type { SessionProfile } from './sessions.ts';

/** Residents on the boards: not the administrator, and with an attempt that counts. */
const ranked = and(eq(profiles.isAdmin, false), isNotNull(profiles.latestScoreAt));

/**
 * One entry per resident by their latest total, best first; on a tie, whoever reached that
 * latest score first is listed first, but both carry the same rank (1, 2, 2, 4). The
 * administrator never appears.
 */
export function leaderboard(deps: Deps, limit = LEADERBOARD_LIMIT) {
  return deps.store.cached(`leaderboard:${limit}`, () => {
    const rows = deps.store.db
      .select({
        id: profiles.id,
        profileName: profiles.profileName,
        apartment: profiles.apartment,
        totalScore: profiles.waterScore,
      })
      .from(profiles)
      .where(ranked)
      .orderBy(sql`${profiles.waterScore} desc`, profiles.latestScoreAt, profiles.id)
      .limit(limit)
      .all();
    // The list starts at the top, so its own order gives every rank.
    const ranks = competitionRanks(rows.map((row) => row.totalScore));
    return rows.map((row, i) => ({ ...row, rank: ranks[i]! }));
  });
}

/**
 * A resident's place among everyone with a score: `rank` is one more than the residents with a
 * strictly higher latest total, so it matches the leaderboard's ties. Null rank and score before
 * any attempt that counts (and for the administrator, who is never ranked).
 */
export function ownRank(deps: Deps, caller: SessionProfile, userId?: number) {
  const profileId = authorizeProfile(caller, userId);
  return deps.store.cached(`rank:${profileId}`, () => {
    const profile = deps.store.statements.profileById.get({ id: profileId });
    if (!profile) throw errors.notFound('No profile with that id.');
    const of = deps.store.db.select({ n: count() }).from(profiles).where(ranked).get()?.n ?? 0;
    if (profile.isAdmin || profile.latestScoreAt === null) {
      return { rank: null, of, totalScore: null, improvedBy: null, pointsToMoveUp: null };
    }
    const better =
      deps.store.db
        .select({ n: count() })
        .from(profiles)
        .where(and(ranked, gt(profiles.waterScore, profile.waterScore)))
        .get()?.n ?? 0;
    // Never a bare place (issue 27, item 7): the line also says how far the resident came since
    // their first attempt on the boards, or how many points move them up one place.
    const first = deps.store.db
      .select({ totalScore: scores.totalScore, id: scores.id })
      .from(scores)
      .where(and(eq(scores.profileId, profileId), countsForBoardsSql))
      .orderBy(asc(scores.createdAt), asc(scores.id))
      .get();
    const nextAbove = deps.store.db
      .select({ score: min(profiles.waterScore) })
      .from(profiles)
      .where(and(ranked, gt(profiles.waterScore, profile.waterScore)))
      .get()?.score;
    return {
      rank: rankAfter(better),
      of,
      totalScore: profile.waterScore,
      improvedBy: first ? profile.waterScore - first.totalScore : null,
      pointsToMoveUp:
        nextAbove === null || nextAbove === undefined ? null : nextAbove - profile.waterScore,
    };
  });
}

/** Residents only: how many there are, how many have a score, and the rounded mean latest score. */
export function communityStats(deps: Deps) {
  return deps.store.cached('stats', () => {
    const row = deps.store.db
      .select({
        totalUsers: count(),
        usersWithScores: count(profiles.latestScoreAt),
        average: sql<
          number | null
        >`avg(case when ${profiles.latestScoreAt} is not null then ${profiles.waterScore} end)`,
      })
      .from(profiles)
      .where(eq(profiles.isAdmin, false))
      .get();
    return {
      totalUsers: row?.totalUsers ?? 0,
      usersWithScores: row?.usersWithScores ?? 0,
      averageScore: Math.round(row?.average ?? 0),
    };
  });
}

/** One resident's attempts, best and rounded average, and the latest total. */
export function userStats(deps: Deps, caller: SessionProfile, userId?: number) {
  const profileId = authorizeProfile(caller, userId);
  const row = deps.store.db
    .select({
      attempts: count(),
      best: sql<number | null>`max(${scores.totalScore})`,
      average: sql<number | null>`avg(${scores.totalScore})`,
    })
    .from(scores)
    .where(eq(scores.profileId, profileId))
    .get();
  const profile = deps.store.statements.profileById.get({ id: profileId });
  return {
    userId: profileId,
    attempts: row?.attempts ?? 0,
    best: row?.best ?? 0,
    average: Math.round(row?.average ?? 0),
    latest: profile?.latestScoreAt ? profile.waterScore : 0,
  };
}
