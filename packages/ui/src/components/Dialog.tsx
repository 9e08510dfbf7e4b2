import { useEffect, useId, useRef } from 'react';
import type { KeyboardEvent, ReactNode } from 'react';
import { cx } from './cx';
import './Dialog.css';

export interface DialogProps {
  open: boolean;
  /** Called on Escape, on the close button and on a click on the backdrop. */
  onClose: () => void;
  title: ReactNode;
  description?: ReactNode;
  children?: ReactNode;
  /** Buttons at the bottom of the dialog. */
  actions?: ReactNode;
  /** Hides the × button in the corner (when the actions contain a Cancel). */
  hideCloseButton?: boolean;
  closeLabel?: string;
  className?: string;
}

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * Whether Tab can land on the element: not inside something hidden. checkVisibility also counts
 * fixed-position elements, whose offsetParent is null; where it is missing, assume rendered.
 */
function isRendered(el: HTMLElement): boolean {
  return typeof el.checkVisibility === 'function' ? el.checkVisibility() : true;
}

/**
 * A modal dialog built on the native <dialog> element: the rest of the page is inert while it is
 * open, Tab is kept inside, Escape closes it, and focus returns to the element that opened it.
 */
export function Dialog({
  open,
  onClose,
  title,
  description,
  children,
  actions,
  hideCloseButton = false,
  closeLabel = 'Close dialog',
  className,
}: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const returnFocusTo = useRef<HTMLElement | null>(null);
  const onCloseRef = useRef(onClose);
  const titleId = useId();
  const descriptionId = useId();

  useEffect(() => {
    onCloseRef.current = onClose;
  });

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      returnFocusTo.current =
        document.activeElement instanceof HTMLElement ? document.activeElement : null;
      if (typeof dialog.showModal === 'function') dialog.showModal();
      else dialog.setAttribute('open', '');
      const first =
        dialog.querySelector<HTMLElement>('[data-autofocus]') ??
        dialog.querySelector<HTMLElement>(FOCUSABLE);
      first?.focus();
    } else if (!open && dialog.open) {
      if (typeof dialog.close === 'function') dialog.close();
      else dialog.removeAttribute('open');
      returnFocusTo.current?.focus();
      returnFocusTo.current = null;
    }
  }, [open]);

  // Restore focus if the dialog unmounts while open (e.g. after navigating away).
  useEffect(
    () => () => {
      if (ref.current?.open) returnFocusTo.current?.focus();
    },
    [],
  );

  function handleKeyDown(event: KeyboardEvent<HTMLDialogElement>) {
    if (event.key === 'Escape') {
      event.preventDefault();
      onCloseRef.current();
      return;
    }
    if (event.key !== 'Tab') return;
    const focusable = Array.from(
      event.currentTarget.querySelectorAll<HTMLElement>(FOCUSABLE),
    ).filter((el) => el === document.activeElement || isRendered(el));
    if (focusable.length === 0) return;
    const first = focusable[0]!;
    const last = focusable[focusable.length - 1]!;
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  }

  return (
    <dialog
      ref={ref}
      className={cx('wf-dialog', className)}
      aria-modal="true"
      aria-labelledby={titleId}
      aria-describedby={description ? descriptionId : undefined}
      onKeyDown={handleKeyDown}
      onCancel={(event) => {
        // Escape on a native dialog: keep React state the single source of truth.
        event.preventDefault();
        onCloseRef.current();
      }}
      onClick={(event) => {
        if (event.target === event.currentTarget) onCloseRef.current();
      }}
    >
      {open && (
        <div className="wf-dialog__panel">
          <div className="wf-dialog__header">
            <h2 className="wf-dialog__title" id={titleId}>
              {title}
            </h2>
            {!hideCloseButton && (
              <button
                type="button"
                className="wf-dialog__close"
                aria-label={closeLabel}
                onClick={() => onCloseRef.current()}
              >
                <span aria-hidden="true">×</span>
              </button>
            )}
          </div>
          {description && (
            <p className="wf-dialog__description" id={descriptionId}>
              {description}
            </p>
          )}
          {children}
          {actions && <div className="wf-dialog__actions">{actions}</div>}
        </div>
      )}
    </dialog>
  );
}
