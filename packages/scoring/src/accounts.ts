// Account form rules shared by the web forms and the API, so a rule is never written twice.
// Messages are the spec's (section 5) where it gives one.

import { z } from 'zod';
import { COMMON_PASSWORDS } from './common-passwords';
import { unknownFields } from './field-errors';

export const PASSWORD_MIN = 6;
export const PASSWORD_MAX = 128;
export const PROFILE_NAME_MAX = 60;
export const EMAIL_MAX = 254;
export const APARTMENT_MAX = 40;
export const COMMUNITY_MAX = 100;

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
  // What the API answers; the web app maps failures by their code and field, not by these texts.
  emailTaken: 'A profile with this email already exists',
  profileNameTaken: 'A profile with this name already exists',
  invalidCredentials: 'Invalid credentials',
  emailNotFound: 'Email not found',
  resetLinkInvalid: 'This password reset link is invalid or has expired. Please request a new one.',
} as const;

/**
 * What profile-name uniqueness and login by name compare: NFKC-normalised, so composed and
 * decomposed or full-width letters match their plain forms, and case-folded by upper- then
 * lower-casing, so 'Émile' matches 'ÉMILE' and 'Straße' matches 'STRASSE'. SQLite's own lower()
 * folds ASCII letters only, which is why the key is computed here and stored.
 */
export function profileNameKey(name: string): string {
  // Lowered first too, so 'ẞ' goes to 'ß' and then 'ss' like its lower-case form. Normalised
  // again after folding (case mapping can leave a string that is not NFKC), and trimmed last
  // because compatibility forms can expand to a leading space.
  return name.normalize('NFKC').toLowerCase().toUpperCase().toLowerCase().normalize('NFKC').trim();
}

/** One of the passwords attackers try first (compared without case); refused at signup and reset. */
export function isCommonPassword(password: string): boolean {
  return COMMON_PASSWORDS.has(password.toLowerCase());
}

// Deliberately loose: one @, something on each side and a dot in the domain. Stricter patterns
// reject real addresses; delivery of the reset mail is the real test.
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Trims first, because the live check runs on what is typed and submission trims anyway. */
export function isValidEmail(s: string): boolean {
  const email = s.trim();
  return email.length <= EMAIL_MAX && EMAIL_PATTERN.test(email);
}

// A required, trimmed text field. `abort` stops at the first failure so an empty field shows
// only "required", not also a length or format message.
function requiredText(required: string, max: number, tooLong: string) {
  return z
    .string({ error: required })
    .trim()
    .min(1, { error: required, abort: true })
    .max(max, { error: tooLong });
}

function emailField(required: string) {
  return z
    .string({ error: required })
    .trim()
    .toLowerCase()
    .min(1, { error: required, abort: true })
    .max(EMAIL_MAX, { error: MESSAGES.emailLong, abort: true })
    .refine(isValidEmail, { error: MESSAGES.emailInvalid });
}

// Passwords are taken exactly as typed: never trimmed. A new password (signup, reset) must not
// be one of the passwords attackers try first.
const passwordField = z
  .string({ error: MESSAGES.passwordRequired })
  .min(1, { error: MESSAGES.passwordRequired, abort: true })
  .min(PASSWORD_MIN, { error: MESSAGES.passwordShort, abort: true })
  .max(PASSWORD_MAX, { error: MESSAGES.passwordLong, abort: true })
  .refine((password) => !isCommonPassword(password), { error: MESSAGES.passwordCommon });

const profileNameField = requiredText(
  MESSAGES.profileNameRequired,
  PROFILE_NAME_MAX,
  MESSAGES.profileNameLong,
);
const apartmentField = requiredText(
  MESSAGES.apartmentRequired,
  APARTMENT_MAX,
  MESSAGES.apartmentLong,
);
const communityField = requiredText(
  MESSAGES.communityRequired,
  COMMUNITY_MAX,
  MESSAGES.communityLong,
);

// Unknown keys are rejected with a message naming them, like the responses schema.
const strictError: z.core.$ZodErrorMap = (issue) =>
  issue.code === 'unrecognized_keys' ? unknownFields(issue.keys) : undefined;

/** The participant code is only checked for presence here; its value is the server's secret. */
export const signupSchema = z.strictObject(
  {
    profileName: profileNameField,
    email: emailField(MESSAGES.emailRequired),
    password: passwordField,
    apartmentCommunityName: communityField,
    apartment: apartmentField,
    participantCode: z
      .string({ error: MESSAGES.participantCodeRequired })
      .trim()
      .min(1, { error: MESSAGES.participantCodeRequired }),
  },
  { error: strictError },
);

// Login only checks presence: password rules belong to signup and reset, and a login attempt
// should only ever learn "wrong credentials", never which rule a password breaks.
export const loginSchema = z.strictObject(
  {
    identifier: z
      .string({ error: MESSAGES.loginBothRequired })
      .trim()
      .min(1, { error: MESSAGES.loginBothRequired }),
    password: z
      .string({ error: MESSAGES.loginBothRequired })
      .min(1, { error: MESSAGES.loginBothRequired }),
  },
  { error: strictError },
);

export const forgotPasswordSchema = z.strictObject(
  { email: emailField(MESSAGES.forgotEmailRequired) },
  { error: strictError },
);

export const resetPasswordSchema = z.strictObject(
  {
    token: z
      .string({ error: MESSAGES.resetTokenRequired })
      .min(1, { error: MESSAGES.resetTokenRequired }),
    password: passwordField,
  },
  { error: strictError },
);

export const updateProfileSchema = z.strictObject(
  {
    profileName: profileNameField,
    apartment: apartmentField,
    apartmentCommunityName: communityField.optional(),
  },
  { error: strictError },
);

export type SignupInput = z.infer<typeof signupSchema>;
export type LoginInput = z.infer<typeof loginSchema>;
export type ForgotPasswordInput = z.infer<typeof forgotPasswordSchema>;
export type ResetPasswordInput = z.infer<typeof resetPasswordSchema>;
export type UpdateProfileInput = z.infer<typeof updateProfileSchema>;
