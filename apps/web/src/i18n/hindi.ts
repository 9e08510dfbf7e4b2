// Hindi's catalogues and font, fetched when Hindi is chosen (or remembered): a module of its own
// so English readers never load the list of Hindi's catalogues (the glob below) with every screen
// (issue 29 item 6: every screen within 150 KB). language.ts imports it on demand.
//
// Only the catalogues in use, as in English (issue 29 item 6: a first visit in Hindi must not
// cost twice the English one): those English has loaded by then, those every screen may need,
// and from then on each namespace a screen loads (loadNamespace's hook below).
import { DEFAULT_LANGUAGE } from '@wf/scoring/language';
import { en } from './resources';
import { i18n, loadNamespace, onNamespaceLoad } from './i18n';

const hindiCatalogues: Record<string, () => Promise<Record<string, unknown>>> = {
  ...import.meta.glob<Record<string, unknown>>('./locales/hi/*.json', { import: 'default' }),
  // The water model's Hindi sits beside its English in @wf/scoring: the server's reminders quote
  // its pledges too, and a server never imports from the web.
  './locales/hi/water-model.json': () =>
    import('@wf/scoring/water/hindi').then((m) => m.default as Record<string, unknown>),
};

/**
 * Catalogues Hindi needs whatever the screen: the bundled English ones, and those said in Hindi
 * only (the messages and the estimator's advice for localizeMessage, the refusals for reasons.ts).
 */
const ALWAYS = [...Object.keys(en), 'messages', 'password', 'limits'];
/**
 * Namespaces the screens of another use without loading them in English: the water model's names
 * (English is their default value) and the questions' texts of the plan's rows (English is the
 * canonical text), both on the screens that load 'water'.
 */
const WITH: Record<string, string[]> = { water: ['water-model', 'questions'] };

const loading = new Map<string, Promise<void>>();

/** Registers one Hindi catalogue (and its companions) once; a namespace Hindi lacks is skipped. */
function loadHindiNamespace(ns: string): Promise<void> {
  const companions = (WITH[ns] ?? []).map(loadHindiNamespace);
  const load = hindiCatalogues[`./locales/hi/${ns}.json`];
  if (!load) return Promise.all(companions).then(() => undefined);
  let once = loading.get(ns);
  if (!once) {
    once = load().then((bundle) => {
      i18n.addResourceBundle('hi', ns, bundle, true, true);
    });
    // A failed download (offline) may be retried on the next choice.
    once.catch(() => loading.delete(ns));
    loading.set(ns, once);
  }
  return Promise.all([once, ...companions]).then(() => undefined);
}

let hindiLoaded: Promise<void> | null = null;

export function loadHindi(): Promise<void> {
  hindiLoaded ??= (async () => {
    // From now on a screen's namespaces come in Hindi too, before the screen renders; those
    // English has already are fetched here.
    onNamespaceLoad(loadHindiNamespace);
    const inUse = Object.keys(hindiCatalogues)
      .map((path) => path.slice(path.lastIndexOf('/') + 1, -'.json'.length))
      .filter((ns) => ALWAYS.includes(ns) || i18n.hasResourceBundle(DEFAULT_LANGUAGE, ns));
    await Promise.all([
      import('./devanagari-font').then((m) => m.registerDevanagariFont()),
      // The English of the messages and of the estimator's advice, for localizeMessage to find
      // what the browser wrote in English (./messages.ts).
      loadNamespace('messages'),
      loadNamespace('password'),
      ...inUse.map(loadHindiNamespace),
    ]);
  })().catch((error: unknown) => {
    hindiLoaded = null; // a failed download (offline) may be retried on the next choice
    throw error;
  });
  return hindiLoaded;
}
