// Issue 27, item 9: a database upgraded while a profile's board score came from an imported
// attempt. Migration 0012 recomputes every profile's board score from its latest attempt taken
// here, so an import wins no tie from the first start-up on (docs/households.md).
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { migrate } from 'drizzle-orm/better-sqlite3/migrator';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openDatabase } from './client.ts';
import { migrationsFolder, runMigrations } from './migrate.ts';

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'wf-receipt-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

/** A migrations folder holding only the migrations before `tag`. */
function foldersBefore(tag: string): string {
  const old = join(dir, `migrations-before-${tag}`);
  mkdirSync(join(old, 'meta'), { recursive: true });
  const folder = migrationsFolder();
  const journal = JSON.parse(readFileSync(join(folder, 'meta', '_journal.json'), 'utf8')) as {
    entries: { tag: string }[];
  };
  const before = journal.entries.filter((e) => e.tag < tag);
  for (const e of before) copyFileSync(join(folder, `${e.tag}.sql`), join(old, `${e.tag}.sql`));
  writeFileSync(
    join(old, 'meta', '_journal.json'),
    JSON.stringify({ ...journal, entries: before }),
  );
  return old;
}

describe('migration 0012: board scores from attempts taken here', () => {
  it('replaces a board score an imported latest attempt set, and clears one with only imports', () => {
    const database = openDatabase({ url: `file:${join(dir, 'receipt.db')}` });
    try {
      migrate(database.db, { migrationsFolder: foldersBefore('0012') });
      const profile = database.sqlite.prepare(
        `insert into profiles (profile_name, profile_name_key, email, password_hash,
           apartment_community_name, water_score, direct_water_score, indirect_water_score,
           latest_score_at) values (?, ?, ?, 'x', 'Green Valley', ?, ?, ?, ?)`,
      );
      const attempt = database.sqlite.prepare(
        `insert into scores (profile_id, total_score, direct_score, indirect_score, is_legacy,
           created_at) values (?, ?, ?, ?, ?, ?)`,
      );
      const day = 24 * 60 * 60 * 1000;
      // Mixed: taken here on day 10 (60 points), then an import claiming day 20 (90 points),
      // which the old code copied onto the profile.
      const mixed = Number(
        profile.run('Mixed', 'mixed', 'm@example.com', 90, 50, 40, 20 * day).lastInsertRowid,
      );
      attempt.run(mixed, 60, 30, 30, 0, 10 * day);
      attempt.run(mixed, 90, 50, 40, 1, 20 * day);
      // Only imports: no board score at all.
      const imported = Number(
        profile.run('Imported', 'imported', 'i@example.com', 70, 40, 30, 5 * day).lastInsertRowid,
      );
      attempt.run(imported, 70, 40, 30, 1, 5 * day);
      // Only here: unchanged.
      const honest = Number(
        profile.run('Honest', 'honest', 'h@example.com', 80, 45, 35, 15 * day).lastInsertRowid,
      );
      attempt.run(honest, 80, 45, 35, 0, 15 * day);

      runMigrations(database.db);
      const row = (id: number) =>
        database.sqlite
          .prepare(
            `select water_score, direct_water_score, indirect_water_score, latest_score_at
               from profiles where id = ?`,
          )
          .raw()
          .get(id);
      expect(row(mixed)).toEqual([60, 30, 30, 10 * day]);
      expect(row(imported)).toEqual([0, 0, 0, null]);
      expect(row(honest)).toEqual([80, 45, 35, 15 * day]);
      expect(database.sqlite.pragma('integrity_check', { simple: true })).toBe('ok');
    } finally {
      database.sqlite.close();
    }
  });
});
