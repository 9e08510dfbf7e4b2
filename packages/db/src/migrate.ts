import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { migrate } from 'drizzle-orm/better-sqlite3/migrator';
import { profileNameKey } from '@wf/scoring/accounts';
import { householdKey, newJoinCode } from '@wf/scoring/household-key';
import type { Database } from './client.ts';
import { householdReadings, households, profiles } from './schema.ts';

/**
 * The committed drizzle-kit migrations. Resolved through the package name so that it holds both
 * from source (tests) and from the API's bundle, whose own location says nothing about ours.
 */
export function migrationsFolder(): string {
  const require = createRequire(import.meta.url);
  return join(dirname(require.resolve('@wf/db/package.json')), 'drizzle');
}

interface MigrationReport {
  /** Profile-name keys rewritten to the application's folding (see rekeyProfileNames). */
  rekeyed: number;
  /** Profiles whose folded name another profile already holds: they keep their older key. */
  clashes: { id: number; profileName: string }[];
  /** Households created for residents that had none (see adoptHouseholds). */
  householdsCreated: number;
}

export function runMigrations(db: Database, folder = migrationsFolder()): MigrationReport {
  migrate(db, { migrationsFolder: folder });
  return { ...rekeyProfileNames(db), householdsCreated: adoptHouseholds(db) };
}

/**
 * The flat key households had before migration 0009 (case, whitespace and dashes folded), kept
 * only to carry the readings of that time over to the households that replace those groups.
 */
function legacyFlatKey(p: { id: number; apartment: string; apartmentCommunityName: string }) {
  const part = (text: string) =>
    text
      .normalize('NFKC')
      .toLocaleLowerCase('en')
      .replace(/[\s\-\u2010-\u2015\u2212]+/gu, '');
  const apartment = part(p.apartment);
  return apartment === ''
    ? `profile:${p.id}`
    : `home:${part(p.apartmentCommunityName)}|${apartment}`;
}

/**
 * Gives every resident without a household one (issue 27, item 6; docs/households.md). Residents
 * who shared a flat before households were stored chose it together before the join-code rule
 * existed, so each such group becomes one household (never split: their readings, goal and
 * pledges were already shared); its age is its oldest member's. The readings migration 0009 set
 * aside move to their group's household, and that table goes. Also run after the demo seed,
 * whose residents are inserted without households. Returns how many households it made.
 */
export function adoptHouseholds(db: Database): number {
  return db.transaction((tx) => {
    const orphans = tx
      .select({
        id: profiles.id,
        apartment: profiles.apartment,
        apartmentCommunityName: profiles.apartmentCommunityName,
        createdAt: profiles.createdAt,
      })
      .from(profiles)
      .where(and(isNull(profiles.householdId), eq(profiles.isAdmin, false)))
      .orderBy(profiles.id)
      .all();
    const groups = new Map<string, typeof orphans>();
    for (const p of orphans) {
      const key = legacyFlatKey(p);
      groups.set(key, [...(groups.get(key) ?? []), p]);
    }
    const householdOf = new Map<string, number>();
    for (const [key, members] of groups) {
      const first = members[0]!;
      const oldest = Math.min(...members.map((m) => m.createdAt.getTime()));
      const { id } = tx
        .insert(households)
        .values({
          community: first.apartmentCommunityName,
          apartment: first.apartment,
          apartmentKey: householdKey(first),
          joinCode: uniqueJoinCode(tx),
          createdAt: new Date(oldest),
        })
        .returning({ id: households.id })
        .get();
      householdOf.set(key, id);
      for (const m of members) {
        tx.update(profiles).set({ householdId: id }).where(eq(profiles.id, m.id)).run();
      }
    }
    const legacy = tx.get<{ n: number }>(
      sql`select count(*) as n from sqlite_master where type = 'table' and name = 'legacy_household_readings'`,
    );
    if (legacy && legacy.n > 0) {
      const rows = tx.all<{
        household_key: string;
        step: string;
        reading: string;
        measured_by: number | null;
        measured_at: number;
      }>(sql`select * from legacy_household_readings`);
      for (const row of rows) {
        const householdId = householdOf.get(row.household_key);
        // Readings of a flat nobody lives in any more have no family to go to.
        if (householdId === undefined) continue;
        tx.insert(householdReadings)
          .values({
            householdId,
            step: row.step as typeof householdReadings.$inferInsert.step,
            reading: JSON.parse(row.reading) as typeof householdReadings.$inferInsert.reading,
            measuredBy: row.measured_by,
            measuredAt: new Date(row.measured_at),
          })
          .run();
      }
      tx.run(sql`drop table legacy_household_readings`);
    }
    return groups.size;
  });
}

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

/** A join code no household holds yet (a clash is all but impossible; it is still checked). */
export function uniqueJoinCode(tx: Pick<Tx, 'select'>): string {
  for (;;) {
    const code = newJoinCode();
    const taken = tx
      .select({ id: households.id })
      .from(households)
      .where(eq(households.joinCode, code))
      .get();
    if (!taken) return code;
  }
}

/**
 * SQL can fold only ASCII letters, so migration 0001 fills `profile_name_key` with lower(name);
 * this brings every key to `profileNameKey`, and keeps them there if that rule ever changes. Two
 * names that only the new folding makes equal (possible in a database from before 0001) cannot
 * both hold the key: the one that would take it from the other keeps its old key, still unique,
 * and is reported (logged at start-up) for the administrator to sort out.
 */
function rekeyProfileNames(db: Database): Omit<MigrationReport, 'householdsCreated'> {
  return db.transaction((tx) => {
    const rows = tx
      .select({ id: profiles.id, profileName: profiles.profileName, key: profiles.profileNameKey })
      .from(profiles)
      .orderBy(profiles.id)
      .all();
    const stale = rows.filter((r) => r.key !== profileNameKey(r.profileName));
    if (stale.length === 0) return { rekeyed: 0, clashes: [] };
    const taken = new Set(rows.map((r) => r.key));
    const report = { rekeyed: 0, clashes: [] as MigrationReport['clashes'] };
    for (const row of stale) {
      const key = profileNameKey(row.profileName);
      if (taken.has(key)) {
        report.clashes.push({ id: row.id, profileName: row.profileName });
        continue;
      }
      tx.update(profiles).set({ profileNameKey: key }).where(eq(profiles.id, row.id)).run();
      taken.delete(row.key);
      taken.add(key);
      report.rekeyed += 1;
    }
    return report;
  });
}
