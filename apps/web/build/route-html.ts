import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Plugin, Rolldown } from 'vite';
import { ROUTES } from '../src/route-list.ts';
import type { ChunkReport } from './bundle-report.ts';
import { routeJs } from './route-budget.ts';

/** Where a route's page is written: `/score-history` -> pages/score-history.html. */
export const routePageFile = (path: string) => `pages${path}.html`;

function textOf(asset: Rolldown.OutputAsset): string {
  return typeof asset.source === 'string' ? asset.source : new TextDecoder().decode(asset.source);
}

/**
 * One HTML page per screen (pages/<route>.html): index.html with the screen's own scripts and
 * styles announced in its head. Without them the browser learns of a screen's chunks only after
 * the app's scripts have arrived and run and the router has matched the address: a second round
 * of downloads, one slow-network round trip or more before the screen can show (Lighthouse's
 * "critical request chain"). The server answers a screen's address with its page
 * (apps/api/src/http/web.ts); anything else still gets index.html.
 *
 * Scripts are announced with modulepreload (fetched and parsed, run when the router imports
 * them), styles with preload (fetched; applied when the screen's chunk adds them, so they never
 * hold up the first paint of the frame).
 */
export function routeHtml(): Plugin {
  return {
    name: 'wf-route-html',
    apply: 'build',
    generateBundle: {
      // After Vite has written index.html and the bundle report has been emitted.
      order: 'post',
      handler(_options, bundle) {
        const index = bundle['index.html'];
        const report = bundle['bundle-report.json'];
        if (index?.type !== 'asset' || report?.type !== 'asset') {
          throw new Error('wf-route-html needs index.html and bundle-report.json in the bundle');
        }
        const html = textOf(index);
        const { chunks } = JSON.parse(textOf(report)) as { chunks: ChunkReport[] };
        const announced = (file: string) => html.includes(`/${file}"`);
        const css = (file: string) => {
          const chunk = bundle[file];
          return chunk?.type === 'chunk' ? [...(chunk.viteMetadata?.importedCss ?? [])] : [];
        };
        for (const route of ROUTES) {
          if (route.path === '/') continue; // the landing page has its own HTML
          const files = [...routeJs(chunks, route.path).initial].map((c) => c.file);
          const scripts = files.filter((f) => !announced(f));
          const styles = [...new Set(files.flatMap(css))].filter((f) => !announced(f));
          const links = [
            ...scripts.map((f) => `<link rel="modulepreload" crossorigin href="/${f}">`),
            ...styles.map((f) => `<link rel="preload" as="style" crossorigin href="/${f}">`),
          ];
          if (!html.includes('</head>')) throw new Error('index.html has no </head>');
          const page = html.replace('</head>', `  ${links.join('\n    ')}\n  </head>`);
          const fileName = routePageFile(route.path);
          this.emitFile({ type: 'asset', fileName, source: page });
          // The compression plugin has already run when these pages exist: their .br and .gz
          // copies (what the static handler sends) are made here, at the same levels.
          const brotli = { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } };
          this.emitFile({
            type: 'asset',
            fileName: `${fileName}.br`,
            source: brotliCompressSync(page, brotli),
          });
          this.emitFile({
            type: 'asset',
            fileName: `${fileName}.gz`,
            source: gzipSync(page, { level: 9 }),
          });
        }
      },
    },
  };
}
