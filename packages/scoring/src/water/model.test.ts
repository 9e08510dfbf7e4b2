import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { QUESTIONS } from '../questions';
import type { QuestionKey, Responses } from '../questions';
import { OPTION_POINTS } from '../scoring';
import { F } from './factors';
import { measurementsSchema } from './measurements';
import {
  DIRECT_CATEGORY_KEYS,
  VIRTUAL_CATEGORY_KEYS,
  footprint,
  householdSize,
  round,
} from './model';
import type { Footprint } from './model';
import { anyMeasurements, anyResponses, withAnswer } from '../arbitraries';

const DAYS_PER_MONTH = 365.25 / 12;

function category(fp: Footprint, key: string): number {
  const found = [...fp.direct.categories, ...fp.virtual.categories].find((c) => c.key === key);
  if (!found) throw new Error(`no category ${key}`);
  return found.litresPerDay;
}

// Awareness answers carry no litres; any value will do.
const AWARE = {
  q28_conservationImportance: '3',
  q29_awareOfFootprint: 'Yes',
  q30_conservationActions: 'No',
  q31_tipsInterest: 'Yes',
};

/** Four people, showers, tap running a fair amount, an RO purifier draining, a car. */
const SHOWER_FAMILY: Responses = {
  q1_householdSize: '4',
  q2_laundryFrequency: '2-3 times a week',
  q3_laundryFullLoads: 'Usually',
  q4_dishwasherFrequency: 'Not Applicable',
  q5_dishwasherFullLoads: 'Not Applicable',
  q6_washVesselsByHandFrequency: 'Twice a day',
  q7_washVesselsByHandMethod: 'Tap turned off while scrubbing, on to rinse',
  q8_showerDuration: '6-10 minutes',
  q9_showerFrequency: 'Once a day',
  q10_bathtubFrequency: 'Not Applicable',
  q11_bathtubUsage: 'Not Applicable',
  q12_bucketAmount: 'Not Applicable',
  q13_bucketFrequency: 'Not Applicable',
  q14_vehicleWashFrequency: '2-3 times a month',
  q15_vehicleWashMethod: 'With a bucket and cloth',
  q16_tapWhileBrushing: 'Sometimes',
  q17_leakyFaucets: 'No',
  q18_faucetAerators: 'No, or not sure what they are',
  q19_waterSavingFlush: 'No',
  q20_roWasteWater: 'No, it goes down the drain',
  q21_plantWatering: 'With a watering can or mug',
  q22_dripIrrigation: 'No',
  q23_meatConsumption: 'A few times a week',
  q24_coffeeConsumption: '2-3 cups',
  q25_clothingPurchase: 'Every few months',
  q26_clothingMaterials: 'Mostly cotton',
  q27_commuteMethod: 'Car',
  ...AWARE,
};

/** Five or more, bucket baths only, every fix fitted, a dishwasher, a hose, an unfixed leak. */
const BUCKET_FAMILY: Responses = {
  q1_householdSize: '5+',
  q2_laundryFrequency: 'Once a day',
  q3_laundryFullLoads: 'Always',
  q4_dishwasherFrequency: 'Once a day',
  q5_dishwasherFullLoads: 'Never',
  q6_washVesselsByHandFrequency: 'Not Applicable',
  q7_washVesselsByHandMethod: 'With the tap running all the time',
  q8_showerDuration: 'Not Applicable',
  q9_showerFrequency: 'Not Applicable',
  q10_bathtubFrequency: 'About once a week',
  q11_bathtubUsage: 'About half full',
  q12_bucketAmount: 'One and a half buckets',
  q13_bucketFrequency: 'Always',
  q14_vehicleWashFrequency: 'Once a week or more',
  q15_vehicleWashMethod: 'With a running hose pipe',
  q16_tapWhileBrushing: 'Always',
  q17_leakyFaucets: 'Yes, and they are not fixed yet',
  q18_faucetAerators: 'Yes, on all taps',
  q19_waterSavingFlush: 'Yes',
  q20_roWasteWater: 'Yes, for mopping, plants or cleaning',
  q21_plantWatering: 'With a hose pipe',
  q22_dripIrrigation: 'Yes',
  q23_meatConsumption: 'Never (vegetarian)',
  q24_coffeeConsumption: 'None',
  q25_clothingPurchase: 'Once a year or less',
  q26_clothingMaterials: 'Mostly hand-me-downs or recycled fabric',
  q27_commuteMethod: 'Bus, metro or train',
  ...AWARE,
};

