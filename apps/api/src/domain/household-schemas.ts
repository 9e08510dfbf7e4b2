import { z } from 'zod';
import { homeFactsSchema } from '@wf/scoring/water/home-facts';
import { idSchema } from './schemas.ts';

// The contract of households (issue 27, item 6): inputs both transports validate with, and the
// bodies REST declares (and the OpenAPI document shows).

export const joinHouseholdSchema = z.strictObject({
  // The organiser admits a resident by joining them with the family's code (userId).
  userId: idSchema.optional(),
  code: z
    .string({ error: 'code: the join code a member of the family sees on their profile' })
    .max(40, { error: 'code: a join code has 8 letters and digits, like ABCD-EFGH' }),
});

export const householdActionSchema = z.strictObject({ userId: idSchema.optional() });

export const householdSchema = z.object({
  community: z.string(),
  apartment: z.string(),
  members: z
    .array(z.object({ id: z.number().int(), profileName: z.string() }))
    .describe('Every member, the earliest to join first'),
  joinCode: z
    .string()
    .optional()
    .describe(
      'Shown only to members (and the organiser): give it to a family member so they can join',
    ),
  homeFacts: homeFactsSchema.describe(
    'What the questionnaire cannot say about the home (laundry: machine or hand; fish: meat, both or fish), as a member last gave them with an attempt; {} before any',
  ),
});

export const householdBodySchema = z.object({
  household: householdSchema
    .nullable()
    .describe('null for the administrator, who belongs to no household'),
});
