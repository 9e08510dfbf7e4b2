import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { eq } from 'drizzle-orm';
import { migrate } from 'drizzle-orm/better-sqlite3/migrator';
import { profileNameKey } from '@wf/scoring/accounts';
import type { Database } from './client.ts';
import { profiles } from './schema.ts';

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
}

export function runMigrations(db: Database, folder = migrationsFolder()): MigrationReport {
  migrate(db, { migrationsFolder: folder });
  return rekeyProfileNames(db);
}

/**
 * SQL can fold only ASCII letters, so migration 0001 fills `profile_name_key` with lower(name);
 * this brings every key to `profileNameKey`, and keeps them there if that rule ever changes. Two
 * names that only the new folding makes equal (possible in a database from before 0001) cannot
 * both hold the key: the one that would take it from the other keeps its old key, still unique,
 * and is reported (logged at start-up) for the administrator to sort out.
 */
function rekeyProfileNames(db: Database): MigrationReport {
  return db.transaction((tx) => {
    const rows = tx
      .select({ id: profiles.id, profileName: profiles.profileName, key: profiles.profileNameKey })
      .from(profiles)
      .orderBy(profiles.id)
      .all();
    const stale = rows.filter((r) => r.key !== profileNameKey(r.profileName));
    if (stale.length === 0) return { rekeyed: 0, clashes: [] };
    const taken = new Set(rows.map((r) => r.key));
    const report: MigrationReport = { rekeyed: 0, clashes: [] };
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
