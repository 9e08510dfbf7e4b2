import { cx } from './cx';
import './ProgressBar.css';

export interface ProgressBarProps {
  value: number;
  max?: number;
  /** Accessible name of the progress bar. */
  label: string;
  /** Text announced as the current value, e.g. "Page 2 of 4". */
  valueText?: string;
  className?: string;
}

export function ProgressBar({ value, max = 100, label, valueText, className }: ProgressBarProps) {
  const percent = max > 0 ? Math.max(0, Math.min(100, (value / max) * 100)) : 0;
  return (
    <div
      className={cx('wf-progress', className)}
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={max}
      aria-valuenow={value}
      aria-valuetext={valueText}
    >
      <div className="wf-progress__fill" style={{ width: `${percent}%` }} />
    </div>
  );
}
