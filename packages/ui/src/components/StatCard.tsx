import type { ReactNode } from 'react';
import { cx } from './cx';
import './StatCard.css';

export interface StatCardProps {
  label: ReactNode;
  value: ReactNode;
  icon?: ReactNode;
  /** Small text under the value. */
  hint?: ReactNode;
  tone?: 'primary' | 'accent' | 'sun' | 'plain';
  className?: string;
}

/** A single figure with its label, e.g. "Best Score 92". */
export function StatCard({ label, value, icon, hint, tone = 'primary', className }: StatCardProps) {
  return (
    <div className={cx('wf-stat', `wf-stat--${tone}`, className)}>
      {icon && (
        <span className="wf-stat__icon" aria-hidden="true">
          {icon}
        </span>
      )}
      <p className="wf-stat__label">{label}</p>
      <p className="wf-stat__value">{value}</p>
      {hint && <p className="wf-stat__hint">{hint}</p>}
    </div>
  );
}
