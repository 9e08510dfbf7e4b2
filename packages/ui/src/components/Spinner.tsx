import { cx } from './cx';
import './Spinner.css';

export interface SpinnerProps {
  /** Accessible label announced to screen readers. */
  label?: string;
  size?: 'sm' | 'md' | 'lg';
  /** Hides the spinner from assistive technology (when the surrounding text says it all). */
  decorative?: boolean;
  className?: string;
}

export function Spinner({
  label = 'Loading…',
  size = 'md',
  decorative = false,
  className,
}: SpinnerProps) {
  if (decorative) {
    return (
      <span className={cx('wf-spinner', `wf-spinner--${size}`, className)} aria-hidden="true" />
    );
  }
  return (
    <span role="status" className={cx('wf-spinner-wrap', className)}>
      <span className={cx('wf-spinner', `wf-spinner--${size}`)} aria-hidden="true" />
      <span className="wf-visually-hidden">{label}</span>
    </span>
  );
}

export interface LoadingBlockProps {
  label?: string;
}

/** A centred spinner with visible text, for a section or a whole screen that is loading. */
export function LoadingBlock({ label = 'Loading…' }: LoadingBlockProps) {
  return (
    <div className="wf-loading-block" role="status">
      <span className="wf-spinner wf-spinner--lg" aria-hidden="true" />
      <span>{label}</span>
    </div>
  );
}
