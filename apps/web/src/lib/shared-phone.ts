// The shared family phone (issue 27, item 8). Logout must work offline: the session cookie is
// HttpOnly, so the browser cannot forget it; what it can do is forget the user at once, note
// that the server still has to hear "log out", and say it before any signed-in screen shows on
// the next load (checkSession). A queued offline attempt belongs to the user who queued it: when
// someone else signs in on this phone, it is dropped, and they are told.
// What a logout pressed offline runs is here, loaded with every screen; what needs the network
// (telling the server, the sign-in's notice) is in ./shared-phone-online.ts, loaded when used
// (issue 29 item 6: every screen within 150 KB).
import { OFFLINE_SUBMISSION_PREFIX } from './offline-submission-key';

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
 * Notes a logout the server has not heard yet, and has `send` tell it as soon as the phone is
 * online (auth.ts passes ./shared-phone-online.ts's, fetched then).
 */
export function markLogoutPending(send: () => Promise<boolean>): void {
  store()?.setItem(LOGOUT_PENDING, '1');
  window.addEventListener('online', () => void send(), { once: true });
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
