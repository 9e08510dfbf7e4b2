import { useId, useState } from 'react';
import type { ReactNode } from 'react';

export interface FoldProps {
  title: string;
  icon?: string;
  /** One line that stays in view when folded: the section's answer in a few words. */
  gist?: ReactNode;
  defaultOpen?: boolean;
  className?: string;
  children: ReactNode;
}

/**
 * A folded section of the Community Dashboard (issue 28, item 1: the answer first, the rest a
 * tap away, so a phone's first screen says the answer). The ARIA disclosure pattern with a real
 * heading (h2 holding the button), so headings still outline the page while it is folded; a
 * gist under the heading says what is inside. The content is drawn on first opening (the
 * charts then measure their real width) and kept afterwards, so a half-filled form survives
 * folding.
 */
export function Fold({ title, icon, gist, defaultOpen = false, className, children }: FoldProps) {
  const [open, setOpen] = useState(defaultOpen);
  const [seen, setSeen] = useState(defaultOpen);
  const headingId = useId();
  const bodyId = useId();
  const toggle = () => {
    setSeen(true);
    setOpen((o) => !o);
  };
  return (
    <section
      className={['wf-card', 'wf-card--default', 'wf-card--padded', 'organiser-fold', className]
        .filter(Boolean)
        .join(' ')}
      aria-labelledby={headingId}
      data-open={open || undefined}
    >
      <h2 className="wf-card__title organiser-fold__heading" id={headingId}>
        <button
          type="button"
          className="organiser-fold__toggle"
          aria-expanded={open}
          aria-controls={bodyId}
          onClick={toggle}
        >
          {icon && (
            <span className="wf-card__icon" aria-hidden="true">
              {icon}
            </span>
          )}
          <span className="organiser-fold__title">{title}</span>
          <span className="organiser-fold__mark" aria-hidden="true" />
        </button>
      </h2>
      {gist && <p className="organiser-fold__gist">{gist}</p>}
      <div id={bodyId} className="organiser-fold__body" hidden={!open}>
        {seen && children}
      </div>
    </section>
  );
}
