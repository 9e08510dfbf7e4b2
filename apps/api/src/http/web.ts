import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

/**
 * Serves the built web app; any other GET that wants HTML gets index.html so every client-side
 * route loads on refresh (history-API fallback).
 */
export async function serveWebApp(app: FastifyInstance, root: string): Promise<boolean> {
  if (!existsSync(join(root, 'index.html'))) return false;
  await app.register(fastifyStatic, {
    root,
    wildcard: false,
    index: false,
    setHeaders(reply, path) {
      // Vite names assets by content hash, so they never change under the same name.
      reply.header(
        'cache-control',
        path.includes(`${join('/', 'assets', '/')}`)
          ? 'public, max-age=31536000, immutable'
          : 'no-cache',
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
      return reply.header('cache-control', 'no-cache').sendFile('index.html');
    }
    return reply.status(404).send({ error: `Not found: ${request.method} ${path}` });
  });
  return true;
}
