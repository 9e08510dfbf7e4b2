// The personal action plan: for each answer, the one realistic change that saves the most water,
// with its litres computed by the model and its points by the spec's scoring (never restated).

import { QUESTIONS } from '../questions';
import type { QuestionKey, Responses } from '../questions';
import { EPSILON, answerChange, baselineOf, improves, targetOptions } from './better-answers';
import type { AnswerChange, Baseline } from './better-answers';
import { measurementsSchema } from './measurements';
import type { Measurements } from './measurements';
import { assertResponses } from './model';
import { actionText } from './texts';

export type ActionKind = 'habit' | 'fix';

/**
 * Who makes the change: 'me' (a child can do it alone: a shorter shower, the tap off while
 * brushing) or 'grownUps' (a fitting, a repair, the machines and the car). "What to do
 * tomorrow" splits its first actions by it.
 */
export type ActionDoer = 'me' | 'grownUps';

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
  doer: ActionDoer;
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

/** What a ten-year-old does alone; the rest (machines, vehicle, fittings, repairs) needs a grown-up. */
const MINE: ReadonlySet<QuestionKey> = new Set([
  'q8_showerDuration',
  'q9_showerFrequency',
  'q10_bathtubFrequency',
  'q11_bathtubUsage',
  'q12_bucketAmount',
  'q13_bucketFrequency',
  'q16_tapWhileBrushing',
  'q21_plantWatering',
  'q23_meatConsumption',
  'q24_coffeeConsumption',
  'q25_clothingPurchase',
  'q26_clothingMaterials',
  'q27_commuteMethod',
]);

export function actionDoer(key: QuestionKey): ActionDoer {
  return MINE.has(key) ? 'me' : 'grownUps';
}

/**
 * Of the better answers (improves), the one the plan offers: one that saves water (direct or
 * virtual litres; awareness questions save none, so they are no action) and costs neither kind;
 * then the most direct litres saved, or virtual litres when none saves direct ones; then points.
 * Points never withhold a change: a change that saves water but costs points is offered, and the
 * screens say so ("−1 point, 111 litres a day less"), because litres are the product's one truth.
 */
function choose(better: AnswerChange[]): AnswerChange | undefined {
  const saves = better.filter(
    (c) =>
      c.litres >= -EPSILON && c.virtual >= -EPSILON && (c.litres > EPSILON || c.virtual > EPSILON),
  );
  const direct = saves.filter((c) => c.litres > EPSILON);
  const pool = direct.length ? direct : saves;
  return pool.reduce<AnswerChange | undefined>((best, c) => {
    if (!best) return c;
    const byLitres = direct.length ? c.litres - best.litres : c.virtual - best.virtual;
    if (Math.abs(byLitres) > EPSILON) return byLitres > 0 ? c : best;
    return c.points > best.points ? c : best;
  }, undefined);
}

function bestAction(
  key: QuestionKey,
  responses: Responses,
  measurements: Measurements,
  now: Baseline,
): Action | undefined {
  // Only answers a pledge may promise (the same rule as pledgeableAnswers), so every action can
  // be pledged.
  const better = targetOptions(key, responses)
    .map((option) => answerChange(key, option, responses, measurements, now))
    .filter(improves);
  const best = choose(better);
  if (!best) return undefined;
  return {
    questionKey: key,
    currentAnswer: responses[key],
    betterAnswer: best.option,
    litresSavedPerDay: best.litres,
    virtualLitresSavedPerDay: best.virtual,
    pointsGained: best.points,
    kind: actionKind(key),
    doer: actionDoer(key),
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
  const now = baselineOf(responses, m);
  const actions = QUESTIONS.flatMap((q) => bestAction(q.key, responses, m, now) ?? []);
  // QUESTIONS is in question order and sort is stable, so the last tie-break is free.
  return actions.sort(
    (a, b) => b.litresSavedPerDay - a.litresSavedPerDay || b.pointsGained - a.pointsGained,
  );
}
