import { describe, expect, it } from 'vitest';
import { leaderboardAverage, scoreBand, scoreCirclePercent } from './leaderboard';

describe('scoreBand', () => {
  it.each([
    [159, 'excellent'],
    [80, 'excellent'],
    [79, 'good'],
    [60, 'good'],
    [59, 'fair'],
    [40, 'fair'],
    [39, 'low'],
    [0, 'low'],
  ] as const)('%i is %s', (score, band) => {
    expect(scoreBand(score)).toBe(band);
  });
});

describe('scoreCirclePercent', () => {
  it('is the score out of 100, clamped', () => {
    expect(scoreCirclePercent(0)).toBe(0);
    expect(scoreCirclePercent(42)).toBe(42);
    expect(scoreCirclePercent(100)).toBe(100);
    expect(scoreCirclePercent(159)).toBe(100);
    expect(scoreCirclePercent(-5)).toBe(0);
    expect(scoreCirclePercent(Number.NaN)).toBe(0);
  });
});

describe('leaderboardAverage', () => {
  it('is the rounded mean, or 0 when empty', () => {
    expect(leaderboardAverage([])).toBe(0);
    expect(leaderboardAverage([90])).toBe(90);
    expect(leaderboardAverage([90, 85, 80])).toBe(85);
    expect(leaderboardAverage([90, 85])).toBe(88); // 87.5
    expect(leaderboardAverage([100, 90, 91])).toBe(94); // 93.67
  });
});
