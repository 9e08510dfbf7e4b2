import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import { compression, defineAlgorithm } from 'vite-plugin-compression2';
import { VitePWA } from 'vite-plugin-pwa';
import { bundleReport } from './build/bundle-report.ts';
import { LANDING_SHARED, LANDING_TEXTS, landingHtml } from './build/landing-html.ts';
import { routeHtml } from './build/route-html.ts';

// The API (Fastify on :3000) serves /api (REST) and /trpc; in development Vite forwards both so
// the browser sees one origin and the session cookie just works.
const api = 'http://127.0.0.1:3000';
const I18N_RUNTIME = /node_modules[\\/](i18next|react-i18next)[\\/]/;
// What every screen of the app loads before it shows (src/main.tsx's static imports): the
// router, the data layer, the shells and their helpers. Kept in one chunk rather than the twenty
// or so small ones the automatic split makes of it (issue 13): each chunk costs its own imports
// and exports, and compressed apart they share no dictionary; about 6 KB gzipped on every screen.
const APP_SHELL =
  /apps[\\/]web[\\/]src[\\/]|packages[\\/](ui|scoring)[\\/]src[\\/]|node_modules[\\/].*(@tanstack|@trpc)[\\/]/;
// ...less what the landing page (landing.html) shares with the app (build/landing-html.ts): in
// the app's chunk, a direct load of `/` would fetch it all (the bundle budget test fails if it does).
// The entries: the app's, and the Intl warm-up that signed-in pages run first (src/warm-intl.ts,
// which must not wait for the app's chunk).
const ENTRY_MODULE = /apps[\\/]web[\\/]src[\\/](main\.tsx|warm-intl\.ts)$/;
// What many screens import beyond the start (the cards, the dialog, number formatting...): one
// chunk rather than a dozen of a kilobyte or two. On a slow network over HTTP/1.1 each request
// waits for one of six connections and costs a round trip; shared by fewer screens, a module
// stays where the bundler put it, so a screen does not pay the bytes of what it never uses
// (the budget test holds every route to 150 KB).
const SHARED_BY_SCREENS = 8;
// The root and the three layouts (public, resident, administrator): their frames are in the app's
// start-up chunk already; see the router plugin below.
const LAYOUT_ROUTES = new Set<string>(['__root__', '/_public', '/_resident', '/_admin']);
const proxy = {
  '/api': { target: api, changeOrigin: false },
  '/trpc': { target: api, changeOrigin: false },
};

