import type { ReactNode } from 'react';
import { Card } from './Card';
import type { CardTone } from './Card';
import './CtaCard.css';

export interface CtaCardProps {
  tone: CardTone;
  /** A decorative emoji before the text. */
  icon: ReactNode;
  title: ReactNode;
  /** The paragraph under the title. */
  children: ReactNode;
  /** Usually a link styled as a button; placed after the text. */
  action?: ReactNode;
}

/** The call-to-action card that closes a content page. */
export function CtaCard({ tone, icon, title, children, action }: CtaCardProps) {
  return (
    <Card tone={tone} className="wf-cta-card">
      <div className="wf-cta-card__body">
        <span className="wf-cta-card__icon" aria-hidden="true">
          {icon}
        </span>
        <div>
          <h2 className="wf-cta-card__title">{title}</h2>
          <p>{children}</p>
        </div>
      </div>
      {action}
    </Card>
  );
}
