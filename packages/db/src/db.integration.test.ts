import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openDatabase, writeTransaction, databasePath } from './client.ts';
import { runMigrations } from './migrate.ts';
import { seedAdmin } from './seed.ts';
import { profiles, scores, sessions } from './schema.ts';

let dir: string;
let handle: ReturnType<typeof openDatabase>;

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'wf-db-'));
  handle = openDatabase({ url: `file:${join(dir, 'nested', 'test.db')}` });
  runMigrations(handle.db);
});
afterEach(() => {
  handle.sqlite.close();
  rmSync(dir, { recursive: true, force: true });
});

const resident = (n: number) => ({
  profileName: `Resident ${n}`,
  email: `r${n}@example.com`,
  passwordHash: 'x',
  apartment: `A-${n}`,
  apartmentCommunityName: 'Green Meadows',
});

describe('database client', () => {
  it('opens a real file in WAL mode with foreign keys and a busy timeout', () => {
    expect(handle.sqlite.pragma('journal_mode', { simple: true })).toBe('wal');
    expect(handle.sqlite.pragma('foreign_keys', { simple: true })).toBe(1);
    expect(handle.sqlite.pragma('busy_timeout', { simple: true })).toBeGreaterThanOrEqual(5000);
    expect(handle.path).toBe(join(dir, 'nested', 'test.db'));
  });

  it('parses database URLs', () => {
    expect(databasePath(':memory:')).toBe(':memory:');
    expect(databasePath('file:/tmp/a.db')).toBe('/tmp/a.db');
  });

  it('applies migrations idempotently and passes integrity checks', () => {
    runMigrations(handle.db);
    const tables = handle.sqlite
      .prepare(
        "select name from sqlite_master where type='table' and name not like '%migrations%' and name not like 'sqlite_%' order by name",
      )
      .pluck()
      .all();
    expect(tables).toEqual(['password_resets', 'profiles', 'scores', 'sessions']);
    expect(handle.sqlite.pragma('integrity_check', { simple: true })).toBe('ok');
  });

  it('keeps profile names unique regardless of case, and emails unique', () => {
    handle.db.insert(profiles).values(resident(1)).run();
    expect(() =>
      handle.db
        .insert(profiles)
        .values({ ...resident(2), profileName: 'RESIDENT 1' })
        .run(),
    ).toThrow(/UNIQUE/);
    expect(() =>
      handle.db
        .insert(profiles)
        .values({ ...resident(3), email: 'r1@example.com' })
        .run(),
    ).toThrow(/UNIQUE/);
  });

  it('deletes sessions and scores with their profile', () => {
    const { id } = handle.db.insert(profiles).values(resident(1)).returning().get();
    handle.db.insert(sessions).values({ id: 'h', profileId: id, expiresAt: new Date() }).run();
    handle.db
      .insert(scores)
      .values({ profileId: id, totalScore: 1, directScore: 1, indirectScore: 0 })
      .run();
    writeTransaction(handle.sqlite, () =>
      handle.db.delete(profiles).where(eq(profiles.id, id)).run(),
    );
    expect(handle.db.select().from(scores).all()).toHaveLength(0);
    expect(handle.db.select().from(sessions).all()).toHaveLength(0);
  });

  it('rolls a failed write transaction back whole', () => {
    expect(() =>
      writeTransaction(handle.sqlite, () => {
        handle.db.insert(profiles).values(resident(1)).run();
        handle.db.insert(profiles).values(resident(1)).run();
      }),
    ).toThrow();
    expect(handle.db.select().from(profiles).all()).toHaveLength(0);
  });

  it('uses the partial leaderboard index', () => {
    const plan = handle.sqlite
      .prepare(
        'explain query plan select id from profiles where is_admin = 0 and latest_score_at is not null order by water_score desc, latest_score_at limit 10',
      )
      .all() as { detail: string }[];
    expect(plan.map((p) => p.detail).join(' ')).toMatch(/profiles_leaderboard/);
  });
});

describe('administrator seed', () => {
  it('creates the administrator once and never changes it', async () => {
    let hashed = 0;
    const seed = {
      profileName: 'admin',
      email: 'Admin@Localhost',
      passwordHash: async () => `hash-${++hashed}`,
    };
    expect(await seedAdmin(handle.db, seed)).toEqual({ created: true });
    expect(await seedAdmin(handle.db, seed)).toEqual({ created: false });
    expect(hashed).toBe(1);
    const admins = handle.db.select().from(profiles).where(eq(profiles.isAdmin, true)).all();
    expect(admins).toHaveLength(1);
    expect(admins[0]).toMatchObject({
      email: 'admin@localhost',
      apartment: 'Admin Office',
      apartmentCommunityName: 'Admin Community',
      passwordHash: 'hash-1',
    });
  });

  it('refuses to seed over a resident who holds the name', async () => {
    handle.db
      .insert(profiles)
      .values({ ...resident(1), profileName: 'Admin' })
      .run();
    await expect(
      seedAdmin(handle.db, { profileName: 'admin', email: 'a@b.c', passwordHash: async () => 'h' }),
    ).rejects.toThrow(/already uses/);
  });
});
