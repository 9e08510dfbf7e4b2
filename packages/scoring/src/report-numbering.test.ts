import { describe, expect, it } from 'vitest';
import { REPORT_GROUPS, REPORT_QUESTIONS, reportNumberOf } from './report-numbering';
import { QUESTION_KEYS } from './questions';

describe('REPORT_QUESTIONS', () => {
  it('has 23 entries numbered 1..23', () => {
    expect(REPORT_QUESTIONS).toHaveLength(23);
    expect(REPORT_QUESTIONS.map((q) => q.reportNumber)).toEqual(
      Array.from({ length: 23 }, (_, i) => i + 1),
    );
  });

  it('omits exactly the wash-by-hand, bathtub, bucket and vehicle questions', () => {
    const kept = new Set(REPORT_QUESTIONS.map((q) => q.key));
    expect(kept.size).toBe(23);
    expect(QUESTION_KEYS.filter((k) => !kept.has(k))).toEqual([
      'q6_washVesselsByHandFrequency',
      'q7_washVesselsByHandMethod',
      'q10_bathtubFrequency',
      'q11_bathtubUsage',
      'q12_bucketAmount',
      'q13_bucketFrequency',
      'q14_vehicleWashFrequency',
      'q15_vehicleWashMethod',
    ]);
  });

  it('keeps the current order', () => {
    const order = REPORT_QUESTIONS.map((q) => QUESTION_KEYS.indexOf(q.key));
    expect(order).toEqual([...order].sort((a, b) => a - b));
  });

  it('groups 7 + 7 + 5 + 4 questions', () => {
    const numbersOf = (group: string) =>
      REPORT_QUESTIONS.filter((q) => q.group === group).map((q) => q.reportNumber);
    expect(REPORT_GROUPS).toEqual([
      'Direct Water Use',
      'Water Saving Features',
      'Indirect Water Use',
      'Awareness and Engagement',
    ]);
    expect(numbersOf('Direct Water Use')).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(numbersOf('Water Saving Features')).toEqual([8, 9, 10, 11, 12, 13, 14]);
    expect(numbersOf('Indirect Water Use')).toEqual([15, 16, 17, 18, 19]);
    expect(numbersOf('Awareness and Engagement')).toEqual([20, 21, 22, 23]);
  });

  it('maps the boundary questions to the right report numbers', () => {
    expect(reportNumberOf('q1_householdSize')).toBe(1);
    expect(reportNumberOf('q8_showerDuration')).toBe(6);
    expect(reportNumberOf('q9_showerFrequency')).toBe(7);
    expect(reportNumberOf('q16_tapWhileBrushing')).toBe(8);
    expect(reportNumberOf('q22_dripIrrigation')).toBe(14);
    expect(reportNumberOf('q23_meatConsumption')).toBe(15);
    expect(reportNumberOf('q28_conservationImportance')).toBe(20);
    expect(reportNumberOf('q31_tipsInterest')).toBe(23);
    expect(reportNumberOf('q12_bucketAmount')).toBeUndefined();
  });
});
