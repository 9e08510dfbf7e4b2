// Leaderboard helpers (spec sections 2 and 9): score-circle colour band, fill and the average.

export type ScoreBand = 'excellent' | 'good' | 'fair' | 'low';

export const BAND_THRESHOLDS = { excellent: 80, good: 60, fair: 40 } as const;

export function scoreBand(score: number): ScoreBand {
  if (score >= BAND_THRESHOLDS.excellent) return 'excellent';
  if (score >= BAND_THRESHOLDS.good) return 'good';
  if (score >= BAND_THRESHOLDS.fair) return 'fair';
  return 'low';
}

/** The circle shows the score out of 100; totals can exceed 100, so the fill is clamped. */
export function scoreCirclePercent(score: number): number {
  if (Number.isNaN(score)) return 0;
  return Math.min(100, Math.max(0, score));
}

export function leaderboardAverage(scores: readonly number[]): number {
  if (scores.length === 0) return 0;
  return Math.round(scores.reduce((a, b) => a + b, 0) / scores.length);
}
