// On-screen messages of spec section 8 that are about the web app's flows (form rules and their
// messages come from @wf/scoring/accounts; the texts themselves live in ./web-messages.ts).
// Mapping of server errors to these lives here.
import { errorCode, errorField } from './errors';
import { WEB_MESSAGES } from './web-messages';

export const DEFAULT_PROFILE_ERROR = WEB_MESSAGES.defaultProfileError;

export const SIGNUP_ERRORS = {
  exists: WEB_MESSAGES.signupExists,
  participantCode: WEB_MESSAGES.signupParticipantCode,
  other: WEB_MESSAGES.signupOther,
} as const;

/**
 * Spec section 8: what /profile-error says about a failed signup, chosen by the server's error
 * code and field (never by its wording): a taken name or email is a conflict, a refused
 * participant code a bad request about that field.
 */
export function signupFailureMessage(error: unknown): string {
  const code = errorCode(error);
  if (code === 'CONFLICT') return SIGNUP_ERRORS.exists;
  if (code === 'BAD_REQUEST' && errorField(error) === 'participantCode') {
    return SIGNUP_ERRORS.participantCode;
  }
  return SIGNUP_ERRORS.other;
}

export const LOGIN_MESSAGES = {
  invalidCredentials: WEB_MESSAGES.invalidCredentials,
  resetSent: WEB_MESSAGES.resetSent,
  emailNotFound: WEB_MESSAGES.emailNotFound,
} as const;

/** How long the forgot-password confirmation stays before the login form returns. */
export const RESET_CONFIRMATION_MS = 3000;

export const PROFILE_UPDATE_FAILED = WEB_MESSAGES.profileUpdateFailed;
export const SCORE_SAVE_FAILED = WEB_MESSAGES.scoreSaveFailed;
export const LOGIN_TO_SUBMIT = WEB_MESSAGES.loginToSubmit;
