import { useEffect, useRef, useState } from 'react';
import { useRouterState } from '@tanstack/react-router';

/** Tells screen-reader users which page a client-side navigation opened. */
export function RouteAnnouncer() {
  const pathname = useRouterState({ select: (s) => s.location.pathname });
  // The new page names itself (its title) once its loader has run and it has rendered: read
  // before that, the title would be the previous page's, or the boot page's English one.
  const idle = useRouterState({ select: (s) => s.status === 'idle' });
  const [message, setMessage] = useState('');
  const announced = useRef(pathname);

  useEffect(() => {
    if (!idle || announced.current === pathname) return;
    // Pages set their title in an effect; read it once they have rendered.
    const id = window.setTimeout(() => {
      announced.current = pathname;
      setMessage(document.title);
    }, 150);
    return () => window.clearTimeout(id);
  }, [pathname, idle]);

  return (
    <p className="wf-visually-hidden" aria-live="polite" aria-atomic="true">
      {message}
    </p>
  );
}