describe('households computed by hand from the factor table', () => {
  it('a family of four that showers', () => {
    const fp = footprint(SHOWER_FAMILY);
    const tap = F.tapFlow.value; // no aerators
    const expected = {
      // 4 people x 1 shower a day x 8 minutes (6-10) x shower flow
      bathing: 4 * 1 * 8 * F.showerFlow.value,
      // 4 people x flushes x a single-flush cistern
      toilet: 4 * F.flushesPerPerson.value * F.singleFlushLitres.value,
      // 2.5 loads a week, a quarter of them part loads
      laundry: (2.5 / 7) * F.washingMachineLitres.value * (1 + 0.25 * F.partLoadExtra.value),
      // vessels twice a day (x1.1), tap off while scrubbing; drinking and cooking; RO reject drained
      kitchen:
        4 * 1.1 * F.vesselTapMinutesRinse.value * tap +
        4 * F.drinkingCookingLitres.value +
        4 * F.drinkingCookingLitres.value * F.roRejectRatio.value * 1,
      // tap left running half the time
      brushing:
        4 * (0.5 * F.brushingTapMinutesRunning.value + 0.5 * F.brushingTapMinutesOff.value) * tap,
      garden: F.gardenAreaM2.value * F.gardenWateringsPerDay.value * F.gardenCanLitresPerM2.value,
      vehicle: (2.5 / DAYS_PER_MONTH) * F.vehicleBucketWashLitres.value,
      leaks: 0,
    };
    for (const [key, litres] of Object.entries(expected)) {
      expect(category(fp, key), key).toBeCloseTo(litres, 9);
    }
    const total = Object.values(expected).reduce((a, b) => a + b, 0);
    expect(fp.householdSize).toBe(4);
    expect(fp.direct.litresPerDay).toBeCloseTo(total, 9);
    expect(fp.direct.perPersonPerDay).toBeCloseTo(total / 4, 9);

    const virtual = {
      // meat half the days, dal (with its own water) the other half
      food:
        (3.5 / 7) * F.meatServingKg.value * F.meatLitresPerKg.value +
        (3.5 / 7) * F.dalServingKg.value * F.dalLitresPerKg.value,
      drinks: 2.5 * (F.teaCupLitres.value + F.milkPerCupKg.value * F.milkLitresPerKg.value),
      clothes: (4 / 365.25) * F.garmentKg.value * F.cottonLitresPerKg.value * 1,
      travel: F.commuteKmPerDay.value * F.fuelLitresPerKm.value * 1,
    };
    for (const [key, litres] of Object.entries(virtual)) {
      expect(category(fp, key), key).toBeCloseTo(litres, 9);
    }
    expect(fp.virtual.perPersonPerDay).toBeCloseTo(
      Object.values(virtual).reduce((a, b) => a + b, 0),
      9,
    );
    expect(fp.benchmarks).toEqual({ normPerPersonPerDay: 135, metroMeasuredPerPersonPerDay: 91.6 });
    expect(fp.measured).toEqual([]);
    expect(fp.assumptions).toEqual([]);
  });

  it('a family of five or more with bucket baths and every fix', () => {
    const fp = footprint(BUCKET_FAMILY);
    const people = 5; // '5+' counts as 5
    const tap = F.tapFlow.value * F.aeratorFlowRatio.value; // aerators on all taps
    const dualFlush =
      F.dualFlushFullShare.value * F.dualFlushFullLitres.value +
      (1 - F.dualFlushFullShare.value) * F.dualFlushHalfLitres.value;
    const expected = {
      // no showers: one wash a day, always a bucket bath of 1.5 buckets; a half-full tub weekly
      bathing:
        people * (1 * 1 * 1.5 * F.bucketLitres.value + (1 / 7) * 0.5 * F.bathtubLitres.value),
      toilet: people * F.flushesPerPerson.value * dualFlush,
      laundry: (7 / 7) * F.washingMachineLitres.value * (1 + 0 * F.partLoadExtra.value),
      // no vessels by hand; a dishwasher daily, never full; RO reject mostly reused
      kitchen:
        (7 / 7) * F.dishwasherLitres.value * (1 + 1 * F.partLoadExtra.value) +
        people * F.drinkingCookingLitres.value +
        people * F.drinkingCookingLitres.value * F.roRejectRatio.value * 0.2,
      brushing: people * F.brushingTapMinutesOff.value * tap,
      // a hose, but drip irrigation replaces it
      garden: F.gardenAreaM2.value * F.gardenWateringsPerDay.value * F.gardenDripLitresPerM2.value,
      vehicle: (4.3 / DAYS_PER_MONTH) * F.vehicleHoseWashLitres.value,
      leaks: F.leakLitresPerDay.value,
    };
    for (const [key, litres] of Object.entries(expected)) {
      expect(category(fp, key), key).toBeCloseTo(litres, 9);
    }
    const total = Object.values(expected).reduce((a, b) => a + b, 0);
    expect(fp.householdSize).toBe(5);
    expect(fp.direct.litresPerDay).toBeCloseTo(total, 9);
    // vegetarian: dal every day, with its own water
    expect(category(fp, 'food')).toBeCloseTo(F.dalServingKg.value * F.dalLitresPerKg.value, 9);
    expect(category(fp, 'drinks')).toBe(0);
    expect(category(fp, 'clothes')).toBeCloseTo(
      (1 / 365.25) * F.garmentKg.value * F.cottonLitresPerKg.value * 0.05,
      9,
    );
    expect(category(fp, 'travel')).toBeCloseTo(
      F.commuteKmPerDay.value * F.fuelLitresPerKm.value * 0.25,
      9,
    );
  });

  it('a single person with measured shower, tap, flush, RO and drips', () => {
    const responses: Responses = {
      ...SHOWER_FAMILY,
      q1_householdSize: '1',
      q17_leakyFaucets: 'Yes, and they are not fixed yet',
      q18_faucetAerators: 'Yes, on some taps',
      q19_waterSavingFlush: 'Not sure what it is',
    };
    const measurements = {
      showerLitresPerMinute: 4.2,
      tapLitresPerMinute: 6,
      tapHasAerator: false,
      flushType: 'dual' as const,
      flushLitres: 7,
      roRejectLitresPerLitre: 1.5,
      dripsPerMinute: 30,
    };
    const fp = footprint(responses, measurements);
    const tap = 6 * (0.5 + 0.5 * F.aeratorFlowRatio.value); // half the taps have an aerator
    expect(category(fp, 'bathing')).toBeCloseTo(1 * 8 * 4.2, 9);
    expect(category(fp, 'toilet')).toBeCloseTo(
      F.flushesPerPerson.value *
        (F.dualFlushFullShare.value * 7 + (1 - F.dualFlushFullShare.value) * 3.5),
      9,
    );
    expect(category(fp, 'kitchen')).toBeCloseTo(
      1.1 * F.vesselTapMinutesRinse.value * tap +
        F.drinkingCookingLitres.value +
        F.drinkingCookingLitres.value * 1.5,
      9,
    );
    expect(category(fp, 'leaks')).toBeCloseTo((30 * 1440 * F.dropMillilitres.value) / 1000, 9);
    expect(fp.measured).toEqual([
      'showerLitresPerMinute',
      'roRejectLitresPerLitre',
      'tapLitresPerMinute',
      'flushType',
      'flushLitres',
      'dripsPerMinute',
    ]);
  });
});

