import helmet from '@fastify/helmet';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Config } from '../env.ts';

const UNSAFE = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * A state-changing request must come from our own pages. Browsers say where a request comes
 * from (Origin, Sec-Fetch-Site); a request that says neither is not from a browser page, so it
 * carries no ambient cookie risk and is let through for API clients.
 */
export function isSameOrigin(request: FastifyRequest): boolean {
  const site = request.headers['sec-fetch-site'];
  if (site && site !== 'same-origin' && site !== 'none') return false;
  const origin = request.headers.origin;
  if (!origin) return true;
  try {
    return new URL(origin).host === request.headers.host;
  } catch {
    return false;
  }
}

function hasBody(request: FastifyRequest): boolean {
  const length = request.headers['content-length'];
  return (length !== undefined && length !== '0') || request.headers['transfer-encoding'] !== undefined;
}

export async function registerSecurity(app: FastifyInstance, config: Config): Promise<void> {
  const https = config.PUBLIC_URL.startsWith('https:');
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // React and Recharts set style attributes; no inline <style> or script is allowed.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'"],
        connectSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        ...(https ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    hsts: https ? { maxAge: 15552000, includeSubDomains: true } : false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    crossOriginEmbedderPolicy: false,
  });

  app.addHook('onRequest', async (request, reply) => {
    if (!UNSAFE.has(request.method)) return;
    if (!isSameOrigin(request)) {
      return reply.status(403).send({ error: 'Cross-site requests are not allowed.' });
    }
    const type = request.headers['content-type'] ?? '';
    if (hasBody(request) && !/^application\/json\b/i.test(type)) {
      return reply
        .status(415)
        .send({ error: 'Send the request body as JSON (Content-Type: application/json).' });
    }
  });
}
