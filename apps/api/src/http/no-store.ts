import type { FastifyReply, FastifyRequest } from 'fastify';

// Answers that are the same for everyone and carry nothing personal; the rest of /api and /trpc
// may carry names, emails, scores or a session, which no browser or proxy cache should keep.
const PUBLIC_PATHS = new Set(['/api/health', '/api/openapi.json', '/api/docs']);

/**
 * `Cache-Control: no-store` on every /api and /trpc answer except the public ones above. Set
 * when the request arrives (error answers keep it; no API handler sets another), as one of the
 * steps of the server's single onRequest hook (see request-checks.ts).
 */
export function markNoStore(request: FastifyRequest, reply: FastifyReply): void {
  const url = request.url;
  const query = url.indexOf('?');
  const path = query === -1 ? url : url.slice(0, query);
  const api = path === '/api' || path.startsWith('/api/') || path.startsWith('/trpc/');
  if (api && !PUBLIC_PATHS.has(path)) reply.header('cache-control', 'no-store');
}
