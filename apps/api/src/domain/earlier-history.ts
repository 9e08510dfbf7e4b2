import { and, eq } from 'drizzle-orm';
import { scores } from '@wf/db/schema';
import type { ImportEarlierHistoryInput } from '@wf/scoring/earlier-history';
import type { Deps } from './deps.ts';
import { assertLegacyQuota } from './quotas.ts';
import type { SessionProfile } from './sessions.ts';
import { refreshLatest } from './scores.ts';

// Issue 5, part 3: score history that residents kept in their browser under the older
// local-only version is imported into their account, once, without duplicates. Its entry
// schema and batch size are shared with the web app (@wf/scoring/earlier-history).

/**
 * Inserts the entries as the resident's older-version attempts, dated as they were taken, in one
 * write transaction. An entry matching an attempt already there (same moment, same total) is
 * skipped, so repeating an import, or a list with repeats, adds nothing twice.
 */
export function importEarlierHistory(
  deps: Deps,
  caller: SessionProfile,
  input: ImportEarlierHistoryInput,
) {
  // Always into the caller's own account: the payload names no profile.
  const profileId = caller.id;
  return deps.store.write((tx) => {
    let imported = 0;
    let skipped = 0;
    const fresh: typeof input.entries = [];
    for (const entry of input.entries) {
      const existing = tx.db
        .select({ id: scores.id })
        .from(scores)
        .where(
          and(
            eq(scores.profileId, profileId),
            eq(scores.createdAt, entry.date),
            eq(scores.totalScore, entry.score),
          ),
        )
        .get();
      // Repeats inside one list count once, as they are inserted once.
      const repeat = fresh.some(
        (f) => f.date.getTime() === entry.date.getTime() && f.score === entry.score,
      );
      if (existing || repeat) {
        skipped += 1;
        continue;
      }
      fresh.push(entry);
    }
    assertLegacyQuota(tx, profileId, fresh.length);
    for (const entry of fresh) {
      tx.db
        .insert(scores)
        .values({
          profileId,
          totalScore: entry.score,
          directScore: entry.directScore,
          indirectScore: entry.indirectScore,
          responses: entry.responses ?? null,
          fromOlderVersion: true,
          createdAt: entry.date,
        })
        .run();
      imported += 1;
    }
    // An imported attempt may be newer than anything the account had.
    refreshLatest(tx, profileId);
    return { success: true as const, imported, skipped };
  });
}
