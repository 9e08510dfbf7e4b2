import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { ChunkReport } from '../build/bundle-report.ts';
import { ROUTE_FILES } from '../build/route-budget.ts';
import {
  SESSION_CHECK_PRELOAD,
  isEnglishCatalogue,
  routePageFile,
  screenNamespaces,
} from '../build/route-html.ts';
import { ROUTES } from '../src/route-list.ts';

// Reads the production build (turbo runs `build` before this package's tests).
const dist = new URL('../dist/', import.meta.url);
const { chunks } = JSON.parse(readFileSync(new URL('bundle-report.json', dist), 'utf8')) as {
  chunks: ChunkReport[];
};
const page = (path: string) => readFileSync(new URL(routePageFile(path), dist), 'utf8');
const preloads = (html: string) =>
  [...html.matchAll(/<link rel="modulepreload" crossorigin href="\/([^"]+)">/g)].map((m) => m[1]);

describe("each screen's page announces what the screen needs before it shows", () => {
  it('finds the text catalogues the loaders fetch', () => {
    expect(screenNamespaces('/login')).toEqual(['public']);
    expect(screenNamespaces('/dashboard')).toEqual(['community', 'dashboard', 'water']);
    expect(screenNamespaces('/score-history')).toEqual(['history', 'water']);
    // The recommendations' question texts come with their lazy part, after the summary shows.
    expect(screenNamespaces('/score-summary')).not.toContain('questions');
  });

  for (const route of ROUTES.filter((r) => r.path !== '/')) {
    it(`${route.path}: its own chunks and its catalogues, on top of index.html`, () => {
      expect(existsSync(new URL(routePageFile(route.path), dist))).toBe(true);
      const html = page(route.path);
      const index = readFileSync(new URL('index.html', dist), 'utf8');
      // The page is index.html plus links: the same entry script, every one of its preloads.
      for (const file of preloads(index)) expect(preloads(html)).toContain(file);
      const own = chunks.filter((c) =>
        c.modules.some((m) =>
          ROUTE_FILES[route.path]!.some((f) => m.includes(`/routes/${f}?tsr-split`)),
        ),
      );
      expect(own.length, 'route chunks').toBeGreaterThan(0);
      for (const chunk of own) expect(preloads(html)).toContain(chunk.file);
      // A signed-in screen's page asks who is signed in itself (the app's first request there).
      const sessionCheck = SESSION_CHECK_PRELOAD;
      expect(html.includes(sessionCheck), 'session check preloaded').toBe(
        route.access !== 'public',
      );
      // ...and sets up Intl while the scripts download: a chunk of its own, importing nothing
      // (an import would make it wait for the app's chunks), run before the app's entry.
      const warm =
        /<script type="module" async crossorigin src="\/(assets\/warm-intl-[\w-]+\.js)">/.exec(
          html,
        );
      expect(Boolean(warm), 'Intl warm-up').toBe(route.access !== 'public');
      if (warm) {
        expect(chunks.find((c) => c.file === warm[1])?.imports).toEqual([]);
        expect(html.indexOf(warm[0])).toBeLessThan(
          html.indexOf('<script type="module" crossorigin'),
        );
      }
      // Every file it names is in the build (Vite drops chunks that hold only styles).
      for (const [, href] of html.replace(sessionCheck, '').matchAll(/href="\/([^"]+)"/g)) {
        expect(existsSync(new URL(href!, dist)), href).toBe(true);
      }
      for (const ns of screenNamespaces(route.path)) {
        const catalogue = chunks.find((c) => c.modules.some((m) => isEnglishCatalogue(m, ns)));
        expect(catalogue, ns).toBeDefined();
        expect(preloads(html)).toContain(catalogue!.file);
      }
    });
  }
});

// Issue 13: on a slow network over HTTP/1.1 the browser fetches six files at a time and every
// further round costs a round trip, so the number of files a screen needs counts as well as
// their bytes. Up to 54 before the start-up, shared and style chunks were merged (vite.config.ts,
// build/landing-html.ts); at most 27 now, plus the Intl warm-up of signed-in pages (a few
// hundred bytes, first in the head, so in the first round of requests).
const FILES_BUDGET = 29;
const firstLoadFiles = (html: string) =>
  new Set(
    [
      ...html.matchAll(
        /<(?:script type="module"(?: async)?|link rel="(?:modulepreload|stylesheet)") crossorigin (?:src|href)="\/([^"]+)"/g,
      ),
    ].map((m) => m[1]!),
  );

describe('each page fetches few files before it shows', () => {
  const pages = [
    { path: '/', html: readFileSync(new URL('landing.html', dist), 'utf8') },
    ...ROUTES.filter((r) => r.path !== '/').map((r) => ({ path: r.path, html: page(r.path) })),
  ];
  for (const { path, html } of pages) {
    it(`${path}: one stylesheet and at most ${FILES_BUDGET} files in all`, () => {
      const files = [...firstLoadFiles(html)];
      expect(files.filter((f) => f.endsWith('.css'))).toHaveLength(1);
      expect(files.length).toBeLessThanOrEqual(FILES_BUDGET);
    });
  }
});
