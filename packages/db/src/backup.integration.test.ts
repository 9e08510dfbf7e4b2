// Backups under write load: a worker thread keeps committing through its own connection (as
// the server would) while the backup runs; the backup must be sound and hold every row
// committed before it started. Then restores: into a fresh file, and over a database, which
// is refused while any connection has it open.
import { existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Worker } from 'node:worker_threads';
import Database from 'better-sqlite3';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { profileNameKey } from '@wf/scoring/accounts';
import { backupDatabase, checkDatabase, DatabaseInUseError, restoreDatabase } from './backup.ts';
import { openDatabase } from './client.ts';
import { runMigrations } from './migrate.ts';

let dir: string;
let live: string;

/** Profiles with scores, each profile's latest score copied onto it (the server's invariant). */
function seed(path: string, profiles: number, scoresPerProfile: number) {
  const { db, sqlite } = openDatabase({ url: `file:${path}` });
  runMigrations(db);
  const insertProfile = sqlite.prepare(
    "insert into profiles (profile_name, profile_name_key, email, password_hash, apartment_community_name) values (?, ?, ?, 'x', 'C')",
  );
  const insertScore = sqlite.prepare(
    'insert into scores (profile_id, total_score, direct_score, indirect_score, created_at) values (?, ?, ?, 0, ?)',
  );
  const setLatest = sqlite.prepare(
    'update profiles set water_score = ?, direct_water_score = ?, latest_score_at = ? where id = ?',
  );
  sqlite.transaction(() => {
    for (let p = 1; p <= profiles; p++) {
      const id = Number(
        insertProfile.run(`P${p}`, profileNameKey(`P${p}`), `p${p}@example.com`).lastInsertRowid,
      );
      for (let s = 0; s < scoresPerProfile; s++) {
        const total = (p * 7 + s * 13) % 100;
        const at = 1_700_000_000_000 + p * 1000 + s;
        insertScore.run(id, total, total, at);
        setLatest.run(total, total, at, id);
      }
    }
  })();
  sqlite.close();
}

/** The server's invariant: every profile's water_score is its latest score's total (0 without). */
function latestMismatches(sqlite: InstanceType<typeof Database>): number {
  return sqlite
    .prepare(
      `select count(*) from profiles p where p.water_score != coalesce(
         (select s.total_score from scores s where s.profile_id = p.id order by s.created_at desc, s.id desc limit 1), 0)
       or p.latest_score_at is not (select max(s.created_at) from scores s where s.profile_id = p.id)`,
    )
    .pluck()
    .get() as number;
}

// The writer: one score per transaction for a random profile, with the profile's latest copied
// onto it in the same transaction, until told to stop (bounded in count and time).
const WRITER = `
const { parentPort, workerData } = require('node:worker_threads');
const Database = require(workerData.driver);
const db = new Database(workerData.path, { timeout: 5000 });
db.pragma('journal_mode = WAL');
db.pragma('synchronous = NORMAL');
const insert = db.prepare('insert into scores (profile_id, total_score, direct_score, indirect_score, created_at) values (?, ?, ?, 0, ?)');
const setLatest = db.prepare('update profiles set water_score = ?, direct_water_score = ?, latest_score_at = ? where id = ?');
const write = db.transaction((profileId, total, at) => { insert.run(profileId, total, total, at); setLatest.run(total, total, at, profileId); });
const counter = new Int32Array(workerData.counter);
const deadline = Date.now() + 20000;
let at = 1_800_000_000_000;
for (let i = 0; i < 500000 && Atomics.load(counter, 1) === 0 && Date.now() < deadline; i++) {
  write(1 + (i * 7919) % workerData.profiles, i % 100, at++);
  Atomics.store(counter, 0, i + 1);
}
db.close();
parentPort.postMessage('done');
`;

function startWriter(path: string, profiles: number) {
  const counter = new Int32Array(new SharedArrayBuffer(8));
  const driver = createRequire(import.meta.url).resolve('better-sqlite3');
  const worker = new Worker(WRITER, {
    eval: true,
    workerData: { path, profiles, driver, counter: counter.buffer },
  });
  const done = new Promise<void>((resolve, reject) => {
    worker.once('message', () => resolve());
    worker.once('error', reject);
  });
  return {
    commits: () => Atomics.load(counter, 0),
    async stop() {
      Atomics.store(counter, 1, 1);
      await done;
      await worker.terminate();
    },
  };
}

async function until(condition: () => boolean, timeoutMs = 10_000) {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 5));
  }
}

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'wf-backup-'));
  live = join(dir, 'live.db');
});
afterEach(() => {
  rmSync(dir, { recursive: true, force: true });
});

