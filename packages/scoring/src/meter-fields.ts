// The society's bulk water meter (issue 11, item 6): what a reading holds, the order rule (dates
// and values only go forward) and what consecutive readings say about the building's use. Shared
// by the administrator's form and the API. No Zod here: the form shows its readings and checks
// the order with this alone, and loads the schema (./meter-readings.ts) only when it is filled in
// (Zod's core is about 26 KB gzipped, and building its checks is a long task on a cheap phone).

export const METER_MAX_KL = 100_000_000;
export const METER_MAX_FLATS = 10_000;
export const METER_MAX_RESIDENTS = 100_000;

export const METER_MESSAGES = {
  dateRequired: 'Date is required',
  dateInvalid: 'Date must be a real calendar day, written YYYY-MM-DD',
  dateFuture: 'Date cannot be in the future',
  readingRequired: 'Reading (kL) is required',
  readingInvalid: `Reading (kL) must be a number from 0 to ${METER_MAX_KL.toLocaleString('en-US')}`,
  flatsInvalid: `Occupied flats must be a whole number from 1 to ${METER_MAX_FLATS.toLocaleString('en-US')}`,
  residentsInvalid: `Residents must be a whole number from 1 to ${METER_MAX_RESIDENTS.toLocaleString('en-US')}`,
  dateNotAfter: (last: string) =>
    `Date must be after the last reading's date (${last}): readings are recorded in date order`,
  readingBackwards: (last: number, on: string) =>
    `Reading (kL) cannot be lower than the last reading (${formatKl(last)} kL on ${on}): a meter never goes backwards`,
} as const;

export function formatKl(kl: number): string {
  return kl.toLocaleString('en-US', { maximumFractionDigits: 3 });
}

/** Whether 'YYYY-MM-DD' names a day that exists (not 2026-02-30). */
export function isCalendarDay(text: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(text)) return false;
  const date = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === text;
}

/** A reading as the form sends it and the database keeps it (./meter-readings.ts parses it). */
export interface MeterReadingInput {
  /** YYYY-MM-DD. */
  date: string;
  readingKl: number;
  occupiedFlats: number;
  residents: number;
}

export type MeterField = keyof MeterReadingInput;

export interface MeterReading extends MeterReadingInput {
  id: number;
}

export interface MeterProblem {
  field: MeterField;
  message: string;
}

/**
 * Why `next` cannot follow the readings so far (in date order), if it cannot: a date not after
 * the last one, a value below it, or a day still to come (`today` is YYYY-MM-DD, UTC).
 */
export function meterReadingProblem(
  previous: readonly Pick<MeterReading, 'date' | 'readingKl'>[],
  next: Pick<MeterReadingInput, 'date' | 'readingKl'>,
  today: string,
): MeterProblem | undefined {
  if (next.date > today) return { field: 'date', message: METER_MESSAGES.dateFuture };
  const last = previous.at(-1);
  if (!last) return undefined;
  if (next.date <= last.date) {
    return { field: 'date', message: METER_MESSAGES.dateNotAfter(last.date) };
  }
  if (next.readingKl < last.readingKl) {
    return {
      field: 'readingKl',
      message: METER_MESSAGES.readingBackwards(last.readingKl, last.date),
    };
  }
  return undefined;
}

export interface MeterPeriod {
  from: string;
  to: string;
  days: number;
  litres: number;
  /** The residents the later reading counted: the people the period's water served. */
  residents: number;
  litresPerPersonPerDay: number;
}

const DAY_MS = 24 * 60 * 60 * 1000;

export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);
}

/** The periods between consecutive readings (in date order), each in litres a person a day. */
export function meterPeriods(readings: readonly MeterReading[]): MeterPeriod[] {
  const periods: MeterPeriod[] = [];
  for (let i = 1; i < readings.length; i++) {
    const a = readings[i - 1]!;
    const b = readings[i]!;
    const days = daysBetween(a.date, b.date);
    const litres = (b.readingKl - a.readingKl) * 1000;
    periods.push({
      from: a.date,
      to: b.date,
      days,
      litres,
      residents: b.residents,
      litresPerPersonPerDay: days > 0 && b.residents > 0 ? litres / days / b.residents : 0,
    });
  }
  return periods;
}
