// Which language the screens are in: chosen with the header's switch, remembered in this browser
// (localStorage) and shown on <html lang>. Hindi's catalogues and font are fetched only when Hindi
// is chosen.
import { DEFAULT_LANGUAGE, isLanguage } from '@wf/scoring/language';
import type { Language } from '@wf/scoring/language';
import { localStore } from '../lib/storage';
import { LANGUAGE_KEY, browserLanguage } from './browser-language';
import { currentLanguage, i18n, loadNamespace } from './i18n';

export { currentLanguage };

export { LANGUAGE_KEY, browserLanguage };

const hindiCatalogues = import.meta.glob<Record<string, unknown>>('./locales/hi/*.json', {
  import: 'default',
});

let hindiLoaded: Promise<void> | null = null;

function loadHindi(): Promise<void> {
  hindiLoaded ??= (async () => {
    const [, , , bundles] = await Promise.all([
      import('./devanagari-font').then((m) => m.registerDevanagariFont()),
      // The English of the messages and of the estimator's advice, for localizeMessage to find
      // what the browser wrote in English (./messages.ts).
      loadNamespace('messages'),
      loadNamespace('password'),
      Promise.all(
        Object.entries(hindiCatalogues).map(async ([path, load]) => {
          const ns = path.slice(path.lastIndexOf('/') + 1, -'.json'.length);
          return [ns, await load()] as const;
        }),
      ),
    ]);
    for (const [ns, bundle] of bundles) i18n.addResourceBundle('hi', ns, bundle, true, true);
  })().catch((error: unknown) => {
    hindiLoaded = null; // a failed download (offline) may be retried on the next choice
    throw error;
  });
  return hindiLoaded;
}

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
