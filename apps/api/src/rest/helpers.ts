import type { FastifyRequest } from 'fastify';
import { ADMIN_ONLY } from '../domain/authz.ts';
import { errors } from '../domain/errors.ts';
import type { SessionProfile } from '../domain/sessions.ts';

// Authentication and role gates, the REST side of tRPC's residentProcedure and adminProcedure.
// They run as preValidation hooks, so a caller without a session hears 401 before any word
// about their input. Which profile a caller may act on is the domain's decision, not theirs.

export function requireCaller(request: FastifyRequest): SessionProfile {
  if (!request.session) throw errors.unauthorized();
  return request.session.profile;
}

function requireAdmin(request: FastifyRequest): SessionProfile {
  const caller = requireCaller(request);
  if (!caller.isAdmin) throw errors.forbidden(ADMIN_ONLY);
  return caller;
}

/** Route option: signed in. */
export const signedIn = {
  preValidation: async (request: FastifyRequest) => void requireCaller(request),
};

/** Route option: signed in as the administrator. */
export const adminOnly = {
  preValidation: async (request: FastifyRequest) => void requireAdmin(request),
};
