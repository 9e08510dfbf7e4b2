import { z } from 'zod';
import { responsesSchema } from '@wf/scoring';

// Inputs of the operations that only the API has; form rules shared with the browser live in
// @wf/scoring/accounts. Numbers are coerced because REST query strings carry them as text.
export const idSchema = z.coerce
  .number({ error: 'must be a number' })
  .int('must be a whole number')
  .positive('must be a positive number')
  .max(Number.MAX_SAFE_INTEGER, 'is too large');

const score = z.number().int('must be a whole number').min(0).max(1000);

export const submitScoreSchema = z.strictObject({
  userId: idSchema.optional(),
  totalScore: score.optional(),
  directScore: score.optional(),
  indirectScore: score.optional(),
  responses: responsesSchema,
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
