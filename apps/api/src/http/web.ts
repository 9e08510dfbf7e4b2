import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { Negotiator } from '@fastify/accept-negotiator';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { pageSessionBlock } from '@wf/scoring/page-session';
import { signedInUser } from '../domain/accounts.ts';
import type { Deps } from '../domain/deps.ts';
import type { ValidSession } from '../domain/sessions.ts';

/**
 * Build output that stays on the server: source maps (written for debugging production stack
 * traces, not referenced by the scripts) and the bundle report the budget test reads.
 */
function isPrivateBuildFile(path: string): boolean {
  return /\.map(\.(br|gz))?$/.test(path) || basename(path).startsWith('bundle-report.json');
}

const encodings = new Negotiator({ supportedValues: ['br', 'gzip'], cache: new Map() });
// As http/compression.ts compresses API answers: per request, speed before the last few percent.
const compressors = {
  br: (text: string) =>
    brotliCompressSync(text, { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } }),
  gzip: (text: string) => gzipSync(text, { level: 6 }),
};

/**
 * An app page for a signed-in visitor: the page with the signed-in user in its head
 * (@wf/scoring/page-session), so the app need not ask the server who it is before it can ask
 * for the screen's data, a round trip less on a slow network (issue 13). It is this person's
 * page: never stored by a cache (private, no-store), and compressed per request, since the
 * build's compressed copies do not have the user in them.
 */
function sendSignedInPage(
  request: FastifyRequest,
  reply: FastifyReply,
  deps: Deps,
  html: string,
  session: ValidSession,
): FastifyReply {
  const block = pageSessionBlock(signedInUser(deps, session));
  const page = html.replace('</head>', `  ${block}\n  </head>`);
  const encoding = encodings.negotiate(String(request.headers['accept-encoding'] ?? ''));
  reply
    .header('cache-control', 'private, no-store')
    .header('vary', 'Cookie, Accept-Encoding')
    .type('text/html; charset=utf-8');
  if (encoding !== 'br' && encoding !== 'gzip') return reply.send(page);
  return reply.header('content-encoding', encoding).send(compressors[encoding](page));
}

/**
 * Serves the built web app; any other GET that wants HTML gets index.html so every client-side
 * route loads on refresh (history-API fallback), except `/`, which gets the landing page, and
 * the app's screens, which get their own copy of it (pages/). The build writes .br and .gz
 * beside each text file; the handler picks one by Accept-Encoding (with Vary:
 * Accept-Encoding), so nothing is compressed per request. A signed-in visitor's app page
 * carries who is signed in (sendSignedInPage).
 */
export async function serveWebApp(
  app: FastifyInstance,
  root: string,
  deps: Deps,
): Promise<boolean> {
  if (!existsSync(join(root, 'index.html'))) return false;
  const assets = `${join('/', 'assets', '/')}`;
  const hasLanding = existsSync(join(root, 'landing.html'));
  // Each screen's own page (apps/web/build/route-html.ts): index.html that announces the
  // screen's scripts and styles, so they download with the app's instead of after it.
  const pagesDir = join(root, 'pages');
  const screenPages = new Map(
    (existsSync(pagesDir) ? readdirSync(pagesDir) : [])
      .filter((file) => file.endsWith('.html'))
      .map((file) => [`/${file.slice(0, -'.html'.length)}`, `pages/${file}`]),
  );
  // The pages as text, read once: the build does not change under a running server.
  const pages = new Map<string, string>();
  const pageText = (page: string) => {
    let html = pages.get(page);
    if (html === undefined) {
      html = readFileSync(join(root, page), 'utf8');
      pages.set(page, html);
    }
    return html;
  };
  await app.register(fastifyStatic, {
    root,
    wildcard: false,
    index: false,
    preCompressed: true,
    // The compressed copies are chosen through Accept-Encoding, never fetched by name.
    allowedPath: (path) => !isPrivateBuildFile(path) && !/\.(br|gz)$/.test(path),
    setHeaders(reply, path) {
      // Vite names assets by content hash, so they never change under the same name. Everything
      // else (index.html, the service worker, the manifest, icons) is revalidated on each use.
      reply.header(
        'cache-control',
        path.includes(assets) ? 'public, max-age=31536000, immutable' : 'no-cache',
      );
    },
  });
  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? '/';
    // Only page routes fall back to the app; a missing /assets/x.js must stay a 404, not HTML.
    const wantsPage =
      (request.method === 'GET' || request.method === 'HEAD') &&
      !path.startsWith('/trpc') &&
      !/\.[a-z0-9]+$/i.test(path);
    if (wantsPage) {
      // `/` is the landing page on its own (apps/web/build/landing-html.ts), without the app.
      const page =
        path === '/' && hasLanding ? 'landing.html' : (screenPages.get(path) ?? 'index.html');
      // The landing page is not the app: it never asks who is signed in.
      if (request.session && page !== 'landing.html') {
        return sendSignedInPage(request, reply, deps, pageText(page), request.session);
      }
      return reply.header('cache-control', 'no-cache').sendFile(page);
    }
    return reply.status(404).send({ error: `Not found: ${request.method} ${path}` });
  });
  return true;
}
