// The password estimator's advice in English, by key (zxcvbn-ts's own words), in an entry point of
// its own ('@wf/scoring/password-feedback'): its texts without the estimator's 1.5 MB of
// dictionaries. The web's English "password" catalogue is this object; its Hindi translates it
// key by key, and a refused password reaches the web with the keys of its advice.
import { translations } from '@zxcvbn-ts/language-en';

export const STRENGTH_FEEDBACK = {
  warnings: translations.warnings,
  suggestions: translations.suggestions,
} as const;

export type WarningKey = keyof typeof STRENGTH_FEEDBACK.warnings;
export type SuggestionKey = keyof typeof STRENGTH_FEEDBACK.suggestions;
