import { useId } from 'react';
import type { HTMLAttributes, ReactNode } from 'react';
import { cx } from './cx';
import './Card.css';

export type CardTone = 'default' | 'tint' | 'accent' | 'sun';

export interface CardProps extends Omit<HTMLAttributes<HTMLElement>, 'title'> {
  /** Heading of the card; when given, the card is a labelled region (section). */
  title?: ReactNode;
  headingLevel?: 2 | 3 | 4;
  /** A decorative icon or emoji before the title. */
  icon?: ReactNode;
  /** Controls in the top-right corner of the card. */
  actions?: ReactNode;
  tone?: CardTone;
  padded?: boolean;
}

export function Card({
  title,
  headingLevel = 2,
  icon,
  actions,
  tone = 'default',
  padded = true,
  className,
  children,
  ...rest
}: CardProps) {
  const headingId = useId();
  const Heading = `h${headingLevel}` as const;
  const classes = cx('wf-card', `wf-card--${tone}`, padded && 'wf-card--padded', className);

  if (title === undefined) {
    return (
      <div className={classes} {...rest}>
        {children}
      </div>
    );
  }

  return (
    <section className={classes} aria-labelledby={headingId} {...rest}>
      <div className="wf-card__header">
        <Heading className="wf-card__title" id={headingId}>
          {icon && (
            <span className="wf-card__icon" aria-hidden="true">
              {icon}
            </span>
          )}
          {title}
        </Heading>
        {actions && <div className="wf-card__actions">{actions}</div>}
      </div>
      {children}
    </section>
  );
}
