import { z } from 'zod';
import { meterReadingSchema } from '@wf/scoring/meter-readings';
import { auditLog } from '@wf/db/schema';
import { idSchema, successSchema } from './schemas.ts';

// Bodies of the organiser's REST routes (issue 11, items 6 and 9), in the OpenAPI document.

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
