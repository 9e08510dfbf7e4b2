// What a meter reading must hold (issue 11, item 6), as Zod checks: the API's 4xx answers and the
// administrator's form (inline errors) read the same rules. Everything else about readings is in
// ./meter-fields.ts, which needs no Zod.

import { z } from 'zod';
import {
  isCalendarDay,
  parseMeterNumber,
  METER_MAX_FLATS,
  METER_MAX_KL,
  METER_MAX_RESIDENTS,
  METER_MESSAGES,
} from './meter-fields';
import type { MeterReadingInput } from './meter-fields';

/**
 * A number sent as a number or as the text an organiser typed ("37,010", "1,23,456"): text is
 * read by the one parser the form uses (parseMeterNumber), so both accept the same writing.
 */
const meterNumber = (message: string | ((issue: { input: unknown }) => string)) =>
  z
    .union([z.number(), z.string()], { error: message })
    .transform((value) => (typeof value === 'string' ? parseMeterNumber(value) : value))
    .pipe(z.number({ error: message }));

const wholeNumber = (max: number, message: string) =>
  meterNumber(message).pipe(
    z.number().int({ error: message }).min(1, { error: message }).max(max, { error: message }),
  );

export const meterReadingSchema = z.strictObject({
  date: z
    .string({
      error: (issue) =>
        issue.input === undefined ? METER_MESSAGES.dateRequired : METER_MESSAGES.dateInvalid,
    })
    .refine(isCalendarDay, { error: METER_MESSAGES.dateInvalid }),
  readingKl: meterNumber((issue) =>
    issue.input === undefined ? METER_MESSAGES.readingRequired : METER_MESSAGES.readingInvalid,
  ).pipe(
    z
      .number()
      .min(0, { error: METER_MESSAGES.readingInvalid })
      .max(METER_MAX_KL, { error: METER_MESSAGES.readingInvalid }),
  ),
  occupiedFlats: wholeNumber(METER_MAX_FLATS, METER_MESSAGES.flatsInvalid),
  residents: wholeNumber(METER_MAX_RESIDENTS, METER_MESSAGES.residentsInvalid),
  confirm: z
    .boolean({ error: 'confirm must be true or false' })
    .optional()
    .describe(
      'true to record a reading the server doubts (409): usage over three times the last period, or fewer residents than occupied flats',
    ),
}) satisfies z.ZodType<MeterReadingInput & { confirm?: boolean }>;