/** For each question, the option with the most (or least) points; ties take the first. */
function byPoints(pick: 'max' | 'min', people: string): Responses {
  const chosen = QUESTIONS.map((q) => {
    const points = OPTION_POINTS[q.key];
    const target = pick === 'max' ? Math.max(...points) : Math.min(...points);
    return [q.key, q.options[points.indexOf(target)]!];
  });
  return { ...(Object.fromEntries(chosen) as Responses), q1_householdSize: people };
}

describe('model properties', () => {
  it('the highest-scoring answer set uses fewer litres than the lowest, at every household size', () => {
    for (const people of ['1', '2', '3', '4', '5+']) {
      const best = footprint(byPoints('max', people));
      const worst = footprint(byPoints('min', people));
      expect(best.direct.litresPerDay).toBeLessThan(worst.direct.litresPerDay / 3);
      expect(best.virtual.perPersonPerDay).toBeLessThan(worst.virtual.perPersonPerDay);
      expect(best.direct.high).toBeLessThan(worst.direct.low);
    }
  });

  it('per person times household size is the household figure', () => {
    fc.assert(
      fc.property(anyResponses, anyMeasurements, (responses, measurements) => {
        const fp = footprint(responses, measurements);
        expect(fp.direct.perPersonPerDay * fp.householdSize).toBeCloseTo(fp.direct.litresPerDay, 6);
        expect(fp.direct.perPersonLow * fp.householdSize).toBeCloseTo(fp.direct.low, 6);
        expect(fp.direct.perPersonHigh * fp.householdSize).toBeCloseTo(fp.direct.high, 6);
        const sum = fp.direct.categories.reduce((s, c) => s + c.litresPerDay, 0);
        expect(sum).toBeCloseTo(fp.direct.litresPerDay, 6);
      }),
      { numRuns: 300 },
    );
  }, 60_000);

  it('low <= value <= high, and nothing is negative, with or without measurements', () => {
    fc.assert(
      fc.property(anyResponses, anyMeasurements, (responses, measurements) => {
        const fp = footprint(responses, measurements);
        const rows = [
          ...fp.direct.categories,
          ...fp.virtual.categories,
          {
            key: 'direct',
            litresPerDay: fp.direct.litresPerDay,
            low: fp.direct.low,
            high: fp.direct.high,
          },
          {
            key: 'virtual',
            litresPerDay: fp.virtual.perPersonPerDay,
            low: fp.virtual.low,
            high: fp.virtual.high,
          },
        ];
        for (const row of rows) {
          expect(row.low, row.key).toBeGreaterThanOrEqual(0);
          expect(row.low, row.key).toBeLessThanOrEqual(row.litresPerDay + 1e-9);
          expect(row.litresPerDay, row.key).toBeLessThanOrEqual(row.high + 1e-9);
        }
      }),
      { numRuns: 400 },
    );
  }, 60_000);

  it('virtual answers never change direct litres, and awareness answers change nothing', () => {
    const virtualKeys: QuestionKey[] = [
      'q23_meatConsumption',
      'q24_coffeeConsumption',
      'q25_clothingPurchase',
      'q26_clothingMaterials',
      'q27_commuteMethod',
    ];
    const awarenessKeys: QuestionKey[] = [
      'q28_conservationImportance',
      'q29_awareOfFootprint',
      'q30_conservationActions',
      'q31_tipsInterest',
    ];
    fc.assert(
      fc.property(anyResponses, fc.nat(8), fc.nat(4), (responses, which, optionIndex) => {
        const key = [...virtualKeys, ...awarenessKeys][which]!;
        const options = QUESTIONS.find((q) => q.key === key)!.options;
        const changed = withAnswer(responses, key, options[optionIndex % options.length]!);
        const before = footprint(responses);
        const after = footprint(changed);
        expect(after.direct).toEqual(before.direct);
        if (awarenessKeys.includes(key)) expect(after.virtual).toEqual(before.virtual);
      }),
    );
  });

  it('has every category, in a fixed order', () => {
    const fp = footprint(SHOWER_FAMILY);
    expect(fp.direct.categories.map((c) => c.key)).toEqual([...DIRECT_CATEGORY_KEYS]);
    expect(fp.virtual.categories.map((c) => c.key)).toEqual([...VIRTUAL_CATEGORY_KEYS]);
  });
});

