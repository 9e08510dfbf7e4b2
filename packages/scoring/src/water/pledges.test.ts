import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { Responses } from '../questions';
import { scoreResponses } from '../scoring';
import { F } from './factors';
import { actionPlan } from './actions';
import { evaluatePledge, pledgeLitresSaved, pledgeSchema } from './pledges';
import { goalProgress, goalSchema } from './goal';
import { DEFAULT_BUCKET_LITRES, roundBuckets, toBuckets } from './buckets';
import { assess, compareFootprints } from './compare';
import { footprint } from './model';
import { anyMeasurements, anyResponses, typicalResponses, withAnswer } from '../arbitraries';

const BASE: Responses = typicalResponses;

describe('evaluatePledge', () => {
  const shorter = { questionKey: 'q8_showerDuration' as const, betterAnswer: '6-10 minutes' };

  it('is kept when the new answer is the pledged one', () => {
    expect(evaluatePledge(shorter, withAnswer(BASE, 'q8_showerDuration', '6-10 minutes'))).toBe(
      'kept',
    );
  });

  it('is kept when the new answer does even better, not kept when it stays or gets worse', () => {
    expect(
      evaluatePledge(shorter, withAnswer(BASE, 'q8_showerDuration', '5 minutes or less')),
    ).toBe('kept');
    expect(evaluatePledge(shorter, BASE)).toBe('not_kept');
    expect(
      evaluatePledge(shorter, withAnswer(BASE, 'q8_showerDuration', 'More than 15 minutes')),
    ).toBe('not_kept');
  });

  it('judges pledges without litres by virtual litres, then by points', () => {
    const meat = { questionKey: 'q23_meatConsumption' as const, betterAnswer: 'About once a week' };
    expect(evaluatePledge(meat, withAnswer(BASE, 'q23_meatConsumption', 'Rarely'))).toBe('kept');
    expect(evaluatePledge(meat, BASE)).toBe('not_kept');
    const tips = { questionKey: 'q29_awareOfFootprint' as const, betterAnswer: 'Yes' };
    expect(evaluatePledge(tips, withAnswer(BASE, 'q29_awareOfFootprint', 'Yes'))).toBe('kept');
    expect(evaluatePledge(tips, BASE)).toBe('not_kept');
  });

  it('is kept for every action once its better answer is given, and not kept without it', () => {
    fc.assert(
      fc.property(anyResponses, fc.option(anyMeasurements, { nil: undefined }), (responses, m) => {
        for (const action of actionPlan(responses, m)) {
          const after = withAnswer(responses, action.questionKey, action.betterAnswer);
          expect(evaluatePledge(action, after, m)).toBe('kept');
          expect(evaluatePledge(action, responses, m)).toBe('not_kept');
          expect(pledgeLitresSaved(action, responses, after, m)).toBe(action.litresSavedPerDay);
        }
      }),
      { numRuns: 40 },
    );
  }, 120_000);

  it('throws on an answer the question does not offer', () => {
    expect(() =>
      evaluatePledge({ questionKey: 'q8_showerDuration', betterAnswer: '1 minute' }, BASE),
    ).toThrow("q8_showerDuration: unknown option '1 minute'");
  });
});

describe('pledgeLitresSaved', () => {
  it("credits only the pledged answer's change, in the previous answers' context", () => {
    const pledge = {
      questionKey: 'q20_roWasteWater' as const,
      betterAnswer: 'Yes, for mopping, plants or cleaning',
    };
    const after = {
      ...withAnswer(BASE, 'q20_roWasteWater', 'Yes, for mopping, plants or cleaning'),
      q8_showerDuration: '5 minutes or less', // also changed, but not pledged
    };
    // 3 people x 7 L purified x 2 L reject a litre x (1 - 0.2 still drained)
    expect(pledgeLitresSaved(pledge, BASE, after)).toBeCloseTo(
      3 * F.drinkingCookingLitres.value * F.roRejectRatio.value * 0.8,
      9,
    );
  });

  it('is negative when the pledged answer got worse', () => {
    const pledge = { questionKey: 'q16_tapWhileBrushing' as const, betterAnswer: 'Always' };
    expect(
      pledgeLitresSaved(pledge, BASE, withAnswer(BASE, 'q16_tapWhileBrushing', 'Never')),
    ).toBeLessThan(0);
  });
});

