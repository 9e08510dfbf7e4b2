import { useCallback, useEffect, useRef, useState } from 'react';
import { Alert } from '@wf/ui';

type MessageTone = 'success' | 'error' | 'info';

export interface AdminMessageState {
  id: number;
  text: string;
  tone: MessageTone;
}

export type Notify = (text: string, tone: MessageTone, durationMs: number) => void;

/**
 * The administrator's single message line (spec section 4: messages clear after a while). A new
 * message replaces the previous one and restarts the clock.
 */
export function useAdminMessage() {
  const [message, setMessage] = useState<AdminMessageState | null>(null);
  const timer = useRef<number | undefined>(undefined);
  const nextId = useRef(1);

  const dismiss = useCallback(() => {
    window.clearTimeout(timer.current);
    setMessage(null);
  }, []);

  const notify = useCallback<Notify>((text, tone, durationMs) => {
    window.clearTimeout(timer.current);
    setMessage({ id: nextId.current++, text, tone });
    timer.current = window.setTimeout(() => setMessage(null), durationMs);
  }, []);

  useEffect(() => () => window.clearTimeout(timer.current), []);

  return { message, notify, dismiss };
}

/**
 * Two live regions that are always in the page (so screen readers notice what is put in them):
 * successes and notes are polite, errors assertive. The message text is exactly the spec's.
 */
export function AdminMessage({
  message,
  onDismiss,
}: {
  message: AdminMessageState | null;
  onDismiss: () => void;
}) {
  const polite = message && message.tone !== 'error' ? message : null;
  const assertive = message?.tone === 'error' ? message : null;
  return (
    <div className="admin-message">
      <div role="status">
        {polite && (
          <Alert key={polite.id} tone={polite.tone} live="none" onDismiss={onDismiss}>
            {polite.text}
          </Alert>
        )}
      </div>
      <div role="alert">
        {assertive && (
          <Alert key={assertive.id} tone="error" live="none" onDismiss={onDismiss}>
            {assertive.text}
          </Alert>
        )}
      </div>
    </div>
  );
}
