import type { ReactNode } from 'react';
import { cx } from './cx';
import './EmptyState.css';

export interface EmptyStateProps {
  /** A decorative emoji or illustration. */
  icon?: ReactNode;
  title: ReactNode;
  description?: ReactNode;
  /** Usually a button or a link styled as one. */
  action?: ReactNode;
  headingLevel?: 2 | 3 | 4;
  className?: string;
}

export function EmptyState({
  icon = '💧',
  title,
  description,
  action,
  headingLevel = 3,
  className,
}: EmptyStateProps) {
  const Heading = `h${headingLevel}` as const;
  return (
    <div className={cx('wf-empty', className)}>
      <span className="wf-empty__icon" aria-hidden="true">
        {icon}
      </span>
      <Heading className="wf-empty__title">{title}</Heading>
      {description && <p className="wf-empty__description">{description}</p>}
      {action && <div className="wf-empty__action">{action}</div>}
    </div>
  );
}
