import type { ReactNode } from 'react';

export interface VisuallyHiddenProps {
  children: ReactNode;
  id?: string;
}

/** Text for screen readers only. */
export function VisuallyHidden({ children, id }: VisuallyHiddenProps) {
  return (
    <span className="wf-visually-hidden" id={id}>
      {children}
    </span>
  );
}
