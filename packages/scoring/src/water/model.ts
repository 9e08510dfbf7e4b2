// The household water model: one answer set (and any home measurements) in, litres out.
// Every number comes from the factor table (factors.ts); this file only says how they combine.
// docs/water-model.md explains each formula.

import { QUESTIONS } from '../questions';
import type { QuestionKey, Responses } from '../questions';
import { F, choiceOf, readingOf } from './factors';
import type { Factor, FactorId, ReadQuestionKey } from './factors';
import { FISH_SHARE, definedFacts } from './home-facts';
import type { HomeFacts } from './home-facts';
import { measurementsSchema } from './measurements';
import type { MeasurementKey, Measurements } from './measurements';

// The categories have a module of their own (no factor table), so a screen that only labels
// a chart loads them alone.
import { DIRECT_CATEGORY_KEYS, VIRTUAL_CATEGORY_KEYS } from './categories';
import type { DirectCategoryKey, VirtualCategoryKey } from './categories';

export { CATEGORY_LABELS, DIRECT_CATEGORY_KEYS, VIRTUAL_CATEGORY_KEYS } from './categories';
export type { DirectCategoryKey, VirtualCategoryKey } from './categories';

export interface DirectCategory {
  key: DirectCategoryKey;
  /** Whole household, litres a day. */
  litresPerDay: number;
  low: number;
  high: number;
}

export interface VirtualCategory {
  key: VirtualCategoryKey;
  /** Per person, litres a day. */
  litresPerDay: number;
  low: number;
  high: number;
}

export interface Footprint {
  householdSize: number;
  direct: {
    /** Whole household, litres a day, unrounded. */
    litresPerDay: number;
    perPersonPerDay: number;
    /** Whole household, every factor at its low / high end. */
    low: number;
    high: number;
    perPersonLow: number;
    perPersonHigh: number;
    categories: DirectCategory[];
  };
  /** Water in food, drinks, clothes and fuel: per person, never added to `direct`. */
  virtual: {
    perPersonPerDay: number;
    low: number;
    high: number;
    categories: VirtualCategory[];
  };
  benchmarks: { normPerPersonPerDay: number; metroMeasuredPerPersonPerDay: number };
  /** The home measurements that replaced a default, in MEASUREMENT_KEYS order. */
  measured: MeasurementKey[];
  /** What the model assumed because the answers did not say it (screens say so). */
  assumptions: Assumption[];
  /**
   * The household's home facts this footprint was computed with (the ones given; none is the
   * usual reading), so a screen can say what they changed beside the litres they concern.
   */
  homeFacts: HomeFacts;
}

/**
 * 'bathingMinimum': the answers give no daily wash (showers and bucket baths both not
 * applicable), so each person is taken to take the sourced daily wash as a bucket bath: a
 * household with people never bathes with 0 L.
 */
export const ASSUMPTIONS = ['bathingMinimum'] as const;
export type Assumption = (typeof ASSUMPTIONS)[number];

type Scenario = 'value' | 'low' | 'high';
/** Which end of each factor (and answer reading) one evaluation takes. */
type Pick = (factor: Factor) => Scenario;

/** '5+' is counted as 5, the least the answer allows (docs/water-model.md says why). */
export function householdSize(answer: string): number {
  const sizes: Record<string, number> = { '1': 1, '2': 2, '3': 3, '4': 4, '5+': 5 };
  const size = sizes[answer];
  if (size === undefined) throw new Error(`q1_householdSize: unknown option '${answer}'`);
  return size;
}

interface Breakdown {
  direct: Record<DirectCategoryKey, number>;
  virtual: Record<VirtualCategoryKey, number>;
  assumptions: Assumption[];
}

const DAYS_PER_MONTH = 365.25 / 12;

