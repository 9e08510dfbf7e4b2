// The scoring table of the spec (section 5), kept in the spec's own vocabulary so a reader can
// check it row by row. Points are resolved against the option lists once, at load, and a table
// row that does not fit its question's options is a programming error that fails the import.

import { NOT_APPLICABLE, QUESTIONS, getQuestion } from './questions';
import type { QuestionKey, Responses } from './questions';

type Rule =
  | { kind: 'fiveMinusIndex'; na?: number }
  | { kind: 'onePlusIndex' }
  | { kind: 'byIndex'; points: readonly number[]; na?: number };

const fiveMinusIndex = (na?: number): Rule => ({ kind: 'fiveMinusIndex', na });
const onePlusIndex: Rule = { kind: 'onePlusIndex' };
const byIndex = (points: readonly number[], na?: number): Rule => ({ kind: 'byIndex', points, na });

export type ScorePart = 'direct' | 'indirect';

const TABLE: Record<QuestionKey, { part: ScorePart; rule: Rule }> = {
  q1_householdSize: { part: 'direct', rule: fiveMinusIndex() },
  q2_laundryFrequency: { part: 'direct', rule: fiveMinusIndex() },
  q3_laundryFullLoads: { part: 'direct', rule: fiveMinusIndex() },
  q4_dishwasherFrequency: { part: 'direct', rule: fiveMinusIndex(3) },
  q5_dishwasherFullLoads: { part: 'direct', rule: fiveMinusIndex(3) },
  q6_washVesselsByHandFrequency: { part: 'direct', rule: byIndex([5, 4, 2, 1], 0) },
  q7_washVesselsByHandMethod: { part: 'direct', rule: byIndex([0, 2, 5, 4], 0) },
  q8_showerDuration: { part: 'direct', rule: fiveMinusIndex(3) },
  q9_showerFrequency: { part: 'direct', rule: fiveMinusIndex(3) },
  q10_bathtubFrequency: { part: 'direct', rule: byIndex([4, 2, 1, 0], 5) },
  q11_bathtubUsage: { part: 'direct', rule: byIndex([0, 1, 2, 4], 5) },
  q12_bucketAmount: { part: 'direct', rule: byIndex([7, 5, 4, 3], 0) },
  q13_bucketFrequency: { part: 'direct', rule: byIndex([7, 5, 4, 1], 5) },
  q14_vehicleWashFrequency: { part: 'direct', rule: byIndex([5, 3, 1], 5) },
  q15_vehicleWashMethod: { part: 'direct', rule: byIndex([5, 1], 5) },
  q16_tapWhileBrushing: { part: 'direct', rule: fiveMinusIndex() },
  q17_leakyFaucets: { part: 'direct', rule: byIndex([1, 5, 3]) },
  q18_faucetAerators: { part: 'direct', rule: byIndex([4, 2, 1]) },
  q19_waterSavingFlush: { part: 'direct', rule: byIndex([5, 1, 0]) },
  q20_roWasteWater: { part: 'direct', rule: byIndex([5, 1, 0, 8]) },
  q21_plantWatering: { part: 'direct', rule: onePlusIndex },
  q22_dripIrrigation: { part: 'direct', rule: byIndex([5, 1, 0, 5]) },
  q23_meatConsumption: { part: 'indirect', rule: onePlusIndex },
  q24_coffeeConsumption: { part: 'indirect', rule: byIndex([5, 4, 3, 1]) },
  q25_clothingPurchase: { part: 'indirect', rule: onePlusIndex },
  q26_clothingMaterials: { part: 'indirect', rule: byIndex([2, 4, 3, 5]) },
  q27_commuteMethod: { part: 'indirect', rule: byIndex([5, 5, 1, 4, 3]) },
  q28_conservationImportance: { part: 'indirect', rule: onePlusIndex },
  q29_awareOfFootprint: { part: 'indirect', rule: byIndex([5, 1]) },
  q30_conservationActions: { part: 'indirect', rule: byIndex([5, 1]) },
  q31_tipsInterest: { part: 'indirect', rule: byIndex([5, 1]) },
};

function resolve(key: QuestionKey): readonly number[] {
  const { options } = getQuestion(key);
  const { rule } = TABLE[key];
  const hasNa = options.at(-1) === NOT_APPLICABLE;
  const count = hasNa ? options.length - 1 : options.length;
  const na = rule.kind === 'onePlusIndex' ? undefined : rule.na;
  if (hasNa !== (na !== undefined)) {
    throw new Error(`${key}: 'Not Applicable' option and scoring table disagree`);
  }
  if (options.indexOf(NOT_APPLICABLE) !== (hasNa ? count : -1)) {
    throw new Error(`${key}: 'Not Applicable' must be the last option`);
  }
  let points: number[];
  if (rule.kind === 'byIndex') {
    if (rule.points.length !== count) {
      throw new Error(`${key}: ${count} options but ${rule.points.length} points`);
    }
    points = [...rule.points];
  } else {
    points = Array.from({ length: count }, (_, i) =>
      rule.kind === 'fiveMinusIndex' ? 5 - i : 1 + i,
    );
  }
  if (na !== undefined) points.push(na);
  return points;
}

/** Points of every option, aligned with the question's `options`. */
export const OPTION_POINTS: Readonly<Record<QuestionKey, readonly number[]>> = Object.fromEntries(
  QUESTIONS.map((q) => [q.key, resolve(q.key)]),
) as Record<QuestionKey, readonly number[]>;

export function scorePart(key: QuestionKey): ScorePart {
  return TABLE[key].part;
}

/** Throws on an option that is not in the question's list: such an answer cannot be scored. */
export function optionPoints(key: QuestionKey, option: string): number {
  // Callers outside TypeScript (stored JSON, legacy rows) can hand us anything.
  if (typeof option !== 'string') throw new Error(`${key}: answer is required`);
  const index = getQuestion(key).options.indexOf(option);
  const points = OPTION_POINTS[key][index];
  if (index < 0 || points === undefined) {
    throw new Error(`${key}: unknown option '${option}'`);
  }
  return points;
}

export function maxPoints(key: QuestionKey): number {
  return Math.max(...OPTION_POINTS[key]);
}

export function minPoints(key: QuestionKey): number {
  return Math.min(...OPTION_POINTS[key]);
}

export interface Scores {
  directScore: number;
  indirectScore: number;
  totalScore: number;
}

export function scoreResponses(responses: Responses): Scores {
  let directScore = 0;
  let indirectScore = 0;
  for (const { key } of QUESTIONS) {
    const points = optionPoints(key, responses[key]);
    if (TABLE[key].part === 'direct') directScore += points;
    else indirectScore += points;
  }
  return { directScore, indirectScore, totalScore: directScore + indirectScore };
}

interface Bounds {
  min: number;
  max: number;
}

function boundsOf(part: ScorePart | 'total'): Bounds {
  const keys = QUESTIONS.map((q) => q.key).filter((k) => part === 'total' || scorePart(k) === part);
  return {
    min: keys.reduce((sum, k) => sum + minPoints(k), 0),
    max: keys.reduce((sum, k) => sum + maxPoints(k), 0),
  };
}

// Derived from the table, so changing an option list can never leave stale bounds behind.
export const SCORE_BOUNDS: { direct: Bounds; indirect: Bounds; total: Bounds } = {
  direct: boundsOf('direct'),
  indirect: boundsOf('indirect'),
  total: boundsOf('total'),
};
