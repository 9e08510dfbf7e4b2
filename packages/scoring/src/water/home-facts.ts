// Home facts (issue 27, item 4): what the 31 questions cannot say about a home, asked beside the
// questionnaire and never inside it (the spec's option lists and points do not change). They
// describe the home, like the water detective's readings, so they are kept per household and the
// model reads them with the readings (docs/water-model.md, "Home facts"). Only zod: the
// questionnaire's form loads this module alone, without the factor table.

import { z } from 'zod';
import { atField, unknownFields } from '../field-errors';

/**
 * How the family washes its clothes. Q2 and Q3 assume a washing machine; a family without one
 * says so here, and its washes are counted as hand washes (buckets), not machine loads.
 */
export const LAUNDRY_FACTS = ['machine', 'hand'] as const;
export type LaundryFact = (typeof LAUNDRY_FACTS)[number];

/**
 * What the meat, chicken or fish of Q23 mostly is. Q23 asks about the three together; fish has a
 * virtual-water figure of its own, well below chicken's.
 */
export const FISH_FACTS = ['meat', 'both', 'fish'] as const;
export type FishFact = (typeof FISH_FACTS)[number];

/** The share of Q23's portions that are fish, as each answer reads. */
export const FISH_SHARE: Readonly<Record<FishFact, number>> = { meat: 0, both: 0.5, fish: 1 };

export const HOME_FACT_KEYS = ['laundry', 'fish'] as const;
export type HomeFactKey = (typeof HOME_FACT_KEYS)[number];

/** The options of each fact, in the order the form shows them. */
export const HOME_FACT_OPTIONS = {
  laundry: LAUNDRY_FACTS,
  fish: FISH_FACTS,
} as const satisfies Record<HomeFactKey, readonly string[]>;

const oneOf = <T extends readonly [string, ...string[]]>(values: T) =>
  z.enum(values, { error: atField(`must be one of ${values.join(', ')}`) });

/**
 * The facts a household gave; every fact is optional, and a fact left out is the model's usual
 * reading (a washing machine; chicken for Q23's meat). Strict: an unknown fact is refused by name.
 */
export const homeFactsSchema = z.strictObject(
  {
    laundry: oneOf(LAUNDRY_FACTS).optional(),
    fish: oneOf(FISH_FACTS).optional(),
  },
  {
    error: (issue) =>
      issue.code === 'unrecognized_keys'
        ? unknownFields(issue.keys)
        : 'homeFacts: expected an object',
  },
);

export type HomeFacts = z.infer<typeof homeFactsSchema>;

/** The facts without the ones left out, so that `{}` and `{ laundry: undefined }` store alike. */
export function definedFacts(facts: HomeFacts): HomeFacts {
  return Object.fromEntries(
    Object.entries(facts).filter(([, value]) => value !== undefined),
  ) as HomeFacts;
}
