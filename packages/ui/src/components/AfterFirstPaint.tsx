import { useEffect, useState } from 'react';
import type { ReactNode } from 'react';

export interface AfterFirstPaintProps {
  /** What shows once the screen has been painted (a lazily loaded card). */
  children: ReactNode;
  /** What holds the place until then; nothing by default. */
  placeholder?: ReactNode;
}

/**
 * Renders its children only once the screen around it is on screen. A lazily loaded part (a card
 * far down the screen, the questionnaire's drawings) otherwise asks for its script while the
 * screen renders, before the screen's first paint: on a slow network that request waits for one
 * of the browser's six connections beside the screen's own scripts, and the screen's largest
 * text showed one round trip later (docs/benchmarks.md, "What limits it").
 *
 * The frame callback runs before the screen's first paint; the wait after it lets that frame
 * reach the display (a frame painted is not yet a frame shown, by a frame or two without a GPU).
 */
export function AfterFirstPaint({ children, placeholder = null }: AfterFirstPaintProps) {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => setPainted(true), SHOWN_AFTER_MS);
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, []);
  return painted ? children : placeholder;
}

/** Long enough for a painted frame to be shown, short enough that nobody waits for the part. */
const SHOWN_AFTER_MS = 100;
