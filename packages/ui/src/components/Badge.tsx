import type { ReactNode } from 'react';
import { cx } from './cx';
import './Badge.css';

export interface BadgeProps {
  children: ReactNode;
  tone?: 'primary' | 'accent' | 'sun' | 'neutral' | 'danger';
  className?: string;
}

export function Badge({ children, tone = 'primary', className }: BadgeProps) {
  return <span className={cx('wf-badge', `wf-badge--${tone}`, className)}>{children}</span>;
}
