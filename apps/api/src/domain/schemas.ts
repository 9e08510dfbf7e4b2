import { z } from 'zod';
import { responsesSchema } from '@wf/scoring';
import { homeFactsSchema } from '@wf/scoring/water/home-facts';
import { atField, requiredOr } from '@wf/scoring/field-errors';

// Inputs of the operations that only the API has; form rules shared with the browser live in
// @wf/scoring/accounts. Ids written as text are read as numbers because REST query strings carry
// them so; anything else is checked as it came. Number() of any value would also turn `true` or
// `[5]` into ids, and throw on JSON such as {"toString": 0} (a 500 instead of a 400).
export const idSchema = z.preprocess(
  (value) => (typeof value === 'string' ? Number(value) : value),
  z
    .number({ error: requiredOr('must be a number') })
    .int({ error: atField('must be a whole number') })
    .positive({ error: atField('must be a positive number') })
    .max(Number.MAX_SAFE_INTEGER, { error: atField('is too large') }),
);

const score = z
  .number()
  .int({ error: atField('must be a whole number') })
  .min(0)
  .max(1000);

export const submitScoreSchema = z.strictObject({
  userId: idSchema.optional(),
  totalScore: score.optional(),
  directScore: score.optional(),
  indirectScore: score.optional(),
  responses: responsesSchema,
  // Issue 27, item 4: optional, so an older client's body is still whole. Kept per household.
  homeFacts: homeFactsSchema
    .optional()
    .describe(
      "What the questionnaire cannot say about the home, asked beside it: laundry ('machine' or 'hand'), fish ('meat', 'both' or 'fish'). Saved as the household's facts with the attempt; left out, the household's facts stay as they were.",
    ),
});

export const limitSchema = z.coerce
  .number({ error: 'limit must be a number' })
  .int('limit must be a whole number')
  .min(1, 'limit must be at least 1')
  .max(1000, 'limit must be at most 1000');

export const userQuerySchema = z.strictObject({ userId: idSchema.optional() });
export const historyQuerySchema = z.strictObject({
  userId: idSchema.optional(),
  limit: limitSchema.optional(),
});
export const leaderboardQuerySchema = z.strictObject({ limit: limitSchema.optional() });
export const adminSearchSchema = z.strictObject({
  search: z.string().max(200, 'search is too long').optional(),
});
export const deleteProfileSchema = z.strictObject({ id: idSchema });

// What the operations answer, declared once for the REST contract and its OpenAPI document
// (rest/) and for the tRPC procedures' outputs (trpc/output.ts).

const isoDate = z.iso.datetime({ offset: true }).describe('ISO 8601 date and time');

export const publicUserSchema = z
  .object({
    id: z.number().int(),
    profileName: z.string(),
    profile_name: z.string().describe('The same as profileName: the spec reads both spellings.'),
    email: z.string(),
    apartment: z.string(),
    apartmentCommunityName: z.string(),
    apartment_community_name: z.string(),
    isAdmin: z.boolean(),
    waterScore: z.number().int().describe('Total of the latest attempt (0 before any)'),
    directWaterScore: z.number().int(),
    indirectWaterScore: z.number().int(),
    createdAt: isoDate,
  })
  .meta({ id: 'User' });

export const scoreRecordSchema = z
  .object({
    id: z.number().int(),
    userId: z.number().int(),
    totalScore: z.number().int(),
    directScore: z.number().int(),
    indirectScore: z.number().int(),
    createdAt: isoDate,
    isLegacy: z.boolean().describe('Imported or migrated from the older version'),
  })
  .meta({ id: 'ScoreRecord' });

export const scoreWithResponsesSchema = scoreRecordSchema
  .extend({
    responses: z
      .record(z.string(), z.string())
      .nullable()
      .describe('The 31 answers by question key; null for a legacy attempt without them'),
  })
  .meta({ id: 'ScoreWithResponses' });

