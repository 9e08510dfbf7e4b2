import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { migrate } from 'drizzle-orm/better-sqlite3/migrator';
import type { Database } from './client.ts';

/**
 * The committed drizzle-kit migrations. Resolved through the package name so that it holds both
 * from source (tests) and from the API's bundle, whose own location says nothing about ours.
 */
export function migrationsFolder(): string {
  const require = createRequire(import.meta.url);
  return join(dirname(require.resolve('@wf/db/package.json')), 'drizzle');
}

export function runMigrations(db: Database, folder = migrationsFolder()): void {
  migrate(db, { migrationsFolder: folder });
}
