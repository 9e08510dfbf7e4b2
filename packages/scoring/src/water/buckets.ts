// Litres in buckets, for children: a number they can picture.

import { F } from './factors';

/** The 15 L bathroom bucket of the factor table (docs/water-model.md says why 15). */
export const DEFAULT_BUCKET_LITRES = F.bucketLitres.value;

/** Unrounded buckets; pass a measured bucket to count in the family's own. */
export function toBuckets(litres: number, bucketLitres: number = DEFAULT_BUCKET_LITRES): number {
  if (!(bucketLitres > 0)) throw new RangeError('bucketLitres must be more than 0');
  return litres / bucketLitres;
}

/** To the nearest half bucket ("about 3½ buckets"), for display. */
export function roundBuckets(buckets: number): number {
  return Math.round(buckets * 2) / 2;
}
