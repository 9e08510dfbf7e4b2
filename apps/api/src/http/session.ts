import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Deps } from '../domain/deps.ts';
import {
  SECURE_SESSION_COOKIE,
  SESSION_COOKIE,
  validateSessionToken,
  type SessionCookie,
  type ValidSession,
} from '../domain/sessions.ts';

declare module 'fastify' {
  interface FastifyRequest {
    session: ValidSession | null;
  }
}

/**
 * HTTPS (seen directly, through a trusted proxy's X-Forwarded-Proto, or promised by an https
 * PUBLIC_URL) gets a Secure cookie named with the `__Host-` prefix; plain HTTP on a local
 * machine keeps `wf_session`, which browsers would refuse to store with Secure. Each request
 * reads only the cookie of its own kind, so a cookie planted over HTTP is never used over HTTPS.
 */
export function isSecureRequest(deps: Deps, request: FastifyRequest): boolean {
  return request.protocol === 'https' || deps.config.PUBLIC_URL.startsWith('https:');
}

export function sessionCookieName(deps: Deps, request: FastifyRequest): string {
  return isSecureRequest(deps, request) ? SECURE_SESSION_COOKIE : SESSION_COOKIE;
}

export function sessionCookie(
  deps: Deps,
  request: FastifyRequest,
  reply: FastifyReply,
): SessionCookie {
  const secure = isSecureRequest(deps, request);
  const name = secure ? SECURE_SESSION_COOKIE : SESSION_COOKIE;
  const base = { httpOnly: true, sameSite: 'lax' as const, secure, path: '/' };
  return {
    set: (token, expiresAt) => void reply.setCookie(name, token, { ...base, expires: expiresAt }),
    clear: () => void reply.clearCookie(name, base),
  };
}

/** Reads the session cookie once per request; a renewed session gets its cookie re-sent. */
export function resolveSession(deps: Deps, request: FastifyRequest, reply: FastifyReply): void {
  // Parsed here rather than by @fastify/cookie's hook on every request (static files too).
  const header = request.headers.cookie;
  const token = header
    ? request.server.parseCookie(header)[sessionCookieName(deps, request)]
    : undefined;
  request.session = token ? validateSessionToken(deps, token) : null;
  if (token && !request.session) sessionCookie(deps, request, reply).clear();
  if (token && request.session?.renewed) {
    sessionCookie(deps, request, reply).set(token, request.session.expiresAt);
  }
}
