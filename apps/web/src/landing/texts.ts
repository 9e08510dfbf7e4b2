// The landing page's few texts in the reader's language, from the app's own catalogues but
// without i18next (about 17 KB gzipped that the landing page's 80 KB budget cannot hold): its
// own namespace ('landing', not the visitor screens' whole 'public'), the app's name and tagline.
// Hindi's texts and font are fetched only for a Hindi reader, as in the app (src/i18n/language.ts).
import { app, footer } from '../i18n/locales/en/common.json';
import landing from '../i18n/locales/en/landing.json';
import { browserLanguage } from '../i18n/browser-language';
import type { LandingTexts } from '../components/LandingPage';

const english: LandingTexts = { appName: app.name, tagline: footer.tagline, ...landing };

/** The texts in the reader's language; <html lang> says which. */
export async function landingTexts(): Promise<LandingTexts> {
  if (browserLanguage() !== 'hi') return english;
  try {
    const [hindi] = await Promise.all([
      import('./texts-hi').then((m) => m.hindi),
      import('../i18n/devanagari-font').then((m) => m.registerDevanagariFont()),
    ]);
    document.documentElement.lang = 'hi';
    return hindi;
  } catch {
    return english; // offline before Hindi was ever cached: English, as the app does
  }
}
