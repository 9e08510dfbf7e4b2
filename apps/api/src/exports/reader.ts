import type { SqliteHandle } from '@wf/db/client';
import type { Deps } from '../domain/deps.ts';

type Params = Record<string, unknown> | unknown[];

/**
 * A read-only view of the database for one export. Rows come from better-sqlite3's `.iterate()`,
 * one at a time, so an export never holds a whole table in memory.
 *
 * An open iterator keeps its connection busy: the server's own connection would refuse every
 * other query (session checks included) while a download waits for the network. So a file
 * database gets a second, read-only connection per export, inside one read transaction: the
 * export is a consistent snapshot even while residents keep submitting (WAL lets the writer go
 * on). An in-memory database cannot be opened twice; there (tests only) rows are read eagerly.
 */
export interface ExportReader {
  rows<T>(sql: string, params?: Params): Iterable<T>;
  get<T>(sql: string, params?: Params): T | undefined;
  close(): void;
}

interface ReadonlyOptions {
  readonly: boolean;
  fileMustExist: boolean;
}

export function openExportReader(deps: Pick<Deps, 'sqlite'>): ExportReader {
  const main = deps.sqlite;
  if (main.memory) return memoryReader(main);
  // The same driver class the server uses; constructing it again keeps the API free of a second
  // import of the native module and its typings.
  const Driver = main.constructor as new (file: string, options: ReadonlyOptions) => SqliteHandle;
  const connection = new Driver(main.name, { readonly: true, fileMustExist: true });
  try {
    connection.pragma('busy_timeout = 5000');
    connection.exec('BEGIN');
  } catch (error) {
    connection.close();
    throw error;
  }
  let open = true;
  // better-sqlite3 refuses to close a connection while one of its iterators is unfinished.
  const iterators = new Set<IterableIterator<unknown>>();
  return {
    rows<T>(sql: string, params: Params = {}) {
      const iterator = connection.prepare(sql).iterate(params) as IterableIterator<T>;
      iterators.add(iterator);
      return iterator;
    },
    get: <T>(sql: string, params: Params = {}) =>
      connection.prepare(sql).get(params) as T | undefined,
    close() {
      if (!open) return;
      open = false;
      for (const iterator of iterators) iterator.return?.();
      // Closing ends the read transaction.
      connection.close();
    },
  };
}

function memoryReader(connection: SqliteHandle): ExportReader {
  return {
    rows: <T>(sql: string, params: Params = {}) => connection.prepare(sql).all(params) as T[],
    get: <T>(sql: string, params: Params = {}) =>
      connection.prepare(sql).get(params) as T | undefined,
    close() {},
  };
}
