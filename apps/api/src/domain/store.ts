import { writeTransaction, type Database, type SqliteHandle } from '@wf/db/client';
import { memorySnapshot, openSnapshot, type ReadDb, type Snapshot } from './snapshot.ts';
import {
  prepareReads,
  prepareWrites,
  type ReadStatements,
  type WriteStatements,
} from './statements.ts';

export type { ReadDb, Snapshot };

/** What a write callback gets: the connection inside the open transaction. */
export interface WriteScope {
  db: Database;
  statements: ReadStatements & WriteStatements;
}

/**
 * The one way to the database. Outside a write the domain gets only read access (ReadDb has no
 * insert, update, delete or run), so a write that would skip the store, and leave the read
 * cache stale, does not type-check.
 */
export interface Store {
  /** Reads outside a transaction (each statement sees the latest commit). */
  readonly db: ReadDb;
  readonly statements: ReadStatements;
  /**
   * Runs `fn` inside BEGIN IMMEDIATE and clears the read cache after the commit or rollback;
   * the caller answers only after it returns, i.e. after commit.
   */
  write<T>(fn: (tx: WriteScope) => T): T;
  /**
   * Group commit: runs `fn` in a write transaction shared with every other `writeBatched` call
   * of the same turn of the event loop, so they pay for one COMMIT (one fsync with
   * synchronous=FULL) together. Each `fn` runs in its own savepoint: one that throws is rolled
   * back and rejected alone. The promises settle only after the COMMIT, so an answer still
   * means "committed". For frequent small writes (score submissions); a lone call costs one
   * event-loop turn more.
   */
  writeBatched<T>(fn: (tx: WriteScope) => T): Promise<T>;
  /**
   * A read through the cache. Every write clears it after its COMMIT, and every commit by any
   * other connection (another server process, a script, an operator's repair) is seen by
   * SQLite's `PRAGMA data_version` before an entry is served, so an entry never outlives the
   * data it was read from. Only for results of bounded size, which callers must
   * not mutate (they are shared); `keep` says whether a result is worth keeping.
   */
  cached<T>(key: string, compute: () => T, keep?: (value: T) => boolean): T;
  /** A consistent read-only view for a long read, such as an export (snapshot.ts). */
  snapshot(): Snapshot;
}

/** Most entries the read cache keeps; beyond it the oldest goes (a cached history is ~10 KB). */
export const CACHE_MAX_ENTRIES = 1000;

interface Queued {
  fn: (tx: WriteScope) => unknown;
  resolve: (value: unknown) => void;
  reject: (error: unknown) => void;
}

export function createStore({ db, sqlite }: { db: Database; sqlite: SqliteHandle }): Store {
  const reads = prepareReads(db);
  const scope: WriteScope = { db, statements: { ...reads, ...prepareWrites(db) } };
  const cache = new Map<string, unknown>();
  // SQLite changes this connection's data_version whenever another connection commits to the
  // file (never for this connection's own commits, which clear the cache themselves). Reading it
  // is a lookup in the connection's memory: cheap enough for every cached read.
  const dataVersion = sqlite.prepare<[], number>('PRAGMA data_version').pluck();
  let seenVersion = dataVersion.get();
  let queue: Queued[] | null = null;

  function write<T>(fn: (tx: WriteScope) => T): T {
    try {
      return writeTransaction(sqlite, () => fn(scope));
    } finally {
      // Also after a rollback: nothing read inside the transaction may stay cached.
      cache.clear();
    }
  }

  function flush(): void {
    const batch = queue ?? [];
    queue = null;
    const outcomes: ({ ok: true; value: unknown } | { ok: false; error: unknown })[] = [];
    try {
      writeTransaction(sqlite, () => {
        for (const item of batch) {
          try {
            // A nested better-sqlite3 transaction is a savepoint.
            outcomes.push({ ok: true, value: sqlite.transaction(() => item.fn(scope))() });
          } catch (error) {
            outcomes.push({ ok: false, error });
          }
        }
      });
    } catch (error) {
      // BEGIN or COMMIT failed (busy, disk full): nothing of the batch was written.
      for (const item of batch) item.reject(error);
      return;
    } finally {
      cache.clear();
    }
    batch.forEach((item, i) => {
      const outcome = outcomes[i]!;
      if (outcome.ok) item.resolve(outcome.value);
      else item.reject(outcome.error);
    });
  }

  function writeBatched<T>(fn: (tx: WriteScope) => T): Promise<T> {
    return new Promise<T>((resolve, reject) => {
      if (!queue) {
        queue = [];
        setImmediate(flush);
      }
      queue.push({ fn, resolve: resolve as (value: unknown) => void, reject });
    });
  }

  function cached<T>(key: string, compute: () => T, keep: (value: T) => boolean = () => true): T {
    const version = dataVersion.get();
    if (version !== seenVersion) {
      cache.clear();
      seenVersion = version;
    }
    if (cache.has(key)) return cache.get(key) as T;
    const value = compute();
    if (!keep(value)) return value;
    if (cache.size >= CACHE_MAX_ENTRIES) {
      const oldest = cache.keys().next();
      if (!oldest.done) cache.delete(oldest.value);
    }
    cache.set(key, value);
    return value;
  }

  return {
    db,
    statements: reads,
    write,
    writeBatched,
    cached,
    snapshot: () => (sqlite.memory ? memorySnapshot(db) : openSnapshot(sqlite.name)),
  };
}
