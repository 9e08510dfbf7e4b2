// Score history: trend, summary numbers and the graph's period filter (spec sections 2, 4, 9).

export interface HistoryPoint {
  totalScore: number;
  createdAt: string | number | Date;
}

export type TrendState = 'neutral' | 'improving' | 'declining' | 'stable';

export interface Trend {
  state: TrendState;
  /** Last minus first, so it is negative when declining; the message shows its size. */
  difference: number;
  message: string;
}

function timeOf(point: HistoryPoint): number {
  return new Date(point.createdAt).getTime();
}

/**
 * Compares the earliest and the latest score by date. The API lists history latest first, so
 * input order is never trusted; entries whose date cannot be read cannot be placed in time and
 * are left out.
 */
export function scoreTrend(history: readonly HistoryPoint[]): Trend {
  const dated = history
    .map((point) => ({ point, time: timeOf(point) }))
    .filter(({ time }) => !Number.isNaN(time))
    .sort((a, b) => a.time - b.time);
  const first = dated[0];
  const last = dated.at(-1);
  if (dated.length < 2 || !first || !last) {
    return {
      state: 'neutral',
      difference: 0,
      message: 'Take the questionnaire again to see trends',
    };
  }
  const difference = last.point.totalScore - first.point.totalScore;
  if (difference > 0) {
    return {
      state: 'improving',
      difference,
      message: `Great! Your score improved by ${difference} points`,
    };
  }
  if (difference < 0) {
    return {
      state: 'declining',
      difference,
      message: `Your score decreased by ${-difference} points`,
    };
  }
  return { state: 'stable', difference: 0, message: 'Your score has remained stable' };
}

export interface HistoryStats {
  attempts: number;
  best: number;
  average: number;
}

export function historyStats(history: readonly Pick<HistoryPoint, 'totalScore'>[]): HistoryStats {
  if (history.length === 0) return { attempts: 0, best: 0, average: 0 };
  const scores = history.map((p) => p.totalScore);
  const sum = scores.reduce((a, b) => a + b, 0);
  return {
    attempts: scores.length,
    best: Math.max(...scores),
    average: Math.round(sum / scores.length),
  };
}

export type HistoryPeriod = 'week' | 'month' | '3months' | '6months' | 'all';

/** The five filters in order; their names ('Week', 'All Time') are the web's ("history" catalogue). */
export const HISTORY_PERIODS: readonly { value: HistoryPeriod }[] = [
  { value: 'week' },
  { value: 'month' },
  { value: '3months' },
  { value: '6months' },
  { value: 'all' },
];

const WEEK_MS = 7 * 24 * 60 * 60 * 1000;
const MONTHS_BACK: Record<Exclude<HistoryPeriod, 'week' | 'all'>, number> = {
  month: 1,
  '3months': 3,
  '6months': 6,
};

/** The earliest instant a period includes, or undefined for all time. */
export function periodStart(period: HistoryPeriod, now: Date = new Date()): Date | undefined {
  if (period === 'all') return undefined;
  if (period === 'week') return new Date(now.getTime() - WEEK_MS);
  // Calendar months in local time, as a resident reads "a month ago" on their own clock.
  const start = new Date(now.getTime());
  start.setMonth(start.getMonth() - MONTHS_BACK[period]);
  return start;
}

/** Keeps the points at or after the period's start, in their original order. */
export function filterByPeriod<T extends HistoryPoint>(
  history: readonly T[],
  period: HistoryPeriod,
  now: Date = new Date(),
): T[] {
  const start = periodStart(period, now);
  if (start === undefined) return [...history];
  const from = start.getTime();
  return history.filter((point) => timeOf(point) >= from);
}
