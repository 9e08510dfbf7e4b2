import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import { scores } from '@wf/db/schema';
import { responsesSchema, SCORE_BOUNDS } from '@wf/scoring';
import type { Deps } from './deps.ts';
import type { SessionProfile } from './sessions.ts';
import { refreshLatest } from './scores.ts';

// Issue 5, part 3: score history that residents kept in their browser under the older
// local-only version ({ score, directScore, indirectScore, date, responses? } per attempt) is
// imported into their account as legacy attempts, once, without duplicates.

export const MAX_LEGACY_ENTRIES = 500;
/** Clocks disagree a little; a date further ahead than this is refused as in the future. */
const FUTURE_SKEW_MS = 10 * 60 * 1000;
const EARLIEST = Date.UTC(2000, 0, 1);

const points = (max: number) =>
  z
    .number({ error: 'must be a number' })
    .int('must be a whole number')
    .min(0, 'must be 0 or more')
    .max(max, `must be at most ${max}`);

const legacyDateSchema = z
  .union([z.string().trim().min(1).max(64), z.number()], {
    error: 'must be ISO 8601 text or a number of milliseconds',
  })
  .pipe(z.coerce.date({ error: 'is not a valid point in time' }))
  .refine((d) => d.getTime() <= Date.now() + FUTURE_SKEW_MS, 'must not be in the future')
  .refine((d) => d.getTime() >= EARLIEST, 'must not be before the year 2000');

/**
 * One stored attempt of the old version. Fields it kept beyond these are ignored; scores are
 * bounded by what the questionnaire can give and must add up, as every total does; answers,
 * when present, must be a complete, valid set.
 */
export const legacyEntrySchema = z
  .object({
    score: points(SCORE_BOUNDS.total.max),
    directScore: points(SCORE_BOUNDS.direct.max),
    indirectScore: points(SCORE_BOUNDS.indirect.max),
    date: legacyDateSchema,
    responses: responsesSchema.nullish(),
  })
  .refine((e) => e.score === e.directScore + e.indirectScore, {
    message: 'must equal directScore + indirectScore',
    path: ['score'],
  });

export const importLegacySchema = z.strictObject({
  entries: z
    .array(legacyEntrySchema, {
      error: (issue) =>
        issue.input === undefined ? 'entries is required' : 'entries must be a list',
    })
    .max(MAX_LEGACY_ENTRIES, `entries: at most ${MAX_LEGACY_ENTRIES} at a time`),
});

export type ImportLegacyInput = z.output<typeof importLegacySchema>;

/**
 * Inserts the entries as the resident's legacy attempts, dated as they were taken, in one
 * write transaction. An entry matching an attempt already there (same moment, same total) is
 * skipped, so repeating an import, or a list with repeats, adds nothing twice.
 */
export function importLegacy(deps: Deps, caller: SessionProfile, input: ImportLegacyInput) {
  // Always into the caller's own account: the payload names no profile.
  const profileId = caller.id;
  return deps.store.write((tx) => {
    let imported = 0;
    let skipped = 0;
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
      if (existing) {
        skipped += 1;
        continue;
      }
      tx.db
        .insert(scores)
        .values({
          profileId,
          totalScore: entry.score,
          directScore: entry.directScore,
          indirectScore: entry.indirectScore,
          responses: entry.responses ?? null,
          isLegacy: true,
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
