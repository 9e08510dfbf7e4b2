import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { QUESTIONS } from '../questions';
import type { Responses } from '../questions';
import { scoreResponses } from '../scoring';
import { F } from './factors';
import { actionPlan } from './actions';
import { targetOptions } from './better-answers';
import type { Action } from './actions';
import { footprint } from './model';
import { anyMeasurements, anyResponses, withAnswer } from '../arbitraries';

const NEVER_TARGETS = [
  'Not Applicable',
  'Not sure what it is',
  'We do not have an RO purifier',
  'We have no plants',
];
const FIX_KEYS = [
  'q17_leakyFaucets',
  'q18_faucetAerators',
  'q19_waterSavingFlush',
  'q20_roWasteWater',
  'q22_dripIrrigation',
];

const order = (key: string) => QUESTIONS.findIndex((q) => q.key === key);

describe('action plan properties (random answer sets and measurements)', () => {
  it('every action saves exactly the model difference and gains exactly the scoring difference', () => {
    fc.assert(
      fc.property(anyResponses, fc.option(anyMeasurements, { nil: undefined }), (responses, m) => {
        const now = footprint(responses, m);
        const points = scoreResponses(responses).totalScore;
        const plan = actionPlan(responses, m);
        for (const a of plan) {
          const changed = withAnswer(responses, a.questionKey, a.betterAnswer);
          const then = footprint(changed, m);
          expect(a.litresSavedPerDay).toBe(now.direct.litresPerDay - then.direct.litresPerDay);
          expect(a.virtualLitresSavedPerDay).toBe(
            now.virtual.perPersonPerDay - then.virtual.perPersonPerDay,
          );
          expect(a.pointsGained).toBe(scoreResponses(changed).totalScore - points);
          expect(a.currentAnswer).toBe(responses[a.questionKey]);
          expect(a.questionKey).not.toBe('q1_householdSize');
          expect(NEVER_TARGETS).not.toContain(a.betterAnswer);
          expect(a.betterAnswer).not.toBe(a.currentAnswer);
          // never costs water, and always saves some (points may go either way)
          expect(a.litresSavedPerDay).toBeGreaterThanOrEqual(0);
          expect(a.virtualLitresSavedPerDay).toBeGreaterThanOrEqual(0);
          expect(a.litresSavedPerDay > 0 || a.virtualLitresSavedPerDay > 0).toBe(true);
          expect(a.kind).toBe(FIX_KEYS.includes(a.questionKey) ? 'fix' : 'habit');
          expect(a.pledge).toMatch(/^I will .+\.$/);
          expect(a.title.length).toBeGreaterThan(0);
        }
        expect(new Set(plan.map((a) => a.questionKey)).size).toBe(plan.length);
      }),
      { numRuns: 80 },
    );
  }, 120_000);

  it('is sorted by litres saved, then points gained, then question order', () => {
    fc.assert(
      fc.property(anyResponses, (responses) => {
        const plan = actionPlan(responses);
        for (let i = 1; i < plan.length; i++) {
          const [a, b] = [plan[i - 1]!, plan[i]!];
          expect(a.litresSavedPerDay).toBeGreaterThanOrEqual(b.litresSavedPerDay);
          if (a.litresSavedPerDay === b.litresSavedPerDay) {
            expect(a.pointsGained).toBeGreaterThanOrEqual(b.pointsGained);
            if (a.pointsGained === b.pointsGained) {
              expect(order(a.questionKey)).toBeLessThan(order(b.questionKey));
            }
          }
        }
      }),
      { numRuns: 60 },
    );
  }, 120_000);

  it('picks the allowed answer that saves the most, and leaves out only questions with no better answer', () => {
    fc.assert(
      fc.property(anyResponses, (responses) => {
        const now = footprint(responses);
        const points = scoreResponses(responses).totalScore;
        const plan = new Map<string, Action>(actionPlan(responses).map((a) => [a.questionKey, a]));
        for (const q of QUESTIONS) {
          const options = targetOptions(q.key, responses);
          const effects = options.map((option) => {
            const changed = withAnswer(responses, q.key, option);
            const fp = footprint(changed);
            return {
              option,
              litres: now.direct.litresPerDay - fp.direct.litresPerDay,
              virtual: now.virtual.perPersonPerDay - fp.virtual.perPersonPerDay,
              points: scoreResponses(changed).totalScore - points,
            };
          });
          // points play no part: a change that saves water and costs points is still offered
          const fair = effects.filter((e) => e.litres >= -1e-9 && e.virtual >= -1e-9);
          const improving = fair.filter((e) => e.litres > 1e-9 || e.virtual > 1e-9);
          const action = plan.get(q.key);
          if (!improving.length) {
            expect(action, q.key).toBeUndefined();
            continue;
          }
          expect(action, q.key).toBeDefined();
          const bestLitres = Math.max(...fair.map((e) => e.litres));
          expect(action!.litresSavedPerDay).toBeCloseTo(bestLitres, 9);
          if (bestLitres <= 1e-9) {
            expect(action!.virtualLitresSavedPerDay).toBeCloseTo(
              Math.max(...fair.map((e) => e.virtual)),
              9,
            );
          }
        }
      }),
      { numRuns: 60 },
    );
  }, 120_000);
});