export default defineConfig({
  plugins: [
    // Must come before the React plugin. Each screen's route file becomes one lazily loaded chunk
    // (its component with its pending, error and not-found parts, not a chunk each). The layouts
    // are not split: every screen under them needs their frame first, so their split parts were
    // two more requests of about a kilobyte on every first visit, each waiting its turn for one
    // of six connections on a slow network (docs/benchmarks.md, "What limits it").
    tanstackRouter({
      target: 'react',
      autoCodeSplitting: true,
      codeSplittingOptions: {
        splitBehavior: ({ routeId }) => (LAYOUT_ROUTES.has(routeId) ? [] : undefined),
        defaultBehavior: [['component', 'pendingComponent', 'errorComponent', 'notFoundComponent']],
      },
    }),
    react(),
    bundleReport(),
    landingHtml(import.meta.dirname),
    routeHtml(),
    VitePWA({
      // src/lib/service-worker.ts registers it (after load); a new version takes over at once.
      injectRegister: false,
      registerType: 'autoUpdate',
      manifest: {
        id: '/',
        name: 'Water Footprint Tracker',
        short_name: 'Water Footprint',
        description:
          'Understand your water footprint, track your progress, and build sustainable habits for a better future.',
        start_url: '/',
        scope: '/',
        display: 'standalone',
        background_color: '#f2f9fd',
        theme_color: '#0a67a3',
        icons: [
          { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
          { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
          {
            src: '/icons/icon-maskable-512.png',
            sizes: '512x512',
            type: 'image/png',
            purpose: 'maskable',
          },
        ],
      },
      workbox: {
        // The shell and every script and style: a repeat visit needs nothing from the network
        // to start. Source maps and the bundle report are not served, so not cached either.
        globPatterns: ['**/*.{js,css,html,svg,png,webmanifest}'],
        // The screens' own pages (build/route-html.ts) only speed up a first visit from the
        // network; offline, index.html starts any screen.
        // The password-strength worker (most of a megabyte gzipped) is fetched only by someone
        // choosing a password; precaching it would send it to every visitor.
        globIgnores: ['**/*.map', 'bundle-report.json', '**/strength.worker-*.js', 'pages/**'],
        // A visit of `/` gets the landing page without the app (build/landing-html.ts), as from
        // the server; every other page the app.
        directoryIndex: 'landing.html',
        navigateFallback: '/index.html',
        // Downloads (/api/exports) and API calls are navigations or requests the app makes
        // itself: always the network.
        navigateFallbackDenylist: [/^\/api\//, /^\/trpc\//],
        inlineWorkboxRuntime: true,
        // The reminders' notifications (issue 30): `push` shows one, a tap opens the app
        // (public/push-handler.js, plain JavaScript the generated worker imports).
        importScripts: ['/push-handler.js'],
        sourcemap: false,
        cleanupOutdatedCaches: true,
        clientsClaim: true,
        skipWaiting: true,
      },
    }),
    // .br and .gz beside every text asset, at the highest levels: compressed once here, served
    // as they are by the API's static handler (preCompressed), never compressed per request.
    compression({
      algorithms: [
        defineAlgorithm('brotliCompress', { params: { 0: 11 } }),
        defineAlgorithm('gzip', { level: 9 }),
      ],
      include: /\.(js|css|html|svg|json|webmanifest|txt)$/,
      // Never served to browsers (the static handler refuses them), so not worth compressing.
      exclude: [/\.map$/, /bundle-report\.json$/],
      threshold: 1024,
      skipIfLargerOrEqual: true,
      logLevel: 'silent',
    }),
  ],
  server: { port: 5173, strictPort: true, proxy },
  preview: { port: 4173, proxy },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // Maps are written for debugging a production stack trace, but the scripts do not point at
    // them ('hidden') and the server does not serve them.
    sourcemap: 'hidden',
    target: 'es2022',
    // One stylesheet for every page (13 KB compressed) instead of up to 16 per screen, each a
    // request. It blocks the frame's first paint as before: painting the frame before it, in an
    // A/B, moved the start's long tasks into the blocking time and cost more than it gained.
    cssCodeSplit: false,
    // Browsers of the es2022 target preload modules themselves, except Safari before 17, which
    // then fetches them as it finds them; the polyfill would cost every visitor its bytes.
    modulePreload: { polyfill: false },
    rollupOptions: {
      // tRPC's modules have no side effects at load; said so, the bundler drops the links and
      // helpers the app never calls (the WebSocket link, about 1.3 KB gzipped on every screen).
      treeshake: {
        moduleSideEffects: (id: string) => !/node_modules[\\/].*@trpc[\\/]/.test(id),
      },
      output: {
        codeSplitting: {
          // Only the listed modules move; React and the rest stay where they were.
          includeDependenciesRecursively: false,
          groups: [
            // The i18n runtime in a chunk of its own: every page loads it, and the bundle budget
            // test gives it a budget of its own (test/bundle-budget.test.ts).
            { name: 'i18next', test: I18N_RUNTIME },
            // The app's start-up closure ($initial: statically imported by an entry); route
            // modules and what only some screens import stay in the chunks of their own.
            {
              name: 'app',
              tags: ['$initial'],
              // Not the entry module itself: an entry chunk left with only CSS is dropped by Vite.
              test: (id: string) =>
                APP_SHELL.test(id) &&
                !LANDING_SHARED.test(id) &&
                !LANDING_TEXTS.test(id) &&
                !ENTRY_MODULE.test(id),
            },
            {
              name: 'screens',
              minShareCount: SHARED_BY_SCREENS,
              // Lower than the groups above; even so it also takes the start-up libraries that
              // most screens import (React Query, the router, tRPC), so the `app` chunk is small
              // (docs/benchmarks.md): every screen loads both either way.
              priority: -1,
              test: (id: string) =>
                APP_SHELL.test(id) &&
                !LANDING_SHARED.test(id) &&
                !LANDING_TEXTS.test(id) &&
                !ENTRY_MODULE.test(id) &&
                !/[\\/]locales[\\/]|\?tsr-split/.test(id),
            },
          ],
        },
      },
    },
  },
});
