import { z } from 'zod';
import { meterReadingSchema } from '@wf/scoring/meter-readings';
import { QUESTION_KEYS } from '@wf/scoring';
import { auditLog } from '@wf/db/schema';
import { improvedSchema } from './community-schemas.ts';
import { idSchema, successSchema } from './schemas.ts';

// Bodies of the organiser's REST routes (issue 11, items 6 and 9), in the OpenAPI document, and
// of the organiser's tRPC procedures.

// A stored reading: numbers as numbers (the input also takes "37,010" as text).
export const meterReadingRecordSchema = z
  .object({
    id: z.number().int(),
    date: z.string().describe('YYYY-MM-DD'),
    readingKl: z.number(),
    occupiedFlats: z.number().int(),
    residents: z.number().int(),
  })
  .meta({ id: 'MeterReading' });

/** `?id=` of the reading to correct or remove (only the latest may be). */
export const meterReadingIdQuerySchema = z.strictObject({ id: idSchema });

/** tRPC's correction: the reading's id beside its new values. */
export const meterCorrectionSchema = meterReadingSchema.extend({ id: idSchema });

export const changedMeterReadingBodySchema = successSchema.extend({
  reading: meterReadingRecordSchema.describe('The reading as it is now (removed: as it was)'),
  readings: z.array(meterReadingRecordSchema),
});

export const meterReadingsBodySchema = successSchema.extend({
  readings: z.array(meterReadingRecordSchema).describe('Every reading, oldest first'),
});

export const createdMeterReadingBodySchema = successSchema.extend({
  reading: meterReadingRecordSchema,
  readings: z.array(meterReadingRecordSchema),
});

export const auditEntrySchema = z
  .object({
    id: z.number().int(),
    actorName: z.string(),
    action: z.enum(auditLog.action.enumValues),
    subject: z.string(),
    createdAt: z.string().describe('ISO 8601 date and time'),
  })
  .meta({ id: 'AuditEntry' });

export const auditLogQuerySchema = z.strictObject({
  action: z
    .enum(auditLog.action.enumValues, {
      error: `action must be one of ${auditLog.action.enumValues.join(', ')}`,
    })
    .optional(),
});

export const auditLogBodySchema = successSchema.extend({
  entries: z.array(auditEntrySchema).describe('The latest 200 entries, newest first'),
});

// The organiser's dashboard (tRPC only): what domain/organiser-dashboard.ts adds up.

const binSchema = z.object({
  label: z.string(),
  from: z.number(),
  to: z.number().nullable().describe('exclusive; null for the open last bin'),
  count: z.number().int(),
});

const questionCostSchema = z.object({
  questionKey: z.enum(QUESTION_KEYS),
  question: z.string(),
  pointsLost: z.number(),
  litresPerDay: z.number(),
  households: z.number().int(),
});

/** What the organiser could campaign on next (issue 28, item 1; @wf/scoring/campaign-next). */
export const campaignNextSchema = z.object({
  changes: z.array(
    z.object({
      questionKey: z.enum(QUESTION_KEYS),
      title: z.string(),
      question: z.string(),
      kind: z.enum(['habit', 'fix']),
      litresPerDay: z.number(),
      households: z.number().int(),
    }),
  ),
  together: z
    .object({
      litresPerDay: z.number(),
      households: z.number().int(),
      sharedLitresPerDay: z.number(),
    })
    .nullable(),
  householdsCounted: z.number().int(),
});

export const campaignNextBodySchema = z.object({
  success: z.literal(true),
  campaign: campaignNextSchema,
});

export const organiserDashboardSchema = z.object({
  generatedAt: z.string(),
  normLitresPerPersonPerDay: z.number(),
  totals: z.object({
    residents: z.number().int(),
    answered: z.number().int(),
    attempts: z.number().int(),
  }),
  participation: z.array(
    z.object({ week: z.string(), signups: z.number().int(), attempts: z.number().int() }),
  ),
  scores: z.object({ bins: z.array(binSchema), median: z.number().nullable() }),
  litres: z.object({
    bins: z.array(binSchema),
    median: z.number().nullable(),
    households: z.number().int(),
    atOrUnderNorm: z.number().int(),
    overNorm: z.number().int(),
  }),
  costliest: z.object({
    byLitres: z.array(questionCostSchema),
    byPoints: z.array(questionCostSchema),
  }),
  campaign: campaignNextSchema,
  pledges: z.object({
    made: z.number().int(),
    open: z.number().int(),
    kept: z.number().int(),
    notKept: z.number().int(),
    keptLitresPerDay: z.number(),
  }),
  mostImproved: improvedSchema,
  neverAnswered: z.array(
    z.object({
      id: z.number().int(),
      profileName: z.string(),
      email: z.string(),
      apartment: z.string(),
      createdAt: z.string(),
    }),
  ),
  meter: z.object({
    readings: z.array(meterReadingRecordSchema),
    periods: z.array(
      z.object({
        from: z.string(),
        to: z.string(),
        days: z.number(),
        litres: z.number(),
        residents: z.number(),
        litresPerPersonPerDay: z.number(),
        normLitresPerPersonPerDay: z.number(),
        estimatedLitresPerPersonPerDay: z.number().nullable(),
      }),
    ),
  }),
  // The answer first (issue 28, item 1): @wf/scoring/meter-answer; null before two readings.
  answer: z
    .object({
      meter: z.number(),
      estimate: z.number().nullable(),
      norm: z.number(),
      change: z.number().nullable(),
      sentence: z.string(),
    })
    .nullable(),
});

export const profileActivitySchema = z.array(
  z.object({
    id: z.number().int(),
    attempts: z.number().int(),
    latestScore: z.number().int().nullable(),
    lastAttemptAt: z.string().nullable(),
  }),
);
