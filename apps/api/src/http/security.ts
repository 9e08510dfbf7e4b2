import helmet, { type FastifyHelmetOptions } from '@fastify/helmet';
import Fastify, { type FastifyReply, type FastifyRequest } from 'fastify';
import type { Config } from '../env.ts';

const UNSAFE = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * A state-changing request must come from our own pages. Browsers say where a request comes
 * from (Origin, Sec-Fetch-Site); a request that says neither is not from a browser page, so it
 * carries no ambient cookie risk and is let through for API clients.
 */
function isSameOrigin(request: FastifyRequest, publicOrigin?: string): boolean {
  const site = request.headers['sec-fetch-site'];
  if (site && site !== 'same-origin' && site !== 'none') return false;
  const origin = request.headers.origin;
  if (!origin) return true;
  // Behind a proxy that rewrites Host, the configured public address is still our own.
  if (origin === publicOrigin) return true;
  try {
    return new URL(origin).host === request.headers.host;
  } catch {
    return false;
  }
}

const ONE_CLICK_PATH = '/api/notifications/unsubscribe';

function isOneClickUnsubscribe(request: FastifyRequest): boolean {
  if (request.method !== 'POST' || request.url.split('?')[0] !== ONE_CLICK_PATH) return false;
  const type = request.headers['content-type'] ?? '';
  return !hasBody(request) || /^application\/(x-www-form-urlencoded|json)\b/i.test(type);
}

function hasBody(request: FastifyRequest): boolean {
  const length = request.headers['content-length'];
  return (
    (length !== undefined && length !== '0') || request.headers['transfer-encoding'] !== undefined
  );
}

/**
 * The headers @fastify/helmet sets with these options, worked out once. The plugin builds a new
 * helmet middleware, re-parsing the CSP, on every request (a tenth of a cached read's CPU in
 * `pnpm bench`); our headers never vary per request (no CSP nonces), so they are read off one
 * request to a private instance and then set as they are.
 */
async function helmetHeaders(options: FastifyHelmetOptions): Promise<[string, string][]> {
  const probe = Fastify({ logger: false });
  await probe.register(helmet, options);
  probe.get('/with', async () => 'ok');
  probe.get('/without', { helmet: false }, async () => 'ok');
  const [withHelmet, without] = await Promise.all([
    probe.inject('/with'),
    probe.inject('/without'),
  ]);
  await probe.close();
  return Object.entries(withHelmet.headers)
    .filter(([name]) => !(name in without.headers))
    .map(([name, value]) => [name, String(value)]);
}

/**
 * The security headers on every answer, and the refusal of cross-site and non-JSON writes. A
 * step of the server's single onRequest hook (see request-checks.ts): false when it has answered.
 */
export async function securityCheck(
  config: Config,
): Promise<(request: FastifyRequest, reply: FastifyReply) => boolean> {
  const https = config.PUBLIC_URL.startsWith('https:');
  const publicOrigin = new URL(config.PUBLIC_URL).origin;
  const headers = await helmetHeaders({
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
  // The headers go on the raw response, as helmet does, so replies written outside Fastify carry
  // them too.
  return (request, reply) => {
    for (const [name, value] of headers) reply.raw.setHeader(name, value);
    if (!UNSAFE.has(request.method)) return true;
    // RFC 8058's one-click unsubscribe: a mail provider's server posts a form, and the signed
    // token in the address (not a cookie) is the credential, so another site gains nothing.
    if (isOneClickUnsubscribe(request)) return true;
    if (!isSameOrigin(request, publicOrigin)) {
      void reply.status(403).send({ error: 'Cross-site requests are not allowed.' });
      return false;
    }
    const type = request.headers['content-type'] ?? '';
    if (hasBody(request) && !/^application\/json\b/i.test(type)) {
      void reply
        .status(415)
        .send({ error: 'Send the request body as JSON (Content-Type: application/json).' });
      return false;
    }
    return true;
  };
}
