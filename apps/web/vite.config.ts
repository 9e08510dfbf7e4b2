import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import { compression, defineAlgorithm } from 'vite-plugin-compression2';
import { VitePWA } from 'vite-plugin-pwa';
import { bundleReport } from './build/bundle-report.ts';
import { landingHtml } from './build/landing-html.ts';
import { routeHtml } from './build/route-html.ts';

// The API (Fastify on :3000) serves /api (REST) and /trpc; in development Vite forwards both so
// the browser sees one origin and the session cookie just works.
const api = 'http://127.0.0.1:3000';
const I18N_RUNTIME = /node_modules[\\/](i18next|react-i18next)[\\/]/;
const proxy = {
  '/api': { target: api, changeOrigin: false },
  '/trpc': { target: api, changeOrigin: false },
};

export default defineConfig({
  plugins: [
    // Must come before the React plugin. Each route file becomes its own lazily loaded chunk.
    tanstackRouter({ target: 'react', autoCodeSplitting: true }),
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
    // Browsers of the es2022 target preload modules themselves, except Safari before 17, which
    // then fetches them as it finds them; the polyfill would cost every visitor its bytes.
    modulePreload: { polyfill: false },
    rollupOptions: {
      output: {
        codeSplitting: {
          // Only the listed modules move; React and the rest stay where they were.
          includeDependenciesRecursively: false,
          groups: [
            // The i18n runtime in a chunk of its own: every page loads it, and the bundle budget
            // test gives it a budget of its own (test/bundle-budget.test.ts).
            { name: 'i18next', test: I18N_RUNTIME },
          ],
        },
      },
    },
  },
});
