import { IMPROVEMENT_PERIODS } from '@wf/scoring/community';
import { z } from 'zod';
import { limitSchema } from './schemas.ts';

// The contract of households, ranks, most improved and the fair comparison (issue 11): inputs
// both transports validate with, and the bodies REST declares (and the OpenAPI document shows).

export const periodSchema = z
  .enum(IMPROVEMENT_PERIODS, { error: "period must be 'month' or 'all'" })
  .describe(
    "'month': attempts since the first of this month (UTC); 'all' (default): every attempt",
  );

export const improvedQuerySchema = z.strictObject({
  period: periodSchema.optional(),
  limit: limitSchema.optional(),
});

export const rankSchema = z
  .object({
    rank: z.number().int().nullable().describe('null before any attempt that counts'),
    of: z.number().int().describe('Residents with a score'),
    totalScore: z.number().int().nullable().describe('The latest total; null before any attempt'),
    improvedBy: z
      .number()
      .int()
      .nullable()
      .describe('Points gained since the first attempt on the boards (0 with one attempt)'),
    pointsToMoveUp: z
      .number()
      .int()
      .nullable()
      .describe('Points that would move the resident up one place; null at the top'),
  })
  .meta({ id: 'OwnRank' });

export const improvedSchema = z.array(
  z
    .object({
      id: z.number().int(),
      profileName: z.string(),
      apartment: z.string(),
      firstScore: z.number().int().describe('The first attempt of the period'),
      latestScore: z.number().int().describe('The latest attempt of the period'),
      change: z.number().int().describe('latestScore minus firstScore; always above 0'),
      litresSavedPerPersonPerDay: z
        .number()
        .nullable()
        .describe('First minus latest, direct litres per person a day; null when unknown'),
    })
    .meta({ id: 'ImprovedEntry' }),
);

export const householdStatsSchema = z
  .object({
    households: z.number().int().describe('Same community and apartment, counted once'),
    householdsWithScores: z.number().int(),
    averageScore: z.number().int().describe("Rounded mean of each household's latest score"),
  })
  .meta({ id: 'HouseholdStats' });

const litres = z.number().describe('direct litres per person a day, unrounded');

export const comparisonSchema = z
  .object({
    comparison: z
      .object({
        basis: z
          .enum(['same-size', 'community'])
          .describe('Households of the same size, or the whole community when fewer than five'),
        householdSize: z.number().int(),
        households: z.number().int().describe('Households compared, this one included'),
        yours: litres,
        median: litres,
        efficientFifth: litres.describe('Mean of the most efficient fifth of the households'),
        verdict: z.enum(['efficient', 'better', 'not-yet']),
      })
      .nullable(),
    reason: z
      .enum(['no-answers', 'too-few-households'])
      .nullable()
      .describe('Why there is no comparison (null when there is one)'),
  })
  .meta({ id: 'FairComparison' });
