// The languages of the visitor and resident screens. The browser checks a stored choice with it
// and the server a profile's saved language (its zod schema is z.enum(LANGUAGES)), so both share
// this one list. No zod here: the header's language switch is on every page, and zod is not.

/** 'en' is the spec's language, the fallback for any missing text. */
export const LANGUAGES = ['en', 'hi'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'en';

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/** Each language named in its own script, the way a reader of it looks for it. */
export const LANGUAGE_NAMES: Readonly<Record<Language, string>> = {
  en: 'English',
  hi: 'हिन्दी',
};
