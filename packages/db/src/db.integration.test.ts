import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { migrate } from 'drizzle-orm/better-sqlite3/migrator';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openDatabase, writeTransaction, databasePath } from './client.ts';
import { profileNameKey } from '@wf/scoring/accounts';
import { migrationsFolder, runMigrations } from './migrate.ts';
import { seedAdmin } from './seed.ts';
import { goals, pledges, profiles, scores, sessions } from './schema.ts';

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

const named = (profileName: string) => ({
  profileName,
  profileNameKey: profileNameKey(profileName),
});

const resident = (n: number) => ({
  ...named(`Resident ${n}`),
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
    expect(tables).toEqual([
      'audit_log',
      'campaigns',
      'goals',
      'household_readings',
      'households',
      'job_leases',
      'meter_readings',
      'password_resets',
      'pledges',
      'profiles',
      'push_subscriptions',
      'rate_limits',
      'reminder_choices',
      'reminders_sent',
      'scores',
      'sessions',
      'settings',
      'stickers',
    ]);
    expect(handle.sqlite.pragma('integrity_check', { simple: true })).toBe('ok');
  });

  it('keeps profile names unique regardless of case, and emails unique', () => {
    handle.db.insert(profiles).values(resident(1)).run();
    expect(() =>
      handle.db
        .insert(profiles)
        .values({ ...resident(2), ...named('RESIDENT 1') })
        .run(),
    ).toThrow(/UNIQUE/);
    expect(() =>
      handle.db
        .insert(profiles)
        .values({ ...resident(3), email: 'r1@example.com' })
        .run(),
    ).toThrow(/UNIQUE/);
  });

  it('folds profile names beyond ASCII: Émile is ÉMILE, Straße is STRASSE', () => {
    handle.db.insert(profiles).values(resident(1)).run();
    handle.db
      .insert(profiles)
      .values({ ...resident(2), ...named('Émile') })
      .run();
    handle.db
      .insert(profiles)
      .values({ ...resident(3), ...named('Straße') })
      .run();
    for (const [n, name] of [
      [4, 'ÉMILE'],
      [5, 'e\u0301mile'],
      [6, 'STRASSE'],
    ] as const)
      expect(() =>
        handle.db
          .insert(profiles)
          .values({ ...resident(n), ...named(name) })
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

  it('deletes pledges and the goal with their profile, and keeps a pledge whose attempt goes', () => {
    const { id } = handle.db.insert(profiles).values(resident(1)).returning().get();
    const other = handle.db.insert(profiles).values(resident(2)).returning().get();
    const score = handle.db
      .insert(scores)
      .values({ profileId: id, totalScore: 1, directScore: 1, indirectScore: 0 })
      .returning()
      .get();
    const pledge = (profileId: number) => ({
      profileId,
      questionKey: 'q16_tapWhileBrushing' as const,
      betterAnswer: 'Always',
    });
    handle.db
      .insert(pledges)
      .values([{ ...pledge(id), status: 'kept', resolvedScoreId: score.id }, pledge(other.id)])
      .run();
    handle.db
      .insert(goals)
      .values(
        [id, other.id].map((p) => ({
          profileId: p,
          targetPercent: 10,
          baselineLitresPerDay: 500,
          baselineScoreId: score.id,
        })),
      )
      .run();
    // The attempt alone going (never done by the app, but the schema allows it) leaves the
    // pledge's outcome without its attempt.
    handle.db.delete(scores).where(eq(scores.id, score.id)).run();
    expect(handle.db.select().from(pledges).where(eq(pledges.profileId, id)).get()).toMatchObject({
      status: 'kept',
      resolvedScoreId: null,
    });
    writeTransaction(handle.sqlite, () =>
      handle.db.delete(profiles).where(eq(profiles.id, id)).run(),
    );
    expect(
      handle.db
        .select()
        .from(pledges)
        .all()
        .map((p) => p.profileId),
    ).toEqual([other.id]);
    expect(
      handle.db
        .select()
        .from(goals)
        .all()
        .map((g) => g.profileId),
    ).toEqual([other.id]);
  });

  it('finds open pledges of a profile through their index', () => {
    const plan = handle.sqlite
      .prepare("explain query plan select id from pledges where profile_id = 1 and status = 'open'")
      .all() as { detail: string }[];
    expect(plan.map((p) => p.detail).join(' ')).toMatch(/pledges_profile_status/);
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
      .values({ ...resident(1), ...named('Admin') })
      .run();
    await expect(
      seedAdmin(handle.db, { profileName: 'admin', email: 'a@b.c', passwordHash: async () => 'h' }),
    ).rejects.toThrow(/already uses/);
  });
});

describe('upgrading a database from before the profile-name key', () => {
  it('keys every existing name, folds the ones SQL cannot, and reports names that now clash', () => {
    // The state a database of migration 0000 alone is in: lower()-unique names.
    const old = join(dir, 'migrations-0000');
    mkdirSync(join(old, 'meta'), { recursive: true });
    const folder = migrationsFolder();
    copyFileSync(join(folder, '0000_init.sql'), join(old, '0000_init.sql'));
    const journal = JSON.parse(readFileSync(join(folder, 'meta', '_journal.json'), 'utf8')) as {
      entries: unknown[];
    };
    writeFileSync(
      join(old, 'meta', '_journal.json'),
      JSON.stringify({ ...journal, entries: journal.entries.slice(0, 1) }),
    );
    const legacy = openDatabase({ url: `file:${join(dir, 'old.db')}` });
    try {
      migrate(legacy.db, { migrationsFolder: old });
      const insert = legacy.sqlite.prepare(
        "insert into profiles (profile_name, email, password_hash, apartment_community_name) values (?, ?, 'x', 'C')",
      );
      // lower() leaves É, Ä and Ë alone, so the old index let 'Zoë' and 'ZOË' both in.
      for (const [i, name] of ['Bob', 'Ärzte', 'Zoë', 'ZOË'].entries())
        insert.run(name, `p${i}@example.com`);

      const report = runMigrations(legacy.db);
      const keys = legacy.sqlite
        .prepare('select profile_name, profile_name_key from profiles order by id')
        .raw()
        .all();
      expect(keys).toEqual([
        ['Bob', 'bob'],
        ['Ärzte', 'ärzte'],
        ['Zoë', 'zoë'],
        ['ZOË', 'zoË'],
      ]);
      // Four residents without an apartment: four households of one.
      expect(report).toEqual({
        rekeyed: 1,
        clashes: [{ id: 4, profileName: 'ZOË' }],
        householdsCreated: 4,
      });
      // Idempotent, and the old index is gone in favour of the key's.
      expect(runMigrations(legacy.db)).toEqual({
        rekeyed: 0,
        clashes: [{ id: 4, profileName: 'ZOË' }],
        householdsCreated: 0,
      });
      const indexes = legacy.sqlite
        .prepare("select name from sqlite_master where type = 'index' and tbl_name = 'profiles'")
        .pluck()
        .all();
      expect(indexes).toContain('profiles_profile_name_key');
      expect(indexes).not.toContain('profiles_profile_name_nocase');
      expect(legacy.sqlite.pragma('integrity_check', { simple: true })).toBe('ok');
    } finally {
      legacy.sqlite.close();
    }
  });

  it('re-keys names stored under an older rule at start-up (issue 14: invisible and look-alike characters)', () => {
    const file = join(dir, 'rekey-lookalikes.db');
    const database = openDatabase({ url: `file:${file}` });
    try {
      runMigrations(database.db);
      const insert = database.sqlite.prepare(
        "insert into profiles (profile_name, profile_name_key, email, password_hash, apartment_community_name) values (?, ?, ?, 'x', 'C')",
      );
      // Keys as the rule before issue 14 made them: invisible and Cyrillic letters kept.
      insert.run('Bob\u200B RT', 'bob\u200b rt', 'a@example.com');
      insert.run('B\u043Eb Tan', 'b\u043Eb tan', 'b@example.com');
      insert.run('Bob RT', 'bob rt ', 'c@example.com');
      const report = runMigrations(database.db);
      const keys = database.sqlite
        .prepare('select profile_name_key from profiles order by id')
        .pluck()
        .all();
      expect(keys).toEqual(['bob rt', 'bob tan', 'bob rt ']);
      // The third now folds like the first: it keeps its old key and is reported.
      expect(report).toEqual({
        rekeyed: 2,
        clashes: [{ id: 3, profileName: 'Bob RT' }],
        householdsCreated: 3,
      });
    } finally {
      database.sqlite.close();
    }
  });
});

describe('migration 0009: households become stored families', () => {
  it('makes each flat group of before one household, moves its readings, and drops the old table', () => {
    const old = join(dir, 'migrations-0007');
    mkdirSync(join(old, 'meta'), { recursive: true });
    const folder = migrationsFolder();
    const journal = JSON.parse(readFileSync(join(folder, 'meta', '_journal.json'), 'utf8')) as {
      entries: { tag: string }[];
    };
    const before = journal.entries.filter((e) => e.tag < '0009');
    for (const e of before) copyFileSync(join(folder, `${e.tag}.sql`), join(old, `${e.tag}.sql`));
    writeFileSync(
      join(old, 'meta', '_journal.json'),
      JSON.stringify({ ...journal, entries: before }),
    );
    const database = openDatabase({ url: `file:${join(dir, 'households-0007.db')}` });
    try {
      migrate(database.db, { migrationsFolder: old });
      const insert = database.sqlite.prepare(
        `insert into profiles (profile_name, profile_name_key, email, password_hash, apartment,
           apartment_community_name, is_admin, created_at) values (?, ?, ?, 'x', ?, ?, ?, ?)`,
      );
      const day = 24 * 60 * 60 * 1000;
      // Two spellings of one flat (one group before 0009), a neighbour, the administrator.
      insert.run('Father', 'father', 'f@example.com', 'C-305', 'Green Valley', 0, 10 * day);
      insert.run('Daughter', 'daughter', 'd@example.com', 'c 305', 'green valley', 0, 20 * day);
      insert.run('Neighbour', 'neighbour', 'n@example.com', 'C-306', 'Green Valley', 0, 30 * day);
      insert.run('admin', 'admin', 'a@example.com', '', 'Green Valley', 1, 5 * day);
      const reading = database.sqlite.prepare(
        `insert into household_readings (household_key, step, reading, measured_by) values (?, ?, ?, ?)`,
      );
      const shower = { step: 'shower', litresIn10Seconds: 2 };
      reading.run('home:greenvalley|c305', 'shower', JSON.stringify(shower), 2);
      // A flat nobody lives in any more: its reading has no family to go to.
      reading.run('home:greenvalley|z999', 'shower', JSON.stringify(shower), null);

      const report = runMigrations(database.db);
      expect(report.householdsCreated).toBe(2);
      const rows = database.sqlite
        .prepare('select profile_name, household_id from profiles order by id')
        .raw()
        .all() as [string, number | null][];
      const [father, daughter, neighbour, admin] = rows.map((r) => r[1]);
      expect(father).not.toBeNull();
      expect(daughter).toBe(father);
      expect(neighbour).not.toBe(father);
      expect(admin).toBeNull();
      const family = database.sqlite
        .prepare('select apartment_key, join_code, created_at from households where id = ?')
        .get(father) as { apartment_key: string; join_code: string; created_at: number };
      expect(family.apartment_key).toBe('home:greenvalley|c305');
      expect(family.join_code).toMatch(/^[A-Z2-9]{8}$/);
      // The family's age is its oldest member's, so the fair comparison counts it at once.
      expect(family.created_at).toBe(10 * day);
      const moved = database.sqlite
        .prepare('select household_id, step, measured_by from household_readings')
        .raw()
        .all();
      expect(moved).toEqual([[father, 'shower', 2]]);
      const legacy = database.sqlite
        .prepare("select name from sqlite_master where name = 'legacy_household_readings'")
        .all();
      expect(legacy).toEqual([]);
      expect(runMigrations(database.db).householdsCreated).toBe(0);
      expect(database.sqlite.pragma('foreign_key_check')).toEqual([]);
      expect(database.sqlite.pragma('integrity_check', { simple: true })).toBe('ok');
    } finally {
      database.sqlite.close();
    }
  });
});
