// Which language the screens are in: chosen with the header's switch, remembered in this browser
// (localStorage) and shown on <html lang>. Hindi's catalogues and font are fetched only when Hindi
// is chosen.
import { DEFAULT_LANGUAGE, isLanguage } from '@wf/scoring/language';
import type { Language } from '@wf/scoring/language';
import { localStore } from '../lib/storage';
import { LANGUAGE_KEY, browserLanguage } from './browser-language';
import { currentLanguage, i18n } from './i18n';

export { currentLanguage };

export { LANGUAGE_KEY, browserLanguage };

// Hindi's catalogues and font: a chunk of their own (./hindi.ts), loaded only for a Hindi reader.
const loadHindi = () => import('./hindi').then((m) => m.loadHindi());

function showOnPage(language: Language): void {
  if (typeof document !== 'undefined') document.documentElement.lang = language;
}

i18n.on('languageChanged', (language) => {
  if (isLanguage(language)) showOnPage(language);
});

/** Switches the screens (after fetching what the language needs) without remembering the choice. */
export async function applyLanguage(language: Language): Promise<void> {
  if (language === 'hi') await loadHindi();
  await i18n.changeLanguage(language);
}

/** The reader's own choice: applied and remembered in this browser. */
export async function chooseLanguage(language: Language): Promise<void> {
  await applyLanguage(language);
  try {
    localStore()?.setItem(LANGUAGE_KEY, language);
  } catch {
    // A full or refused storage: the choice holds for this visit only.
  }
}

/**
 * Before the first render: the remembered language, so a Hindi reader never sees English first.
 * Falls back to English when Hindi cannot be fetched (offline before it was ever cached).
 */
export async function startLanguage(): Promise<void> {
  const language = browserLanguage();
  try {
    await applyLanguage(language);
  } catch {
    await applyLanguage(DEFAULT_LANGUAGE);
  }
  showOnPage(currentLanguage());
}
