import type { FastifyReply } from 'fastify';
import {
  answerEncoding,
  COMPRESS_THRESHOLD_BYTES,
  compressText,
  type AnswerEncoding,
} from '../http/compression.ts';

interface Texts {
  json: string;
  /** Under the compression threshold, counted in bytes as sent (UTF-8). */
  small: boolean;
  br?: Buffer;
  gzip?: Buffer;
}

// JSON text (and its compressed forms, made when first asked for) of cached read results
// (leaderboard, stats, a resident's history and latest attempt), kept for as long as the cached
// object lives: when a write clears the read cache, the next read builds a new object and the
// old texts go with the old one. An answer that is not cached is simply made for this request.
const texts = new WeakMap<object, Texts>();

/**
 * Sends a JSON answer that the domain's read cache may hand out again, serialising and
 * compressing it once rather than on every request (for a 50-attempt history, most of the
 * request's own CPU in `pnpm bench`). The object must not change after it is sent, which the
 * cache already requires. Routes that answer through it say `compress: false` (see
 * `registerCompression`).
 */
export function sendCached(reply: FastifyReply, value: unknown) {
  if (value === null || typeof value !== 'object') return reply.send(value);
  let entry = texts.get(value);
  if (entry === undefined) {
    const json = JSON.stringify(value);
    entry = { json, small: Buffer.byteLength(json) < COMPRESS_THRESHOLD_BYTES };
    texts.set(value, entry);
  }
  reply.type('application/json; charset=utf-8');
  if (entry.small) return reply.send(entry.json);
  reply.header('vary', 'accept-encoding');
  const encoding = answerEncoding(reply.request.headers['accept-encoding']);
  if (encoding === null) return reply.send(entry.json);
  return reply.header('content-encoding', encoding).send(compressed(entry, encoding));
}

function compressed(entry: Texts, encoding: AnswerEncoding): Buffer {
  return (entry[encoding] ??= compressText(entry.json, encoding));
}
