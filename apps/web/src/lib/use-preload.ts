import { useEffect } from 'react';

/**
 * Starts fetching code a screen loads apart from itself (to stay within its budget) as soon as
 * the screen is on screen, so the moment it is needed does not wait for it. Module loads are
 * cached by the browser, so a later import() of the same chunk resolves at once.
 */
export function usePreload(...loaders: (() => Promise<unknown>)[]): void {
  useEffect(() => {
    for (const load of loaders) void load();
    // Once per screen: the loaders are module-level functions that never change.
  }, []);
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
