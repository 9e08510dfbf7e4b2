// Which answers count as better: the one rule behind what the action plan offers, what a pledge
// may promise, and whether the next answers keep it. It lives in one place because two copies
// once disagreed (one judged with the home's measurements, the other with the model's defaults,
// so the plan offered a bucket bath the pledge check refused).

import { isActionable } from '../actionable';
import { doesNotApply } from '../follow-ups';
import { getQuestion } from '../questions';
import type { QuestionKey, Responses } from '../questions';
import { scoreResponses } from '../scoring';
import type { Scores } from '../scoring';
import { measurementsSchema } from './measurements';
import type { Measurements } from './measurements';
import { assertResponses, computeFootprint } from './model';
import type { Footprint } from './model';

/** Answers that say something is absent or unknown: never a target ("stop having a car"). */
const NOT_A_TARGET: ReadonlySet<string> = new Set([
  'Not Applicable',
  'Not sure what it is',
  'We do not have an RO purifier',
  'We have no plants',
]);

/**
 * Answers that would save water but are not advice to give: the bathing survey the model cites
 * (NIMA) links skipped baths to illness, so the plan never asks anyone to bathe less than daily;
 * a shorter shower or a bucket bath saves the water instead.
 */
const NOT_ADVICE: Partial<Record<QuestionKey, ReadonlySet<string>>> = {
  q9_showerFrequency: new Set(['Less than once a day']),
};

const advisable = (key: QuestionKey, option: string) => !NOT_ADVICE[key]?.has(option);

/**
 * How often a household needs something done: a plan moves these one step at a time, because
 * a family that washes clothes daily will not wash once a week next month.
 */
const ONE_STEP: ReadonlySet<QuestionKey> = new Set([
  'q2_laundryFrequency',
  'q4_dishwasherFrequency',
  'q6_washVesselsByHandFrequency',
  'q9_showerFrequency',
  'q10_bathtubFrequency',
  'q14_vehicleWashFrequency',
  'q23_meatConsumption',
  'q24_coffeeConsumption',
  'q25_clothingPurchase',
]);

/**
 * The answers a plan (and a pledge) may move `key` to from `current`: never household size,
 * never an absent/unknown option, one step for how-often questions, nothing for a follow-up
 * whose parent says the thing never happens.
 */
export function targetOptions(key: QuestionKey, responses: Responses): string[] {
  if (!isActionable(key)) return [];
  // A follow-up is no action when its parent answer says the thing never happens.
  if (doesNotApply(key, responses)) return [];
  const { options } = getQuestion(key);
  const current = responses[key];
  const at = options.indexOf(current);
  return options.filter(
    (option, i) =>
      option !== current &&
      !NOT_A_TARGET.has(option) &&
      advisable(key, option) &&
      (!ONE_STEP.has(key) || NOT_A_TARGET.has(current) || Math.abs(i - at) === 1),
  );
}

/** Options that can ever be pledged for `key` (whatever the other answers). */
export function pledgeableOptions(key: QuestionKey): string[] {
  if (!isActionable(key)) return [];
  return getQuestion(key).options.filter((o) => !NOT_A_TARGET.has(o) && advisable(key, o));
}

// Differences below this are floating-point noise, not water.
export const EPSILON = 1e-9;

/** Today's figures a change of one answer is measured against. */
export interface Baseline {
  footprint: Footprint;
  scores: Scores;
}

/** What setting one answer to `option` gains, the other answers as they are. */
export interface AnswerChange {
  option: string;
  /** Household direct litres a day saved (negative: more used). */
  litres: number;
  /** Virtual litres a person a day saved. */
  virtual: number;
  /** Total score points gained. */
  points: number;
}

/** For callers that checked the answers and parsed the measurements already (the plan). */
export function baselineOf(responses: Responses, measurements: Measurements): Baseline {
  return {
    footprint: computeFootprint(responses, measurements, { range: false }),
    scores: scoreResponses(responses),
  };
}

/** As baselineOf: the answers checked and the measurements parsed by the caller. */
export function answerChange(
  key: QuestionKey,
  option: string,
  responses: Responses,
  measurements: Measurements,
  now: Baseline,
): AnswerChange {
  const changed = { ...responses, [key]: option };
  const fp = computeFootprint(changed, measurements, { range: false });
  return {
    option,
    litres: now.footprint.direct.litresPerDay - fp.direct.litresPerDay,
    virtual: now.footprint.virtual.perPersonPerDay - fp.virtual.perPersonPerDay,
    points: scoreResponses(changed).totalScore - now.scores.totalScore,
  };
}

/**
 * Better by the model, by the first difference that counts: it saves direct litres; on a tie,
 * virtual litres; on a tie again (awareness questions), it gains points.
 */
export function improves(change: AnswerChange): boolean {
  if (Math.abs(change.litres) > EPSILON) return change.litres > 0;
  if (Math.abs(change.virtual) > EPSILON) return change.virtual > 0;
  return change.points > 0;
}

/** Checks like footprint(): throws on bad answers or measurements. */
function checked(responses: Responses, measurements: Measurements | undefined): Measurements {
  assertResponses(responses);
  return measurementsSchema.parse(measurements ?? {});
}

/**
 * Whether `answer` is better than the current answer to `key` by the model, with the home's
 * measurements (without them, the model's defaults). Throws like footprint() on bad input.
 */
export function isBetterAnswer(
  key: QuestionKey,
  answer: string,
  responses: Responses,
  measurements?: Measurements,
): boolean {
  if (!getQuestion(key).options.includes(answer)) {
    throw new Error(`${key}: unknown option '${answer}'`);
  }
  const m = checked(responses, measurements);
  return improves(answerChange(key, answer, responses, m, baselineOf(responses, m)));
}

/**
 * The answers a pledge may promise for `key` from today's answers: a target of the plan
 * (targetOptions) that is better by the model (isBetterAnswer). Every action of
 * actionPlan(responses, measurements) is one of them.
 */
export function pledgeableAnswers(
  key: QuestionKey,
  responses: Responses,
  measurements?: Measurements,
): string[] {
  const m = checked(responses, measurements);
  const now = baselineOf(responses, m);
  return targetOptions(key, responses).filter((option) =>
    improves(answerChange(key, option, responses, m, now)),
  );
}

/** Whether a pledge of `answer` for `key` promises something, from today's answers. */
export function isPledgeable(
  key: QuestionKey,
  answer: string,
  responses: Responses,
  measurements?: Measurements,
): boolean {
  return (
    targetOptions(key, responses).includes(answer) &&
    isBetterAnswer(key, answer, responses, measurements)
  );
}
