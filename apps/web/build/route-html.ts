import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Plugin, Rolldown } from 'vite';
import { SESSION_CHECK_URL } from '../src/lib/trpc-url.ts';
import { ROUTES } from '../src/route-list.ts';
import type { ChunkReport } from './bundle-report.ts';
import { ROUTE_FILES, routeJs } from './route-budget.ts';

const ROUTES_DIR = join(import.meta.dirname, '../src/routes');
const LOADS_NAMESPACE = /loadNamespace\(\s*'([\w-]+)'\s*\)/g;
const LOCAL_IMPORT = /from '\.\/(-components\/[\w-]+)'/g;

/**
 * Whether a module of the build is a namespace's English catalogue: a JSON file, or, for English
 * that @wf/scoring already writes, the module that builds it (src/i18n/english/).
 */
export function isEnglishCatalogue(module: string, ns: string): boolean {
  return (
    module.endsWith(`/i18n/locales/en/${ns}.json`) || module.endsWith(`/i18n/english/${ns}.ts`)
  );
}

/**
 * A route file's route options from its loader on (`loader: ...` up to `component:`), or all of
 * it when it has no loader: what the screen runs before it shows, not the lazy parts it loads
 * after (a lazy part fetches its own texts with its script).
 */
function loaderPart(source: string): string {
  const start = source.indexOf('  loader:');
  if (start < 0) return source;
  const end = source.indexOf('\n  component:', start);
  return source.slice(start, end < 0 ? undefined : end);
}

/**
 * The text catalogues a screen's loaders fetch before it shows (`loadNamespace('x')` in the
 * loaders of its route files, its layout's, and the loader modules they import): they are lazy
 * chunks of the i18n module, so nothing else tells the browser about them until the loader runs.
 */
export function screenNamespaces(route: string): string[] {
  const read = (file: string) => {
    const path = join(ROUTES_DIR, file);
    return existsSync(path) ? readFileSync(path, 'utf8') : '';
  };
  const files = (ROUTE_FILES[route] ?? []).map(read);
  const sources = files.map(loaderPart);
  for (const source of files) {
    for (const [, module] of source.matchAll(LOCAL_IMPORT)) sources.push(read(`${module}.ts`));
  }
  return [...new Set(sources.flatMap((s) => [...s.matchAll(LOADS_NAMESPACE)].map((m) => m[1]!)))];
}

/** Where a route's page is written: `/score-history` -> pages/score-history.html. */
export const routePageFile = (path: string) => `pages${path}.html`;

const FIRST_SCRIPT = '<script type="module"';

/** The session check's preload as a signed-in screen's page carries it. */
export const SESSION_CHECK_PRELOAD = `<link rel="preload" as="fetch" crossorigin href="${SESSION_CHECK_URL.replaceAll('&', '&amp;')}">`;

/**
 * What a signed-in screen's page starts before the app's scripts, first in its head (over
 * HTTP/1.1 the browser opens six connections at a time, and the scripts would otherwise go first):
 *
 * - the session check (auth.me), which the app asks before anything else and only then for the
 *   screen's data: asked by the page, the answer is there when the app starts, one slow-network
 *   round trip earlier. `crossorigin` (same-origin credentials, the cookie included) is what
 *   fetch() uses, so the app's request takes the preloaded answer instead of asking again;
 * - src/warm-intl.ts, which sets up Intl in the wait for the network.
 */
function withSignedInStart(page: string, warmIntl: string): string {
  if (!page.includes(FIRST_SCRIPT)) throw new Error(`index.html has no ${FIRST_SCRIPT}`);
  const preload = SESSION_CHECK_PRELOAD;
  // async: it runs when it arrives, not after the app's scripts as a deferred module would.
  const warm = `<script type="module" async crossorigin src="/${warmIntl}"></script>`;
  return page.replace(FIRST_SCRIPT, `${preload}\n    ${warm}\n    ${FIRST_SCRIPT}`);
}

/** src/warm-intl.ts, an entry of its own (routeHtml's config). */
const WARM_INTL = resolve(import.meta.dirname, '../src/warm-intl.ts');

function textOf(asset: Rolldown.OutputAsset): string {
  return typeof asset.source === 'string' ? asset.source : new TextDecoder().decode(asset.source);
}

/**
 * One HTML page per screen (pages/<route>.html): index.html with the screen's own scripts
 * announced in its head. Without them the browser learns of a screen's chunks only after
 * the app's scripts have arrived and run and the router has matched the address: a second round
 * of downloads, one slow-network round trip or more before the screen can show (Lighthouse's
 * "critical request chain"). The server answers a screen's address with its page
 * (apps/api/src/http/web.ts); anything else still gets index.html.
 *
 * The same goes for the English catalogues its loaders fetch (screenNamespaces).
 *
 * Scripts are announced with modulepreload (fetched and parsed, run when the router imports
 * them). Styles need nothing more: every page has the one stylesheet (vite.config.ts), which
 * index.html announces already.
 */
export function routeHtml(): Plugin {
  return {
    name: 'wf-route-html',
    apply: 'build',
    config: () => ({ build: { rollupOptions: { input: { 'warm-intl': WARM_INTL } } } }),
    writeBundle(options, bundle) {
      const dir = options.dir;
      const index = bundle['index.html'];
      const report = bundle['bundle-report.json'];
      if (!dir || index?.type !== 'asset' || report?.type !== 'asset') {
        throw new Error('wf-route-html needs an output folder, index.html and the bundle report');
      }
      const html = textOf(index);
      if (!html.includes('</head>')) throw new Error('index.html has no </head>');
      const { chunks } = JSON.parse(textOf(report)) as { chunks: ChunkReport[] };
      const announced = (file: string) => html.includes(`/${file}"`);
      const warmIntl = Object.values(bundle).find(
        (c) => c.type === 'chunk' && c.isEntry && c.facadeModuleId === WARM_INTL,
      )?.fileName;
      if (!warmIntl) throw new Error('the build has no chunk for src/warm-intl.ts');
      for (const route of ROUTES) {
        if (route.path === '/') continue; // the landing page has its own HTML
        const catalogues = screenNamespaces(route.path).flatMap((ns) =>
          chunks.filter((c) => c.modules.some((m) => isEnglishCatalogue(m, ns))),
        );
        const files = [...routeJs(chunks, route.path).initial, ...catalogues].map((c) => c.file);
        const scripts = files.filter((f) => bundle[f]?.type === 'chunk' && !announced(f));
        const links = scripts.map((f) => `<link rel="modulepreload" crossorigin href="/${f}">`);
        let page = html.replace('</head>', `  ${links.join('\n    ')}\n  </head>`);
        if (route.access !== 'public') page = withSignedInStart(page, warmIntl);
        const file = join(dir, routePageFile(route.path));
        mkdirSync(dirname(file), { recursive: true });
        writeFileSync(file, page);
        // Written after the compression plugin has run: the .br and .gz copies the static
        // handler sends are made here, at the same levels.
        const brotli = { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } };
        writeFileSync(`${file}.br`, brotliCompressSync(page, brotli));
        writeFileSync(`${file}.gz`, gzipSync(page, { level: 9 }));
      }
    },
  };
}
