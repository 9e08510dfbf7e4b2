// Litres in buckets, for children: a number they can picture.

/**
 * The 15 L bathroom bucket of the factor table (docs/water-model.md says why 15), written out:
 * screens that count in buckets need not load the whole table (about 9 KB gzipped on
 * /score-summary; issue 13's budgets). pledges.test.ts keeps it equal to F.bucketLitres.
 */
export const DEFAULT_BUCKET_LITRES = 15;

/** Unrounded buckets; pass a measured bucket to count in the family's own. */
export function toBuckets(litres: number, bucketLitres: number = DEFAULT_BUCKET_LITRES): number {
  if (!(bucketLitres > 0)) throw new RangeError('bucketLitres must be more than 0');
  return litres / bucketLitres;
}

/** To the nearest half bucket ("about 3½ buckets"), for display. */
export function roundBuckets(buckets: number): number {
  return Math.round(buckets * 2) / 2;
}
