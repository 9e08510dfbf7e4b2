import type { AnyRouter } from '@tanstack/react-router';

/**
 * How long the first screen's code and data may take before React shows the layouts' skeletons
 * instead. Until then the frame painted by the HTML (header and skeleton) stands in for them.
 */
export const FIRST_SCREEN_WAIT_MS = 1000;

/**
 * Resolves when the router has loaded the first screen (its code and data), or after `waitMs`,
 * whichever comes first; never rejects (a failed load is in the router's state, and the screen's
 * error component shows it).
 *
 * Why: rendering before the load means a skeleton first, then the screen mounted by the router's
 * store update, which React always renders in one blocking task (on a cheap phone, most of a
 * second in which a tap does nothing). Loaded first, the screen is mounted by the first render,
 * which can be a transition that React splits into small slices. The router sees the location
 * already resolved when it mounts and does not load it again.
 */
export function loadFirstScreen(router: Pick<AnyRouter, 'load'>, waitMs = FIRST_SCREEN_WAIT_MS) {
  return new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, waitMs);
    router.load().then(
      () => {
        clearTimeout(timer);
        resolve();
      },
      () => {
        clearTimeout(timer);
        resolve();
      },
    );
  });
}
