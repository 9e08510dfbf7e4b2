// The landing page's few texts in the reader's language, from the app's own catalogues but
// without i18next (about 17 KB gzipped that the landing page's 80 KB budget cannot hold). Hindi's
// catalogue and font are fetched only for a Hindi reader, as in the app (src/i18n/language.ts).
import en from '../i18n/locales/en/common.json';
import { browserLanguage } from '../i18n/browser-language';

export interface LandingTexts {
  tagline: string;
}

const english: LandingTexts = { tagline: en.footer.tagline };

export async function landingTexts(): Promise<LandingTexts> {
  const language = browserLanguage();
  if (language !== 'hi') return english;
  try {
    const [hi] = await Promise.all([
      import('../i18n/locales/hi/common.json').then((m) => m.default),
      import('../i18n/devanagari-font').then((m) => m.registerDevanagariFont()),
    ]);
    document.documentElement.lang = 'hi';
    return { tagline: hi.footer.tagline || english.tagline };
  } catch {
    return english; // offline before Hindi was ever cached: English, as the app does
  }
}