describe('measurements replace defaults in the right category only', () => {
  const cases: [Parameters<typeof footprint>[1], Responses, string[]][] = [
    [{ showerLitresPerMinute: 12 }, SHOWER_FAMILY, ['bathing']],
    [{ bucketLitres: 20 }, BUCKET_FAMILY, ['bathing']],
    [{ roRejectLitresPerLitre: 3.5 }, SHOWER_FAMILY, ['kitchen']],
    [{ tapLitresPerMinute: 3 }, SHOWER_FAMILY, ['kitchen', 'brushing']],
    [{ flushLitres: 12 }, SHOWER_FAMILY, ['toilet']],
    [{ flushType: 'dual' }, SHOWER_FAMILY, ['toilet']],
    [{ dripsPerMinute: 120 }, BUCKET_FAMILY, ['leaks']],
  ];
  it.each(cases)('%j', (measurements, responses, changed) => {
    const before = footprint(responses);
    const after = footprint(responses, measurements);
    for (const c of after.direct.categories) {
      const old = before.direct.categories.find((b) => b.key === c.key)!;
      if (changed.includes(c.key))
        expect(c.litresPerDay, c.key).not.toBeCloseTo(old.litresPerDay, 6);
      else expect(c, c.key).toEqual(old);
    }
    expect(after.virtual).toEqual(before.virtual);
    expect(after.measured).toEqual(Object.keys(measurements!));
  });

  it('a measured value has no range of its own', () => {
    const fp = footprint(SHOWER_FAMILY, { showerLitresPerMinute: 5 });
    const bathing = fp.direct.categories.find((c) => c.key === 'bathing')!;
    // only the shower length (6-10 minutes) still spans a range
    expect(bathing.low).toBeCloseTo(4 * 6 * 5, 9);
    expect(bathing.high).toBeCloseTo(4 * 10 * 5, 9);
  });

  it('a drip count only matters where a leak is reported', () => {
    const noLeak = withAnswer(BUCKET_FAMILY, 'q17_leakyFaucets', 'No');
    expect(footprint(noLeak, { dripsPerMinute: 200 }).direct).toEqual(footprint(noLeak).direct);
  });

  it('the schema rejects out-of-range values and unknown keys, naming the field', () => {
    const bad = (value: unknown) => measurementsSchema.safeParse(value).error?.issues[0]?.message;
    expect(bad({ showerLitresPerMinute: 150 })).toBe(
      'showerLitresPerMinute: must be at most 30 litres a minute',
    );
    expect(bad({ bucketLitres: -1 })).toBe('bucketLitres: must be at least 5 litres');
    expect(bad({ tapLitresPerMinute: 'fast' })).toBe(
      'tapLitresPerMinute: must be a number of litres a minute',
    );
    expect(bad({ flushType: 'triple' })).toBe("flushType: must be 'single' or 'dual'");
    expect(bad({ showerFlow: 5 })).toBe('Unknown field: showerFlow');
    expect(bad({ dripsPerMinute: Number.NaN })).toMatch(/^dripsPerMinute: /);
    expect(() => footprint(SHOWER_FAMILY, { bucketLitres: 100 })).toThrow('bucketLitres');
    expect(measurementsSchema.safeParse({}).success).toBe(true);
  });
});

