// Password strength with zxcvbn-ts and its dictionaries (issue 14, item 5): a password it rates
// 0 or 1 on its 0-4 scale (guessable in under about a million tries) is refused with its own
// advice. The dictionaries are large (about 1.5 MB of JavaScript), so this is an entry point of
// its own ('@wf/scoring/password-strength'): the web app loads it lazily on the screens that
// choose a password, and the API uses the very same check.

import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import * as common from '@zxcvbn-ts/language-common';
import * as english from '@zxcvbn-ts/language-en';
import { MESSAGES, PASSWORD_MIN } from './account-fields';
import { STRENGTH_FEEDBACK } from './password-feedback';
import type { SuggestionKey, WarningKey } from './password-feedback';

export { STRENGTH_FEEDBACK };
export type { SuggestionKey, WarningKey };

export type StrengthScore = 0 | 1 | 2 | 3 | 4;

/** The lowest score accepted. */
export const MIN_PASSWORD_SCORE = 2;

/**
 * Only this many characters are estimated: zxcvbn's matching grows fast with length (a 120
 * character password took seconds), and a password this long whose start is weak is rare.
 */
export const STRENGTH_CHARS = 32;

/** Words of this app that a guesser would try first ('water2024' was the published code). */
const APP_WORDS = ['water', 'footprint', 'tracker', 'participant', 'apartment', 'community'];

export interface PasswordStrength {
  score: StrengthScore;
  acceptable: boolean;
  /** zxcvbn's warning, e.g. 'This is a commonly used password.', or null. */
  warning: string | null;
  suggestions: string[];
  /** The same advice by key of STRENGTH_FEEDBACK, for a reader of another language. */
  warningKey: WarningKey | null;
  suggestionKeys: SuggestionKey[];
  /** The sentence to show when the password is refused; null when it is accepted. */
  message: string | null;
}

let factory: ZxcvbnFactory | undefined;
function estimator(): ZxcvbnFactory {
  // Built on first use: unpacking the dictionaries takes about a second.
  factory ??= new ZxcvbnFactory({
    dictionary: { ...common.dictionary, ...english.dictionary },
    graphs: common.adjacencyGraphs,
    // Keys, not sentences: STRENGTH_FEEDBACK gives the English, the web's catalogue the Hindi.
    translations: keysOf(english.translations),
    // Fuzzy dictionary matching made one check take seconds; the exact and l33t matches stay.
    useLevenshteinDistance: false,
    l33tMaxSubstitutions: 2,
    maxLength: STRENGTH_CHARS,
  });
  return factory;
}

/** Each text of a translation table replaced by its key: the estimator then answers in keys. */
function keysOf<T extends Record<string, Record<string, string>>>(table: T): T {
  return Object.fromEntries(
    Object.entries(table).map(([group, texts]) => [
      group,
      Object.fromEntries(Object.keys(texts).map((key) => [key, key])),
    ]),
  ) as T;
}

const COMMON_WARNINGS = new Set<string>([
  'topTen',
  'topHundred',
  'common',
  'similarToCommon',
  'pwned',
] satisfies WarningKey[]);

/**
 * Rates a password. `userInputs` are words the owner's password should not lean on (their
 * name, email, community), which count as known to a guesser.
 */
export function checkPasswordStrength(
  password: string,
  userInputs: readonly string[] = [],
): PasswordStrength {
  const inputs = [...APP_WORDS, ...userInputs.flatMap(splitInput)];
  const result = estimator().check(password.slice(0, STRENGTH_CHARS), inputs);
  const score = result.score as StrengthScore;
  const warningKey = (result.feedback.warning || null) as WarningKey | null;
  const suggestionKeys = result.feedback.suggestions.filter(Boolean) as SuggestionKey[];
  const warning = warningKey && STRENGTH_FEEDBACK.warnings[warningKey];
  const suggestions = suggestionKeys.map((key) => STRENGTH_FEEDBACK.suggestions[key]);
  const acceptable = score >= MIN_PASSWORD_SCORE && password.length >= PASSWORD_MIN;
  return {
    score,
    acceptable,
    warning,
    suggestions,
    warningKey,
    suggestionKeys,
    message: acceptable ? null : refusal(warningKey, suggestionKeys),
  };
}

/** 'Anaya Sharma' and 'anaya.sharma@example.com' give their parts, which is what guessers try. */
function splitInput(input: string): string[] {
  const parts = input
    .toLowerCase()
    .split(/[\s@._+-]+/)
    .filter((p) => p.length >= 3);
  const local = input.toLowerCase().split('@')[0] ?? '';
  return [input.toLowerCase(), local.replace(/[\s._+-]+/g, ''), ...parts];
}

/** Which rule sentence opens a refusal: the spec-era one for the most common passwords. */
export function refusalLead(warning: WarningKey | null): 'passwordCommon' | 'passwordWeak' {
  return warning && COMMON_WARNINGS.has(warning) ? 'passwordCommon' : 'passwordWeak';
}

function refusal(warning: WarningKey | null, suggestions: readonly SuggestionKey[]): string {
  // The spec-era sentence stays for the most common passwords, so what a form said before
  // still holds; every refusal then says why and what would help.
  const advice = [
    ...(warning ? [STRENGTH_FEEDBACK.warnings[warning]] : []),
    ...suggestions.map((key) => STRENGTH_FEEDBACK.suggestions[key]),
  ];
  return [MESSAGES[refusalLead(warning)], ...advice].join(' ');
}
