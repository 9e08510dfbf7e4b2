import { useTranslation } from 'react-i18next';
import { useEffect, useState } from 'react';
import type { CSSProperties } from 'react';
import { Button, Dialog } from '@wf/ui';

const AUTO_CLOSE_MS = 4500;

export interface CelebrationProps {
  emoji: string;
  message: string;
  tier: string;
}

/**
 * The celebration overlay of the score summary: a modal with the tier's emoji and message that
 * closes itself after a few seconds (or on the button / Escape) and then stays on the page as a
 * banner. The message is in the document exactly once at any moment.
 */
export function Celebration({ emoji, message, tier }: CelebrationProps) {
  const [overlay, setOverlay] = useState(true);
  const { t } = useTranslation('dashboard');

  useEffect(() => {
    if (!overlay) return;
    const id = window.setTimeout(() => setOverlay(false), AUTO_CLOSE_MS);
    return () => window.clearTimeout(id);
  }, [overlay]);

  if (overlay) {
    return (
      <Dialog
        open
        onClose={() => setOverlay(false)}
        title={
          <span className="celebration__content">
            <span className="celebration__emoji" aria-hidden="true">
              {emoji}
            </span>
            <span className="celebration__message">{message}</span>
          </span>
        }
        hideCloseButton
        className={`celebration celebration--${tier}`}
        actions={
          <Button size="lg" onClick={() => setOverlay(false)} data-autofocus>
            {t('seeResults')}
          </Button>
        }
      >
        <div className="celebration__drops" aria-hidden="true">
          {Array.from({ length: 12 }, (_, i) => (
            <span key={i} className="celebration__drop" style={{ '--i': i } as CSSProperties}>
              💧
            </span>
          ))}
        </div>
      </Dialog>
    );
  }

  return (
    <div className={`celebration-banner celebration-banner--${tier}`} role="status">
      <span className="celebration-banner__emoji" aria-hidden="true">
        {emoji}
      </span>
      <p className="celebration-banner__message">{message}</p>
    </div>
  );
}
