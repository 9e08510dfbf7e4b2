import { and, desc, eq, isNotNull, sql } from 'drizzle-orm';
import type { Database } from '@wf/db/client';
import { pledges, profiles, scores, sessions } from '@wf/db/schema';
import { countsForBoardsSql } from './counts-for-boards.ts';

// The queries that run on every request (session check, history, leaderboard) or on every
// submission, prepared once: building them per request cost about a quarter of a submission's
// CPU in `pnpm bench`. Reads and writes are apart so that the store can hand the writes only to
// code inside a write transaction.

export const scoreColumns = {
  id: scores.id,
  userId: scores.profileId,
  totalScore: scores.totalScore,
  directScore: scores.directScore,
  indirectScore: scores.indirectScore,
  createdAt: scores.createdAt,
  // The REST contract's name for 'from the older version' (README's API table).
  isLegacy: scores.fromOlderVersion,
};

const p = (name: string) => sql.placeholder(name);

export function prepareReads(db: Database) {
  return {
    sessionWithProfile: db
      .select({
        sessionId: sessions.id,
        expiresAt: sessions.expiresAt,
        createdAt: sessions.createdAt,
        lastUsedAt: sessions.lastUsedAt,
        id: profiles.id,
        profileName: profiles.profileName,
        email: profiles.email,
        isAdmin: profiles.isAdmin,
      })
      .from(sessions)
      .innerJoin(profiles, eq(sessions.profileId, profiles.id))
      .where(eq(sessions.id, p('id')))
      .prepare(),
    profileById: db
      .select()
      .from(profiles)
      .where(eq(profiles.id, p('id')))
      .prepare(),
    history: db
      .select(scoreColumns)
      .from(scores)
      .where(eq(scores.profileId, p('profileId')))
      .orderBy(desc(scores.createdAt), desc(scores.id))
      .limit(p('limit'))
      .prepare(),
    historyWithResponses: db
      .select({ ...scoreColumns, responses: scores.responses })
      .from(scores)
      .where(eq(scores.profileId, p('profileId')))
      .orderBy(desc(scores.createdAt), desc(scores.id))
      .limit(p('limit'))
      .prepare(),
    // Attempts that carry their answers (imported ones may not): the water model's input.
    answeredHistory: db
      .select({
        id: scores.id,
        totalScore: scores.totalScore,
        directScore: scores.directScore,
        indirectScore: scores.indirectScore,
        createdAt: scores.createdAt,
        responses: scores.responses,
      })
      .from(scores)
      .where(and(eq(scores.profileId, p('profileId')), isNotNull(scores.responses)))
      .orderBy(desc(scores.createdAt), desc(scores.id))
      .limit(p('limit'))
      .prepare(),
    // Asked on every submission (pledges_profile_status): most profiles have none open.
    openPledges: db
      .select({
        id: pledges.id,
        questionKey: pledges.questionKey,
        betterAnswer: pledges.betterAnswer,
      })
      .from(pledges)
      .where(and(eq(pledges.profileId, p('profileId')), eq(pledges.status, 'open')))
      .prepare(),
    // The latest attempt that counts on the boards: it is what the leaderboard ranks.
    latestOfProfile: db
      .select()
      .from(scores)
      .where(and(eq(scores.profileId, p('profileId')), countsForBoardsSql))
      .orderBy(desc(scores.createdAt), desc(scores.id))
      .limit(1)
      .prepare(),
  };
}

export function prepareWrites(db: Database) {
  return {
    insertScore: db
      .insert(scores)
      .values({
        profileId: p('profileId'),
        totalScore: p('totalScore'),
        directScore: p('directScore'),
        indirectScore: p('indirectScore'),
        responses: p('responses'),
        createdAt: p('createdAt'),
      })
      .returning()
      .prepare(),
    // `set` takes SQL, not placeholders, so these bind as they are: latestScoreAt in ms.
    setLatest: db
      .update(profiles)
      .set({
        waterScore: sql`${p('waterScore')}`,
        directWaterScore: sql`${p('directWaterScore')}`,
        indirectWaterScore: sql`${p('indirectWaterScore')}`,
        latestScoreAt: sql`${p('latestScoreAtMs')}`,
      })
      .where(eq(profiles.id, p('id')))
      .prepare(),
    resolvePledge: db
      .update(pledges)
      .set({
        status: sql`${p('status')}`,
        resolvedAt: sql`${p('resolvedAtMs')}`,
        resolvedScoreId: sql`${p('resolvedScoreId')}`,
        litresSavedPerDay: sql`${p('litresSavedPerDay')}`,
      })
      .where(eq(pledges.id, p('id')))
      .prepare(),
  };
}

export type ReadStatements = ReturnType<typeof prepareReads>;
export type WriteStatements = ReturnType<typeof prepareWrites>;
