import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Plugin } from 'vite';

/**
 * landing.html, made at build time from index.html: the same head and frame, with the landing
 * page's script (src/landing/main.tsx) instead of the app's. A direct load of `/` gets it (the
 * API's static handler and the service worker answer `/` with it), so one HTML file stays the
 * source of both.
 */
const REACT = /[\\/]node_modules[\\/](react|react-dom|scheduler|use-sync-external-store)[\\/]/;
const ROUTER =
  /[\\/]node_modules[\\/]@tanstack[\\/](router-core|history|react-router|store|react-store)[\\/]/;

/**
 * The modules of the app the landing page imports too: the frame's parts, the language and
 * storage helpers, the service worker's registration, the English common texts, the styles.
 * Kept out of the app's own chunk (vite.config.ts), or a direct load of `/` would fetch the app.
 */
export const LANDING_SHARED =
  /packages[\\/]ui[\\/]src[\\/]components[\\/](Button|Spinner|cx)\.tsx?$|apps[\\/]web[\\/]src[\\/](landing[\\/]|components[\\/](WaveFooter|LandingPage)\.tsx$|routes[\\/]-components[\\/]ApartmentIllustration\.tsx$|i18n[\\/](browser-language\.ts$|locales[\\/](?!en[\\/]landing\.json$))|lib[\\/](service-worker|storage)\.ts$)|packages[\\/]scoring[\\/]src[\\/]language\.ts$|\.css$/;
/**
 * The landing page's English texts: statically imported by the landing page alone. In the shared
 * chunk every screen of the app would load them; the app's `/` route fetches them on its own.
 */
export const LANDING_TEXTS = /apps[\\/]web[\\/]src[\\/]i18n[\\/]locales[\\/]en[\\/]landing\.json$/;
// The landing page's own modules (the app never imports them) and the two entries.
const LANDING_ONLY =
  /apps[\\/]web[\\/]src[\\/](landing[\\/]|main\.tsx$|components[\\/]LandingPage\.tsx$|routes[\\/]-components[\\/]ApartmentIllustration\.tsx$)/;
const PRELOAD_HELPER = /vite[\\/]preload-helper/;

/**
 * What both pages load before anything shows, as one chunk: React and the parts of the app the
 * landing page shares. Apart, they were nine small chunks (the frame's button, the language
 * helpers, Vite's preload helper...), each a request of its own: on a slow network over
 * HTTP/1.1, six at a time, every further round of requests costs a round trip (issue 13).
 */
const bothPages = (id: string) =>
  (REACT.test(id) || PRELOAD_HELPER.test(id) || LANDING_SHARED.test(id)) &&
  !LANDING_ONLY.test(id) &&
  !id.endsWith('.css');

export function landingHtml(root: string): Plugin {
  const landing = resolve(root, 'landing.html');
  return {
    name: 'wf-landing-html',
    apply: 'build',
    config: () => ({
      build: {
        rollupOptions: {
          input: { main: resolve(root, 'index.html'), landing },
          output: {
            codeSplitting: {
              includeDependenciesRecursively: false,
              // The router in a chunk of its own: otherwise the bundler puts it in one chunk
              // with the other modules both pages share, and the landing page would load it.
              groups: [
                { name: 'base', tags: ['$initial'], test: bothPages },
                { name: 'router', test: ROUTER },
              ],
            },
          },
        },
      },
    }),
    resolveId: (id) => (id === landing ? landing : null),
    load(id) {
      if (id !== landing) return null;
      const html = readFileSync(resolve(root, 'index.html'), 'utf8');
      const app = '<script type="module" src="/src/main.tsx"></script>';
      if (!html.includes(app)) throw new Error(`index.html no longer loads ${app}`);
      return html.replace(app, '<script type="module" src="/src/landing/main.tsx"></script>');
    },
  };
}
