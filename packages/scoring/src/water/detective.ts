// The water detective (issue 12, item 4): what a child and a parent read at home, step by step,
// and how each reading becomes a measurement of the water model. A reading is what people
// actually see (litres in a bucket after 10 seconds, seconds to fill a 1 L bottle); the bounds
// are measurementsSchema's, turned into the reading's own unit, so a stored reading always
// converts into a measurement the model accepts.

import { z } from 'zod';
import { atField, fieldName, unknownFields } from '../field-errors';
import type { Measurements } from './measurements';

export const DETECTIVE_STEPS = ['shower', 'tap', 'bucket', 'ro', 'flush', 'drips'] as const;
export type DetectiveStep = (typeof DETECTIVE_STEPS)[number];

/** A number input's bounds and unit, for the form and for the schema. */
export interface ReadingBounds {
  min: number;
  max: number;
  step: number;
  unit: string;
}

export const READING_BOUNDS = {
  /** Litres caught in 10 seconds; times 6 is litres a minute (1 to 30). */
  litresIn10Seconds: { min: 0.2, max: 5, step: 0.1, unit: 'litres' },
  /** Seconds a tap takes to fill a 1 L bottle; 60 / seconds is litres a minute (0.5 to 30). */
  secondsToFillOneLitre: { min: 2, max: 120, step: 1, unit: 'seconds' },
  bucketLitres: { min: 5, max: 40, step: 0.5, unit: 'litres' },
  /** Reject water caught while the purifier makes one litre. */
  rejectLitres: { min: 0, max: 10, step: 0.1, unit: 'litres' },
  dripsPerMinute: { min: 0, max: 300, step: 1, unit: 'drips' },
} as const satisfies Record<string, ReadingBounds>;

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

/** Which step measured a measurement key (the summary names the step, not the model's key). */
export const STEP_OF_MEASUREMENT = {
  showerLitresPerMinute: 'shower',
  tapLitresPerMinute: 'tap',
  tapHasAerator: 'tap',
  bucketLitres: 'bucket',
  roRejectLitresPerLitre: 'ro',
  flushType: 'flush',
  flushLitres: 'flush',
  dripsPerMinute: 'drips',
} as const satisfies Record<keyof Measurements, DetectiveStep>;
