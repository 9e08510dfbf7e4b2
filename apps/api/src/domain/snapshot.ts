import { Column, is, type Query } from 'drizzle-orm';
import { drizzleFor, openReadOnly, type Database } from '@wf/db/client';

/** What may read: Drizzle's select builders, nothing that writes. */
export type ReadDb = Pick<Database, 'select' | 'selectDistinct' | '$count'>;

/** A Drizzle select query (built, not run) whose rows are `T`. */
export interface SelectQuery<T> {
  all(): T[];
  toSQL(): Query;
  _: { selectedFields: Record<string, unknown> };
}

/**
 * A consistent read-only view for a long read (an export), with rows streamed one at a time.
 * Close it once the rows are read or abandoned.
 */
export interface Snapshot {
  db: ReadDb;
  /** The query's rows as Drizzle types them, streamed (never the whole result in memory). */
  rows<T>(query: SelectQuery<T>): Iterable<T>;
  close(): void;
}

/**
 * An open iterator keeps its connection busy: the server's own connection would refuse every
 * other query (session checks included) while a download waits for the network. So a file
 * database gets a second, read-only connection per snapshot, inside one read transaction: the
 * snapshot stays consistent while residents keep submitting (WAL lets the writer go on).
 */
export function openSnapshot(file: string): Snapshot {
  const connection = openReadOnly(file);
  try {
    connection.pragma('busy_timeout = 5000');
    connection.exec('BEGIN');
  } catch (error) {
    connection.close();
    throw error;
  }
  let open = true;
  // better-sqlite3 refuses to close a connection while one of its iterators is unfinished.
  const iterators = new Set<Iterator<unknown[]>>();
  return {
    db: drizzleFor(connection),
    rows<T>(query: SelectQuery<T>) {
      // Drizzle's better-sqlite3 driver (0.45) has all/get/values but no iterate (its issue
      // 456): Drizzle builds the SQL and decodes each row, better-sqlite3 iterates.
      const { sql, params } = query.toSQL();
      const iterator = connection
        .prepare(sql)
        .raw()
        .iterate(...params) as IterableIterator<unknown[]>;
      iterators.add(iterator);
      return decodeRows<T>(query._.selectedFields, iterator);
    },
    close() {
      if (!open) return;
      open = false;
      for (const iterator of iterators) iterator.return?.();
      // Closing ends the read transaction.
      connection.close();
    },
  };
}

/**
 * An in-memory database cannot be opened twice; there (tests only) the snapshot is the server's
 * own connection, and rows are read eagerly, since an open iterator would keep it busy.
 */
export function memorySnapshot(db: Database): Snapshot {
  return { db, rows: (query) => query.all(), close() {} };
}

/**
 * Rows in the query's shape: a flat selection of columns (decoded as Drizzle decodes them) and
 * `sql<T>` expressions (taken as SQLite returns them; no mapWith).
 */
function* decodeRows<T>(fields: Record<string, unknown>, raw: Iterable<unknown[]>): Generator<T> {
  const entries = Object.entries(fields);
  for (const values of raw) {
    const row: Record<string, unknown> = {};
    entries.forEach(([key, field], i) => {
      const value = values[i];
      row[key] = is(field, Column) && value !== null ? field.mapFromDriverValue(value) : value;
    });
    yield row as T;
  }
}
