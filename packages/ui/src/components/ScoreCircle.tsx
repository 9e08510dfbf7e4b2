import { cx } from './cx';
import './ScoreCircle.css';

export type ScoreBand = 'excellent' | 'good' | 'fair' | 'low';

export interface ScoreCircleProps {
  /** The number written in the middle. */
  score: number;
  /** How much of the ring is filled, 0 to 100. */
  percent: number;
  /** Colour band of the score. */
  band: ScoreBand;
  size?: 'sm' | 'md' | 'lg';
  /** Accessible text; defaults to "Score N". */
  label?: string;
  className?: string;
}

const RADIUS = 42;
const CIRCUMFERENCE = 2 * Math.PI * RADIUS;

/** A ring filled to `percent`, coloured by band, with the score in the middle. */
export function ScoreCircle({
  score,
  percent,
  band,
  size = 'md',
  label,
  className,
}: ScoreCircleProps) {
  const clamped = Math.max(0, Math.min(100, percent));
  const dash = (clamped / 100) * CIRCUMFERENCE;
  return (
    <span
      className={cx('wf-score-circle', `wf-score-circle--${size}`, `wf-band--${band}`, className)}
      role="img"
      aria-label={label ?? `Score ${score}`}
      data-band={band}
    >
      <svg viewBox="0 0 100 100" aria-hidden="true" focusable="false">
        <circle className="wf-score-circle__track" cx="50" cy="50" r={RADIUS} />
        <circle
          className="wf-score-circle__value"
          cx="50"
          cy="50"
          r={RADIUS}
          strokeDasharray={`${dash} ${CIRCUMFERENCE}`}
          transform="rotate(-90 50 50)"
        />
      </svg>
      <span className="wf-score-circle__number" aria-hidden="true">
        {score}
      </span>
    </span>
  );
}
