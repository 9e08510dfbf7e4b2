import { useEffect, useState } from 'react';
import type { ReactNode } from 'react';

/** Long enough for a painted frame to be shown (a frame or two later without a GPU), short
 * enough that nobody waits for what comes after it. */
const SHOWN_AFTER_MS = 100;

/**
 * Runs `task` once the frame now being rendered has been painted and shown (the next animation
 * frame, then a short wait); the returned function cancels it. For downloads a screen starts for
 * later: started in the commit's effects, they went out before the screen's first paint, and
 * Lighthouse's simulated slow phone counts a script that arrived before the largest paint as
 * holding that paint up (`/admin`'s tab chunks and the action plan's what-if model,
 * docs/benchmarks.md). A hidden tab runs no animation frames: it starts once the tab is shown.
 */
export function afterPaint(task: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const frame = requestAnimationFrame(() => {
    timer = setTimeout(task, SHOWN_AFTER_MS);
  });
  return () => {
    cancelAnimationFrame(frame);
    clearTimeout(timer);
  };
}

/**
 * Renders its children once the screen around it has been painted (afterPaint). A lazily loaded
 * part (a card far down the screen, the questionnaire's drawings) otherwise asks for its script
 * while the screen renders: on a slow network that request waits for one of the browser's six
 * connections beside the screen's own scripts, and the screen's largest text showed one round
 * trip later (docs/benchmarks.md, "What limits it").
 */
export function AfterFirstPaint({
  children,
  placeholder = null,
}: {
  children: ReactNode;
  /** What holds the place until then; nothing by default. */
  placeholder?: ReactNode;
}): ReactNode {
  const [painted, setPainted] = useState(false);
  useEffect(() => afterPaint(() => setPainted(true)), []);
  return painted ? children : placeholder;
}

/**
 * Starts fetching code a screen loads apart from itself (to stay within its budget) once the
 * screen has been painted (afterPaint), so the moment it is needed does not wait for it. Module
 * loads are cached by the browser, so a later import() of the same chunk resolves at once.
 */
export function usePreload(...loaders: (() => Promise<unknown>)[]): void {
  useEffect(
    () =>
      afterPaint(() => {
        for (const load of loaders) void load();
      }),
    // Once per screen: the loaders are module-level functions that never change.
    [],
  );
}

/** What starts filling in a form: a tap or click, a focus, a key. */
const FIRST_INPUT = ['pointerdown', 'focusin', 'keydown'] as const;

/**
 * Like usePreload, but from the person's first tap, focus or key press on the screen instead of
 * at once: for code that is costly to run (a form's rules build their checks when loaded) and
 * needed only once the form is being filled in. Run at once, it would hold a cheap phone's main
 * thread while the page is still starting; from the first input on, it loads while the person
 * types, and sending waits for it only if it has not arrived yet.
 */
export function usePreloadOnFirstInput(...loaders: (() => Promise<unknown>)[]): void {
  useEffect(() => {
    const start = () => {
      stop();
      for (const load of loaders) void load();
    };
    const stop = () => {
      for (const type of FIRST_INPUT) document.removeEventListener(type, start, true);
    };
    for (const type of FIRST_INPUT) document.addEventListener(type, start, true);
    return stop;
    // Once per screen: the loaders are module-level functions that never change.
  }, []);
}
