import { z } from 'zod';
import { meterReadingSchema } from '@wf/scoring/meter-readings';
import { successSchema } from './schemas.ts';

// Bodies of the organiser's REST routes (issue 11, items 6 and 9), in the OpenAPI document.

export const meterReadingRecordSchema = meterReadingSchema
  .extend({ id: z.number().int() })
  .meta({ id: 'MeterReading' });

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
    action: z.enum(['profile_deleted', 'export', 'reset_link', 'meter_reading']),
    subject: z.string(),
    createdAt: z.string().describe('ISO 8601 date and time'),
  })
  .meta({ id: 'AuditEntry' });

export const auditLogBodySchema = successSchema.extend({
  entries: z.array(auditEntrySchema).describe('The latest 200 entries, newest first'),
});
