// Where the older local-only version kept a resident's score history, and the 'Not now' flag.
// Kept apart from the import itself (legacy-import.ts) so the dashboard only carries this check;
// the import code loads when there is something to import.
import { localStore, sessionStore, type StorageLike } from './storage';

/** The older version's key prefix; the full key is this plus the (lowercased) email. */
export const LEGACY_HISTORY_PREFIX = 'waterFootprintHistory_';
/** sessionStorage flag set by 'Not now': no offer again until the browser session ends. */
export const LEGACY_DISMISSED_PREFIX = 'wf.legacyImport.dismissed:';

const normal = (email: string) => email.trim().toLowerCase();

export function legacyHistoryKey(email: string): string {
  return LEGACY_HISTORY_PREFIX + normal(email);
}

/** The key holding this email's old history: the exact one, or one that differs only in case. */
export function findLegacyKey(storage: StorageLike | null, email: string): string | null {
  if (!storage || !email.trim()) return null;
  try {
    const exact = legacyHistoryKey(email);
    if (storage.getItem(exact) !== null) return exact;
    for (let i = 0; i < storage.length; i += 1) {
      const key = storage.key(i);
      if (
        key?.startsWith(LEGACY_HISTORY_PREFIX) &&
        normal(key.slice(LEGACY_HISTORY_PREFIX.length)) === normal(email)
      ) {
        return key;
      }
    }
  } catch {
    // storage refused: nothing to offer
  }
  return null;
}

export function dismissLegacyOffer(email: string, storage: StorageLike | null = sessionStore()) {
  try {
    storage?.setItem(LEGACY_DISMISSED_PREFIX + normal(email), '1');
  } catch {
    // ignore
  }
}

export function isLegacyOfferDismissed(
  email: string,
  storage: StorageLike | null = sessionStore(),
): boolean {
  try {
    return storage?.getItem(LEGACY_DISMISSED_PREFIX + normal(email)) === '1';
  } catch {
    return false;
  }
}

/** Whether the dashboard should load the import offer for this resident. */
export function shouldOfferLegacyImport(email: string | undefined): boolean {
  return !!email && !isLegacyOfferDismissed(email) && findLegacyKey(localStore(), email) !== null;
}
