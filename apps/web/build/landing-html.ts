import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Plugin } from 'vite';

/**
 * landing.html, made at build time from index.html: the same head and frame, with the landing
 * page's script (src/landing/main.tsx) instead of the app's. A direct load of `/` gets it (the
 * API's static handler and the service worker answer `/` with it), so one HTML file stays the
 * source of both.
 */
const REACT = /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/;
const ROUTER =
  /[\\/]node_modules[\\/]@tanstack[\\/](router-core|history|react-router|store|react-store)[\\/]/;

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
              // React and the router in chunks of their own: otherwise the bundler puts them in
              // one chunk with the other modules both pages share, and the landing page would
              // load the router too.
              groups: [
                { name: 'react', test: REACT },
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
