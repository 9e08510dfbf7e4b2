import type { FastifyInstance } from 'fastify';

// Answers that are the same for everyone and carry nothing personal; the rest of /api and /trpc
// may carry names, emails, scores or a session, which no browser or proxy cache should keep.
const PUBLIC_PATHS = new Set(['/api/health', '/api/openapi.json', '/api/docs']);

/** `Cache-Control: no-store` on every /api and /trpc answer except the public ones above. */
export function registerNoStore(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply, payload) => {
    const path = request.url.split('?')[0] ?? '';
    const api = path === '/api' || path.startsWith('/api/') || path.startsWith('/trpc/');
    if (api && !PUBLIC_PATHS.has(path)) reply.header('cache-control', 'no-store');
    return payload;
  });
}
