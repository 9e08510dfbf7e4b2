import { describe, expect, it } from 'vitest';
import { compareImprovements, improvementOf, mostImproved, periodStart } from './improvement';

const at = (iso: string, totalScore: number, perPersonPerDay: number | null = 100) => ({
  createdAt: new Date(iso),
  totalScore,
  perPersonPerDay,
});

describe('periodStart', () => {
  it("'month' starts on the first of the current month in UTC; 'all' has no start", () => {
    expect(periodStart('month', new Date('2026-11-23T19:30:00Z'))?.toISOString()).toBe(
      '2026-11-01T00:00:00.000Z',
    );
    expect(periodStart('month', new Date('2026-01-01T00:00:00Z'))?.toISOString()).toBe(
      '2026-01-01T00:00:00.000Z',
    );
    expect(periodStart('all', new Date())).toBeNull();
  });
});

describe('improvementOf', () => {
  it('is the change from the first to the latest attempt, in points and litres', () => {
    expect(
      improvementOf([
        at('2026-11-01T10:00:00Z', 60, 150),
        at('2026-11-05T10:00:00Z', 90, 140),
        at('2026-11-09T10:00:00Z', 80, 120),
      ]),
    ).toEqual({
      firstScore: 60,
      latestScore: 80,
      change: 20,
      litresSavedPerPersonPerDay: 30,
      latestAt: new Date('2026-11-09T10:00:00Z'),
    });
  });

  it('needs two attempts, and leaves litres unknown when an attempt has none', () => {
    expect(improvementOf([at('2026-11-01T10:00:00Z', 60)])).toBeNull();
    expect(improvementOf([])).toBeNull();
    expect(
      improvementOf([at('2026-11-01T10:00:00Z', 60, null), at('2026-11-02T10:00:00Z', 70)])
        ?.litresSavedPerPersonPerDay,
    ).toBeNull();
  });
});

describe('mostImproved', () => {
  const entry = (id: number, change: number, latestScore: number, latestAt: string) => ({
    id,
    firstScore: latestScore - change,
    latestScore,
    change,
    litresSavedPerPersonPerDay: null,
    latestAt: new Date(latestAt),
  });

  it('lists improvements only, largest first; ties by latest score, then who got there first', () => {
    const list = [
      entry(1, 10, 80, '2026-11-03T00:00:00Z'),
      entry(2, 25, 70, '2026-11-03T00:00:00Z'),
      entry(3, 10, 90, '2026-11-03T00:00:00Z'),
      entry(4, 10, 80, '2026-11-02T00:00:00Z'),
      entry(5, 0, 100, '2026-11-01T00:00:00Z'),
      entry(6, -8, 50, '2026-11-01T00:00:00Z'),
      entry(7, 10, 80, '2026-11-02T00:00:00Z'),
    ];
    expect(mostImproved(list, 10).map((e) => e.id)).toEqual([2, 3, 4, 7, 1]);
    expect(mostImproved(list, 2).map((e) => e.id)).toEqual([2, 3]);
    expect(compareImprovements(list[0]!, list[0]!)).toBe(0);
  });
});
