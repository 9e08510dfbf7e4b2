// Account form rules shared by the web forms and the API, so a rule is never written twice.
// Messages (./account-fields) are the spec's (section 5) where it gives one.

// zod/mini: the same rules as classic Zod, in functions a bundler can drop when unused, so the
// visitor's form pages do not carry all of Zod (about 23 KB gzipped; issue 13's budgets).
import { lookAlikeLetter, lookAlikeSkeleton } from './look-alikes';
import * as z from 'zod/mini';
import { COMMON_PASSWORDS } from './common-passwords';
import { unknownFields } from './field-errors';
import {
  APARTMENT_MAX,
  COMMUNITY_MAX,
  EMAIL_MAX,
  MESSAGES,
  PASSWORD_MAX,
  PASSWORD_MIN,
  PROFILE_NAME_MAX,
  isValidEmail,
} from './account-fields';

// Everything the forms need without Zod is also part of this module's API.
export * from './account-fields';

/**
 * What profile-name uniqueness and login by name compare: NFKC-normalised, so composed and
 * decomposed or full-width letters match their plain forms, and case-folded by upper- then
 * lower-casing, so 'Émile' matches 'ÉMILE' and 'Straße' matches 'STRASSE'. Invisible characters
 * (zero-width spaces and joiners, soft hyphens, text-direction marks, variation selectors) are
 * left out and Cyrillic and Greek letters that look like Latin ones count as those, so 'Bob RT'
 * cannot be taken again with a zero-width space, a no-break space or a Cyrillic 'о' (issue 14,
 * item 7). SQLite's own lower() folds ASCII letters only, which is why the key is computed here
 * and stored; when this rule changes, the server re-keys every profile at start-up.
 */
export function profileNameKey(name: string): string {
  // Each step can expose work for another (a removed joiner lets two letters compose), so the
  // steps repeat until nothing changes: the key of a key is itself.
  let key = foldName(name);
  for (let i = 0; i < 4; i++) {
    const again = foldName(key);
    if (again === key) break;
    key = again;
  }
  return key;
}

function foldName(name: string): string {
  // Look-alike letters are read in their own case before any lower-casing (issue 27, item 9:
  // lower-casing first let Cyrillic В, Н, М and Greek Ε, Η escape, and sent Greek Ν to a Latin
  // v), and again after it, for small letters a capital folds to. Lowered first too, so 'ẞ' goes
  // to 'ß' and then 'ss' like its lower-case form. Whitespace runs count as one space ('Eve  House'
  // shows as 'Eve House' in HTML), and the key is trimmed last because compatibility forms can
  // expand to a leading space.
  const skeleton = lookAlikeSkeleton(name.normalize('NFKC').replace(INVISIBLE, ''));
  return Array.from(skeleton, lookAlikeLetter)
    .join('')
    .normalize('NFKC')
    .replace(/\s+/gu, ' ')
    .trim();
}

const INVISIBLE = /[\p{Default_Ignorable_Code_Point}\p{Cc}\p{Cf}]/gu;

/**
 * The first character that names, apartments, communities and emails may not hold, or null:
 * control characters, text-direction overrides and isolates, other invisible format characters
 * (zero-width space, soft hyphen, word joiner, byte-order mark, tags), line and paragraph
 * separators, unpaired surrogates and the non-characters (U+FDD0-U+FDEF, U+xFFFE, U+xFFFF).
 * XML cannot hold several of them (one broke every XLSX export), and 'Bob\u202Egnp.exe' shows
 * as 'Bobexe.png'. Zero-width joiner and non-joiner stay allowed: emoji sequences and Indian
 * scripts (Devanagari half forms) need them.
 */
export function findHiddenCharacter(text: string): string | null {
  for (const char of text) {
    const code = char.codePointAt(0) ?? 0;
    if (code === 0x200c || code === 0x200d) continue;
    if (HIDDEN.test(char) || (code >= 0xfdd0 && code <= 0xfdef) || (code & 0xfffe) === 0xfffe) {
      return char;
    }
  }
  return null;
}

const HIDDEN = /^[\p{Cc}\p{Cf}\p{Cs}\p{Zl}\p{Zp}]$/u;