function evaluate(responses: Responses, m: Measurements, pick: Pick): Breakdown {
  const people = householdSize(responses.q1_householdSize);
  const f = (factor: Factor) => factor[pick(factor)];
  const read = (key: ReadQuestionKey) => f(readingOf(key, responses[key]));
  const chosen = (id: FactorId | null) => (id === null ? 0 : f(F[id]));
  const assumptions: Assumption[] = [];

  // Taps: a measured tap replaces the standard flow; a measured tap that has an aerator is
  // scaled back up to an open tap with the table's ratio (at its value, so that ranges stay
  // ordered), then every tap is scaled by the share of taps that have one.
  const aeratorRatio = f(F.aeratorFlowRatio);
  const openTapFlow =
    m.tapLitresPerMinute === undefined
      ? f(F.tapFlow)
      : m.tapLitresPerMinute / (m.tapHasAerator ? F.aeratorFlowRatio.value : 1);
  const unaerated = read('q18_faucetAerators');
  const tapFlow = openTapFlow * (unaerated + (1 - unaerated) * aeratorRatio);

  // Bathing, per person. Q13 splits the washes Q9 counts between the shower and the bucket;
  // someone who never showers but takes bucket baths washes once a day. Nobody washes with
  // 0 L: with no shower and no bucket bath in the answers (both Not Applicable), each person
  // is taken to wash daily by bucket (the NIMA survey's daily wash) of the Q12 amount (one
  // bucket when not applicable), and the screens say so (assumptions).
  const showersPerDay = read('q9_showerFrequency');
  const answeredShare = read('q13_bucketFrequency');
  const noWash = showersPerDay === 0 && answeredShare === 0;
  const bucketShare = noWash ? 1 : answeredShare;
  const washes = showersPerDay > 0 ? showersPerDay : f(F.dailyWashesWithoutShower);
  const bucketsPerBath = read('q12_bucketAmount');
  if (noWash) assumptions.push('bathingMinimum');
  const showerFlow = m.showerLitresPerMinute ?? f(F.showerFlow);
  const bucket = m.bucketLitres ?? f(F.bucketLitres);
  const shower = showersPerDay * (1 - bucketShare) * read('q8_showerDuration') * showerFlow;
  const bucketBaths = washes * bucketShare * bucketsPerBath * bucket;
  const tub = read('q10_bathtubFrequency') * read('q11_bathtubUsage') * f(F.bathtubLitres);
  const bathing = people * (shower + bucketBaths + tub);

  // Toilet: a measured flush type replaces the Q19 answer, a measured flush volume the cistern.
  const singleShare =
    m.flushType === undefined ? read('q19_waterSavingFlush') : m.flushType === 'single' ? 1 : 0;
  const single = m.flushLitres ?? f(F.singleFlushLitres);
  const dualFull = m.flushLitres ?? f(F.dualFlushFullLitres);
  const dualHalf = m.flushLitres === undefined ? f(F.dualFlushHalfLitres) : m.flushLitres / 2;
  const fullShare = f(F.dualFlushFullShare);
  const dual = fullShare * dualFull + (1 - fullShare) * dualHalf;
  const perFlush = singleShare * single + (1 - singleShare) * dual;
  const toilet = people * f(F.flushesPerPerson) * perFlush;

  // Laundry, per household: part loads cost extra water per piece washed. A home without a
  // machine (a home fact: Q2 and Q3 assume one) washes by hand, in buckets, and has no loads.
  const laundryPerDay = read('q2_laundryFrequency') / 7;
  const laundry =
    m.homeFacts?.laundry === 'hand'
      ? laundryPerDay * f(F.handWashLaundryLitres)
      : laundryPerDay *
        f(F.washingMachineLitres) *
        (1 + read('q3_laundryFullLoads') * f(F.partLoadExtra));

  // Kitchen and drinking.
  const method = choiceOf(
    'q7_washVesselsByHandMethod',
    responses.q7_washVesselsByHandMethod,
  ).factor;
  const methodPerPerson =
    method === 'vesselTapMinutesRunning' || method === 'vesselTapMinutesRinse'
      ? chosen(method) * tapFlow
      : chosen(method);
  const vessels = people * read('q6_washVesselsByHandFrequency') * methodPerPerson;
  const dishwasher =
    (read('q4_dishwasherFrequency') / 7) *
    f(F.dishwasherLitres) *
    (1 + read('q5_dishwasherFullLoads') * f(F.partLoadExtra));
  const drinkingCooking = people * f(F.drinkingCookingLitres);
  const roReject =
    drinkingCooking * (m.roRejectLitresPerLitre ?? f(F.roRejectRatio)) * read('q20_roWasteWater');
  const kitchen = vessels + dishwasher + drinkingCooking + roReject;

  // Brushing, per person: minutes of open tap, at the household's tap flow.
  const running = read('q16_tapWhileBrushing');
  const brushingMinutes =
    running * f(F.brushingTapMinutesRunning) + (1 - running) * f(F.brushingTapMinutesOff);
  const brushing = people * brushingMinutes * tapFlow;

  // Plants, per household: drip replaces the hose or can for plants watered with fresh water.
  const watering = choiceOf('q21_plantWatering', responses.q21_plantWatering).factor;
  const drip = choiceOf('q22_dripIrrigation', responses.q22_dripIrrigation).factor;
  const perM2 = watering === null ? 0 : chosen(drip ?? watering);
  const garden = f(F.gardenAreaM2) * f(F.gardenWateringsPerDay) * perM2;

  // Vehicle, per household.
  const washMethod = choiceOf('q15_vehicleWashMethod', responses.q15_vehicleWashMethod).factor;
  const vehicle = (read('q14_vehicleWashFrequency') / DAYS_PER_MONTH) * chosen(washMethod);

  // Leaks, per household: a counted drip replaces the default leak.
  const leakPerDay =
    m.dripsPerMinute === undefined
      ? f(F.leakLitresPerDay)
      : (m.dripsPerMinute * 24 * 60 * f(F.dropMillilitres)) / 1000;
  const leaks = read('q17_leakyFaucets') * leakPerDay;

  // Virtual water, per person. The day's protein portion is meat, chicken or fish on the days
  // Q23 says, dal (with its own water) on the others: a meal moved to dal saves the difference.
  // The home facts say how much of it is fish, which has a figure of its own.
  const meatDays = read('q23_meatConsumption') / 7;
  const fishShare = FISH_SHARE[m.homeFacts?.fish ?? 'meat'];
  const portionLitresPerKg =
    fishShare * f(F.fishLitresPerKg) + (1 - fishShare) * f(F.meatLitresPerKg);
  const food =
    meatDays * f(F.meatServingKg) * portionLitresPerKg +
    (1 - meatDays) * f(F.dalServingKg) * f(F.dalLitresPerKg);
  const drinks =
    read('q24_coffeeConsumption') * (f(F.teaCupLitres) + f(F.milkPerCupKg) * f(F.milkLitresPerKg));
  const clothes =
    (read('q25_clothingPurchase') / 365.25) *
    f(F.garmentKg) *
    f(F.cottonLitresPerKg) *
    read('q26_clothingMaterials');
  const travel = f(F.commuteKmPerDay) * f(F.fuelLitresPerKm) * read('q27_commuteMethod');

  return {
    direct: { bathing, toilet, laundry, kitchen, brushing, garden, vehicle, leaks },
    virtual: { food, drinks, clothes, travel },
    assumptions,
  };
}

