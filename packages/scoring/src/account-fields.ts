// The account fields' limits, messages and email check, without Zod: the web forms need them
// as the user types (the live email check), while the Zod rules of ./accounts load when a form is
// sent (issue 13's budgets: Zod's core is about 14 KB gzipped). ./accounts re-exports all of it,
// so this stays the one home of these rules.

export const PASSWORD_MIN = 6;
export const PASSWORD_MAX = 128;
export const PROFILE_NAME_MAX = 60;
export const EMAIL_MAX = 254;
export const APARTMENT_MAX = 40;
export const COMMUNITY_MAX = 100;

function hidden(field: string): string {
  return `${field} contains a hidden character (a control, invisible or text-direction character). Please type it again without it.`;
}

export const MESSAGES = {
  profileNameRequired: 'Profile name is required',
  emailRequired: 'Email is required',
  emailInvalid: 'Please enter a valid email address',
  passwordRequired: 'Password is required',
  passwordShort: 'Password must be at least 6 characters long',
  apartmentRequired: 'Apartment number is required',
  participantCodeRequired: 'Participant code is required',
  communityRequired: 'Apartment community is required',
  loginBothRequired: 'Please enter both email/profile name and password.',
  forgotEmailRequired: 'Please enter your email address.',
  // The spec is silent on these; they keep the same plain tone.
  participantCodeInvalid: 'Invalid participant code',
  passwordLong: `Password must be at most ${PASSWORD_MAX} characters long`,
  profileNameLong: `Profile name must be at most ${PROFILE_NAME_MAX} characters long`,
  emailLong: `Email must be at most ${EMAIL_MAX} characters long`,
  apartmentLong: `Apartment number must be at most ${APARTMENT_MAX} characters long`,
  communityLong: `Apartment community must be at most ${COMMUNITY_MAX} characters long`,
  resetTokenRequired: 'Reset token is required',
  passwordCommon: 'This password is too common and easy to guess. Please choose a different one.',
  // Issue 27, item 9: every resident knows the participant code, so it guards no account.
  passwordIsParticipantCode:
    'Please do not use the participant code as your password: every resident knows it.',
  // What the API answers; the web app maps failures by their code and field, not by these texts.
  emailTaken: 'A profile with this email already exists',
  profileNameTaken: 'A profile with this name already exists',
  invalidCredentials: 'Invalid credentials',
  emailNotFound: 'Email not found',
  // Issue 28, item 5: what the forgot-password screen says beside the spec's messages, and what
  // the server's answer carries, whether or not an account has the email and a mail was sent.
  resetNoMail:
    'If no email arrives within a few minutes, ask your community’s organiser for a reset link.',
  resetLinkInvalid: 'This password reset link is invalid or has expired. Please request a new one.',
  profileNameHidden: hidden('Profile name'),
  emailHidden: hidden('Email'),
  apartmentHidden: hidden('Apartment number'),
  communityHidden: hidden('Apartment community'),
  currentPasswordRequired: 'Current password is required',
  passwordUnchanged: 'The new password must be different from the current one',
  passwordWeak: 'This password is too easy to guess. Please choose a stronger one.',
} as const;

// Deliberately loose: one @, something on each side and a dot in the domain. Stricter patterns
// reject real addresses; delivery of the reset mail is the real test.
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Trims first, because the live check runs on what is typed and submission trims anyway. */
export function isValidEmail(s: string): boolean {
  const email = s.trim();
  return email.length <= EMAIL_MAX && EMAIL_PATTERN.test(email);
}
