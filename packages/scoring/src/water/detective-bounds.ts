// The water detective's steps and the bounds of each reading, apart from the schemas so that a
// screen can show the inputs without loading the validation library.

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

// measurementsSchema's bounds in the reading's own unit.
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

/** Which step measured a measurement key (the summary names the step, not the model's key). */
// (The home facts ride with the measurements but no step measures them.)
export const STEP_OF_MEASUREMENT = {
  showerLitresPerMinute: 'shower',
  tapLitresPerMinute: 'tap',
  tapHasAerator: 'tap',
  bucketLitres: 'bucket',
  roRejectLitresPerLitre: 'ro',
  flushType: 'flush',
  flushLitres: 'flush',
  dripsPerMinute: 'drips',
} as const satisfies Record<Exclude<keyof Measurements, 'homeFacts'>, DetectiveStep>;
