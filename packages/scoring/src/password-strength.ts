// Password strength with zxcvbn-ts and its dictionaries (issue 14, item 5): a password it rates
// 0 or 1 on its 0-4 scale (guessable in under about a million tries) is refused with its own
// advice. The dictionaries are large (about 1.5 MB of JavaScript), so this is an entry point of
// its own ('@wf/scoring/password-strength'): the web app loads it lazily on the screens that
// choose a password, and the API uses the very same check.

import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import * as common from '@zxcvbn-ts/language-common';
import * as english from '@zxcvbn-ts/language-en';
import { MESSAGES, PASSWORD_MIN } from './account-fields';

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
  /** The sentence to show when the password is refused; null when it is accepted. */
  message: string | null;
}

let factory: ZxcvbnFactory | undefined;
function estimator(): ZxcvbnFactory {
  // Built on first use: unpacking the dictionaries takes about a second.
  factory ??= new ZxcvbnFactory({
    dictionary: { ...common.dictionary, ...english.dictionary },
    graphs: common.adjacencyGraphs,
    translations: english.translations,
    // Fuzzy dictionary matching made one check take seconds; the exact and l33t matches stay.
    useLevenshteinDistance: false,
    l33tMaxSubstitutions: 2,
    maxLength: STRENGTH_CHARS,
  });
  return factory;
}

/**
 * The estimator's English advice by key (zxcvbn-ts's own words): the web shows them in Hindi by
 * these keys, and its test checks its English copy against this.
 */
export const STRENGTH_FEEDBACK = {
  warnings: english.translations.warnings,
  suggestions: english.translations.suggestions,
} as const;

const COMMON_WARNINGS = new Set<string>([
  english.translations.warnings.topTen,
  english.translations.warnings.topHundred,
  english.translations.warnings.common,
  english.translations.warnings.similarToCommon,
  english.translations.warnings.pwned,
]);

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
  const warning = result.feedback.warning || null;
  const suggestions = result.feedback.suggestions.filter(Boolean);
  const acceptable = score >= MIN_PASSWORD_SCORE && password.length >= PASSWORD_MIN;
  return {
    score,
    acceptable,
    warning,
    suggestions,
    message: acceptable ? null : refusal(warning, suggestions),
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

function refusal(warning: string | null, suggestions: readonly string[]): string {
  // The spec-era sentence stays for the most common passwords, so what a form said before
  // still holds; every refusal then says why and what would help.
  const lead =
    warning && COMMON_WARNINGS.has(warning) ? MESSAGES.passwordCommon : MESSAGES.passwordWeak;
  const advice = [warning, ...suggestions].filter((s): s is string => Boolean(s));
  return [lead, ...advice].join(' ');
}
