import { desc, eq, sql } from 'drizzle-orm';
import type { Database, SqliteHandle } from '@wf/db/client';
import { profiles, scores, sessions } from '@wf/db/schema';
import type { Config } from '../env.ts';
import type { Mailer } from './mailer.ts';
import type { RateLimits } from './rate-limit.ts';

/**
 * Everything a domain function needs, passed first. Prepared statements live here because the
 * hot reads (session check, history, leaderboard) run on every request.
 */
export interface Deps {
  db: Database;
  sqlite: SqliteHandle;
  config: Config;
  mailer: Mailer;
  limits: RateLimits;
  statements: Statements;
  /** Read caches for community-wide figures; cleared by every write that changes them. */
  cache: Map<string, unknown>;
}

export type Statements = ReturnType<typeof prepareStatements>;

export const scoreColumns = {
  id: scores.id,
  userId: scores.profileId,
  totalScore: scores.totalScore,
  directScore: scores.directScore,
  indirectScore: scores.indirectScore,
  createdAt: scores.createdAt,
  isLegacy: scores.isLegacy,
};

export function prepareStatements(db: Database) {
  const p = (name: string) => sql.placeholder(name);
  return {
    sessionWithProfile: db
      .select({
        sessionId: sessions.id,
        expiresAt: sessions.expiresAt,
        id: profiles.id,
        profileName: profiles.profileName,
        email: profiles.email,
        isAdmin: profiles.isAdmin,
      })
      .from(sessions)
      .innerJoin(profiles, eq(sessions.profileId, profiles.id))
      .where(eq(sessions.id, p('id')))
      .prepare(),
    profileById: db.select().from(profiles).where(eq(profiles.id, p('id'))).prepare(),
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
  };
}

/** Runs `fn` inside BEGIN IMMEDIATE; the caller answers only after it returns, i.e. after commit. */
export function write<T>(deps: Pick<Deps, 'sqlite' | 'cache'>, fn: () => T): T {
  const result = deps.sqlite.transaction(fn).immediate();
  deps.cache.clear();
  return result;
}
