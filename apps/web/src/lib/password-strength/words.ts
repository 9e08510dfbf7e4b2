import type { StrengthScore } from '@wf/scoring/password-strength';

/** The meter's words for zxcvbn's 0-4 scale, plain enough for a child. */
export const STRENGTH_WORDS: Record<StrengthScore, string> = {
  0: 'Too easy to guess',
  1: 'Weak',
  2: 'OK',
  3: 'Strong',
  4: 'Very strong',
};