const sum = (values: readonly number[]) => values.reduce((a, b) => a + b, 0);

function measuredKeys(m: Measurements): MeasurementKey[] {
  // tapHasAerator only qualifies a timed tap; on its own it replaces nothing.
  const keys: MeasurementKey[] = [
    'showerLitresPerMinute',
    'bucketLitres',
    'roRejectLitresPerLitre',
    'tapLitresPerMinute',
    'flushType',
    'flushLitres',
    'dripsPerMinute',
  ];
  return keys.filter((k) => m[k] !== undefined);
}

/**
 * The range of one figure: the factors are independent, so their effects are combined as a
 * root-sum-square in log space (one factor at its low or high end at a time, the others at
 * their values), not every factor at its extreme at once. A factor that alone would cut a
 * figure below a tenth of it counts as a tenth (the log of 0 has no size).
 */
function combinedRange(value: number, lows: number[], highs: number[]) {
  if (value <= 0) return { low: value, high: value };
  const spread = (values: number[]) =>
    Math.sqrt(values.reduce((acc, v) => acc + Math.log(Math.max(v, value / 10) / value) ** 2, 0));
  const below = lows.concat(highs).filter((v) => v < value);
  const above = lows.concat(highs).filter((v) => v > value);
  return { low: value * Math.exp(-spread(below)), high: value * Math.exp(spread(above)) };
}

