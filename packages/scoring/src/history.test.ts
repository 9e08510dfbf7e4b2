import { describe, expect, it } from 'vitest';
import { HISTORY_PERIODS, filterByPeriod, historyStats, periodStart, scoreTrend } from './history';

const at = (iso: string, totalScore: number) => ({ totalScore, createdAt: iso });

describe('scoreTrend', () => {
  it('is neutral with no entries or one entry', () => {
    const neutral = {
      state: 'neutral',
      difference: 0,
      message: 'Take the questionnaire again to see trends',
    };
    expect(scoreTrend([])).toEqual(neutral);
    expect(scoreTrend([at('2025-01-01', 80)])).toEqual(neutral);
  });

  it('is improving when the latest score is higher', () => {
    expect(scoreTrend([at('2025-01-01', 80), at('2025-02-01', 92)])).toEqual({
      state: 'improving',
      difference: 12,
      message: 'Great! Your score improved by 12 points',
    });
  });

  it('is declining when the latest score is lower, with a positive N in the message', () => {
    expect(scoreTrend([at('2025-01-01', 80), at('2025-02-01', 75)])).toEqual({
      state: 'declining',
      difference: -5,
      message: 'Your score decreased by 5 points',
    });
  });

  it('is stable when first and last are equal, whatever lies between', () => {
    expect(scoreTrend([at('2025-01-01', 80), at('2025-01-15', 20), at('2025-02-01', 80)])).toEqual({
      state: 'stable',
      difference: 0,
      message: 'Your score has remained stable',
    });
  });

  it('orders by date, not by input order (the API lists latest first)', () => {
    const latestFirst = [at('2025-03-01', 100), at('2025-02-01', 60), at('2025-01-01', 70)];
    expect(scoreTrend(latestFirst).message).toBe('Great! Your score improved by 30 points');
    const shuffled = [at('2025-02-01', 60), at('2025-03-01', 50), at('2025-01-01', 70)];
    expect(scoreTrend(shuffled).message).toBe('Your score decreased by 20 points');
  });

  it('accepts dates as strings, epoch milliseconds and Date objects', () => {
    const history = [
      { totalScore: 90, createdAt: new Date('2025-03-01T00:00:00Z') },
      { totalScore: 60, createdAt: Date.parse('2025-01-01T00:00:00Z') },
      { totalScore: 70, createdAt: '2025-02-01T00:00:00Z' },
    ];
    expect(scoreTrend(history).difference).toBe(30);
  });

  it('ignores entries whose date cannot be read', () => {
    expect(scoreTrend([at('not a date', 10), at('2025-01-01', 80)]).state).toBe('neutral');
    expect(
      scoreTrend([at('2025-01-01', 80), at('not a date', 10), at('2025-01-02', 81)]).difference,
    ).toBe(1);
  });
});

describe('historyStats', () => {
  it('is zeros when empty', () => {
    expect(historyStats([])).toEqual({ attempts: 0, best: 0, average: 0 });
  });

  it('counts attempts, takes the best and rounds the mean', () => {
    expect(historyStats([at('2025-01-01', 80)])).toEqual({ attempts: 1, best: 80, average: 80 });
    expect(historyStats([at('a', 80), at('b', 91), at('c', 70)])).toEqual({
      attempts: 3,
      best: 91,
      average: 80, // 241 / 3 = 80.33
    });
    expect(historyStats([at('a', 80), at('b', 81)]).average).toBe(81); // 80.5 rounds up
  });
});

describe('HISTORY_PERIODS', () => {
  it('lists the five filters in order', () => {
    expect(HISTORY_PERIODS.map((p) => p.value)).toEqual([
      'week',
      'month',
      '3months',
      '6months',
      'all',
    ]);
  });
});

describe('filterByPeriod', () => {
  // Local-time dates: calendar months are counted on the resident's own clock.
  const now = new Date(2025, 5, 15, 12, 0, 0); // 15 June 2025, 12:00
  const ms = (d: Date) => d.getTime();
  const point = (createdAt: Date | number | string, totalScore = 1) => ({ totalScore, createdAt });

  it('keeps exactly 7 days for a week, the boundary included', () => {
    const edge = new Date(2025, 5, 8, 12, 0, 0);
    const history = [point(edge), point(ms(edge) - 1), point(now)];
    expect(filterByPeriod(history, 'week', now)).toEqual([point(edge), point(now)]);
  });

  it('counts calendar months back for month, 3 months and 6 months', () => {
    expect(periodStart('month', now)).toEqual(new Date(2025, 4, 15, 12, 0, 0));
    expect(periodStart('3months', now)).toEqual(new Date(2025, 2, 15, 12, 0, 0));
    expect(periodStart('6months', now)).toEqual(new Date(2024, 11, 15, 12, 0, 0));
    expect(periodStart('all', now)).toBeUndefined();

    const monthEdge = new Date(2025, 4, 15, 12, 0, 0);
    const history = [point(ms(monthEdge) - 1), point(monthEdge.toISOString())];
    expect(filterByPeriod(history, 'month', now)).toEqual([point(monthEdge.toISOString())]);

    const sixEdge = new Date(2024, 11, 15, 12, 0, 0);
    expect(filterByPeriod([point(sixEdge), point(ms(sixEdge) - 1)], '6months', now)).toEqual([
      point(sixEdge),
    ]);
  });

  it('keeps everything for all time, in the original order, as a new array', () => {
    const history = [point(now), point(new Date(2001, 0, 1)), point('garbage')];
    const all = filterByPeriod(history, 'all', now);
    expect(all).toEqual(history);
    expect(all).not.toBe(history);
  });

  it('keeps the input order and the full objects', () => {
    const history = [
      { totalScore: 3, createdAt: new Date(2025, 5, 14), id: 'c' },
      { totalScore: 1, createdAt: new Date(2025, 0, 1), id: 'a' },
      { totalScore: 2, createdAt: new Date(2025, 5, 10), id: 'b' },
    ];
    expect(filterByPeriod(history, 'week', now).map((p) => p.id)).toEqual(['c', 'b']);
  });

  it('drops unreadable dates from a bounded period', () => {
    expect(filterByPeriod([point('garbage')], 'week', now)).toEqual([]);
  });

  it('defaults now to the current time', () => {
    expect(filterByPeriod([point(Date.now())], 'week')).toHaveLength(1);
  });
});
