// What a meter reading must hold (issue 11, item 6), as Zod checks: the API's 4xx answers and the
// administrator's form (inline errors) read the same rules. Everything else about readings is in
// ./meter-fields.ts, which needs no Zod.

import { z } from 'zod';
import {
  isCalendarDay,
  METER_MAX_FLATS,
  METER_MAX_KL,
  METER_MAX_RESIDENTS,
  METER_MESSAGES,
} from './meter-fields';
import type { MeterReadingInput } from './meter-fields';

const wholeNumber = (max: number, message: string) =>
  z.number({ error: message }).int({ error: message }).min(1, { error: message }).max(max, {
    error: message,
  });

export const meterReadingSchema = z.strictObject({
  date: z
    .string({
      error: (issue) =>
        issue.input === undefined ? METER_MESSAGES.dateRequired : METER_MESSAGES.dateInvalid,
    })
    .refine(isCalendarDay, { error: METER_MESSAGES.dateInvalid }),
  readingKl: z
    .number({
      error: (issue) =>
        issue.input === undefined ? METER_MESSAGES.readingRequired : METER_MESSAGES.readingInvalid,
    })
    .min(0, { error: METER_MESSAGES.readingInvalid })
    .max(METER_MAX_KL, { error: METER_MESSAGES.readingInvalid }),
  occupiedFlats: wholeNumber(METER_MAX_FLATS, METER_MESSAGES.flatsInvalid),
  residents: wholeNumber(METER_MAX_RESIDENTS, METER_MESSAGES.residentsInvalid),
}) satisfies z.ZodType<MeterReadingInput>;