/** `type=latest`: the record's fields and the same record under `score` (see rest/scores.ts). */
export const latestScoreBodySchema = z.union([
  scoreWithResponsesSchema.extend({ score: scoreWithResponsesSchema }),
  z.object({ score: z.null() }),
]);

export const leaderboardSchema = z.array(
  z.object({
    id: z.number().int(),
    profileName: z.string(),
    apartment: z.string(),
    totalScore: z.number().int(),
    rank: z.number().int().describe('Equal scores share a rank: 1, 2, 2, 4'),
  }),
);

export const communityStatsSchema = z.object({
  totalUsers: z.number().int(),
  usersWithScores: z.number().int(),
  averageScore: z.number().int(),
});

export const userStatsSchema = z.object({
  userId: z.number().int(),
  attempts: z.number().int(),
  best: z.number().int(),
  average: z.number().int(),
  latest: z.number().int(),
});

export const successSchema = z.object({ success: z.literal(true) });
export const userBodySchema = successSchema.extend({ user: publicUserSchema });
/**
 * A profile as the administrator's list shows it: also its latest score whatever its origin, an
 * imported one marked (the boards' waterScore counts attempts taken here only; docs/households.md,
 * "Imported scores in the administrator's reports").
 */
export const adminUserSchema = publicUserSchema
  .extend({
    latestScore: z
      .object({
        totalScore: z.number().int(),
        imported: z.boolean().describe('Imported from the earlier version: on no board'),
      })
      .nullable()
      .describe('The newest attempt, whatever its origin; null before any'),
  })
  .meta({ id: 'AdminUser' });

export const usersBodySchema = successSchema.extend({ users: z.array(adminUserSchema) });
export const deletedBodySchema = successSchema.extend({ profileName: z.string() });
export const migratedBodySchema = successSchema.extend({
  updated: z.number().int().describe('How many attempts became legacy'),
});
export const importedBodySchema = successSchema.extend({
  imported: z.number().int(),
  skipped: z.number().int().describe('Entries already there, from an earlier import'),
});

// Bodies only tRPC answers with (REST's routes give the same data in bodies of their own).

export const meBodySchema = z.object({
  user: publicUserSchema.nullable().describe('null when not signed in'),
});
export const profileBodySchema = z.object({ user: publicUserSchema });
export const signupDefaultsSchema = z.object({ defaultCommunityName: z.string() });
/** The forgot-password answer: the same whether or not a profile has the email (issue 28). */
export const forgotPasswordReplySchema = successSchema.extend({
  ifNoMail: z
    .string()
    .describe('what to do when no mail arrives: ask the organiser for a reset link'),
});

export const resetDeliverySchema = z.object({
  byMail: z
    .boolean()
    .describe('reset links are mailed (otherwise the administrator hands them out)'),
});
export const submittedScoreBodySchema = successSchema.extend({ score: scoreWithResponsesSchema });
export const passwordChangedBodySchema = successSchema.extend({ endedSessions: z.number().int() });

// No .meta({ id }) on these: an id would add a component to the OpenAPI document.
export const sessionSummarySchema = z.object({
  id: z.string(),
  createdAt: isoDate,
  lastUsedAt: isoDate,
  expiresAt: isoDate,
  userAgent: z.string().describe("A summary such as 'Firefox on Android'"),
  current: z.boolean().describe('The session making this request'),
});
export const sessionsListSchema = z.object({ sessions: z.array(sessionSummarySchema) });
export const loggedOutEverywhereBodySchema = successSchema.extend({
  ended: z.number().int(),
  loggedOutHere: z.boolean(),
});

export const participantCodeBodySchema = z.object({ code: z.string() });
export const participantCodeSetBodySchema = successSchema.extend({ code: z.string() });
export const resetLinkBodySchema = successSchema.extend({
  profileName: z.string(),
  link: z.string(),
  expiresAt: isoDate,
});
