import { desc, eq, sql } from 'drizzle-orm';
import { writeTransaction, type Database, type SqliteHandle } from '@wf/db/client';
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
    // The three statements of a submission, prepared once: building them per request cost
    // about a quarter of a submission's CPU in `pnpm bench`.
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
    latestOfProfile: db
      .select()
      .from(scores)
      .where(eq(scores.profileId, p('profileId')))
      .orderBy(desc(scores.createdAt), desc(scores.id))
      .limit(1)
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
  };
}

/** Runs `fn` inside BEGIN IMMEDIATE; the caller answers only after it returns, i.e. after commit. */
export function write<T>(deps: Pick<Deps, 'sqlite' | 'cache'>, fn: () => T): T {
  try {
    return writeTransaction(deps.sqlite, fn);
  } finally {
    // Also after a rollback: nothing read inside the transaction may stay cached.
    deps.cache.clear();
  }
}

interface Queued {
  fn: () => unknown;
  resolve: (value: unknown) => void;
  reject: (error: unknown) => void;
}
const queues = new WeakMap<Deps['sqlite'], Queued[]>();

/**
 * Group commit: runs `fn` in a write transaction shared with every other `writeBatched` call of
 * the same turn of the event loop, so they pay for one COMMIT (one fsync with synchronous=FULL)
 * together. Each `fn` runs in its own savepoint: one that throws is rolled back and rejected
 * alone. The promises settle only after the COMMIT, so an answer still means "committed".
 * For frequent small writes (score submissions); a lone call costs one event-loop turn more.
 */
export function writeBatched<T>(deps: Pick<Deps, 'sqlite' | 'cache'>, fn: () => T): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    let queue = queues.get(deps.sqlite);
    if (!queue) {
      queue = [];
      queues.set(deps.sqlite, queue);
      setImmediate(() => flush(deps));
    }
    queue.push({ fn, resolve: resolve as (value: unknown) => void, reject });
  });
}

function flush(deps: Pick<Deps, 'sqlite' | 'cache'>): void {
  const queue = queues.get(deps.sqlite) ?? [];
  queues.delete(deps.sqlite);
  const outcomes: ({ ok: true; value: unknown } | { ok: false; error: unknown })[] = [];
  try {
    writeTransaction(deps.sqlite, () => {
      for (const item of queue) {
        try {
          // A nested better-sqlite3 transaction is a savepoint.
          outcomes.push({ ok: true, value: deps.sqlite.transaction(item.fn)() });
        } catch (error) {
          outcomes.push({ ok: false, error });
        }
      }
    });
  } catch (error) {
    // BEGIN or COMMIT failed (busy, disk full): nothing of the batch was written.
    for (const item of queue) item.reject(error);
    return;
  } finally {
    deps.cache.clear();
  }
  queue.forEach((item, i) => {
    const outcome = outcomes[i]!;
    if (outcome.ok) item.resolve(outcome.value);
    else item.reject(outcome.error);
  });
}

/** Most entries the read cache keeps; beyond it the oldest goes (a cached history is ~10 KB). */
export const CACHE_MAX_ENTRIES = 1000;

/**
 * A read through `deps.cache`. Every write (write, writeBatched) clears the cache after its
 * COMMIT, so an entry never outlives the data it was read from; any new code that changes
 * scores or profiles must write through them. Only for results of bounded size, which callers
 * must not mutate (they are shared).
 */
export function cached<T>(
  deps: Pick<Deps, 'cache'>,
  key: string,
  compute: () => T,
  keep: (value: T) => boolean = () => true,
): T {
  if (deps.cache.has(key)) return deps.cache.get(key) as T;
  const value = compute();
  if (!keep(value)) return value;
  if (deps.cache.size >= CACHE_MAX_ENTRIES) {
    const oldest = deps.cache.keys().next();
    if (!oldest.done) deps.cache.delete(oldest.value);
  }
  deps.cache.set(key, value);
  return value;
}
