import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  forgotPasswordSchema,
  loginSchema,
  resetPasswordSchema,
  signupSchema,
} from '@wf/scoring/accounts';
import * as accounts from '../domain/accounts.ts';
import type { Deps } from '../domain/deps.ts';
import { successSchema, userBodySchema } from '../domain/schemas.ts';
import { invalidateSession } from '../domain/sessions.ts';
import { sessionCookie } from '../http/session.ts';
import { BODY_FAILURES, replies, type RestApp } from './contract.ts';
import { requireCaller, signedIn } from './helpers.ts';

/** Who is asking, for limits, the sessions list and ending the browser's older session. */
function requestMeta(request: FastifyRequest): accounts.RequestMeta {
  return {
    ip: request.ip,
    userAgent: request.headers['user-agent'],
    sessionId: request.session?.sessionId,
  };
}

// The spec names the login payload only "a credentials object (identifier and password)", so
// the usual names of the identifier are all understood.
const IDENTIFIER_ALIASES = ['identifier', 'email', 'profileName', 'emailOrProfileName', 'username'];

const credentialsSchema = z.preprocess((body) => {
  const fields = body as Record<string, unknown>;
  const alias = IDENTIFIER_ALIASES.find((k) => fields[k] !== undefined);
  return { identifier: alias ? fields[alias] : undefined, password: fields.password };
}, loginSchema);

export function authRoutes(app: RestApp, deps: Deps) {
  app.post(
    '/auth/signup',
    {
      schema: {
        body: signupSchema,
        response: replies({ 201: userBodySchema }, ...BODY_FAILURES, 409, 429),
      },
    },
    async (request, reply) => {
      const { user, session } = await accounts.signup(deps, request.body, requestMeta(request));
      sessionCookie(deps, request, reply).set(session.token, session.expiresAt);
      return reply.status(201).send({ success: true, user });
    },
  );

  app.post(
    '/auth/login',
    {
      schema: {
        body: credentialsSchema,
        description:
          'The identifier is an email or a profile name; it may also be sent as email, profileName, emailOrProfileName or username.',
        response: replies({ 200: userBodySchema }, ...BODY_FAILURES, 401, 429),
      },
    },
    async (request, reply) => {
      const { user, session } = await accounts.login(deps, request.body, requestMeta(request));
      sessionCookie(deps, request, reply).set(session.token, session.expiresAt);
      return { success: true as const, user };
    },
  );

  app.post(
    '/auth/logout',
    { schema: { response: replies({ 200: successSchema }, 403) } },
    async (request, reply) => {
      if (request.session) invalidateSession(deps, request.session.sessionId);
      sessionCookie(deps, request, reply).clear();
      return { success: true as const };
    },
  );

  app.get(
    '/auth/me',
    { ...signedIn, schema: { response: replies({ 200: userBodySchema }, 401, 404) } },
    async (request) => ({
      success: true as const,
      user: accounts.getProfile(deps, requireCaller(request)),
    }),
  );

  app.post(
    '/auth/forgot-password',
    {
      schema: {
        body: forgotPasswordSchema,
        response: replies({ 200: successSchema }, ...BODY_FAILURES, 404, 429),
      },
    },
    async (request) => accounts.forgotPassword(deps, request.body, { ip: request.ip }),
  );

  app.post(
    '/auth/reset-password',
    {
      schema: {
        body: resetPasswordSchema,
        response: replies({ 200: successSchema }, ...BODY_FAILURES),
      },
    },
    async (request) => accounts.resetPassword(deps, request.body),
  );
}
