// Savings of several changes together, always by the model on the combined answers. Changes
// overlap (a shorter shower and a bucket bath cut the same shower water), so their separate
// savings never add up: the sum of the plan's top five once claimed 698 L a day where taking all
// five saves 418, and two bathing pledges were credited 384 L a day when the home fell by 208.

import type { QuestionKey, Responses } from '../questions';
import { measurementsSchema } from './measurements';
import type { Measurements } from './measurements';
import { assertResponses, computeFootprint } from './model';

/** One answer set to a new value. */
export interface AnswerSet {
  questionKey: QuestionKey;
  answer: string;
}

export interface CombinedSaving {
  /** How many changes were combined. */
  count: number;
  /** Household direct litres a day saved by all of them together (negative: more used). */
  litresSavedPerDay: number;
  /** Virtual litres a person a day saved by all of them together. */
  virtualLitresSavedPerDay: number;
}

/** `responses` with every change applied (a later change to the same question wins). */
export function withAnswers(responses: Responses, changes: readonly AnswerSet[]): Responses {
  const changed: Responses = { ...responses };
  for (const { questionKey, answer } of changes) changed[questionKey] = answer;
  return changed;
}

/**
 * What the changes save together: footprint(responses) minus footprint(responses with every
 * change). Throws like footprint() on bad answers or measurements, the changed ones included.
 */
export function combinedSaving(
  responses: Responses,
  changes: readonly AnswerSet[],
  measurements?: Measurements,
): CombinedSaving {
  const changed = withAnswers(responses, changes);
  assertResponses(responses);
  assertResponses(changed);
  const m = measurementsSchema.parse(measurements ?? {});
  const before = computeFootprint(responses, m, { range: false });
  const after = computeFootprint(changed, m, { range: false });
  return {
    count: changes.length,
    litresSavedPerDay: before.direct.litresPerDay - after.direct.litresPerDay,
    virtualLitresSavedPerDay: before.virtual.perPersonPerDay - after.virtual.perPersonPerDay,
  };
}

/** How many actions "if you do these" combines: the first five of the plan at most. */
export const COMBINED_ACTIONS = 5;

/** The plan's "if you do these" figure: the first min(5, n) actions taken together. */
export function combinedActions(
  responses: Responses,
  actions: readonly { questionKey: QuestionKey; betterAnswer: string }[],
  measurements?: Measurements,
): CombinedSaving {
  const first = actions.slice(0, COMBINED_ACTIONS);
  return combinedSaving(
    responses,
    first.map((a) => ({ questionKey: a.questionKey, answer: a.betterAnswer })),
    measurements,
  );
}

/**
 * What a set of resolved pledges saved together between two attempts: the previous answers
 * with each pledged question moved to its new answer, all at once. Other answers' changes are
 * not credited to the pledges.
 */
export function combinedPledgeSaving(
  pledges: readonly { questionKey: QuestionKey }[],
  previousResponses: Responses,
  newResponses: Responses,
  measurements?: Measurements,
): CombinedSaving {
  return combinedSaving(
    previousResponses,
    pledges.map(({ questionKey }) => ({ questionKey, answer: newResponses[questionKey] })),
    measurements,
  );
}
