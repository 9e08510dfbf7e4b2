// The dialog showing a fresh reset link (reset-link.tsx makes it): apart from the hook so /admin
// loads it, and the dialog component, after its first paint (AdminScreen's dialogs).
import { useRef, useState } from 'react';
import { Alert, Button, Dialog, Input } from '@wf/ui';
import { isLocalUrl } from '@wf/scoring/public-url';
import { formatDateTime } from '../../../lib/format';
import type { ResetLink } from './reset-link';
import './reset-link.css';

/**
 * Shows a fresh reset link with buttons that copy it and, where the browser can (most phones),
 * share it through the system's share sheet (the Web Share API).
 */
export function ResetLinkDialog({
  link,
  onClose,
}: {
  link: ResetLink | null;
  onClose: () => void;
}) {
  const [copied, setCopied] = useState<'yes' | 'failed' | null>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const canShare = typeof navigator !== 'undefined' && typeof navigator.share === 'function';

  async function share() {
    if (!link) return;
    try {
      await navigator.share({
        title: 'Choose a new password',
        text: `${link.profileName}, this link lets you choose a new password. It works once.`,
        url: link.link,
      });
    } catch (error) {
      // Closing the share sheet is no failure; anything else falls back to copying.
      if (!(error instanceof DOMException && error.name === 'AbortError')) await copy();
    }
  }

  async function copy() {
    if (!link) return;
    try {
      await navigator.clipboard.writeText(link.link);
      setCopied('yes');
    } catch {
      // No clipboard (an insecure origin, or permission refused): select it for a manual copy.
      inputRef.current?.select();
      setCopied(document.execCommand('copy') ? 'yes' : 'failed');
    }
  }

  function close() {
    setCopied(null);
    onClose();
  }

  return (
    <Dialog
      open={link !== null}
      onClose={close}
      title="Reset Link"
      description={
        link
          ? `Give this link to ${link.profileName} in person or in a private message. It works once, until ${formatDateTime(link.expiresAt, { language: 'en' })}, and replaces any older link.`
          : undefined
      }
      className="admin-dialog"
      actions={
        <>
          <Button variant="secondary" onClick={close}>
            Close
          </Button>
          {canShare && (
            <Button variant="secondary" onClick={() => void share()}>
              Share Link
            </Button>
          )}
          <Button onClick={() => void copy()} data-autofocus>
            Copy Link
          </Button>
        </>
      }
    >
      {link && (
        <>
          {isLocalUrl(link.link) && (
            <Alert tone="warning">
              This link points at this computer ({new URL(link.link).host}): it will not open on a
              resident’s phone. Set PUBLIC_URL to the address residents use.
            </Alert>
          )}
          <Input
            ref={inputRef}
            id="admin-reset-link"
            label="Reset link"
            value={link.link}
            readOnly
            onFocus={(event) => event.currentTarget.select()}
            containerClassName="reset-link__field"
          />
          <p className="reset-link__copied" role="status">
            {copied === 'yes'
              ? 'Link copied.'
              : copied === 'failed'
                ? 'Copying did not work here: select the link and copy it.'
                : ''}
          </p>
        </>
      )}
    </Dialog>
  );
}
