// Home measurements from the water detective. Each replaces one default of the factor table;
// the bounds are what a child with a bucket, a bottle and a watch can plausibly read, so a typo
// (150 litres a minute from a shower) is rejected instead of silently tripling the footprint.

import { z } from 'zod';
import { unknownFields } from '../field-errors';
import { homeFactsSchema } from './home-facts';

const litres = (key: string, min: number, max: number, unit: string) =>
  z
    .number({ error: `${key}: must be a number of ${unit}` })
    .refine(Number.isFinite, { error: `${key}: must be a number of ${unit}` })
    .min(min, { error: `${key}: must be at least ${min} ${unit}` })
    .max(max, { error: `${key}: must be at most ${max} ${unit}` });

export const measurementsSchema = z.strictObject(
  {
    /** Bucket filled from the shower for 10 s, times 6. */
    showerLitresPerMinute: litres('showerLitresPerMinute', 1, 30, 'litres a minute').optional(),
    /** The bucket used for bucket baths, measured with a 1 L bottle. */
    bucketLitres: litres('bucketLitres', 5, 40, 'litres').optional(),
    /** Reject water caught while the purifier makes 1 L. */
    roRejectLitresPerLitre: litres('roRejectLitresPerLitre', 0, 10, 'litres').optional(),
    /** A tap timed filling a 1 L bottle. */
    tapLitresPerMinute: litres('tapLitresPerMinute', 0.5, 30, 'litres a minute').optional(),
    /** Whether the timed tap has an aerator; without it the timed tap counts as one without. */
    tapHasAerator: z.boolean({ error: 'tapHasAerator: must be true or false' }).optional(),
    /** The toilet's flush type, found by looking at the buttons. */
    flushType: z
      .enum(['single', 'dual'], { error: "flushType: must be 'single' or 'dual'" })
      .optional(),
    /** The volume of a (full) flush, from the cistern's label or by filling it. */
    flushLitres: litres('flushLitres', 2, 25, 'litres').optional(),
    /** Drips counted in one minute from a leaking tap. */
    dripsPerMinute: litres('dripsPerMinute', 0, 300, 'drips a minute').optional(),
    /**
     * What the questions cannot say about the home (home-facts.ts): not measured, but like the
     * readings it describes the home and replaces a default, so the model reads both together.
     */
    homeFacts: homeFactsSchema.optional(),
  },
  {
    error: (issue) =>
      issue.code === 'unrecognized_keys'
        ? unknownFields(issue.keys)
        : 'measurements: expected an object',
  },
);

export type Measurements = z.infer<typeof measurementsSchema>;
/** The measured figures; the home facts ride along but are not measurements. */
export type MeasurementKey = Exclude<keyof Measurements, 'homeFacts'>;

export const MEASUREMENT_KEYS = Object.keys(measurementsSchema.shape).filter(
  (key): key is MeasurementKey => key !== 'homeFacts',
);
