import type { FastifyReply, FastifyRequest } from 'fastify';
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

// Synchronous hooks (Fastify passes a throw on to the error handler): an async hook cost every
// request a promise, a measurable part of a cached read in `pnpm bench`.
type Gate = (request: FastifyRequest, reply: FastifyReply, done: () => void) => void;

/** Route option: signed in. */
export const signedIn: { preValidation: Gate } = {
  preValidation: (request, _reply, done) => {
    requireCaller(request);
    done();
  },
};

/** Route option: signed in as the administrator. */
export const adminOnly: { preValidation: Gate } = {
  preValidation: (request, _reply, done) => {
    requireAdmin(request);
    done();
  },
};
