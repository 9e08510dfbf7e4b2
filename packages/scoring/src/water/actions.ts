// The personal action plan: for each answer, the one realistic change that saves the most water,
// with its litres computed by the model and its points by the spec's scoring (never restated).

import { isActionable } from '../actionable';
import { doesNotApply } from '../follow-ups';
import { QUESTIONS, getQuestion } from '../questions';
import type { QuestionKey, Responses } from '../questions';
import { scoreResponses } from '../scoring';
import type { Scores } from '../scoring';
import { measurementsSchema } from './measurements';
import type { Measurements } from './measurements';
import { assertResponses, computeFootprint } from './model';
import type { Footprint } from './model';
import { actionText } from './texts';

export type ActionKind = 'habit' | 'fix';

export interface Action {
  questionKey: QuestionKey;
  currentAnswer: string;
  betterAnswer: string;
  /** Household direct litres a day: footprint(now) minus footprint(with betterAnswer). */
  litresSavedPerDay: number;
  /** Virtual litres a person a day saved (food, drinks, clothes, travel); 0 for direct answers. */
  virtualLitresSavedPerDay: number;
  /** scoreResponses(with betterAnswer).totalScore minus scoreResponses(now).totalScore. */
  pointsGained: number;
  kind: ActionKind;
  title: string;
  /** "I will ..." for a ten-year-old. */
  pledge: string;
}

/** Efficiency changes (something fitted or reused); everything else is a habit. */
const FIXES: ReadonlySet<QuestionKey> = new Set([
  'q17_leakyFaucets',
  'q18_faucetAerators',
  'q19_waterSavingFlush',
  'q20_roWasteWater',
  'q22_dripIrrigation',
]);

export function actionKind(key: QuestionKey): ActionKind {
  return FIXES.has(key) ? 'fix' : 'habit';
}

/** Answers that say something is absent or unknown: never a target ("stop having a car"). */
const NOT_A_TARGET: ReadonlySet<string> = new Set([
  'Not Applicable',
  'Not sure what it is',
  'We do not have an RO purifier',
  'We have no plants',
]);

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
      (!ONE_STEP.has(key) || NOT_A_TARGET.has(current) || Math.abs(i - at) === 1),
  );
}

/** Options that can ever be pledged for `key` (whatever the other answers). */
export function pledgeableOptions(key: QuestionKey): string[] {
  if (!isActionable(key)) return [];
  return getQuestion(key).options.filter((o) => !NOT_A_TARGET.has(o));
}

// Differences below this are floating-point noise, not water.
const EPSILON = 1e-9;

interface Candidate {
  option: string;
  litres: number;
  virtual: number;
  points: number;
}

/** Best by the first difference that counts: direct litres, then virtual litres, then points. */
function choose(candidates: Candidate[]): Candidate | undefined {
  // A better answer never costs points or water of either kind, so the plan never contradicts
  // the score summary.
  const fair = candidates.filter(
    (c) => c.points >= 0 && c.litres >= -EPSILON && c.virtual >= -EPSILON,
  );
  const saving = fair.filter((c) => c.litres > EPSILON);
  const pool = saving.length
    ? saving
    : fair.filter((c) => c.virtual > EPSILON).length
      ? fair.filter((c) => c.virtual > EPSILON)
      : fair.filter((c) => c.points > 0);
  return pool.reduce<Candidate | undefined>((best, c) => {
    if (!best) return c;
    const byLitres = saving.length ? c.litres - best.litres : c.virtual - best.virtual;
    if (Math.abs(byLitres) > EPSILON) return byLitres > 0 ? c : best;
    return c.points > best.points ? c : best;
  }, undefined);
}

interface Baseline {
  footprint: Footprint;
  scores: Scores;
}

function bestAction(
  key: QuestionKey,
  responses: Responses,
  measurements: Measurements,
  now: Baseline,
): Action | undefined {
  const candidates = targetOptions(key, responses).map((option): Candidate => {
    const changed = { ...responses, [key]: option };
    const fp = computeFootprint(changed, measurements);
    return {
      option,
      litres: now.footprint.direct.litresPerDay - fp.direct.litresPerDay,
      virtual: now.footprint.virtual.perPersonPerDay - fp.virtual.perPersonPerDay,
      points: scoreResponses(changed).totalScore - now.scores.totalScore,
    };
  });
  const best = choose(candidates);
  if (!best) return undefined;
  return {
    questionKey: key,
    currentAnswer: responses[key],
    betterAnswer: best.option,
    litresSavedPerDay: best.litres,
    virtualLitresSavedPerDay: best.virtual,
    pointsGained: best.points,
    kind: actionKind(key),
    ...actionText(key, best.option),
  };
}

/**
 * Every answer that could be better, sorted by direct litres saved (highest first), then by
 * points gained, then in question order. Throws like footprint() on bad input.
 */
export function actionPlan(responses: Responses, measurements?: Measurements): Action[] {
  assertResponses(responses);
  const m = measurementsSchema.parse(measurements ?? {});
  const now: Baseline = {
    footprint: computeFootprint(responses, m),
    scores: scoreResponses(responses),
  };
  const actions = QUESTIONS.flatMap((q) => bestAction(q.key, responses, m, now) ?? []);
  // QUESTIONS is in question order and sort is stable, so the last tie-break is free.
  return actions.sort(
    (a, b) => b.litresSavedPerDay - a.litresSavedPerDay || b.pointsGained - a.pointsGained,
  );
}
