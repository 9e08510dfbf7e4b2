import { responsesSchema, type Responses } from '@wf/scoring';
import { footprint, type Footprint, type Measurements } from '@wf/scoring/water';
import type { Deps } from './deps.ts';
import { householdMeasurements } from './household.ts';
import type { ReadStatements } from './statements.ts';

// The water model reads answers, so everything in litres starts from the attempts that carry
// them. Attempts imported from the older local-only version may have none: those have no
// footprint and are skipped, so "the latest footprint" is that of the latest attempt WITH
// answers (docs/water-api.md).

/** A footprint as both transports return it: which attempt it is of, then the model's figures. */
export type FootprintBody = {
  attemptId: number | null;
  createdAt: string | null;
} & Footprint;

export interface AnsweredAttempt {
  attemptId: number;
  createdAt: string;
  totalScore: number;
  directScore: number;
  indirectScore: number;
  responses: Responses;
  footprint: FootprintBody & { attemptId: number; createdAt: string };
}

type AnsweredRow = ReturnType<ReadStatements['answeredHistory']['all']>[number];

/**
 * Stored answers are checked again before the model reads them: answers stored under an older
 * wording of an option would make footprint() throw, and one old attempt must not turn a whole
 * screen into a 500. Such an attempt counts as one without answers. The household's home
 * measurements (the water detective) replace the model's defaults for every attempt alike: they
 * describe the home, not the day of an attempt.
 */
export function toAnswered(row: AnsweredRow, measurements: Measurements): AnsweredAttempt | null {
  const parsed = responsesSchema.safeParse(row.responses);
  if (!parsed.success) return null;
  const createdAt = row.createdAt.toISOString();
  return {
    attemptId: row.id,
    createdAt,
    totalScore: row.totalScore,
    directScore: row.directScore,
    indirectScore: row.indirectScore,
    responses: parsed.data,
    footprint: { attemptId: row.id, createdAt, ...footprint(parsed.data, measurements) },
  };
}

/**
 * The profile's latest attempts with answers, newest first, each with its footprint. Cached
 * until the next write, as the score history is: the summary, the dashboard and the plan all
 * ask for it.
 */
export function answeredAttempts(deps: Deps, profileId: number, limit: number): AnsweredAttempt[] {
  return deps.store.cached(`answered:${profileId}:${limit}`, () => {
    const measurements = householdMeasurements(deps.store.db, profileId);
    return deps.store.statements.answeredHistory
      .all({ profileId, limit })
      .flatMap((row) => toAnswered(row, measurements) ?? []);
  });
}

export function latestAnswered(deps: Deps, profileId: number): AnsweredAttempt | null {
  return answeredAttempts(deps, profileId, 2)[0] ?? null;
}

/**
 * Household size and direct litres per person a day of stored answers, with the household's
 * measurements as every footprint has them; null when the model cannot read the answers (the
 * rule of toAnswered: such an attempt counts as one without answers).
 */
export function litresOf(
  responses: unknown,
  measurements: Measurements,
): { householdSize: number; perPersonPerDay: number } | null {
  const parsed = responsesSchema.safeParse(responses);
  if (!parsed.success) return null;
  // Only the value: the range costs two model runs a factor.
  const { householdSize, direct } = footprint(parsed.data, measurements, { range: false });
  return { householdSize, perPersonPerDay: direct.perPersonPerDay };
}
