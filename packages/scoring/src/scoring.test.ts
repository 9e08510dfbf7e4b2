import { describe, expect, it } from 'vitest';
import { QUESTIONS, QUESTION_KEYS } from './questions';
import type { QuestionKey, Responses } from './questions';
import { SCORE_BOUNDS, maxPoints, optionPoints, scorePart, scoreResponses } from './scoring';
import { TOTAL_SCORE_MAX } from './score-max';

// Written out by hand from the spec's scoring table (section 5), option by option, so that a
// mistake in either the option lists or the rule resolution shows up here.
const EXPECTED: Record<QuestionKey, readonly (readonly [string, number])[]> = {
  // Q1-Q3: 5 minus index
  q1_householdSize: [
    ['1', 5],
    ['2', 4],
    ['3', 3],
    ['4', 2],
    ['5+', 1],
  ],
  q2_laundryFrequency: [
    ['Once a week or less', 5],
    ['2-3 times a week', 4],
    ['4-5 times a week', 3],
    ['Once a day', 2],
    ['More than once a day', 1],
  ],
  q3_laundryFullLoads: [
    ['Always', 5],
    ['Usually', 4],
    ['Sometimes', 3],
    ['Rarely', 2],
    ['Never', 1],
  ],
  // Q4, Q5: 5 minus index; NA gives 3
  q4_dishwasherFrequency: [
    ['Once a week or less', 5],
    ['2-3 times a week', 4],
    ['4-6 times a week', 3],
    ['Once a day', 2],
    ['More than once a day', 1],
    ['Not Applicable', 3],
  ],
  q5_dishwasherFullLoads: [
    ['Always', 5],
    ['Usually', 4],
    ['Sometimes', 3],
    ['Rarely', 2],
    ['Never', 1],
    ['Not Applicable', 3],
  ],
  // Q6: 5, 4, 2, 1; NA 0
  q6_washVesselsByHandFrequency: [
    ['Once a day or less', 5],
    ['Twice a day', 4],
    ['3 times a day', 2],
    ['More than 3 times a day', 1],
    ['Not Applicable', 0],
  ],
  // Q7: 0, 2, 5, 4; NA 0
  q7_washVesselsByHandMethod: [
    ['With the tap running all the time', 0],
    ['Tap turned off while scrubbing, on to rinse', 2],
    ['In a basin of soapy water, rinsed in a second basin', 5],
    ['Soaked first, then rinsed with a mug of water', 4],
    ['Not Applicable', 0],
  ],
  // Q8, Q9: 5 minus index; NA 3
  q8_showerDuration: [
    ['5 minutes or less', 5],
    ['6-10 minutes', 4],
    ['11-15 minutes', 3],
    ['More than 15 minutes', 2],
    ['Not Applicable', 3],
  ],
  q9_showerFrequency: [
    ['Less than once a day', 5],
    ['Once a day', 4],
    ['Twice a day', 3],
    ['More than twice a day', 2],
    ['Not Applicable', 3],
  ],
  // Q10: 4, 2, 1, 0; NA 5
  q10_bathtubFrequency: [
    ['Rarely (a few times a year)', 4],
    ['About once a month', 2],
    ['About once a week', 1],
    ['More than once a week', 0],
    ['Not Applicable', 5],
  ],
  // Q11: 0, 1, 2, 4; NA 5
  q11_bathtubUsage: [
    ['Full to the top', 0],
    ['About three-quarters full', 1],
    ['About half full', 2],
    ['A quarter full or less', 4],
    ['Not Applicable', 5],
  ],
  // Q12: 7, 5, 4, 3; NA 0
  q12_bucketAmount: [
    ['Half a bucket or less', 7],
    ['One bucket', 5],
    ['One and a half buckets', 4],
    ['Two buckets or more', 3],
    ['Not Applicable', 0],
  ],
  // Q13: 7, 5, 4, 1; NA 5
  q13_bucketFrequency: [
    ['Always', 7],
    ['Most days', 5],
    ['Sometimes', 4],
    ['Rarely', 1],
    ['Not Applicable', 5],
  ],
  // Q14: 5, 3, 1; NA 5
  q14_vehicleWashFrequency: [
    ['Once a month or less', 5],
    ['2-3 times a month', 3],
    ['Once a week or more', 1],
    ['Not Applicable', 5],
  ],
  // Q15: 5, 1; NA 5
  q15_vehicleWashMethod: [
    ['With a bucket and cloth', 5],
    ['With a running hose pipe', 1],
    ['Not Applicable', 5],
  ],
  // Q16: 5 minus index
  q16_tapWhileBrushing: [
    ['Always', 5],
    ['Usually', 4],
    ['Sometimes', 3],
    ['Rarely', 2],
    ['Never', 1],
  ],
  // Q17: 1, 5, 3
  q17_leakyFaucets: [
    ['Yes, and they are not fixed yet', 1],
    ['No', 5],
    ['Yes, but we fix them quickly', 3],
  ],
  // Q18: 4, 2, 1
  q18_faucetAerators: [
    ['Yes, on all taps', 4],
    ['Yes, on some taps', 2],
    ['No, or not sure what they are', 1],
  ],
  // Q19: 5, 1, 0
  q19_waterSavingFlush: [
    ['Yes', 5],
    ['No', 1],
    ['Not sure what it is', 0],
  ],
  // Q20: 5, 1, 0, 8
  q20_roWasteWater: [
    ['Yes, for mopping, plants or cleaning', 5],
    ['No, it goes down the drain', 1],
    ['Not sure what it is', 0],
    ['We do not have an RO purifier', 8],
  ],
  // Q21: 1 plus index
  q21_plantWatering: [
    ['With a hose pipe', 1],
    ['With a watering can or mug', 2],
    ['With leftover water (from washing vegetables or the RO purifier)', 3],
    ['We have no plants', 4],
  ],
  // Q22: 5, 1, 0, 5
  q22_dripIrrigation: [
    ['Yes', 5],
    ['No', 1],
    ['Not sure what it is', 0],
    ['We have no plants', 5],
  ],
  // Q23: 1 plus index
  q23_meatConsumption: [
    ['Every day', 1],
    ['A few times a week', 2],
    ['About once a week', 3],
    ['Rarely', 4],
    ['Never (vegetarian)', 5],
  ],
  // Q24: 5, 4, 3, 1
  q24_coffeeConsumption: [
    ['None', 5],
    ['1 cup', 4],
    ['2-3 cups', 3],
    ['4 or more cups', 1],
  ],
  // Q25: 1 plus index
  q25_clothingPurchase: [
    ['Every week', 1],
    ['Every month', 2],
    ['Every few months', 3],
    ['Once a year or less', 4],
  ],
  // Q26: 2, 4, 3, 5
  q26_clothingMaterials: [
    ['Mostly cotton', 2],
    ['Mostly polyester or other synthetic fabric', 4],
    ['A mix of cotton and synthetic fabric', 3],
    ['Mostly hand-me-downs or recycled fabric', 5],
  ],
  // Q27: 5, 5, 1, 4, 3
  q27_commuteMethod: [
    ['Walk', 5],
    ['Bicycle', 5],
    ['Car', 1],
    ['Bus, metro or train', 4],
    ['Scooter, motorbike or carpool', 3],
  ],
  // Q28: 1 plus index
  q28_conservationImportance: [
    ['1', 1],
    ['2', 2],
    ['3', 3],
    ['4', 4],
    ['5', 5],
  ],
  // Q29-Q31: Yes 5, No 1
  q29_awareOfFootprint: [
    ['Yes', 5],
    ['No', 1],
  ],
  q30_conservationActions: [
    ['Yes', 5],
    ['No', 1],
  ],
  q31_tipsInterest: [
    ['Yes', 5],
    ['No', 1],
  ],
};