describe('backupDatabase', () => {
  it('takes a sound, complete backup while another connection keeps writing', async () => {
    seed(live, 1000, 40); // ~40,000 scores: the copy takes a while
    const writer = startWriter(live, 1000);
    try {
      await until(() => writer.commits() > 200);
      // Everything committed before the backup starts must be in it.
      const reader = new Database(live, { readonly: true });
      const before = reader.prepare('select count(*) as n, max(id) as maxId from scores').get() as {
        n: number;
        maxId: number;
      };
      reader.close();
      const commitsAtStart = writer.commits();
      const result = await backupDatabase(live, join(dir, 'backup.db'));
      // The writer was never held up: it committed while the backup ran.
      expect(writer.commits()).toBeGreaterThan(commitsAtStart);
      expect(result.bytes).toBeGreaterThan(1_000_000);

      const copy = new Database(result.file, { readonly: true });
      try {
        expect(checkDatabase(copy)).toEqual({ ok: true, problems: [] });
        expect(copy.pragma('journal_mode', { simple: true })).toBe('delete');
        const ids = copy
          .prepare('select count(*) as n, max(id) as maxId from scores where id <= ?')
          .get(before.maxId) as {
          n: number;
          maxId: number;
        };
        expect(ids).toEqual(before);
        expect(latestMismatches(copy)).toBe(0);
      } finally {
        copy.close();
      }
      // The writer went on, so the live database moved past the backup.
      const after = new Database(live, { readonly: true });
      expect(after.prepare('select max(id) from scores').pluck().get()).toBeGreaterThan(
        before.maxId,
      );
      after.close();
    } finally {
      await writer.stop();
    }
  }, 60_000);

  it('leaves no file behind when it fails, and never a partial one under the final name', async () => {
    seed(live, 10, 1);
    await expect(backupDatabase(live, join(dir, 'missing', 'backup.db'))).rejects.toThrow(
      /directory/,
    );
    await expect(backupDatabase(join(dir, 'nope.db'), join(dir, 'b.db'))).rejects.toThrow();
    expect(existsSync(join(dir, 'b.db'))).toBe(false);
  });
});

describe('restoreDatabase', () => {
  it('restores into a fresh file, in WAL mode, with the same rows', async () => {
    seed(live, 50, 5);
    const { file } = await backupDatabase(live, join(dir, 'backup.db'));
    const target = join(dir, 'fresh', 'restored.db');
    await expect(restoreDatabase(file, target)).rejects.toThrow(/directory/);
    mkdirSync(join(dir, 'fresh'));
    const result = await restoreDatabase(file, target);
    expect(result).toEqual({ file: target, previous: null });
    const restored = new Database(target, { readonly: true });
    expect(restored.pragma('journal_mode', { simple: true })).toBe('wal');
    expect(restored.prepare('select count(*) from scores').pluck().get()).toBe(250);
    expect(checkDatabase(restored).ok).toBe(true);
    restored.close();
  });

  it('refuses to replace a database that is open, then replaces it and keeps the old one aside', async () => {
    seed(live, 20, 2);
    const { file } = await backupDatabase(live, join(dir, 'backup.db'));
    // Later writes, which the restore will undo.
    const { sqlite } = openDatabase({ url: `file:${live}` });
    sqlite
      .prepare(
        "insert into profiles (profile_name, profile_name_key, email, password_hash, apartment_community_name) values ('Late', 'late', 'late@example.com', 'x', 'C')",
      )
      .run();
    await expect(restoreDatabase(file, live)).rejects.toBeInstanceOf(DatabaseInUseError);
    sqlite.close();

    const { previous } = await restoreDatabase(file, live);
    expect(previous).toMatch(/live\.db\.pre-restore-/);
    const restored = new Database(live, { readonly: true });
    expect(
      restored
        .prepare("select count(*) from profiles where email = 'late@example.com'")
        .pluck()
        .get(),
    ).toBe(0);
    expect(restored.prepare('select count(*) from profiles').pluck().get()).toBe(20);
    restored.close();
    const kept = new Database(previous!, { readonly: true });
    expect(
      kept.prepare("select count(*) from profiles where email = 'late@example.com'").pluck().get(),
    ).toBe(1);
    kept.close();
  });

  it('refuses a file that is not a sound backup of this database', async () => {
    const bogus = join(dir, 'bogus.db');
    const other = new Database(bogus);
    other.exec('create table notes (text)');
    other.close();
    seed(live, 1, 1);
    await expect(restoreDatabase(bogus, live)).rejects.toThrow(
      /not a sound backup: .*no profiles table/,
    );
    await expect(restoreDatabase(join(dir, 'absent.db'), live)).rejects.toThrow(/no backup at/);
    const still = new Database(live, { readonly: true });
    expect(still.prepare('select count(*) from profiles').pluck().get()).toBe(1);
    still.close();
  });
});
