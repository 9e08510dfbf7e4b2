// The one i18next instance of the web app. English is bundled and the fallback; plural forms come
// from i18next's use of Intl.PluralRules (English and Hindi both have "one" and "other").
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LANGUAGE, LANGUAGES, isLanguage } from '@wf/scoring/language';
import type { Language } from '@wf/scoring/language';
import { NAMESPACES, en, onDemand } from './resources';

export const i18n = i18next.createInstance();

void i18n.use(initReactI18next).init({
  resources: { en },
  lng: DEFAULT_LANGUAGE,
  fallbackLng: DEFAULT_LANGUAGE,
  supportedLngs: LANGUAGES,
  ns: NAMESPACES,
  defaultNS: 'common',
  // Hindi arrives later with addResourceBundle; English is complete from the start.
  partialBundledLanguages: true,
  // Resources are in memory: initialise synchronously so the first render has its texts.
  initAsync: false,
  // React escapes what it renders; escaping here too would show "&amp;" on screen.
  interpolation: { escapeValue: false },
  returnNull: false,
  react: { useSuspense: false },
});

/** The language the screens are shown in now. */
export function currentLanguage(): Language {
  const language = i18n.resolvedLanguage ?? i18n.language;
  return isLanguage(language) ? language : DEFAULT_LANGUAGE;
}

/** Fetches a namespace in another language than English too (./hindi.ts sets it once loaded). */
let otherLanguage: ((ns: string) => Promise<void>) | null = null;

export function onNamespaceLoad(load: (ns: string) => Promise<void>): void {
  otherLanguage = load;
}

/**
 * Fetches an on-demand namespace's English (resources.ts) once, before its screen renders, and
 * its Hindi once Hindi has been chosen (only the catalogues in use are fetched, ./hindi.ts).
 */
export async function loadNamespace(ns: keyof typeof onDemand): Promise<void> {
  const other = otherLanguage?.(ns);
  if (!i18n.hasResourceBundle(DEFAULT_LANGUAGE, ns)) {
    i18n.addResourceBundle(DEFAULT_LANGUAGE, ns, await onDemand[ns](), true, false);
  }
  // Hindi chosen while the English was on its way: its Hindi too (./hindi.ts saw no English yet).
  await (other ?? otherLanguage?.(ns));
}

/**
 * A lazily loaded part's script with the texts it shows, for React.lazy: both arrive before it
 * renders, and neither before the part is wanted (not with the screen that holds it).
 */
export function withNamespace<T>(
  ns: keyof typeof onDemand,
  load: () => Promise<T>,
): () => Promise<T> {
  return () => Promise.all([load(), loadNamespace(ns)]).then(([module]) => module);
}
