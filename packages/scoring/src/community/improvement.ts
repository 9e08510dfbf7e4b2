// Most improved (issue 11): who moved furthest from their first to their latest attempt in a
// period. Shared by the board's server and the browser's period switch.

export const IMPROVEMENT_PERIODS = ['month', 'all'] as const;
export type ImprovementPeriod = (typeof IMPROVEMENT_PERIODS)[number];
export const DEFAULT_IMPROVEMENT_PERIOD: ImprovementPeriod = 'all';

/**
 * The first moment a period counts from: 'month' is the current calendar month in UTC (one
 * boundary for every resident, whatever their clock says), 'all' has none.
 */
export function periodStart(period: ImprovementPeriod, now: Date): Date | null {
  if (period === 'all') return null;
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
}

export interface TimedAttempt {
  createdAt: Date;
  totalScore: number;
  /** Direct litres per person a day; null for an attempt whose answers the model cannot read. */
  perPersonPerDay: number | null;
}

export interface Improvement {
  firstScore: number;
  latestScore: number;
  /** Latest minus first, in points (higher is better). */
  change: number;
  /** First minus latest, litres per person a day (positive: less water); null when unknown. */
  litresSavedPerPersonPerDay: number | null;
  latestAt: Date;
}

/** Attempts oldest first; null with fewer than two (no change to speak of). */
export function improvementOf(attempts: readonly TimedAttempt[]): Improvement | null {
  if (attempts.length < 2) return null;
  const first = attempts[0]!;
  const latest = attempts[attempts.length - 1]!;
  const litres =
    first.perPersonPerDay === null || latest.perPersonPerDay === null
      ? null
      : first.perPersonPerDay - latest.perPersonPerDay;
  return {
    firstScore: first.totalScore,
    latestScore: latest.totalScore,
    change: latest.totalScore - first.totalScore,
    litresSavedPerPersonPerDay: litres,
    latestAt: latest.createdAt,
  };
}

/**
 * Board order: the largest change first; on a tie the higher latest score, then whoever got
 * there first (as on the leaderboard), then the lower id so the order never wobbles.
 */
export function compareImprovements(
  a: Improvement & { id: number },
  b: Improvement & { id: number },
): number {
  return (
    b.change - a.change ||
    b.latestScore - a.latestScore ||
    a.latestAt.getTime() - b.latestAt.getTime() ||
    a.id - b.id
  );
}

/** The board: only those who did improve (a change above zero), best first, at most `limit`. */
export function mostImproved<T extends Improvement & { id: number }>(
  candidates: readonly T[],
  limit: number,
): T[] {
  return candidates
    .filter((c) => c.change > 0)
    .sort(compareImprovements)
    .slice(0, limit);
}
