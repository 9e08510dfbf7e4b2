import { describe, expect, it } from 'vitest';
import { addDays, dayIn, dueCheckIn, nextCheckIn, nextCheckInDay } from './check-in';
import { campaignSchema, formatDay } from './reminders';

const TZ = 'Asia/Kolkata';

describe('nextCheckIn', () => {
  it('is 30 days after the latest attempt, on the community’s calendar', () => {
    // 20:00 UTC on 31 January is already 1 February in India.
    const at = new Date('2026-01-31T20:00:00Z');
    expect(dayIn(at, TZ)).toBe('2026-02-01');
    expect(nextCheckIn(at, new Date('2026-02-02T00:00:00Z'), TZ)).toBe('2026-03-03');
  });

  it('is today before any attempt and once the check-in has passed', () => {
    const now = new Date('2026-05-10T06:00:00Z');
    expect(nextCheckIn(null, now, TZ)).toBe('2026-05-10');
    expect(nextCheckIn(new Date('2026-01-01T06:00:00Z'), now, TZ)).toBe('2026-05-10');
  });

  it('adds days across months and leap years', () => {
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDays('2026-12-15', 30)).toBe('2027-01-14');
  });
});

describe('dueCheckIn (docs/reminders.md)', () => {
  const campaign = {
    start: '2026-11-01',
    end: '2026-11-30',
    checkIns: ['2026-11-01', '2026-11-15', '2026-11-30'],
  };

  it('without a campaign: 30 days after the latest attempt, or once for a resident who never answered', () => {
    expect(dueCheckIn(null, '2026-01-01', '2025-12-01', '2026-01-30')).toBeNull();
    expect(dueCheckIn(null, '2026-01-01', '2025-12-01', '2026-01-31')).toEqual({
      checkIn: '2026-01-31',
      answeredAfter: '2026-01-01',
    });
    expect(dueCheckIn(null, null, '2025-12-01', '2026-01-31')).toEqual({
      checkIn: '2025-12-01',
      answeredAfter: null,
    });
  });

  it('in a campaign: the latest check-in day, unless answered after the one before it', () => {
    expect(dueCheckIn(campaign, '2026-10-20', '2025-01-01', '2026-11-01')).toEqual({
      checkIn: '2026-11-01',
      answeredAfter: '2026-10-31',
    });
    // Answered on the start day: the first check-in is answered.
    expect(dueCheckIn(campaign, '2026-11-01', '2025-01-01', '2026-11-10')).toBeNull();
    // Answered on the first check-in day: asked again at the second.
    expect(dueCheckIn(campaign, '2026-11-01', '2025-01-01', '2026-11-15')?.checkIn).toBe(
      '2026-11-15',
    );
    expect(dueCheckIn(campaign, '2026-11-02', '2025-01-01', '2026-11-20')).toBeNull();
    expect(dueCheckIn(campaign, null, '2025-01-01', '2026-11-20')?.checkIn).toBe('2026-11-15');
    // After the campaign's end the 30-day rule is back.
    expect(dueCheckIn(campaign, '2026-11-20', '2025-01-01', '2026-12-10')).toBeNull();
  });

  it('the next check-in day follows a campaign that runs or is ahead', () => {
    expect(nextCheckInDay(campaign, '2026-10-25', '2026-10-28')).toBe('2026-11-01');
    expect(nextCheckInDay(campaign, '2026-11-02', '2026-11-05')).toBe('2026-11-15');
    expect(nextCheckInDay(campaign, '2026-10-01', '2026-11-05')).toBe('2026-11-05');
    expect(nextCheckInDay(campaign, '2026-11-16', '2026-11-30')).toBe('2026-12-16');
    expect(nextCheckInDay(null, '2026-11-16', '2026-11-30')).toBe('2026-12-16');
    expect(nextCheckInDay(null, null, '2026-11-30')).toBe('2026-11-30');
  });
});

describe('campaignSchema', () => {
  it('keeps check-ins sorted and once, and refuses what is not a campaign', () => {
    expect(
      campaignSchema.parse({
        start: '2026-11-01',
        end: '2026-11-30',
        checkIns: ['2026-11-30', '2026-11-01', '2026-11-30'],
      }).checkIns,
    ).toEqual(['2026-11-01', '2026-11-30']);
    const refused = (input: unknown) => campaignSchema.safeParse(input).success;
    expect(refused({ start: '2026-11-02', end: '2026-11-01', checkIns: [] })).toBe(false);
    expect(refused({ start: '2026-02-29', end: '2026-03-01', checkIns: [] })).toBe(false);
    expect(refused({ start: '2026-11-01', end: '2026-11-30', checkIns: ['2026-12-01'] })).toBe(
      false,
    );
  });

  it('writes days out as a reader of the language does', () => {
    expect(formatDay('2026-11-15', 'en')).toBe('15 November 2026');
    expect(formatDay('2026-11-15', 'hi')).toBe('15 नवंबर 2026');
  });
});
