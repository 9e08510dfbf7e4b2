import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Deps } from '../domain/deps.ts';
import {
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

export function sessionCookie(
  deps: Deps,
  request: FastifyRequest,
  reply: FastifyReply,
): SessionCookie {
  const secure = request.protocol === 'https' || deps.config.PUBLIC_URL.startsWith('https:');
  const base = { httpOnly: true, sameSite: 'lax' as const, secure, path: '/' };
  return {
    set: (token, expiresAt) =>
      void reply.setCookie(SESSION_COOKIE, token, { ...base, expires: expiresAt }),
    clear: () => void reply.clearCookie(SESSION_COOKIE, base),
  };
}

/** Reads the session cookie once per request; a renewed session gets its cookie re-sent. */
export function resolveSession(deps: Deps, request: FastifyRequest, reply: FastifyReply): void {
  const token = request.cookies[SESSION_COOKIE];
  request.session = token ? validateSessionToken(deps, token) : null;
  if (token && !request.session) sessionCookie(deps, request, reply).clear();
  if (token && request.session?.renewed) {
    sessionCookie(deps, request, reply).set(token, request.session.expiresAt);
  }
}
