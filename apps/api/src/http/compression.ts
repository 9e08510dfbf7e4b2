import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { Negotiator } from '@fastify/accept-negotiator';
import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

/** Answers smaller than this are sent as they are: compressing them saves less than it costs. */
export const COMPRESS_THRESHOLD_BYTES = 1024;
// Per request, speed matters more than the last few percent: brotli 4 compresses JSON about as
// fast as gzip 6 and smaller.
const BROTLI_QUALITY = 4;
const GZIP_LEVEL = 6;

export type AnswerEncoding = 'br' | 'gzip';
const negotiator = new Negotiator<AnswerEncoding>({ supportedValues: ['br', 'gzip'] });

/** The encoding to answer with for this Accept-Encoding (q-values honoured), or null for none. */
export function answerEncoding(acceptEncoding: string | undefined): AnswerEncoding | null {
  return acceptEncoding ? negotiator.negotiate(acceptEncoding) : null;
}

/** The same compression as the plugin below, for answers compressed once and then kept. */
export function compressText(text: string, encoding: AnswerEncoding): Buffer {
  return encoding === 'br'
    ? brotliCompressSync(text, { params: { [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY } })
    : gzipSync(text, { level: GZIP_LEVEL });
}

/**
 * Compresses API answers of 1 KB or more (a history, the admin's list of users) for clients
 * that accept it. Registered before the routes it applies to.
 *
 * - Routes that answer through `sendCached` (the cached reads) say `compress: false`: it
 *   compresses their text itself, once per cached answer, and the plugin's two hooks per request
 *   were a fifth of such a read's own CPU in `pnpm bench`.
 * - The exports stream while they are written and wait for `drain` on the response to keep
 *   memory flat; a compressor in between would take their bytes as fast as it can compress
 *   them and hide the slow client, so they are sent as they are (XLSX and PDF are compressed
 *   files anyway).
 * - The web app's files are compressed once at build time (.br/.gz beside each, served by the
 *   static handler), so nothing outside /api and /trpc is compressed per request.
 * - Request bodies are never compressed by our pages or the REST contract's clients, so no route
 *   decompresses them (the plugin's hook for it ran on every request); a compressed body is
 *   refused as unreadable JSON.
 */
export async function registerCompression(app: FastifyInstance): Promise<void> {
  app.addHook('onRoute', (route) => {
    route.decompress = false;
    const url = route.url ?? '';
    const isApi = url.startsWith('/api/') || url.startsWith('/trpc');
    if (!isApi || url.startsWith('/api/exports/')) route.compress = false;
  });
  await app.register(compress, {
    threshold: COMPRESS_THRESHOLD_BYTES,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY } },
    zlibOptions: { level: GZIP_LEVEL },
  });
}
