// Makes the spec's points readable without changing them: out of what, which way is better,
// and what changed since the previous attempt (points and litres).
import { litresChange, pointsChange, scoreOutOf } from '../../../lib/litres';

export interface SinceLast {
  /** Total points, new minus previous. */
  points: number;
  /** Household litres a day, previous minus new (more than 0: less water now). */
  litresSavedPerDay: number;
  /** When the previous attempt was made. */
  previousAt: string;
}

export function ScoreReading({
  totalScore,
  since,
  className = 'score-reading',
}: {
  totalScore: number;
  since: SinceLast | null;
  className?: string;
}) {
  return (
    <div className={className}>
      <p className="score-reading__out-of">
        <strong>{scoreOutOf(totalScore)}</strong> points: higher means you save more water.
      </p>
      {since && (
        <p className="score-reading__change">
          <span aria-hidden="true">
            {since.points > 0 ? '⬆️ ' : since.points < 0 ? '⬇️ ' : '➡️ '}
          </span>
          Your score is {pointsChange(since.points, since.previousAt)}:{' '}
          {litresChange(since.litresSavedPerDay)}.
        </p>
      )}
    </div>
  );
}
