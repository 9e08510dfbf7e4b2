// Test-only helpers (not exported from the package): answer sets and measurements for
// property tests. Swap for '@wf/scoring/arbitraries' once it lands.

import fc from 'fast-check';
import { QUESTIONS } from '../questions';
import type { QuestionKey, Responses } from '../questions';
import type { Measurements } from './measurements';

/** Any complete answer set made only of offered options. */
export const anyResponses: fc.Arbitrary<Responses> = fc.record(
  Object.fromEntries(QUESTIONS.map((q) => [q.key, fc.constantFrom(...q.options)])) as {
    [K in QuestionKey]: fc.Arbitrary<string>;
  },
);

/** Any measurements within the schema's bounds, each present or not. */
export const anyMeasurements: fc.Arbitrary<Measurements> = fc.record(
  {
    showerLitresPerMinute: fc.double({ min: 1, max: 30, noNaN: true }),
    bucketLitres: fc.double({ min: 5, max: 40, noNaN: true }),
    roRejectLitresPerLitre: fc.double({ min: 0, max: 10, noNaN: true }),
    tapLitresPerMinute: fc.double({ min: 0.5, max: 30, noNaN: true }),
    tapHasAerator: fc.boolean(),
    flushType: fc.constantFrom('single' as const, 'dual' as const),
    flushLitres: fc.double({ min: 2, max: 25, noNaN: true }),
    dripsPerMinute: fc.double({ min: 0, max: 300, noNaN: true }),
  },
  { requiredKeys: [] },
);

/** The same answers with one changed. */
export function withAnswer(responses: Responses, key: QuestionKey, answer: string): Responses {
  return { ...responses, [key]: answer };
}
