// The summary's and the dashboard's "since last time", from the server's water summary.
import type { WaterSummary } from '../../../lib/water-queries';
import type { SinceLast } from './ScoreReading';

/** The change since the previous attempt, when there is one. */
export function sinceLast(summary: WaterSummary): SinceLast | null {
  if (!summary.previous || !summary.change) return null;
  return {
    points: summary.change.points.total,
    litresSavedPerDay: summary.change.litresSavedPerDay,
    previousAt: summary.previous.createdAt,
  };
}
