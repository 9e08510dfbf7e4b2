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
