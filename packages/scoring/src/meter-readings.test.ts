import { describe, expect, expectTypeOf, it } from 'vitest';
import type { z } from 'zod';
import {
  isCalendarDay,
  meterPeriods,
  meterReadingDoubt,
  meterReadingProblem,
  parseMeterNumber,
  METER_MESSAGES,
  type MeterReadingInput,
} from './meter-fields';
import { meterReadingSchema } from './meter-readings';
import { litresBins, participationByWeek, scoreBins, weekStart } from './dashboard';
import { SCORE_BOUNDS } from './scoring';

describe('meter numbers as organisers type them', () => {
  it('read English and Indian grouping, plain numbers and decimals', () => {
    expect(parseMeterNumber('37,010')).toBe(37010);
    expect(parseMeterNumber('1,23,456')).toBe(123456);
    expect(parseMeterNumber('12,34,567.25')).toBe(1234567.25);
    expect(parseMeterNumber('1,234,567')).toBe(1234567);
    expect(parseMeterNumber(' 1540.5 ')).toBe(1540.5);
    expect(parseMeterNumber('0')).toBe(0);
  });

  it('refuse commas no grouping puts there, and anything not a number', () => {
    for (const bad of [
      '1,2345',
      '1,51',
      ',123',
      '123,',
      '1,,234',
      '37.010,5',
      '',
      '-5',
      '1e5',
      'abc',
    ]) {
      expect(parseMeterNumber(bad), bad).toBeNaN();
    }
  });

  it('are read by the schema from text as from numbers', () => {
    const parsed = meterReadingSchema.parse({
      date: '2026-01-01',
      readingKl: '37,010',
      occupiedFlats: '1,234',
      residents: 4000,
    });
    expect(parsed).toEqual({
      date: '2026-01-01',
      readingKl: 37010,
      occupiedFlats: 1234,
      residents: 4000,
    });
  });
});

describe('readings to confirm', () => {
  const jan = { id: 1, date: '2026-01-01', readingKl: 1000, occupiedFlats: 40, residents: 150 };
  // 450 kL over 30 days for 150 people: 100 L a person a day.
  const feb = { id: 2, date: '2026-01-31', readingKl: 1450, occupiedFlats: 40, residents: 150 };
  const next = (readingKl: number, residents = 150) => ({
    date: '2026-03-02',
    readingKl,
    occupiedFlats: 40,
    residents,
  });

  it('are those over three times the last period, or the norm for a first period', () => {
    // Exactly three times (300 L: 1,350 kL) passes; a litre more does not.
    expect(meterReadingDoubt([jan, feb], next(1450 + 1350))).toBeUndefined();
    expect(meterReadingDoubt([jan, feb], next(1450 + 1351))?.field).toBe('readingKl');
    // First period: against 135 L (405 L: 1,822.5 kL).
    expect(
      meterReadingDoubt([jan], { ...next(1000 + 1822.5), date: '2026-01-31' }),
    ).toBeUndefined();
    expect(meterReadingDoubt([jan], { ...next(1000 + 1823), date: '2026-01-31' })?.message).toMatch(
      /more than three times the 135 L norm/,
    );
    expect(meterReadingDoubt([], next(99_999_999))).toBeUndefined();
  });

  it('are those with fewer residents than occupied flats', () => {
    expect(meterReadingDoubt([jan, feb], next(1900, 39))).toEqual({
      field: 'residents',
      message:
        '39 residents is fewer than 40 occupied flats: an occupied flat has at least one person',
    });
    expect(meterReadingDoubt([], next(1900, 40))).toBeUndefined();
  });
});

