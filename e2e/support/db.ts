// Direct writes to the test server's SQLite file, for states the API cannot produce on purpose:
// attempts made weeks ago (the API stamps "now") and a profile without an apartment (legacy rows;
// signup requires one). The server keeps a read cache that any API write empties, so call
// `updateProfile` (support/api.ts) afterwards, or write before the first read.
import { openDatabase } from '@wf/db/client';

const DAY_MS = 24 * 60 * 60 * 1000;

function withDatabase<T>(
  dbPath: string,
  fn: (sqlite: ReturnType<typeof openDatabase>['sqlite']) => T,
): T {
  const { sqlite } = openDatabase({ url: `file:${dbPath}` });
  try {
    return fn(sqlite);
  } finally {
    sqlite.close();
  }
}

/** Moves each score (by id) to `daysAgo` days before now. */
export function backdateScores(
  dbPath: string,
  moves: { scoreId: number; daysAgo: number }[],
): void {
  withDatabase(dbPath, (sqlite) => {
    const update = sqlite.prepare('update scores set created_at = ? where id = ?');
    const now = Date.now();
    sqlite.transaction(() => {
      for (const { scoreId, daysAgo } of moves) update.run(now - daysAgo * DAY_MS, scoreId);
    })();
  });
}

/** Clears a profile's apartment, as an imported legacy profile may have it. */
export function clearApartment(dbPath: string, profileId: number): void {
  withDatabase(dbPath, (sqlite) => {
    sqlite.prepare("update profiles set apartment = '' where id = ?").run(profileId);
  });
}

/** Makes every household `daysAgo` days old (the fair comparison counts week-old ones only). */
export function ageHouseholds(dbPath: string, daysAgo: number): void {
  withDatabase(dbPath, (sqlite) => {
    sqlite.prepare('update households set created_at = ?').run(Date.now() - daysAgo * DAY_MS);
  });
}
