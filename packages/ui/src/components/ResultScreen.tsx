import type { ReactNode } from 'react';
import { ButtonRow } from './ButtonRow';
import './ResultScreen.css';

export interface ResultItem {
  icon: string;
  title: string;
  text: string;
}

export interface ResultScreenProps {
  tone: 'success' | 'error';
  /** A decorative emoji above the title. */
  emoji: string;
  title: string;
  /** What happened, between the title and the list: a lead paragraph or an alert. */
  children?: ReactNode;
  items: readonly ResultItem[];
  /** The buttons at the bottom, usually links styled as buttons. */
  actions: ReactNode;
}

export function ResultScreen({ tone, emoji, title, children, items, actions }: ResultScreenProps) {
  return (
    <div className={`result-card result-card--${tone}`}>
      <p className="result-card__emoji" aria-hidden="true">
        {emoji}
      </p>
      <h1>{title}</h1>
      {children}
      <ul className="feature-list">
        {items.map((item) => (
          <li key={item.title} className="feature-list__item">
            <span className="feature-list__icon" aria-hidden="true">
              {item.icon}
            </span>
            <div>
              <h2 className="feature-list__title">{item.title}</h2>
              <p>{item.text}</p>
            </div>
          </li>
        ))}
      </ul>
      <ButtonRow align="center">{actions}</ButtonRow>
    </div>
  );
}