describe('meter readings', () => {
  const last = { date: '2026-03-01', readingKl: 500 };

  it('go forward only, in date and in value, and never into the future', () => {
    const ok = { date: '2026-04-01', readingKl: 500 };
    expect(meterReadingProblem([last], ok, '2026-05-01')).toBeUndefined();
    expect(meterReadingProblem([], ok, '2026-05-01')).toBeUndefined();
    expect(meterReadingProblem([last], { ...ok, date: '2026-03-01' }, '2026-05-01')).toEqual({
      field: 'date',
      message: METER_MESSAGES.dateNotAfter('2026-03-01'),
    });
    expect(meterReadingProblem([last], { ...ok, readingKl: 499.9 }, '2026-05-01')?.field).toBe(
      'readingKl',
    );
    expect(meterReadingProblem([], { ...ok, date: '2026-05-02' }, '2026-05-01')).toEqual({
      field: 'date',
      message: METER_MESSAGES.dateFuture,
    });
  });

  it('are real days with whole, positive counts', () => {
    expect(isCalendarDay('2024-02-29')).toBe(true);
    expect(isCalendarDay('2026-02-29')).toBe(false);
    const good = { date: '2026-01-01', readingKl: 0, occupiedFlats: 1, residents: 1 };
    expect(meterReadingSchema.safeParse(good).success).toBe(true);
    for (const bad of [
      { ...good, residents: 0 },
      { ...good, occupiedFlats: 1.5 },
      { ...good, readingKl: Number.NaN },
      { ...good, readingKl: -0.1 },
      { ...good, extra: 1 },
    ]) {
      expect(meterReadingSchema.safeParse(bad).success).toBe(false);
    }
    // The schema reads exactly the fields meter-fields.ts names, and the organiser's confirmation
    // (checked by the typecheck).
    type Parsed = z.infer<typeof meterReadingSchema>;
    expectTypeOf<Omit<Parsed, 'confirm'>>().toEqualTypeOf<MeterReadingInput>();
    expectTypeOf<Parsed['confirm']>().toEqualTypeOf<boolean | undefined>();
  });

  it('give litres a person a day for each period', () => {
    const periods = meterPeriods([
      { id: 1, date: '2026-01-01', readingKl: 100, occupiedFlats: 10, residents: 30 },
      { id: 2, date: '2026-01-11', readingKl: 140.5, occupiedFlats: 10, residents: 27 },
    ]);
    expect(periods).toEqual([
      {
        from: '2026-01-01',
        to: '2026-01-11',
        days: 10,
        litres: 40500,
        residents: 27,
        litresPerPersonPerDay: 150,
      },
    ]);
  });
});

describe('dashboard groupings', () => {
  it('start weeks on Monday and keep the empty ones', () => {
    expect(weekStart(new Date('2026-11-23T10:00:00Z'))).toBe('2026-11-23');
    expect(weekStart(new Date('2026-11-29T23:59:00Z'))).toBe('2026-11-23');
    const weeks = participationByWeek(
      [new Date('2026-11-02T00:00:00Z')],
      [new Date('2026-11-20T00:00:00Z'), new Date('2026-11-21T00:00:00Z')],
      new Date('2026-11-24T00:00:00Z'),
    );
    expect(weeks).toEqual([
      { week: '2026-11-02', signups: 1, attempts: 0 },
      { week: '2026-11-09', signups: 0, attempts: 0 },
      { week: '2026-11-16', signups: 0, attempts: 2 },
      { week: '2026-11-23', signups: 0, attempts: 0 },
    ]);
  });

  it('bin litres with 135 on a boundary and scores across their whole range', () => {
    const bins = litresBins([0, 134.9, 135, 500]);
    expect(bins.map((b) => b.count)).toEqual([1, 0, 1, 1, 0, 0, 1]);
    expect(bins[2]).toMatchObject({ label: '90-134', to: 135 });
    const scores = scoreBins([SCORE_BOUNDS.total.min, SCORE_BOUNDS.total.max]);
    expect(scores[0]!.count).toBe(1);
    expect(scores.at(-1)!.count).toBe(1);
    expect(scores.at(-1)!.to).toBeGreaterThan(SCORE_BOUNDS.total.max);
  });
});