/** 'U+202E', for messages that name a character nobody can see. */
export function codePointLabel(char: string): string {
  return `U+${(char.codePointAt(0) ?? 0).toString(16).toUpperCase().padStart(4, '0')}`;
}

/** One of the passwords attackers try first (compared without case); refused at signup and reset. */
export function isCommonPassword(password: string): boolean {
  return COMMON_PASSWORDS.has(password.toLowerCase());
}

// A required, trimmed text field. `abort` stops at the first failure so an empty field shows
// only "required", not also a length or format message.
function requiredText(required: string, max: number, tooLong: string, hiddenChar: string) {
  return z.string({ error: required }).check(
    z.trim(),
    z.minLength(1, { error: required, abort: true }),
    z.maxLength(max, { error: tooLong, abort: true }),
    z.refine((text) => findHiddenCharacter(text) === null, { error: hiddenChar }),
  );
}

function emailField(required: string) {
  return z.string({ error: required }).check(
    z.trim(),
    z.toLowerCase(),
    z.minLength(1, { error: required, abort: true }),
    z.maxLength(EMAIL_MAX, { error: MESSAGES.emailLong, abort: true }),
    z.refine((text) => findHiddenCharacter(text) === null, {
      error: MESSAGES.emailHidden,
      abort: true,
    }),
    z.refine(isValidEmail, { error: MESSAGES.emailInvalid }),
  );
}

const passwordField = z.string({ error: MESSAGES.passwordRequired }).check(
  z.minLength(1, { error: MESSAGES.passwordRequired, abort: true }),
  z.minLength(PASSWORD_MIN, { error: MESSAGES.passwordShort, abort: true }),
  z.maxLength(PASSWORD_MAX, { error: MESSAGES.passwordLong, abort: true }),
  z.refine((password) => !isCommonPassword(password), { error: MESSAGES.passwordCommon }),
);

const profileNameField = requiredText(
  MESSAGES.profileNameRequired,
  PROFILE_NAME_MAX,
  MESSAGES.profileNameLong,
  MESSAGES.profileNameHidden,
);
const apartmentField = requiredText(
  MESSAGES.apartmentRequired,
  APARTMENT_MAX,
  MESSAGES.apartmentLong,
  MESSAGES.apartmentHidden,
);
const communityField = requiredText(
  MESSAGES.communityRequired,
  COMMUNITY_MAX,
  MESSAGES.communityLong,
  MESSAGES.communityHidden,
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
      .check(z.trim(), z.minLength(1, { error: MESSAGES.participantCodeRequired })),
  },
  { error: strictError },
);

// Login only checks presence: password rules belong to signup and reset, and a login attempt
// should only ever learn "wrong credentials", never which rule a password breaks.
export const loginSchema = z.strictObject(
  {
    identifier: z
      .string({ error: MESSAGES.loginBothRequired })
      .check(z.trim(), z.minLength(1, { error: MESSAGES.loginBothRequired })),
    password: z
      .string({ error: MESSAGES.loginBothRequired })
      .check(z.minLength(1, { error: MESSAGES.loginBothRequired })),
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
      .check(z.minLength(1, { error: MESSAGES.resetTokenRequired })),
    password: passwordField,
  },
  { error: strictError },
);

export const updateProfileSchema = z.strictObject(
  {
    profileName: profileNameField,
    apartment: apartmentField,
    apartmentCommunityName: z.optional(communityField),
  },
  { error: strictError },
);

/** Change password on the edit-profile screen: the current one, and a new one by the same rules. */
export const changePasswordSchema = z.strictObject(
  {
    currentPassword: z
      .string({ error: MESSAGES.currentPasswordRequired })
      .check(z.minLength(1, { error: MESSAGES.currentPasswordRequired })),
    newPassword: passwordField,
  },
  { error: strictError },
);

export type SignupInput = z.infer<typeof signupSchema>;
export type LoginInput = z.infer<typeof loginSchema>;
export type ForgotPasswordInput = z.infer<typeof forgotPasswordSchema>;
export type ResetPasswordInput = z.infer<typeof resetPasswordSchema>;
export type UpdateProfileInput = z.infer<typeof updateProfileSchema>;
export type ChangePasswordInput = z.infer<typeof changePasswordSchema>;
