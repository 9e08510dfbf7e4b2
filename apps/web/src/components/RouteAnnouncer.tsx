import { useEffect, useRef, useState } from 'react';
import { useRouterState } from '@tanstack/react-router';

/** Tells screen-reader users which page a client-side navigation opened. */
export function RouteAnnouncer() {
  const pathname = useRouterState({ select: (s) => s.location.pathname });
  const [message, setMessage] = useState('');
  const first = useRef(true);

  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    // Pages set their title in an effect; read it once they have rendered.
    const id = window.setTimeout(() => setMessage(document.title), 150);
    return () => window.clearTimeout(id);
  }, [pathname]);

  return (
    <p className="wf-visually-hidden" aria-live="polite" aria-atomic="true">
      {message}
    </p>
  );
}
