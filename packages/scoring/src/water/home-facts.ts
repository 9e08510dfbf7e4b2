// Home facts (issue 27, item 4): what the 31 questions cannot say about a home, asked beside the
// questionnaire and never inside it (the spec's option lists and points do not change). They
// describe the home, like the water detective's readings, so they are kept per household and the
// model reads them with the readings (docs/water-model.md, "Home facts"). The options alone
// are in home-fact-options.ts (no zod), for the questionnaire's box.

import { z } from 'zod';
import { atField, unknownFields } from '../field-errors';
import { FISH_FACTS, LAUNDRY_FACTS } from './home-fact-options';

export * from './home-fact-options';

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