describe('pledgeSchema', () => {
  const message = (value: unknown) => pledgeSchema.safeParse(value).error?.issues[0]?.message;

  it('accepts a question and one of its realistic options', () => {
    expect(
      pledgeSchema.parse({ questionKey: 'q16_tapWhileBrushing', betterAnswer: 'Always' }),
    ).toEqual({ questionKey: 'q16_tapWhileBrushing', betterAnswer: 'Always' });
  });

  it('rejects household size, absent options, unknown keys and fields, naming the field', () => {
    expect(message({ questionKey: 'q1_householdSize', betterAnswer: '1' })).toBe(
      'questionKey: household size cannot be pledged',
    );
    expect(
      message({ questionKey: 'q14_vehicleWashFrequency', betterAnswer: 'Not Applicable' }),
    ).toMatch(/^betterAnswer: must be one of 'Once a month or less'/);
    expect(message({ questionKey: 'q99', betterAnswer: 'Yes' })).toBe(
      'questionKey: must be a question key',
    );
    expect(message({ questionKey: 'q29_awareOfFootprint' })).toBe(
      'betterAnswer: must be the text of an option',
    );
    expect(message({ questionKey: 'q29_awareOfFootprint', betterAnswer: 'Yes', extra: 1 })).toBe(
      'Unknown field: extra',
    );
  });
});

describe('goalProgress', () => {
  it('measures the cut achieved against the cut aimed for', () => {
    // baseline 400 L, aim 10% -> target 360 L; now 380 L: half way, 20 L to go
    expect(goalProgress({ baselineLitresPerDay: 400, targetPercent: 10 }, 380)).toEqual({
      targetLitresPerDay: 360,
      savedLitresPerDay: 20,
      litresToGo: 20,
      progress: 0.5,
      reached: false,
    });
  });

  it('stops at 0 and 1, and says when the goal is reached', () => {
    expect(goalProgress({ baselineLitresPerDay: 400, targetPercent: 10 }, 450)).toMatchObject({
      savedLitresPerDay: -50,
      progress: 0,
      litresToGo: 90,
      reached: false,
    });
    expect(goalProgress({ baselineLitresPerDay: 400, targetPercent: 10 }, 300)).toMatchObject({
      progress: 1,
      litresToGo: 0,
      reached: true,
    });
  });

  it('rejects a goal outside 1-90 percent or without a baseline', () => {
    expect(() => goalProgress({ baselineLitresPerDay: 400, targetPercent: 0 }, 300)).toThrow(
      'targetPercent',
    );
    expect(goalSchema.safeParse({ baselineLitresPerDay: 0, targetPercent: 10 }).success).toBe(
      false,
    );
    expect(goalSchema.safeParse({ baselineLitresPerDay: 400, targetPercent: 12.5 }).success).toBe(
      false,
    );
  });
});

describe('buckets', () => {
  it('counts in the 15 L bucket of the factor table, or a measured one', () => {
    expect(DEFAULT_BUCKET_LITRES).toBe(F.bucketLitres.value);
    expect(toBuckets(45)).toBe(3);
    expect(toBuckets(45, 20)).toBe(2.25);
    expect(roundBuckets(toBuckets(52))).toBe(3.5);
    expect(() => toBuckets(10, 0)).toThrow(RangeError);
  });
});

describe('compareFootprints', () => {
  it('gives litres and points deltas between two attempts', () => {
    const after = withAnswer(BASE, 'q15_vehicleWashMethod', 'With a bucket and cloth');
    const change = compareFootprints(assess(BASE), assess(after));
    const litres = footprint(after).direct.litresPerDay - footprint(BASE).direct.litresPerDay;
    expect(change.litresPerDay).toBe(litres);
    expect(change.litresSavedPerDay).toBe(-litres);
    expect(change.litresSavedPerDay).toBeGreaterThan(0);
    expect(change.perPersonPerDay).toBeCloseTo(litres / 3, 9);
    expect(change.virtualPerPersonPerDay).toBe(0);
    expect(change.points).toEqual({
      total: scoreResponses(after).totalScore - scoreResponses(BASE).totalScore,
      direct: 4,
      indirect: 0,
    });
  });
});
