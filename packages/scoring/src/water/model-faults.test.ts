// The model's known faults of the 2026-11-28 review (issue 27 item 4), as properties over random
// homes and as the cases the review named.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  anyHomeFacts,
  anyMeasurements,
  anyResponses,
  typicalResponses,
  withAnswer,
} from '../arbitraries';
import type { Responses } from '../questions';
import { F } from './factors';
import { computeFootprint, footprint } from './model';
import type { Footprint } from './model';

const bathing = (fp: Footprint) => fp.direct.categories.find((c) => c.key === 'bathing')!;

describe('the model over random homes', () => {
  // Ordinary homes: any answers, the model's own figures. Measured homes may sit at the edges
  // of what a measurement allows (a 0.5 L/min tap, a 2 L flush), so their limit is looser.
  it.each([
    ['ordinary homes', fc.constant(undefined), 3],
    ['ordinary homes with home facts', anyHomeFacts.map((homeFacts) => ({ homeFacts })), 3],
    ['homes with measurements', anyMeasurements, 3.6],
  ] as const)(
    'bathing is above 0 and the range is within the limit: %s',
    (_, measured, limit) => {
      fc.assert(
        fc.property(anyResponses, measured, (responses, m) => {
          const fp = footprint(responses, m);
          expect(bathing(fp).litresPerDay).toBeGreaterThan(0);
          expect(fp.direct.low).toBeLessThanOrEqual(fp.direct.litresPerDay);
          expect(fp.direct.high).toBeGreaterThanOrEqual(fp.direct.litresPerDay);
          expect(fp.direct.high / fp.direct.low).toBeLessThanOrEqual(limit);
          for (const c of [...fp.direct.categories, ...fp.virtual.categories]) {
            expect(c.low, c.key).toBeLessThanOrEqual(c.litresPerDay + 1e-9);
            expect(c.high, c.key).toBeGreaterThanOrEqual(c.litresPerDay - 1e-9);
          }
        }),
        { numRuns: 300 },
      );
    },
    120_000,
  );

  it('the values do not depend on whether the ranges are computed', () => {
    fc.assert(
      fc.property(anyResponses, (responses) => {
        const full = computeFootprint(responses);
        const quick = computeFootprint(responses, {}, { range: false });
        expect(quick.direct.litresPerDay).toBe(full.direct.litresPerDay);
        expect(quick.virtual.perPersonPerDay).toBe(full.virtual.perPersonPerDay);
        expect(quick.direct.high).toBe(quick.direct.litresPerDay);
      }),
      { numRuns: 60 },
    );
  });
});

describe('bathing is never 0 L for a household with people', () => {
  const noShowerNoBucket: Responses = {
    ...typicalResponses,
    q8_showerDuration: 'Not Applicable',
    q9_showerFrequency: 'Not Applicable',
    q12_bucketAmount: 'Not Applicable',
    q13_bucketFrequency: 'Not Applicable',
  };

  it('assumes the sourced daily wash by bucket when showers and bucket baths are both not applicable, and says so', () => {
    const fp = footprint(noShowerNoBucket);
    // 3 people x one wash a day (NIMA) x one 15 L bucket
    expect(bathing(fp).litresPerDay).toBeCloseTo(
      3 * F.dailyWashesWithoutShower.value * F.bucketLitres.value,
      9,
    );
    expect(fp.assumptions).toEqual(['bathingMinimum']);
  });

  it('reads the stated bucket amount when bucket baths are not applicable but the amount is given', () => {
    const fp = footprint(withAnswer(noShowerNoBucket, 'q12_bucketAmount', 'Two buckets or more'));
    expect(bathing(fp).litresPerDay).toBeGreaterThan(
      bathing(footprint(noShowerNoBucket)).litresPerDay,
    );
    expect(fp.assumptions).toEqual(['bathingMinimum']);
  });

  it('takes bucket baths of no stated amount as one bucket, as the factor table says', () => {
    const always = withAnswer(typicalResponses, 'q13_bucketFrequency', 'Always');
    const fp = footprint(always);
    expect(bathing(fp).litresPerDay).toBeCloseTo(3 * 1 * F.bucketLitres.value, 9);
    expect(fp.assumptions).toEqual([]);
  });

  it('assumes nothing when the answers give the daily wash', () => {
    expect(footprint(typicalResponses).assumptions).toEqual([]);
  });
});
