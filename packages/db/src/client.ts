import { mkdirSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import Database from 'better-sqlite3';
import { drizzle } from 'drizzle-orm/better-sqlite3';
import * as schema from './schema.ts';

export { schema };

type Synchronous = 'FULL' | 'NORMAL';

interface OpenOptions {
  /** `file:./data/app.db`, a plain path, or `:memory:`. */
  url: string;
  /** WAL durability: FULL survives power loss; NORMAL may lose the last commits then (never on a process crash). */
  synchronous?: Synchronous;
  busyTimeoutMs?: number;
}

/** Turns a DATABASE_URL into a filesystem path (or `:memory:`). */
export function databasePath(url: string): string {
  if (url === ':memory:' || url === 'file::memory:') return ':memory:';
  const path = url.startsWith('file:') ? url.slice('file:'.length) : url;
  return resolve(path);
}

export function openDatabase({ url, synchronous = 'FULL', busyTimeoutMs = 5000 }: OpenOptions) {
  const path = databasePath(url);
  if (path !== ':memory:') mkdirSync(dirname(path), { recursive: true });
  const sqlite = new Database(path);
  if (path !== ':memory:') sqlite.pragma('journal_mode = WAL');
  sqlite.pragma(`synchronous = ${synchronous}`);
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma(`busy_timeout = ${busyTimeoutMs}`);
  // Foreign keys are what make a profile deletion take its sessions and scores with it.
  if (sqlite.pragma('foreign_keys', { simple: true }) !== 1) {
    throw new Error('SQLite foreign keys could not be enabled');
  }
  return { db: drizzleFor(sqlite), sqlite, path };
}

/** The typed query builder over a connection (the schema's snake_case columns). */
export function drizzleFor(sqlite: Database.Database) {
  return drizzle({ client: sqlite, schema, casing: 'snake_case' });
}

/** A second, read-only connection to an existing database file. */
export function openReadOnly(path: string): Database.Database {
  return new Database(path, { readonly: true, fileMustExist: true });
}

export type Database = ReturnType<typeof openDatabase>['db'];
export type SqliteHandle = ReturnType<typeof openDatabase>['sqlite'];

/**
 * Runs `fn` in a `BEGIN IMMEDIATE` transaction: the write lock is taken up front, so two writers
 * never deadlock upgrading a read lock, and the busy timeout applies at the start.
 */
export function writeTransaction<T>(sqlite: SqliteHandle, fn: () => T): T {
  return sqlite.transaction(fn).immediate();
}
