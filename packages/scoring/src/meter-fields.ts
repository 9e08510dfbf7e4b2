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
  usageJump: (perPerson: number, reference: number, what: string) =>
    `This reading means ${formatLitres(perPerson)} L a person a day, more than three times ${what} (${formatLitres(reference)} L). Check the reading and the residents`,
  fewerResidents: (residents: number, flats: number) =>
    `${residents.toLocaleString('en-US')} residents is fewer than ${flats.toLocaleString('en-US')} occupied flats: an occupied flat has at least one person`,
  notLatest:
    'Only the latest reading can be corrected or removed: later readings were measured from it',
  notFound: 'That meter reading does not exist (it may have been removed). Reload the readings',
} as const;

/** How many times the reference a new period may reach before the organiser is asked to confirm. */
export const METER_JUMP_FACTOR = 3;

/** The reference for a first period, when there is no last period to compare with: the norm. */
export const METER_NORM_LITRES = 135;

function formatLitres(litres: number): string {
  return Math.round(litres).toLocaleString('en-US');
}

// Thousands separators as organisers write them: English grouping (1,234,567) and Indian
// grouping (12,34,567), with an optional decimal part. A comma elsewhere (1,2345) is refused
// rather than guessed: 1,2345 could be a typo for either 12,345 or 1,234.5.
const PLAIN = /^\d+(\.\d+)?$/;
const ENGLISH = /^\d{1,3}(,\d{3})+(\.\d+)?$/;
const INDIAN = /^\d{1,2}(,\d{2})*,\d{3}(\.\d+)?$/;

/**
 * A number as an organiser types it ("37,010", "1,23,456", "1540.5", " 12 "), or NaN when it is
 * not one. The form and the API read numbers with this one function.
 */
export function parseMeterNumber(text: string): number {
  const trimmed = text.trim();
  if (!PLAIN.test(trimmed) && !ENGLISH.test(trimmed) && !INDIAN.test(trimmed)) return Number.NaN;
  return Number(trimmed.replaceAll(',', ''));
}

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
 * the last one, a value below it, or a day still to come (`today` is YYYY-MM-DD in the community's time zone).
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

/** Why a reading needs the organiser's confirmation, if it does (409 unless `confirm: true`). */
export function meterReadingDoubt(
  previous: readonly MeterReading[],
  next: MeterReadingInput,
): MeterProblem | undefined {
  if (next.residents < next.occupiedFlats) {
    return {
      field: 'residents',
      message: METER_MESSAGES.fewerResidents(next.residents, next.occupiedFlats),
    };
  }
  const last = previous.at(-1);
  if (!last) return undefined;
  const [period] = meterPeriods([last, { ...next, id: 0 }]);
  const lastPeriod = meterPeriods(previous).at(-1);
  // A last period that used nothing (a meter read twice without use) is no yardstick.
  const fromLast = lastPeriod && lastPeriod.litresPerPersonPerDay > 0;
  const reference = fromLast ? lastPeriod.litresPerPersonPerDay : METER_NORM_LITRES;
  const what = fromLast ? 'the last period' : `the ${METER_NORM_LITRES} L norm`;
  if (period && period.litresPerPersonPerDay > METER_JUMP_FACTOR * reference) {
    return {
      field: 'readingKl',
      message: METER_MESSAGES.usageJump(period.litresPerPersonPerDay, reference, what),
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
