import { and, count, eq, isNotNull, sql } from 'drizzle-orm';
import { profiles, scores } from '@wf/db/schema';
import { LEADERBOARD_LIMIT } from '@wf/scoring/limits';
import { authorizeProfile } from './authz.ts';
import type { Deps } from './deps.ts';
import type { SessionProfile } from './sessions.ts';

/**
 * One entry per resident by their latest total, best first; on a tie, whoever reached that
 * latest score first ranks higher. The administrator never appears.
 */
export function leaderboard(deps: Deps, limit = LEADERBOARD_LIMIT) {
  return deps.store.cached(`leaderboard:${limit}`, () =>
    deps.store.db
      .select({
        id: profiles.id,
        profileName: profiles.profileName,
        apartment: profiles.apartment,
        totalScore: profiles.waterScore,
      })
      .from(profiles)
      .where(and(eq(profiles.isAdmin, false), isNotNull(profiles.latestScoreAt)))
      .orderBy(sql`${profiles.waterScore} desc`, profiles.latestScoreAt, profiles.id)
      .limit(limit)
      .all(),
  );
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
