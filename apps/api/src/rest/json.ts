import type { FastifyReply } from 'fastify';

// JSON text of cached read results (leaderboard, stats, a resident's history and latest
// attempt), kept for as long as the cached object lives: when a write clears the read cache,
// the next read builds a new object and the old text goes with the old one.
const texts = new WeakMap<object, string>();

/**
 * Sends a result that the domain's read cache may hand out again, serialising it once rather
 * than on every request (for a 50-attempt history, most of the request's own CPU in `pnpm bench`).
 * The object must not change after it is sent, which the cache already requires.
 */
export function sendCached(reply: FastifyReply, value: unknown) {
  if (value === null || typeof value !== 'object') return reply.send(value);
  let text = texts.get(value);
  if (text === undefined) {
    text = JSON.stringify(value);
    texts.set(value, text);
  }
  return reply.type('application/json; charset=utf-8').send(text);
}
