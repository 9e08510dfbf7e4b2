// The water detective (issue 12, item 4): what a child and a parent read at home, step by step,
// and how each reading becomes a measurement of the water model. A reading is what people
// actually see (litres in a bucket after 10 seconds, seconds to fill a 1 L bottle); the bounds
// are measurementsSchema's, turned into the reading's own unit, so a stored reading always
// converts into a measurement the model accepts.

import { z } from 'zod';
import { atField, fieldName, unknownFields } from '../field-errors';
import type { Measurements } from './measurements';
import { DETECTIVE_STEPS, READING_BOUNDS } from './detective-bounds';

export * from './detective-bounds';

const reading = (key: keyof typeof READING_BOUNDS) => {
  const { min, max, unit } = READING_BOUNDS[key];
  return z
    .number({ error: atField(`must be a number of ${unit}`) })
    .refine(Number.isFinite, { error: atField(`must be a number of ${unit}`) })
    .min(min, { error: atField(`must be at least ${min} ${unit}`) })
    .max(max, { error: atField(`must be at most ${max} ${unit}`) });
};

const strict = <S extends z.core.$ZodLooseShape>(shape: S) =>
  z.strictObject(shape, {
    error: (issue) =>
      issue.code === 'unrecognized_keys' ? unknownFields(issue.keys) : 'expected an object',
  });

const readingSchemas = {
  shower: strict({ step: z.literal('shower'), litresIn10Seconds: reading('litresIn10Seconds') }),
  tap: strict({
    step: z.literal('tap'),
    secondsToFillOneLitre: reading('secondsToFillOneLitre'),
    hasAerator: z.boolean({ error: atField('must be true or false') }),
  }),
  bucket: strict({ step: z.literal('bucket'), bucketLitres: reading('bucketLitres') }),
  ro: strict({ step: z.literal('ro'), rejectLitres: reading('rejectLitres') }),
  flush: strict({
    step: z.literal('flush'),
    flushType: z.enum(['single', 'dual'], { error: atField("must be 'single' or 'dual'") }),
  }),
  drips: strict({ step: z.literal('drips'), dripsPerMinute: reading('dripsPerMinute') }),
};

/** One step's reading, as the form sends it and the server stores it. */
export const detectiveReadingSchema = z.discriminatedUnion(
  'step',
  [
    readingSchemas.shower,
    readingSchemas.tap,
    readingSchemas.bucket,
    readingSchemas.ro,
    readingSchemas.flush,
    readingSchemas.drips,
  ],
  {
    error: (issue) =>
      issue.code === 'invalid_union'
        ? `${fieldName(issue, 'step') || 'step'}: must be one of ${DETECTIVE_STEPS.join(', ')}`
        : undefined,
  },
);

export type DetectiveReading = z.infer<typeof detectiveReadingSchema>;

const roundTo = (value: number, places: number) => {
  const f = 10 ** places;
  return Math.round(value * f) / f;
};

/** What one reading tells the water model. */
export function readingToMeasurements(r: DetectiveReading): Measurements {
  switch (r.step) {
    case 'shower':
      return { showerLitresPerMinute: roundTo(r.litresIn10Seconds * 6, 2) };
    case 'tap':
      return {
        tapLitresPerMinute: roundTo(60 / r.secondsToFillOneLitre, 2),
        tapHasAerator: r.hasAerator,
      };
    case 'bucket':
      return { bucketLitres: r.bucketLitres };
    case 'ro':
      return { roRejectLitresPerLitre: r.rejectLitres };
    case 'flush':
      return { flushType: r.flushType };
    case 'drips':
      return { dripsPerMinute: r.dripsPerMinute };
  }
}

/** A household's readings, in any order, as one set of measurements. */
export function readingsToMeasurements(readings: readonly DetectiveReading[]): Measurements {
  return Object.assign({}, ...readings.map(readingToMeasurements)) as Measurements;
}