const FAMILY: Responses = {
  q1_householdSize: '4',
  q2_laundryFrequency: 'More than once a day',
  q3_laundryFullLoads: 'Sometimes',
  q4_dishwasherFrequency: 'Not Applicable',
  q5_dishwasherFullLoads: 'Never',
  q6_washVesselsByHandFrequency: 'Twice a day',
  q7_washVesselsByHandMethod: 'With the tap running all the time',
  q8_showerDuration: '11-15 minutes',
  q9_showerFrequency: 'Once a day',
  q10_bathtubFrequency: 'Not Applicable',
  q11_bathtubUsage: 'Full to the top',
  q12_bucketAmount: 'Not Applicable',
  q13_bucketFrequency: 'Not Applicable',
  q14_vehicleWashFrequency: 'Not Applicable',
  q15_vehicleWashMethod: 'Not Applicable',
  q16_tapWhileBrushing: 'Never',
  q17_leakyFaucets: 'Yes, and they are not fixed yet',
  q18_faucetAerators: 'No, or not sure what they are',
  q19_waterSavingFlush: 'No',
  q20_roWasteWater: 'No, it goes down the drain',
  q21_plantWatering: 'With a hose pipe',
  q22_dripIrrigation: 'No',
  q23_meatConsumption: 'Every day',
  q24_coffeeConsumption: '2-3 cups',
  q25_clothingPurchase: 'Every month',
  q26_clothingMaterials: 'Mostly cotton',
  q27_commuteMethod: 'Car',
  q28_conservationImportance: '3',
  q29_awareOfFootprint: 'No',
  q30_conservationActions: 'Yes',
  q31_tipsInterest: 'Yes',
};

describe('the action plan of one family', () => {
  const plan = actionPlan(FAMILY);
  const byKey = new Map(plan.map((a) => [a.questionKey, a]));

  it('reuses RO reject water as a fix, saving the drained reject of four people', () => {
    const ro = byKey.get('q20_roWasteWater')!;
    expect(ro).toMatchObject({
      betterAnswer: 'Yes, for mopping, plants or cleaning',
      kind: 'fix',
      pointsGained: 4,
    });
    // 4 people x 7 L purified x 2 L reject per litre x (1 - 0.2 still drained)
    expect(ro.litresSavedPerDay).toBeCloseTo(
      4 * F.drinkingCookingLitres.value * F.roRejectRatio.value * (1 - 0.2),
      9,
    );
  });

  it('moves how-often answers one step, other answers to the best', () => {
    expect(byKey.get('q2_laundryFrequency')?.betterAnswer).toBe('Once a day');
    expect(byKey.get('q8_showerDuration')?.betterAnswer).toBe('5 minutes or less');
    expect(byKey.get('q16_tapWhileBrushing')?.betterAnswer).toBe('Always');
    expect(byKey.get('q21_plantWatering')?.betterAnswer).toBe(
      'With leftover water (from washing vegetables or the RO purifier)',
    );
    expect(byKey.get('q23_meatConsumption')?.betterAnswer).toBe('A few times a week');
  });

  it('never suggests household size, nor follow-ups of things the family does not do', () => {
    expect(byKey.has('q1_householdSize')).toBe(false);
    expect(byKey.has('q5_dishwasherFullLoads')).toBe(false); // no dishwasher
    expect(byKey.has('q11_bathtubUsage')).toBe(false); // no bathtub
    expect(byKey.has('q15_vehicleWashMethod')).toBe(false); // no vehicle
  });

  it('keeps virtual changes, with 0 direct litres, after the direct ones; awareness is no action', () => {
    const meat = byKey.get('q23_meatConsumption')!;
    expect(meat.litresSavedPerDay).toBe(0);
    expect(meat.virtualLitresSavedPerDay).toBeCloseTo(
      // every day to a few times a week: 3.5 meals a week move from chicken to dal
      ((7 - 3.5) / 7) *
        (F.meatServingKg.value * F.meatLitresPerKg.value -
          F.dalServingKg.value * F.dalLitresPerKg.value),
      9,
    );
    expect(byKey.has('q29_awareOfFootprint')).toBe(false);
    expect(byKey.has('q28_conservationImportance')).toBe(false);
    const firstZero = plan.findIndex((a) => a.litresSavedPerDay === 0);
    expect(plan.slice(firstZero).every((a) => a.litresSavedPerDay === 0)).toBe(true);
    expect(plan[0]!.litresSavedPerDay).toBeGreaterThan(0);
  });

  it('uses measurements: a measured dual flush leaves nothing to save on the flush', () => {
    const measured = actionPlan(FAMILY, { flushType: 'dual' });
    const flush = measured.find((a) => a.questionKey === 'q19_waterSavingFlush');
    expect(flush).toBeUndefined();
    expect(byKey.get('q19_waterSavingFlush')!.litresSavedPerDay).toBeGreaterThan(0);
  });

  it('rejects bad input like footprint()', () => {
    expect(() => actionPlan(withAnswer(FAMILY, 'q3_laundryFullLoads', 'Often'))).toThrow(
      'q3_laundryFullLoads',
    );
    expect(() => actionPlan(FAMILY, { showerLitresPerMinute: 0 })).toThrow('showerLitresPerMinute');
  });
});
