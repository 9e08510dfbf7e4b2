// Makes the spec's points readable without changing them: out of what, which way is better,
// and what changed since the previous attempt (points and litres).
import { useTranslation } from 'react-i18next';
import { useWaterWords } from './words';

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
  const { t } = useTranslation('water');
  const words = useWaterWords();
  return (
    <div className={className}>
      <p className="score-reading__out-of">
        <strong>{words.scoreOutOf(totalScore)}</strong> {t('reading.points')}
      </p>
      {since && (
        <p className="score-reading__change">
          {/* The arrow follows litres (issue 27): down is less water, whatever the points did. */}
          <span aria-hidden="true">
            {since.litresSavedPerDay >= 0.5
              ? '⬇️💧 '
              : since.litresSavedPerDay <= -0.5
                ? '⬆️💧 '
                : '➡️ '}
          </span>
          {t('reading.change', {
            points: words.pointsChange(since.points, since.previousAt),
            water: words.litresChange(since.litresSavedPerDay),
          })}
        </p>
      )}
    </div>
  );
}
