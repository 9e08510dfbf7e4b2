// The shared phone's steps that need the network (./shared-phone.ts has the rest): loaded when a
// pending logout is to be told to the server, or someone signs in.
import { i18n } from '../i18n/i18n';
import { clearLogoutPending, dropQueuedAttempts, isLogoutPending } from './shared-phone';
import { showToast } from './toasts';

/**
 * Tells the server this phone's session is over; true once it has heard (or there was nothing to
 * tell). While it cannot be reached the note stays, and the next load tries again first.
 */
export async function sendPendingLogoutNow(): Promise<boolean> {
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

/** Drops attempts queued offline by anyone but `userId`, telling the one now signed in. */
export function dropOthersQueuedAttempts(userId: number): void {
  if (dropQueuedAttempts(userId) > 0) {
    showToast(i18n.t('common:sharedPhone.othersAttemptDropped'), 'info', 10_000);
  }
}