describe('answers', () => {
  it("counts '5+' as 5 and rejects anything else", () => {
    expect(['1', '2', '3', '4', '5+'].map(householdSize)).toEqual([1, 2, 3, 4, 5]);
    expect(() => householdSize('6')).toThrow('q1_householdSize');
  });

  it('rejects an answer that is not an option, naming the question', () => {
    expect(() => footprint(withAnswer(SHOWER_FAMILY, 'q8_showerDuration', '3 hours'))).toThrow(
      "q8_showerDuration: unknown option '3 hours'",
    );
    const missing = { ...SHOWER_FAMILY } as Partial<Responses>;
    delete missing.q31_tipsInterest;
    expect(() => footprint(missing as Responses)).toThrow('q31_tipsInterest: answer is required');
  });

  it("'Not Applicable' follow-ups only count when their parent says it happens", () => {
    // showers happen but the length is NA: read as the measured average of 8 minutes
    const na = withAnswer(SHOWER_FAMILY, 'q8_showerDuration', 'Not Applicable');
    expect(category(footprint(na), 'bathing')).toBeCloseTo(
      category(footprint(SHOWER_FAMILY), 'bathing'),
      9,
    );
    // no vehicle: the wash method does not matter
    const noCar = withAnswer(SHOWER_FAMILY, 'q14_vehicleWashFrequency', 'Not Applicable');
    expect(category(footprint(noCar), 'vehicle')).toBe(0);
    expect(
      category(
        footprint(withAnswer(noCar, 'q15_vehicleWashMethod', 'With a running hose pipe')),
        'vehicle',
      ),
    ).toBe(0);
  });
});

describe('round (display only)', () => {
  it('keeps one decimal under 10, whole litres under 1,000, tens above', () => {
    expect(round(4.26)).toBe(4.3);
    expect(round(91.6)).toBe(92);
    expect(round(352.4)).toBe(352);
    expect(round(2984)).toBe(2980);
    expect(round(0)).toBe(0);
  });
});
