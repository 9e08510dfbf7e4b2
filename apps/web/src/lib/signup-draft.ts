// What a failed signup leaves for 'Try Again' on /profile-error: the values that were typed
// (never the password) and the server's reason, with the field it is about. The form comes back
// filled in and says under that field what to fix, instead of starting from nothing.
// Kept in memory only: it lives as long as the tab's page, and a reload forgets it.
import type { SignupInput } from '@wf/scoring/accounts';

export type SignupField = keyof SignupInput;

export interface SignupDraft {
  values: Omit<Record<SignupField, string>, 'password'>;
  /** The server's message, shown under `field`. */
  reason?: { field: SignupField; message: string };
}

let draft: SignupDraft | null = null;

export function keepSignupDraft(next: SignupDraft): void {
  draft = next;
}

export function signupDraft(): SignupDraft | null {
  return draft;
}

export function clearSignupDraft(): void {
  draft = null;
}
