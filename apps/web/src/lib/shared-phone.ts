// The shared family phone (issue 27, item 8). Logout must work offline: the session cookie is
// HttpOnly, so the browser cannot forget it; what it can do is forget the user at once, note
// that the server still has to hear "log out", and say it before any signed-in screen shows on
// the next load (checkSession). A queued offline attempt belongs to the user who queued it: when
// someone else signs in on this phone, it is dropped, and they are told.
import { i18n } from '../i18n/i18n';
import { OFFLINE_SUBMISSION_PREFIX } from './offline-submission-key';
import { showToast } from './toasts';

const LOGOUT_PENDING = 'wf.logoutPending';

function store(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

export function isLogoutPending(): boolean {
  return store()?.getItem(LOGOUT_PENDING) === '1';
}

export function clearLogoutPending(): void {
  store()?.removeItem(LOGOUT_PENDING);
}

/**
 * Tells the server this phone's session is over; true once it has heard (or there was nothing to
 * tell). While it cannot be reached the note stays, and the next load tries again first.
 */
export async function sendPendingLogout(): Promise<boolean> {
  if (!isLogoutPending()) return true;
  try {
    const res = await fetch('/api/auth/logout', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      credentials: 'same-origin',
    });
    // 401: the session had already ended; either way the server no longer knows it.
    if (res.ok || res.status === 401) {
      clearLogoutPending();
      return true;
    }
    return false;
  } catch {
    return false;
  }
}

/** Notes a logout the server has not heard yet, and sends it as soon as the phone is online. */
export function markLogoutPending(): void {
  store()?.setItem(LOGOUT_PENDING, '1');
  window.addEventListener('online', () => void sendPendingLogout(), { once: true });
}

/**
 * Removes the attempts queued offline by everyone but `keep` (everyone when none), and says how
 * many went. Here rather than loaded with the questionnaire's queue: offline, a module still to
 * load would stop a logout half-way.
 */
export function dropQueuedAttempts(keep?: number): number {
  const s = store();
  if (!s) return 0;
  const keys: string[] = [];
  for (let i = 0; i < s.length; i++) {
    const k = s.key(i);
    if (k?.startsWith(OFFLINE_SUBMISSION_PREFIX) && k !== `${OFFLINE_SUBMISSION_PREFIX}${keep}`) {
      keys.push(k);
    }
  }
  for (const k of keys) s.removeItem(k);
  return keys.length;
}

/** Drops attempts queued offline by anyone but `userId`, telling the one now signed in. */
export function dropOthersQueuedAttempts(userId: number): void {
  if (dropQueuedAttempts(userId) > 0) {
    showToast(i18n.t('common:sharedPhone.othersAttemptDropped'), 'info', 10_000);
  }
}
