// On-screen messages of spec section 8 that are about the web app's flows (form rules and their
// messages come from @wf/scoring/accounts). Mapping of server errors to these lives here.
import { errorCode, errorField } from './errors';

export const DEFAULT_PROFILE_ERROR = 'Profile could not be created. Please try again.';

export const SIGNUP_ERRORS = {
  exists: 'A profile with this name or email already exists.',
  participantCode: 'Invalid participant code. Please check your code and try again.',
  other: 'An error occurred during signup. Please try again.',
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
  invalidCredentials: 'Invalid credentials. Please try again.',
  resetSent: 'Password reset link sent to your email!',
  emailNotFound: 'Email not found. Please check your email address.',
} as const;

/** How long the forgot-password confirmation stays before the login form returns. */
export const RESET_CONFIRMATION_MS = 3000;

export const PROFILE_UPDATE_FAILED = 'Failed to update profile. Please try again.';
export const SCORE_SAVE_FAILED = 'An error occurred while saving your score. Please try again.';
export const LOGIN_TO_SUBMIT = 'Please log in to submit your questionnaire.';
