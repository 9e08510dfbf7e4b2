import type { FastifyRequest } from 'fastify';
import { errors } from '../domain/errors.ts';
import type { SessionProfile } from '../domain/sessions.ts';

export function requireCaller(request: FastifyRequest): SessionProfile {
  if (!request.session) throw errors.unauthorized();
  return request.session.profile;
}

export function requireAdmin(request: FastifyRequest): SessionProfile {
  const caller = requireCaller(request);
  if (!caller.isAdmin) throw errors.forbidden('Only the administrator can do that.');
  return caller;
}

/** A JSON body must be an object; anything else is answered before any schema runs. */
export function bodyObject(request: FastifyRequest): Record<string, unknown> {
  const body = request.body;
  if (body === undefined || body === null) return {};
  if (typeof body !== 'object' || Array.isArray(body)) {
    throw errors.badRequest('The request body must be a JSON object.');
  }
  return body as Record<string, unknown>;
}