const DIRECT_KEYS = QUESTION_KEYS.slice(0, 22);
const INDIRECT_KEYS = QUESTION_KEYS.slice(22);

/** An answer set that picks, for every question, the option at `pick(options)`. */
function answers(pick: (rows: readonly (readonly [string, number])[]) => string): Responses {
  return Object.fromEntries(QUESTION_KEYS.map((k) => [k, pick(EXPECTED[k])])) as Responses;
}

describe('optionPoints', () => {
  it('covers every question of the table', () => {
    expect(Object.keys(EXPECTED)).toEqual([...QUESTION_KEYS]);
  });

  for (const key of QUESTION_KEYS) {
    it(`${key} lists the expected options in order`, () => {
      const question = QUESTIONS.find((q) => q.key === key);
      expect(question?.options).toEqual(EXPECTED[key].map(([option]) => option));
    });

    it.each(EXPECTED[key])(`${key}: '%s' scores %i`, (option, points) => {
      expect(optionPoints(key, option)).toBe(points);
    });
  }

  it('throws on an option that is not in the list', () => {
    expect(() => optionPoints('q1_householdSize', '6')).toThrow(/q1_householdSize/);
    expect(() => optionPoints('q8_showerDuration', '6-10')).toThrow(/unknown option '6-10'/);
    expect(() => optionPoints('q29_awareOfFootprint', 'yes')).toThrow();
  });

  it('throws on a missing answer instead of scoring it as zero', () => {
    expect(() => optionPoints('q3_laundryFullLoads', undefined as unknown as string)).toThrow(
      'q3_laundryFullLoads: answer is required',
    );
  });
});

