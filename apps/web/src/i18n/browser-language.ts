// Which language this browser reads, without i18next: the app (./language.ts) and the
// stand-alone landing page (src/landing) both start from it.
import { DEFAULT_LANGUAGE, isLanguage } from '@wf/scoring/language';
import type { Language } from '@wf/scoring/language';
import { localStore } from '../lib/storage';

export const LANGUAGE_KEY = 'wf.language';

/** The language this browser chose before, else Hindi for a browser that prefers it to English. */
export function browserLanguage(): Language {
  const stored = localStore()?.getItem(LANGUAGE_KEY);
  if (isLanguage(stored)) return stored;
  const preferred = typeof navigator === 'undefined' ? [] : navigator.languages;
  for (const tag of preferred) {
    const base = tag.toLowerCase().split('-')[0];
    if (isLanguage(base)) return base;
  }
  return DEFAULT_LANGUAGE;
}
