import { eq, sql } from 'drizzle-orm';
import { settings } from '@wf/db/schema';
import type { Database } from '@wf/db/client';
import type { Deps } from './deps.ts';

// Values the server keeps between starts, one row per key (table `settings`, migration 0002).

export function readSetting(deps: Deps, key: string): string | undefined {
  return deps.store.cached(
    `setting:${key}`,
    () => deps.store.db.select().from(settings).where(eq(settings.key, key)).get()?.value,
  );
}

export function writeSettings(deps: Deps, values: Record<string, string>): void {
  deps.store.write(({ db }) => writeSettingsIn(db, values));
}

/** The same inside a write already open (an act and its audit entry in one transaction). */
export function writeSettingsIn(db: Database, values: Record<string, string>): void {
  for (const [key, value] of Object.entries(values)) {
    db.insert(settings)
      .values({ key, value })
      .onConflictDoUpdate({
        target: settings.key,
        set: { value, updatedAt: sql`(cast(unixepoch('subsec') * 1000 as integer))` },
      })
      .run();
  }
}