describe('maxPoints', () => {
  it('is the best option of each question', () => {
    for (const key of QUESTION_KEYS) {
      expect(maxPoints(key)).toBe(Math.max(...EXPECTED[key].map(([, p]) => p)));
    }
    expect(maxPoints('q20_roWasteWater')).toBe(8);
    expect(maxPoints('q12_bucketAmount')).toBe(7);
  });
});

describe('scoreResponses', () => {
  it('splits Q1-Q22 into direct and Q23-Q31 into indirect', () => {
    expect(DIRECT_KEYS.every((k) => scorePart(k) === 'direct')).toBe(true);
    expect(INDIRECT_KEYS.every((k) => scorePart(k) === 'indirect')).toBe(true);
  });

  it('scores the first option of every question', () => {
    // 5+5+5+5+5+5+0+5+5+4+0+7+7+5+5+5+1+4+5+5+1+5 = 94 ; 1+5+1+2+5+1+5+5+5 = 30
    expect(scoreResponses(answers((rows) => rows[0]![0]))).toEqual({
      directScore: 94,
      indirectScore: 30,
      totalScore: 124,
    });
  });

  it('scores the last option of every question', () => {
    // 1+1+1+3+3+0+0+3+3+5+5+0+5+5+5+1+3+1+0+8+4+5 = 62 ; 5+1+4+5+3+5+1+1+1 = 26
    expect(scoreResponses(answers((rows) => rows.at(-1)![0]))).toEqual({
      directScore: 62,
      indirectScore: 26,
      totalScore: 88,
    });
  });

  it('throws when an answer is not one of the options', () => {
    const bad = { ...answers((rows) => rows[0]![0]), q8_showerDuration: 'about 7 minutes' };
    expect(() => scoreResponses(bad)).toThrow(/q8_showerDuration/);
  });
});

describe('SCORE_BOUNDS', () => {
  it('matches the hand-computed extremes of the table', () => {
    expect(SCORE_BOUNDS).toEqual({
      direct: { min: 16, max: 115 },
      indirect: { min: 10, max: 44 },
      total: { min: 26, max: 159 },
    });
  });

  it('is attained by the best and the worst answer sets', () => {
    const best = answers((rows) => rows.reduce((a, b) => (b[1] > a[1] ? b : a))[0]);
    const worst = answers((rows) => rows.reduce((a, b) => (b[1] < a[1] ? b : a))[0]);
    expect(scoreResponses(best)).toEqual({ directScore: 115, indirectScore: 44, totalScore: 159 });
    expect(scoreResponses(worst)).toEqual({ directScore: 16, indirectScore: 10, totalScore: 26 });
  });
});

describe('TOTAL_SCORE_MAX', () => {
  it('is the highest total the table can give', () => {
    expect(TOTAL_SCORE_MAX).toBe(SCORE_BOUNDS.total.max);
  });
});
