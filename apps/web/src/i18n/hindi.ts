// Hindi's catalogues and font, fetched when Hindi is chosen (or remembered): a module of its own
// so English readers never load the list of Hindi's catalogues (the glob below) with every
// screen (issue 29 item 6: every screen within 150 KB). language.ts imports it on demand.
import { i18n, loadNamespace } from './i18n';

const hindiCatalogues = import.meta.glob<Record<string, unknown>>('./locales/hi/*.json', {
  import: 'default',
});

let hindiLoaded: Promise<void> | null = null;

export function loadHindi(): Promise<void> {
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
