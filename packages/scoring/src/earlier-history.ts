// Score history that residents kept in their browser under the older local-only version of the
// app ({ score, directScore, indirectScore, date, responses? } per attempt), imported into their
// account once (issue 5, part 3). The web app reads it from storage and sends it in batches; the
// API checks every entry with the same schema.

import { z } from 'zod';
import { atField, requiredOr } from './field-errors';
import type { Responses } from './questions';
import { responsesSchema } from './schema';
import { SCORE_BOUNDS, scoreResponses } from './scoring';

/** Most entries one import call carries; the web app splits a longer history into batches. */
export const EARLIER_HISTORY_BATCH_SIZE = 500;
/** Clocks disagree a little; a date further ahead than this is refused as in the future. */
export const FUTURE_SKEW_MS = 10 * 60 * 1000;
const EARLIEST = Date.UTC(2000, 0, 1);

const points = (max: number) =>
  z
    .number({ error: requiredOr('must be a number') })
    .int({ error: atField('must be a whole number') })
    .min(0, { error: atField('must be 0 or more') })
    .max(max, { error: atField(`must be at most ${max}`) });

const dateSchema = (now: () => number) =>
  z
    .union([z.string().trim().min(1).max(64), z.number()], {
      error: atField('must be ISO 8601 text or a number of milliseconds'),
    })
    .pipe(z.coerce.date({ error: atField('is not a valid point in time') }))
    .refine((d) => d.getTime() <= now() + FUTURE_SKEW_MS, {
      error: atField('must not be in the future'),
    })
    .refine((d) => d.getTime() >= EARLIEST, { error: atField('must not be before the year 2000') });

/**
 * One stored attempt of the old version. Fields it kept beyond these are ignored; scores are
 * bounded by what the questionnaire can give and must add up, as every total does; answers,
 * when present, must be a complete, valid set. `now` is the clock the future is measured by.
 */
export function earlierEntrySchema(now: () => number = Date.now) {
  return (
    z
      .object({
        score: points(SCORE_BOUNDS.total.max),
        directScore: points(SCORE_BOUNDS.direct.max),
        indirectScore: points(SCORE_BOUNDS.indirect.max),
        date: dateSchema(now),
        responses: responsesSchema.nullish(),
      })
      .refine((e) => e.score === e.directScore + e.indirectScore, {
        error: atField('must equal directScore + indirectScore'),
        path: ['score'],
      })
      // Answers that came along are scored again with today's rules (the spec's scoring never
      // changes): scores that disagree with them are refused, not trusted (issue 14, item 6).
      .refine((e) => !e.responses || agreesWithAnswers(e), {
        path: ['score'],
        error: (issue) => {
          const c = scoreResponses((issue.input as { responses: Responses }).responses);
          return atField(
            `does not match the answers, which give directScore ${c.directScore}, indirectScore ${c.indirectScore} and score ${c.totalScore}`,
          )(issue);
        },
      })
  );
}

/** One import call: a list of entries, at most EARLIER_HISTORY_BATCH_SIZE of them. */
export const importEarlierHistorySchema = z.strictObject({
  entries: z
    .array(earlierEntrySchema(), {
      error: (issue) =>
        issue.input === undefined ? 'entries is required' : 'entries must be a list',
    })
    .max(EARLIER_HISTORY_BATCH_SIZE, `entries: at most ${EARLIER_HISTORY_BATCH_SIZE} at a time`),
});

export type EarlierEntry = z.input<ReturnType<typeof earlierEntrySchema>>;
export type ImportEarlierHistoryInput = z.output<typeof importEarlierHistorySchema>;

function agreesWithAnswers(e: {
  score: number;
  directScore: number;
  indirectScore: number;
  responses?: Responses | null | undefined;
}): boolean {
  if (!e.responses) return true;
  const c = scoreResponses(e.responses);
  return (
    c.totalScore === e.score &&
    c.directScore === e.directScore &&
    c.indirectScore === e.indirectScore
  );
}
