// The local copy of the signed-in profile (the spec's "stored session"). It is for display only:
// the HttpOnly session cookie is the authority, and every guard asks the server (auth.me).
import { localStore, sessionStore } from './storage';
import type { User } from './trpc';

const SESSION_KEY = 'wf.session';

/**
 * Why /login opens when the server no longer knows this browser's session (issue 14). English,
 * as it travels in the history state; the login page shows it in the reader's language.
 */
export const SESSION_ENDED = 'Your session has ended. Please log in again.';

export function readSession(): User | null {
  try {
    const raw = localStore()?.getItem(SESSION_KEY);
    const parsed: unknown = raw ? JSON.parse(raw) : null;
    return parsed && typeof parsed === 'object' ? (parsed as User) : null;
  } catch {
    return null;
  }
}

export function writeSession(user: User): void {
  try {
    localStore()?.setItem(SESSION_KEY, JSON.stringify(user));
  } catch {
    // quota or disabled storage: display falls back to the server's answer
  }
}

export function clearSession(): void {
  try {
    localStore()?.removeItem(SESSION_KEY);
  } catch {
    // ignore
  }
}

/** sessionStorage prefix of questionnaires in progress (questionnaire-draft.ts), plus a user id. */
export const QUESTIONNAIRE_DRAFT_PREFIX = 'wf.questionnaireDraft.';

/** At logout: answers in progress go too. Not when a session merely expires: they are kept for
 * the same person logging in again. */
export function clearQuestionnaireDrafts(): void {
  const store = sessionStore();
  try {
    // Backwards, as removing a key renumbers the ones after it.
    for (let i = (store?.length ?? 0) - 1; i >= 0; i -= 1) {
      const key = store?.key(i);
      if (key?.startsWith(QUESTIONNAIRE_DRAFT_PREFIX)) store?.removeItem(key);
    }
  } catch {
    // ignore
  }
}
