import type { ReactNode } from 'react';
import { cx } from './cx';
import './ButtonRow.css';

export interface ButtonRowProps {
  children: ReactNode;
  /** Where the buttons sit in the row; on a phone each button takes the whole width. */
  align?: 'start' | 'center' | 'end';
  className?: string;
}

/** The row of actions under a form, a card or a screen. */
export function ButtonRow({ children, align = 'start', className }: ButtonRowProps) {
  return (
    <div className={cx('wf-button-row', align !== 'start' && `wf-button-row--${align}`, className)}>
      {children}
    </div>
  );
}
