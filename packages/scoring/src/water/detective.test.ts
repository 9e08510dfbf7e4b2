import { describe, expect, it } from 'vitest';
import {
  detectiveReadingSchema,
  readingsToMeasurements,
  readingToMeasurements,
  READING_BOUNDS,
} from './detective';
import { measurementsSchema } from './measurements';

const message = (input: unknown) => {
  const r = detectiveReadingSchema.safeParse(input);
  return r.success ? null : r.error.issues.map((i) => i.message);
};

describe('detective readings', () => {
  it('turns what people read at home into the model measurements', () => {
    expect(readingToMeasurements({ step: 'shower', litresIn10Seconds: 1.5 })).toEqual({
      showerLitresPerMinute: 9,
    });
    expect(
      readingToMeasurements({ step: 'tap', secondsToFillOneLitre: 8, hasAerator: true }),
    ).toEqual({ tapLitresPerMinute: 7.5, tapHasAerator: true });
    expect(
      readingsToMeasurements([
        { step: 'bucket', bucketLitres: 15 },
        { step: 'ro', rejectLitres: 3 },
        { step: 'flush', flushType: 'dual' },
        { step: 'drips', dripsPerMinute: 30 },
      ]),
    ).toEqual({
      bucketLitres: 15,
      roRejectLitresPerLitre: 3,
      flushType: 'dual',
      dripsPerMinute: 30,
    });
  });

  it('keeps every reading at its bounds inside what the model accepts', () => {
    const ends = (key: keyof typeof READING_BOUNDS) => [
      READING_BOUNDS[key].min,
      READING_BOUNDS[key].max,
    ];
    const readings = [
      ...ends('litresIn10Seconds').map((v) => ({ step: 'shower' as const, litresIn10Seconds: v })),
      ...ends('secondsToFillOneLitre').map((v) => ({
        step: 'tap' as const,
        secondsToFillOneLitre: v,
        hasAerator: false,
      })),
      ...ends('bucketLitres').map((v) => ({ step: 'bucket' as const, bucketLitres: v })),
      ...ends('rejectLitres').map((v) => ({ step: 'ro' as const, rejectLitres: v })),
      ...ends('dripsPerMinute').map((v) => ({ step: 'drips' as const, dripsPerMinute: v })),
    ];
    for (const r of readings) {
      expect(detectiveReadingSchema.parse(r)).toEqual(r);
      expect(measurementsSchema.safeParse(readingToMeasurements(r)).success).toBe(true);
    }
  });

  it('names the field of a reading out of bounds, of the wrong kind or unknown', () => {
    expect(message({ step: 'shower', litresIn10Seconds: 50 })).toEqual([
      'litresIn10Seconds: must be at most 5 litres',
    ]);
    expect(message({ step: 'bucket', bucketLitres: 'lots' })).toEqual([
      'bucketLitres: must be a number of litres',
    ]);
    expect(message({ step: 'flush', flushType: 'triple' })).toEqual([
      "flushType: must be 'single' or 'dual'",
    ]);
    expect(message({ step: 'tap', secondsToFillOneLitre: 10 })).toEqual([
      'hasAerator: must be true or false',
    ]);
    expect(message({ step: 'bath' })).toEqual([
      'step: must be one of shower, tap, bucket, ro, flush, drips',
    ]);
    expect(message({ step: 'ro', rejectLitres: 2, extra: 1 })).toEqual(['Unknown field: extra']);
  });
});
