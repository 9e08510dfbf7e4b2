// The one generator of answer sets (and measurements) for tests, benchmarks and end-to-end
// runs (not used at runtime): fast-check arbitraries over the questionnaire's own options, and
// seeded streams so that a run can be replayed from its seed.

import fc from 'fast-check';
import { QUESTIONS, type QuestionKey, type Responses } from './questions';
import type { Measurements } from './water/measurements';
import { FISH_FACTS, LAUNDRY_FACTS, type HomeFacts } from './water/home-facts';

/** Any complete answer set made only of offered options. */
export const anyResponses: fc.Arbitrary<Responses> = fc.record(
  Object.fromEntries(QUESTIONS.map((q) => [q.key, fc.constantFrom(...q.options)])) as {
    [K in QuestionKey]: fc.Arbitrary<string>;
  },
);

const CHUNK = 256;

/**
 * An endless, seeded stream of answer sets: the same seed gives the same sets, in the same
 * order, on every run and machine.
 */
export function answerSetStream(seed: number): () => Responses {
  let buffer: Responses[] = [];
  let round = 0;
  return () => {
    if (buffer.length === 0) {
      buffer = fc.sample(anyResponses, { seed: (seed + round++ * 7919) | 0, numRuns: CHUNK });
    }
    return buffer.shift()!;
  };
}

/** One answer set, fixed by its seed. */
export function answerSet(seed: number): Responses {
  return fc.sample(anyResponses, { seed: seed | 0, numRuns: 1 })[0]!;
}

/** Any home facts (issue 27, item 4), each given or not. */
export const anyHomeFacts: fc.Arbitrary<HomeFacts> = fc.record(
  { laundry: fc.constantFrom(...LAUNDRY_FACTS), fish: fc.constantFrom(...FISH_FACTS) },
  { requiredKeys: [] },
);

/** Any measurements within the schema's bounds, each present or not, home facts included. */
export const anyMeasurements: fc.Arbitrary<Measurements> = fc.record(
  {
    showerLitresPerMinute: fc.double({ min: 1, max: 30, noNaN: true }),
    bucketLitres: fc.double({ min: 5, max: 40, noNaN: true }),
    roRejectLitresPerLitre: fc.double({ min: 0, max: 10, noNaN: true }),
    tapLitresPerMinute: fc.double({ min: 0.5, max: 30, noNaN: true }),
    tapHasAerator: fc.boolean(),
    flushType: fc.constantFrom('single' as const, 'dual' as const),
    flushLitres: fc.double({ min: 2, max: 25, noNaN: true }),
    dripsPerMinute: fc.double({ min: 0, max: 300, noNaN: true }),
    homeFacts: anyHomeFacts,
  },
  { requiredKeys: [] },
);

/** The same answers with one changed. */
export function withAnswer(responses: Responses, key: QuestionKey, answer: string): Responses {
  return { ...responses, [key]: answer };
}

/**
 * A household with something to save in every direction (laundry, vessels, shower, car, taps,
 * RO water, plants): the fixed starting point of the water model's hand-made test cases.
 */
export const typicalResponses: Responses = {
  q1_householdSize: '3',
  q2_laundryFrequency: '4-5 times a week',
  q3_laundryFullLoads: 'Rarely',
  q4_dishwasherFrequency: 'Not Applicable',
  q5_dishwasherFullLoads: 'Not Applicable',
  q6_washVesselsByHandFrequency: '3 times a day',
  q7_washVesselsByHandMethod: 'With the tap running all the time',
  q8_showerDuration: '11-15 minutes',
  q9_showerFrequency: 'Once a day',
  q10_bathtubFrequency: 'Not Applicable',
  q11_bathtubUsage: 'Not Applicable',
  q12_bucketAmount: 'Not Applicable',
  q13_bucketFrequency: 'Not Applicable',
  q14_vehicleWashFrequency: 'Once a week or more',
  q15_vehicleWashMethod: 'With a running hose pipe',
  q16_tapWhileBrushing: 'Rarely',
  q17_leakyFaucets: 'Yes, and they are not fixed yet',
  q18_faucetAerators: 'Yes, on some taps',
  q19_waterSavingFlush: 'Not sure what it is',
  q20_roWasteWater: 'No, it goes down the drain',
  q21_plantWatering: 'With a watering can or mug',
  q22_dripIrrigation: 'No',
  q23_meatConsumption: 'A few times a week',
  q24_coffeeConsumption: '1 cup',
  q25_clothingPurchase: 'Every month',
  q26_clothingMaterials: 'A mix of cotton and synthetic fabric',
  q27_commuteMethod: 'Bus, metro or train',
  q28_conservationImportance: '4',
  q29_awareOfFootprint: 'No',
  q30_conservationActions: 'Yes',
  q31_tipsInterest: 'Yes',
};
