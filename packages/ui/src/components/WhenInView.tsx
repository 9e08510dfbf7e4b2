import { useEffect, useRef, useState } from 'react';
import type { ReactNode } from 'react';

export interface WhenInViewProps {
  /** What shows once the place comes into view (a lazily loaded chart). */
  children: ReactNode;
  /** What holds the place until then, the same size (its loading block). */
  placeholder: ReactNode;
}

/**
 * Renders its children only once their place comes into view, or once the reader starts
 * scrolling, whichever is first (issue 13). A chart below the fold of a phone then costs nothing
 * while the screen loads: downloading, running and drawing Recharts took 500 to 700 ms of the
 * main thread there, for a chart nobody had scrolled to yet. The first scroll gives the chart a
 * head start on the way down. On a screen tall enough to show it, it loads at once; without
 * IntersectionObserver (very old browsers), too.
 */
export function WhenInView({ children, placeholder }: WhenInViewProps) {
  const place = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const element = place.current;
    if (near || !element) return;
    const show = () => setNear(true);
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) show();
    });
    observer.observe(element);
    window.addEventListener('scroll', show, { once: true, passive: true });
    return () => {
      observer.disconnect();
      window.removeEventListener('scroll', show);
    };
  }, [near]);
  return <div ref={place}>{near ? children : placeholder}</div>;
}
