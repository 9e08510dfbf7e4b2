// Home facts (issue 27, item 4): what the questions cannot say, read by the model with the
// detective's readings. Properties over random homes, and the cases the review named.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { anyHomeFacts, anyResponses, typicalResponses, withAnswer } from '../arbitraries';
import { getQuestion } from '../questions';
import { actionPlan } from './actions';
import { F, readingOf } from './factors';
import { homeFactsSchema } from './home-facts';
import { measurementsSchema } from './measurements';
import { computeFootprint, footprint } from './model';
import type { Footprint } from './model';

const laundry = (fp: Footprint) =>
  fp.direct.categories.find((c) => c.key === 'laundry')!.litresPerDay;
const food = (fp: Footprint) => fp.virtual.categories.find((c) => c.key === 'food')!.litresPerDay;
const hand = { homeFacts: { laundry: 'hand' as const } };

describe('a home that washes clothes by hand', () => {
  it('counts each wash Q2 gives as the sourced hand wash, whatever Q3 says (random homes)', () => {
    fc.assert(
      fc.property(anyResponses, (responses) => {
        const washesPerWeek = readingOf('q2_laundryFrequency', responses.q2_laundryFrequency).value;
        const expected = (washesPerWeek / 7) * F.handWashLaundryLitres.value;
        expect(laundry(footprint(responses, hand))).toBeCloseTo(expected, 9);
        // Q3 is about machine loads: no machine, no water in it.
        for (const option of getQuestion('q3_laundryFullLoads').options) {
          const other = withAnswer(responses, 'q3_laundryFullLoads', option);
          expect(laundry(footprint(other, hand))).toBeCloseTo(expected, 9);
        }
      }),
      { numRuns: 200 },
    );
  });

  it('uses less than the machine the questions assume, and the plan asks for no full loads', () => {
    const machine = footprint(typicalResponses);
    const byHand = footprint(typicalResponses, hand);
    expect(laundry(byHand)).toBeLessThan(laundry(machine));
    expect(byHand.direct.litresPerDay).toBeLessThan(machine.direct.litresPerDay);
    const keys = actionPlan(typicalResponses, hand).map((a) => a.questionKey);
    expect(keys).not.toContain('q3_laundryFullLoads');
    expect(actionPlan(typicalResponses).map((a) => a.questionKey)).toContain('q3_laundryFullLoads');
  });

  it("a washing machine, said or not, is the questions' own reading", () => {
    fc.assert(
      fc.property(anyResponses, (responses) => {
        const unsaid = computeFootprint(responses, {}, { range: false });
        const said = computeFootprint(
          responses,
          { homeFacts: { laundry: 'machine', fish: 'meat' } },
          { range: false },
        );
        expect(said.direct.litresPerDay).toBe(unsaid.direct.litresPerDay);
        expect(said.virtual.perPersonPerDay).toBe(unsaid.virtual.perPersonPerDay);
      }),
      { numRuns: 100 },
    );
  });
});

describe('fish apart from chicken', () => {
  it("counts fish portions with fish's own figure (random homes)", () => {
    fc.assert(
      fc.property(anyResponses, (responses) => {
        const days = readingOf('q23_meatConsumption', responses.q23_meatConsumption).value / 7;
        const dal = (1 - days) * F.dalServingKg.value * F.dalLitresPerKg.value;
        const portion = days * F.meatServingKg.value;
        const fish = { homeFacts: { fish: 'fish' as const } };
        const both = { homeFacts: { fish: 'both' as const } };
        expect(food(footprint(responses, fish))).toBeCloseTo(
          portion * F.fishLitresPerKg.value + dal,
          9,
        );
        expect(food(footprint(responses, both))).toBeCloseTo(
          portion * (F.fishLitresPerKg.value + F.meatLitresPerKg.value) * 0.5 + dal,
          9,
        );
        expect(food(footprint(responses))).toBeCloseTo(portion * F.meatLitresPerKg.value + dal, 9);
      }),
      { numRuns: 200 },
    );
  });

  it('a fish-eating home moving a meal to dal saves less than a chicken-eating one', () => {
    const eater = withAnswer(typicalResponses, 'q23_meatConsumption', 'Every day');
    const fewer = withAnswer(eater, 'q23_meatConsumption', 'A few times a week');
    const saving = (m?: { homeFacts: { fish: 'fish' } }) =>
      footprint(eater, m).virtual.perPersonPerDay - footprint(fewer, m).virtual.perPersonPerDay;
    expect(saving({ homeFacts: { fish: 'fish' } })).toBeLessThan(saving());
  });
});

describe('the plan still follows water with home facts (random homes)', () => {
  it('no action saves 0 L; every action saves exactly the model difference', () => {
    fc.assert(
      fc.property(anyResponses, anyHomeFacts, (responses, homeFacts) => {
        const m = { homeFacts };
        const now = computeFootprint(responses, m, { range: false }).direct.litresPerDay;
        for (const a of actionPlan(responses, m)) {
          expect(a.litresSavedPerDay > 0 || a.virtualLitresSavedPerDay > 0).toBe(true);
          const after = computeFootprint(withAnswer(responses, a.questionKey, a.betterAnswer), m, {
            range: false,
          }).direct.litresPerDay;
          expect(a.litresSavedPerDay).toBeCloseTo(now - after, 9);
        }
      }),
      { numRuns: 60 },
    );
  }, 120_000);
});

describe('homeFactsSchema', () => {
  it('accepts any subset of the facts, and refuses unknown facts and options by name', () => {
    expect(homeFactsSchema.parse({})).toEqual({});
    expect(homeFactsSchema.parse({ laundry: 'hand', fish: 'both' })).toEqual({
      laundry: 'hand',
      fish: 'both',
    });
    const message = (value: unknown) => homeFactsSchema.safeParse(value).error?.issues[0]?.message;
    expect(message({ laundry: 'river' })).toBe('laundry: must be one of machine, hand');
    expect(message({ bathtub: false })).toBe('Unknown field: bathtub');
    expect(message('hand')).toBe('homeFacts: expected an object');
    // Nested in the measurements the model reads, the path names the fact.
    expect(
      measurementsSchema.safeParse({ homeFacts: { fish: 'prawns' } }).error?.issues[0]?.message,
    ).toBe('homeFacts.fish: must be one of meat, both, fish');
  });
});

describe('a footprint names the facts it was computed with', () => {
  it('carries the facts given (and none left out), so the screens can say what they changed', () => {
    fc.assert(
      fc.property(anyResponses, anyHomeFacts, (responses, homeFacts) => {
        const given = Object.fromEntries(
          Object.entries(homeFacts).filter(([, value]) => value !== undefined),
        );
        expect(footprint(responses, { homeFacts }).homeFacts).toEqual(given);
      }),
    );
    expect(footprint(typicalResponses).homeFacts).toEqual({});
  });
});
