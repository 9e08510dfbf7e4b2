import { constants } from 'node:zlib';
import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

/**
 * Compresses API answers of 1 KB or more (a history, the admin's list of users) for clients
 * that accept it. Registered before the routes it applies to.
 *
 * - The exports stream while they are written and wait for `drain` on the response to keep
 *   memory flat; a compressor in between would take their bytes as fast as it can compress
 *   them and hide the slow client, so they are sent as they are (XLSX and PDF are compressed
 *   files anyway).
 * - The web app's files are compressed once at build time (.br/.gz beside each, served by the
 *   static handler), so nothing outside /api and /trpc is compressed per request.
 */
export async function registerCompression(app: FastifyInstance): Promise<void> {
  app.addHook('onRoute', (route) => {
    const url = route.url ?? '';
    const isApi = url.startsWith('/api/') || url.startsWith('/trpc');
    if (!isApi || url.startsWith('/api/exports/')) route.compress = false;
  });
  await app.register(compress, {
    threshold: 1024,
    encodings: ['br', 'gzip'],
    // Per request, speed matters more than the last few percent: brotli 4 compresses JSON
    // about as fast as gzip 6 and smaller.
    brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } },
    zlibOptions: { level: 6 },
  });
}
