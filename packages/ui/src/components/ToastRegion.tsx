import type { ReactNode } from 'react';
import type { AlertTone } from './Alert';
import { cx } from './cx';
import './ToastRegion.css';

export interface Toast {
  id: string | number;
  tone?: AlertTone;
  message: ReactNode;
}

export interface ToastRegionProps {
  toasts: ReadonlyArray<Toast>;
  onDismiss: (id: Toast['id']) => void;
  label?: string;
  /** The dismiss button's name, in the reader's language. */
  dismissLabel?: string;
}

/**
 * A fixed live region for short messages. The region itself is always rendered (so screen
 * readers notice the messages added to it); errors inside it are role="alert".
 */
export function ToastRegion({
  toasts,
  onDismiss,
  label = 'Notifications',
  dismissLabel = 'Dismiss notification',
}: ToastRegionProps) {
  return (
    <div className="wf-toast-region" role="region" aria-label={label}>
      <div role="status" aria-live="polite" className="wf-toast-region__list">
        {toasts.map((toast) => (
          <div
            key={toast.id}
            className={cx('wf-toast', `wf-toast--${toast.tone ?? 'info'}`)}
            role={toast.tone === 'error' ? 'alert' : undefined}
          >
            <span className="wf-toast__message">{toast.message}</span>
            <button
              type="button"
              className="wf-toast__dismiss"
              aria-label={dismissLabel}
              onClick={() => onDismiss(toast.id)}
            >
              <span aria-hidden="true">×</span>
            </button>
          </div>
        ))}
      </div>
    </div>
  );
}
