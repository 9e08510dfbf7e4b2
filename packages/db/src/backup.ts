// Online backups and offline restores of the SQLite database (see docs/operations.md).
//
// A backup uses SQLite's online backup API through better-sqlite3 while the server keeps
// running: it copies one consistent snapshot (WAL lets writers go on meanwhile), is checked
// with integrity_check, and only then appears under its final name. A restore refuses to touch
// a database that any process has open, keeps the replaced files aside, and swaps the checked
// copy in with a rename.
import { closeSync, existsSync, fsyncSync, openSync, renameSync, rmSync, statSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import Database from 'better-sqlite3';

type SqliteConnection = InstanceType<typeof Database>;

interface CheckResult {
  ok: boolean;
  problems: string[];
}

/** `PRAGMA integrity_check` and `foreign_key_check`, plus "is this our schema". */
export function checkDatabase(sqlite: SqliteConnection): CheckResult {
  const problems: string[] = [];
  const integrity = sqlite.pragma('integrity_check') as { integrity_check: string }[];
  if (integrity.length !== 1 || integrity[0]?.integrity_check !== 'ok') {
    problems.push(`integrity_check: ${integrity.map((r) => r.integrity_check).join('; ')}`);
  }
  const foreignKeys = sqlite.pragma('foreign_key_check') as {
    table: string;
    rowid: number;
    parent: string;
  }[];
  for (const row of foreignKeys.slice(0, 10)) {
    problems.push(`foreign_key_check: ${row.table} row ${row.rowid} has no ${row.parent}`);
  }
  const tables = sqlite
    .prepare("select name from sqlite_master where type = 'table'")
    .pluck()
    .all() as string[];
  for (const table of ['profiles', 'scores', 'sessions']) {
    if (!tables.includes(table)) problems.push(`not a Water Footprint database: no ${table} table`);
  }
  return { ok: problems.length === 0, problems };
}

interface BackupResult {
  file: string;
  bytes: number;
  pages: number;
  milliseconds: number;
}

function fsyncPath(path: string) {
  const fd = openSync(path, 'r');
  try {
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
}

function removeWithSidecars(path: string) {
  for (const suffix of ['', '-wal', '-shm', '-journal'])
    rmSync(`${path}${suffix}`, { force: true });
}

/**
 * Copies the live database at `source` (a path, or an open connection) to `destination`.
 * Writers go on while it runs. The file appears only once complete and checked, in rollback
 * journal mode, so a backup is one self-contained file.
 */
export async function backupDatabase(
  source: string | SqliteConnection,
  destination: string,
): Promise<BackupResult> {
  const started = Date.now();
  const connection =
    typeof source === 'string'
      ? new Database(source, { fileMustExist: true, timeout: 5000 })
      : source;
  const partial = join(dirname(destination), `.${basename(destination)}.partial-${process.pid}`);
  removeWithSidecars(partial);
  try {
    // The first step only starts the backup; every later one copies all remaining pages at
    // once, so the copy is one read transaction: a snapshot of one moment, which concurrent
    // writes (made through other connections) cannot restart again and again.
    const { totalPages } = await connection.backup(partial, { progress: () => 0x7fffffff });
    const copy = new Database(partial);
    try {
      copy.pragma('journal_mode = DELETE');
      const check = checkDatabase(copy);
      if (!check.ok) throw new Error(`the backup failed its checks: ${check.problems.join('; ')}`);
    } finally {
      copy.close();
    }
    fsyncPath(partial);
    renameSync(partial, destination);
    fsyncPath(dirname(destination));
    return {
      file: destination,
      bytes: statSync(destination).size,
      pages: totalPages,
      milliseconds: Date.now() - started,
    };
  } catch (error) {
    removeWithSidecars(partial);
    throw error;
  } finally {
    if (typeof source === 'string') connection.close();
  }
}

export class DatabaseInUseError extends Error {
  constructor(path: string) {
    super(`${path} is open in another process (is the server running?). Stop it, then restore.`);
    this.name = 'DatabaseInUseError';
  }
}

/**
 * Takes the database at `path` for this process alone, folds its WAL into the main file and
 * closes it, so the file can be moved as one. Throws DatabaseInUseError when any other
 * connection has it open.
 */
function takeOffline(path: string): void {
  const sqlite = new Database(path, { fileMustExist: true, timeout: 0 });
  try {
    sqlite.pragma('locking_mode = EXCLUSIVE');
    try {
      sqlite.exec('BEGIN EXCLUSIVE; COMMIT');
    } catch (error) {
      if ((error as { code?: string }).code?.startsWith('SQLITE_BUSY'))
        throw new DatabaseInUseError(path);
      throw error;
    }
    if (sqlite.pragma('journal_mode', { simple: true }) === 'wal')
      sqlite.pragma('wal_checkpoint(TRUNCATE)');
  } finally {
    sqlite.close();
  }
}

interface RestoreResult {
  file: string;
  /** Where the database that was replaced now lives (null when there was none). */
  previous: string | null;
}

/**
 * Replaces the database at `target` with the backup `backupFile`, which is checked first. The
 * server must be stopped: a target that any process has open is refused. The replaced files
 * are kept beside it as `<name>.pre-restore-<time>`.
 */
export async function restoreDatabase(backupFile: string, target: string): Promise<RestoreResult> {
  if (!existsSync(backupFile)) throw new Error(`no backup at ${backupFile}`);
  const backup = new Database(backupFile, { readonly: true, fileMustExist: true });
  const incoming = join(dirname(target), `.${basename(target)}.restoring-${process.pid}`);
  removeWithSidecars(incoming);
  try {
    const check = checkDatabase(backup);
    if (!check.ok)
      throw new Error(`${backupFile} is not a sound backup: ${check.problems.join('; ')}`);
    if (existsSync(target)) takeOffline(target);
    // Through SQLite rather than a file copy, so a stray journal beside the backup cannot
    // leak in; then into the server's WAL mode.
    await backup.backup(incoming, { progress: () => 0x7fffffff });
    const copy = new Database(incoming);
    try {
      copy.pragma('journal_mode = WAL');
      const restored = checkDatabase(copy);
      if (!restored.ok)
        throw new Error(`the restored copy failed its checks: ${restored.problems.join('; ')}`);
    } finally {
      copy.close();
    }
    fsyncPath(incoming);
    let previous: string | null = null;
    if (existsSync(target)) {
      previous = `${target}.pre-restore-${new Date().toISOString().replace(/[:.]/g, '-')}`;
      // The main file and any WAL move together, so the kept copy stays whole.
      for (const suffix of ['-wal', '-shm', '']) {
        if (existsSync(`${target}${suffix}`))
          renameSync(`${target}${suffix}`, `${previous}${suffix}`);
      }
    }
    renameSync(incoming, target);
    fsyncPath(dirname(target));
    return { file: target, previous };
  } catch (error) {
    removeWithSidecars(incoming);
    throw error;
  } finally {
    backup.close();
  }
}
