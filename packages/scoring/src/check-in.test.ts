import { describe, expect, it } from 'vitest';
import { addDays, dayIn, nextCheckIn } from './check-in';

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
