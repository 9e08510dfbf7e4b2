import type { ReactNode, Ref } from 'react';
import { cx } from './cx';
import './Alert.css';

export type AlertTone = 'info' | 'success' | 'warning' | 'error';

export interface AlertProps {
  tone?: AlertTone;
  title?: ReactNode;
  children?: ReactNode;
  /**
   * How it is announced: errors default to role="alert" (assertive), the others to
   * role="status" (polite). 'none' renders plain text.
   */
  live?: 'alert' | 'status' | 'none';
  /** Shows a dismiss button. */
  onDismiss?: () => void;
  dismissLabel?: string;
  className?: string;
  id?: string;
  ref?: Ref<HTMLDivElement>;
}

export function Alert({
  tone = 'info',
  title,
  children,
  live,
  onDismiss,
  dismissLabel = 'Dismiss message',
  className,
  id,
  ref,
}: AlertProps) {
  const role = live ?? (tone === 'error' ? 'alert' : 'status');
  return (
    <div
      ref={ref}
      id={id}
      className={cx('wf-alert', `wf-alert--${tone}`, className)}
      role={role === 'none' ? undefined : role}
      tabIndex={-1}
    >
      {/* The icon is drawn by CSS so the element's text is exactly the message. */}
      <span className="wf-alert__icon" aria-hidden="true" />
      <div className="wf-alert__body">
        {title && <p className="wf-alert__title">{title}</p>}
        {children && <div className="wf-alert__text">{children}</div>}
      </div>
      {onDismiss && (
        <button
          type="button"
          className="wf-alert__dismiss"
          aria-label={dismissLabel}
          onClick={onDismiss}
        >
          <span aria-hidden="true">×</span>
        </button>
      )}
    </div>
  );
}
