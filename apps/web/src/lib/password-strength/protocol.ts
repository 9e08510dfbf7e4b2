// What the page and the strength worker say to each other. The estimator itself is the shared
// rule of @wf/scoring/password-strength, the very check the server makes at signup, reset and
// change password; nothing of it is restated here.
import { checkPasswordStrength } from '@wf/scoring/password-strength';
import type { PasswordStrength } from '@wf/scoring/password-strength';

export interface StrengthRequest {
  id: number;
  password: string;
  userInputs: readonly string[];
}

export type StrengthReply =
  { id: number; strength: PasswordStrength } | { id: number; error: string };

/** Answers one request; runs inside the worker (and in unit tests, which have no workers). */
export function answerStrengthRequest({
  id,
  password,
  userInputs,
}: StrengthRequest): StrengthReply {
  try {
    return { id, strength: checkPasswordStrength(password, userInputs) };
  } catch (error) {
    return { id, error: error instanceof Error ? error.message : String(error) };
  }
}
