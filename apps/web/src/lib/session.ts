// The local copy of the signed-in profile (the spec's "stored session"). It is for display only:
// the HttpOnly session cookie is the authority, and every guard asks the server (auth.me).
import type { User } from './trpc';

export const SESSION_KEY = 'wf.session';

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null; // storage disabled (private mode, policies): the app still works without it
  }
}

export function readSession(): User | null {
  try {
    const raw = storage()?.getItem(SESSION_KEY);
    const parsed: unknown = raw ? JSON.parse(raw) : null;
    return parsed && typeof parsed === 'object' ? (parsed as User) : null;
  } catch {
    return null;
  }
}

export function writeSession(user: User): void {
  try {
    storage()?.setItem(SESSION_KEY, JSON.stringify(user));
  } catch {
    // quota or disabled storage: display falls back to the server's answer
  }
}

export function clearSession(): void {
  try {
    storage()?.removeItem(SESSION_KEY);
  } catch {
    // ignore
  }
}

/** sessionStorage prefix of questionnaires in progress (questionnaire-draft.ts), plus a user id. */
export const QUESTIONNAIRE_DRAFT_PREFIX = 'wf.questionnaireDraft.';

/** At logout: answers in progress go too. Not when a session merely expires: they are kept for
 * the same person logging in again. */
export function clearQuestionnaireDrafts(): void {
  try {
    const store = typeof window === 'undefined' ? null : window.sessionStorage;
    if (!store) return;
    for (const key of Object.keys(store))
      if (key.startsWith(QUESTIONNAIRE_DRAFT_PREFIX)) store.removeItem(key);
  } catch {
    // storage disabled: there is nothing to clear
  }
}