export interface ModelOptions {
  /**
   * Whether to compute the ranges (two evaluations a factor). The action plan and combined
   * savings need only the values, so they leave them out; low and high are then the value.
   */
  range?: boolean;
}

/** The model without validation: the action plan calls it many times on checked input. */
export function computeFootprint(
  responses: Responses,
  measurements: Measurements = {},
  { range = true }: ModelOptions = {},
): Footprint {
  const people = householdSize(responses.q1_householdSize);
  const used = new Set<Factor>();
  const value = evaluate(responses, measurements, (factor) => {
    used.add(factor);
    return 'value';
  });
  const ends = range
    ? [...used].flatMap((one) =>
        (['low', 'high'] as const)
          .filter((end) => one[end] !== one.value)
          .map((end) => evaluate(responses, measurements, (f) => (f === one ? end : 'value'))),
      )
    : [];
  const rangeOf = (pickOf: (b: Breakdown) => number) =>
    combinedRange(pickOf(value), ends.map(pickOf), []);
  const direct = DIRECT_CATEGORY_KEYS.map((key): DirectCategory => ({
    key,
    litresPerDay: value.direct[key],
    ...rangeOf((b) => b.direct[key]),
  }));
  const virtual = VIRTUAL_CATEGORY_KEYS.map((key): VirtualCategory => ({
    key,
    litresPerDay: value.virtual[key],
    ...rangeOf((b) => b.virtual[key]),
  }));
  const totalDirect = (b: Breakdown) => sum(DIRECT_CATEGORY_KEYS.map((k) => b.direct[k]));
  const totalVirtual = (b: Breakdown) => sum(VIRTUAL_CATEGORY_KEYS.map((k) => b.virtual[k]));
  const litresPerDay = totalDirect(value);
  const directRange = rangeOf(totalDirect);
  const virtualRange = rangeOf(totalVirtual);
  // Without ranges every figure's low and high are its value (combinedRange of no ends).
  return {
    householdSize: people,
    direct: {
      litresPerDay,
      perPersonPerDay: litresPerDay / people,
      low: directRange.low,
      high: directRange.high,
      perPersonLow: directRange.low / people,
      perPersonHigh: directRange.high / people,
      categories: direct,
    },
    virtual: {
      perPersonPerDay: totalVirtual(value),
      low: virtualRange.low,
      high: virtualRange.high,
      categories: virtual,
    },
    benchmarks: {
      normPerPersonPerDay: F.normPerPersonPerDay.value,
      metroMeasuredPerPersonPerDay: F.metroMeasuredPerPersonPerDay.value,
    },
    measured: measuredKeys(measurements),
    assumptions: value.assumptions,
    homeFacts: definedFacts(measurements.homeFacts ?? {}),
  };
}

/** Throws an Error naming the question when an answer is missing or not one of its options. */
export function assertResponses(responses: Responses): void {
  for (const q of QUESTIONS) {
    const answer: unknown = (responses as Partial<Record<QuestionKey, unknown>>)[q.key];
    if (typeof answer !== 'string' || !q.options.includes(answer)) {
      throw new Error(
        answer === undefined
          ? `${q.key}: answer is required`
          : `${q.key}: unknown option '${String(answer)}'`,
      );
    }
  }
}

/**
 * The household's water footprint. Throws on answers that are not offered options, and (a
 * ZodError) on measurements outside measurementsSchema.
 */
export function footprint(
  responses: Responses,
  measurements?: Measurements,
  options?: ModelOptions,
): Footprint {
  assertResponses(responses);
  return computeFootprint(responses, measurementsSchema.parse(measurements ?? {}), options);
}

// Display rounding has a module of its own, so screens that only show litres need not load the
// factor table.
export { round } from './round';
