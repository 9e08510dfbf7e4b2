import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { anyResponses } from './arbitraries';
import {
  householdFigure,
  householdFootprint,
  householdSaving,
  householdWithChanges,
  PERSONAL_QUESTIONS,
} from './household-footprint';
import { getQuestion, type Responses } from './questions';
import { combinedSaving, computeFootprint, footprint } from './water';

const category = (fp: ReturnType<typeof footprint>, key: string) =>
  fp.direct.categories.find((c) => c.key === key)!.litresPerDay;

describe('householdFootprint', () => {
  it('is the model on the latest answers when one member answered', () => {
    fc.assert(
      fc.property(anyResponses, (r) => {
        expect(householdFootprint(r, [r])).toEqual(footprint(r));
      }),
      { numRuns: 50 },
    );
  });

  it('counts each member’s own bathing and brushing, and the home’s shared uses once', () => {
    fc.assert(
      fc.property(anyResponses, anyResponses, (father, daughter) => {
        const latest: Responses = { ...father, q1_householdSize: '2' };
        const fp = householdFootprint(latest, [latest, daughter]);
        const fathers = footprint(latest);
        const daughters = footprint({ ...latest, ...pick(daughter) });
        // Bathing: each of the two people at their own rate (the model gives it per home of 2).
        expect(category(fp, 'bathing')).toBeCloseTo(
          (category(fathers, 'bathing') + category(daughters, 'bathing')) / 2,
          6,
        );
        expect(category(fp, 'brushing')).toBeCloseTo(
          (category(fathers, 'brushing') + category(daughters, 'brushing')) / 2,
          6,
        );
        // Shared uses: the latest answers' once, never added per member.
        for (const key of ['laundry', 'kitchen', 'toilet', 'garden', 'vehicle', 'leaks']) {
          expect(category(fp, key)).toBe(category(fathers, key));
        }
        const total = fp.direct.categories.reduce((a, c) => a + c.litresPerDay, 0);
        expect(fp.direct.litresPerDay).toBeCloseTo(total, 6);
        expect(fp.direct.perPersonPerDay).toBeCloseTo(fp.direct.litresPerDay / 2, 6);
        expect(fp.direct.low).toBeLessThanOrEqual(fp.direct.litresPerDay + 1e-9);
        expect(fp.direct.high).toBeGreaterThanOrEqual(fp.direct.litresPerDay - 1e-9);
      }),
      { numRuns: 50 },
    );
  });

  it('counts people who did not answer at the members’ mean, and a home at least its members', () => {
    fc.assert(
      fc.property(anyResponses, anyResponses, (a, b) => {
        const four: Responses = { ...a, q1_householdSize: '4' };
        const fp = householdFootprint(four, [four, b]);
        const mine = category(footprint(four), 'bathing') / 4;
        const hers = category(footprint({ ...four, ...pick(b) }), 'bathing') / 4;
        expect(category(fp, 'bathing')).toBeCloseTo(mine + hers + 2 * ((mine + hers) / 2), 6);
        // Three members in a home the latest answer calls one person: a home of three.
        const one: Responses = { ...a, q1_householdSize: '1' };
        expect(householdFootprint(one, [one, b, b]).householdSize).toBe(3);
      }),
      { numRuns: 30 },
    );
  });
});

function pick(r: Responses): Partial<Responses> {
  const out: Partial<Responses> = {};
  for (const key of PERSONAL_QUESTIONS) if (r[key] !== undefined) out[key] = r[key];
  return out;
}

const SHORTEST = getQuestion('q8_showerDuration').options[0]!;

describe('householdSaving', () => {
  it('is the model on the combined answers for a member alone', () => {
    fc.assert(
      fc.property(anyResponses, (r) => {
        const changes = [
          { questionKey: 'q8_showerDuration' as const, answer: SHORTEST },
          {
            questionKey: 'q17_leakyFaucets' as const,
            answer: getQuestion('q17_leakyFaucets').options[0]!,
          },
        ];
        expect(householdSaving(r, [r], 0, changes)).toBeCloseTo(
          combinedSaving(r, changes).litresSavedPerDay,
          6,
        );
      }),
      { numRuns: 30 },
    );
  });

  it('credits one member’s own shower change with that member’s share only', () => {
    fc.assert(
      fc.property(anyResponses, (r) => {
        const home: Responses = { ...r, q1_householdSize: '2' };
        const changes = [{ questionKey: 'q8_showerDuration' as const, answer: SHORTEST }];
        const alone = combinedSaving(home, changes).litresSavedPerDay;
        const mine = householdSaving(home, [home, home], 0, changes);
        // Both people of the home answered alike; one of them changing saves half of what the
        // model credits the home when everyone changes (the plan of a member alone).
        expect(mine).toBeCloseTo(alone / 2, 6);
      }),
      { numRuns: 30 },
    );
  });
});

describe('householdFigure and householdWithChanges (the browser’s what-if)', () => {
  const unchecked = (r: Responses, m: Parameters<typeof computeFootprint>[1]) =>
    computeFootprint(r, m, { range: false });

  it('gives householdFootprint’s litres from the home’s shared answers and the others’ own habits only', () => {
    fc.assert(
      fc.property(anyResponses, anyResponses, anyResponses, (latest, mine, theirs) => {
        const full = householdFootprint(latest, [latest, mine, theirs]).direct.litresPerDay;
        // What the browser has: the home's shared answers with its own habits in the personal
        // places, its own answers, and the others' personal answers alone.
        const home: Responses = { ...latest, ...pick(mine) };
        const figure = householdFigure(home, [mine, pick(latest), pick(theirs)], {}, unchecked);
        expect(figure.direct.litresPerDay).toBeCloseTo(full, 6);
      }),
      { numRuns: 30 },
    );
  });

  it('with changes, saves what householdSaving credits', () => {
    fc.assert(
      fc.property(anyResponses, anyResponses, (latest, mine) => {
        const changes = [{ questionKey: 'q8_showerDuration' as const, answer: SHORTEST }];
        const members = [latest, mine];
        const before = householdFigure(latest, members, {}, unchecked).direct.litresPerDay;
        const after = householdWithChanges(latest, members, 1, changes, {}, unchecked).direct
          .litresPerDay;
        expect(before - after).toBeCloseTo(householdSaving(latest, members, 1, changes), 6);
      }),
      { numRuns: 30 },
    );
  });
});
