import { existsSync, readdirSync } from 'node:fs';
import { basename, join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

/**
 * Build output that stays on the server: source maps (written for debugging production stack
 * traces, not referenced by the scripts) and the bundle report the budget test reads.
 */
function isPrivateBuildFile(path: string): boolean {
  return /\.map(\.(br|gz))?$/.test(path) || basename(path).startsWith('bundle-report.json');
}

/**
 * Serves the built web app; any other GET that wants HTML gets index.html so every client-side
 * route loads on refresh (history-API fallback), except `/`, which gets the landing page, and
 * the app's screens, which get their own copy of it (pages/). The build writes .br and .gz
 * beside each text file; the handler picks one by Accept-Encoding (with Vary:
 * Accept-Encoding), so nothing is compressed per request.
 */
export async function serveWebApp(app: FastifyInstance, root: string): Promise<boolean> {
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
      return reply.header('cache-control', 'no-cache').sendFile(page);
    }
    return reply.status(404).send({ error: `Not found: ${request.method} ${path}` });
  });
  return true;
}
