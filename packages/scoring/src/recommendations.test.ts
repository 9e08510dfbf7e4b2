import { describe, expect, it } from 'vitest';
import { QUESTIONS } from './questions';
import type { Responses } from './questions';
import { recommendations } from './recommendations';

// The best option of every question, written out, so each test changes only what it is about.
const BEST: Responses = {
  q1_householdSize: '1',
  q2_laundryFrequency: 'Once a week or less',
  q3_laundryFullLoads: 'Always',
  q4_dishwasherFrequency: 'Once a week or less',
  q5_dishwasherFullLoads: 'Always',
  q6_washVesselsByHandFrequency: 'Once a day or less',
  q7_washVesselsByHandMethod: 'In a basin of soapy water, rinsed in a second basin',
  q8_showerDuration: '5 minutes or less',
  q9_showerFrequency: 'Less than once a day',
  q10_bathtubFrequency: 'Not Applicable',
  q11_bathtubUsage: 'Not Applicable',
  q12_bucketAmount: 'Half a bucket or less',
  q13_bucketFrequency: 'Always',
  q14_vehicleWashFrequency: 'Not Applicable',
  q15_vehicleWashMethod: 'Not Applicable',
  q16_tapWhileBrushing: 'Always',
  q17_leakyFaucets: 'No',
  q18_faucetAerators: 'Yes, on all taps',
  q19_waterSavingFlush: 'Yes',
  q20_roWasteWater: 'We do not have an RO purifier',
  q21_plantWatering: 'We have no plants',
  q22_dripIrrigation: 'Yes',
  q23_meatConsumption: 'Never (vegetarian)',
  q24_coffeeConsumption: 'None',
  q25_clothingPurchase: 'Once a year or less',
  q26_clothingMaterials: 'Mostly hand-me-downs or recycled fabric',
  q27_commuteMethod: 'Walk',
  q28_conservationImportance: '5',
  q29_awareOfFootprint: 'Yes',
  q30_conservationActions: 'Yes',
  q31_tipsInterest: 'Yes',
};

describe('recommendations', () => {
  it('is empty for a perfect answer set', () => {
    expect(recommendations(BEST)).toEqual([]);
  });

  it('returns the question, answer, tip and lost points of a weak answer', () => {
    const q8 = QUESTIONS.find((q) => q.key === 'q8_showerDuration');
    expect(recommendations({ ...BEST, q8_showerDuration: 'More than 15 minutes' })).toEqual([
      {
        key: 'q8_showerDuration',
        question: q8?.text,
        answer: 'More than 15 minutes',
        tip: q8?.tip,
        lost: 3,
      },
    ]);
  });

  it('orders by points lost, ties by question number', () => {
    const found = recommendations({
      ...BEST,
      q31_tipsInterest: 'No', // lost 4
      q2_laundryFrequency: 'More than once a day', // lost 4
      q20_roWasteWater: 'Not sure what it is', // lost 8
      q7_washVesselsByHandMethod: 'With the tap running all the time', // lost 5
      q16_tapWhileBrushing: 'Usually', // lost 1
    });
    expect(found.map((r) => [r.key, r.lost])).toEqual([
      ['q20_roWasteWater', 8],
      ['q7_washVesselsByHandMethod', 5],
      ['q2_laundryFrequency', 4],
      ['q31_tipsInterest', 4],
      ['q16_tapWhileBrushing', 1],
    ]);
  });

  it('returns at most count entries, 5 by default', () => {
    const worst: Partial<Responses> = Object.fromEntries(
      QUESTIONS.map((q) => [q.key, q.options[0]]),
    );
    expect(recommendations(worst)).toHaveLength(5);
    expect(recommendations(worst, 2)).toHaveLength(2);
    expect(recommendations(worst, 0)).toEqual([]);
    expect(recommendations(worst, 100).length).toBeGreaterThan(5);
  });

  it("skips 'Not Applicable' answers, which no tip can improve", () => {
    expect(
      recommendations({
        ...BEST,
        q6_washVesselsByHandFrequency: 'Not Applicable', // scores 0 of 5
        q12_bucketAmount: 'Not Applicable', // scores 0 of 7
      }),
    ).toEqual([]);
  });

  it('works on partial answers and skips unknown ones', () => {
    expect(recommendations({})).toEqual([]);
    const found = recommendations({
      q24_coffeeConsumption: '4 or more cups',
      q1_householdSize: '9',
    });
    expect(found.map((r) => r.key)).toEqual(['q24_coffeeConsumption']);
  });

  it('never recommends household size, which nobody can act on', () => {
    const found = recommendations({ ...BEST, q1_householdSize: '5+' }, 100);
    expect(found.map((r) => r.key)).not.toContain('q1_householdSize');
    expect(found).toEqual([]);
    const worst: Partial<Responses> = Object.fromEntries(
      QUESTIONS.map((q) => [q.key, q.options[q.options.length - 1]]),
    );
    expect(recommendations(worst, 100).map((r) => r.key)).not.toContain('q1_householdSize');
  });
});
