import type { FastifyInstance } from 'fastify';
import {
  forgotPasswordSchema,
  loginSchema,
  resetPasswordSchema,
  signupSchema,
} from '@wf/scoring/accounts';
import * as accounts from '../domain/accounts.ts';
import type { Deps } from '../domain/deps.ts';
import { invalidateSession } from '../domain/sessions.ts';
import { parseInput } from '../domain/validation.ts';
import { sessionCookie } from '../http/session.ts';
import { bodyObject, requireCaller } from './helpers.ts';

// The spec names the login payload only "a credentials object (identifier and password)", so
// the usual names of the identifier are all understood.
const IDENTIFIER_ALIASES = ['identifier', 'email', 'profileName', 'emailOrProfileName', 'username'];

export function authRoutes(app: FastifyInstance, deps: Deps) {
  app.post('/auth/signup', async (request, reply) => {
    const input = parseInput(signupSchema, bodyObject(request));
    const { user, session } = await accounts.signup(deps, input, { ip: request.ip });
    sessionCookie(deps, request, reply).set(session.token, session.expiresAt);
    return reply.status(201).send({ success: true, user });
  });

  app.post('/auth/login', async (request, reply) => {
    const body = bodyObject(request);
    const alias = IDENTIFIER_ALIASES.find((k) => body[k] !== undefined);
    const input = parseInput(loginSchema, {
      identifier: alias ? body[alias] : undefined,
      password: body.password,
    });
    const { user, session } = await accounts.login(deps, input, { ip: request.ip });
    sessionCookie(deps, request, reply).set(session.token, session.expiresAt);
    return { success: true, user };
  });

  app.post('/auth/logout', async (request, reply) => {
    if (request.session) invalidateSession(deps, request.session.sessionId);
    sessionCookie(deps, request, reply).clear();
    return { success: true };
  });

  app.get('/auth/me', async (request) => ({
    success: true,
    user: accounts.getProfile(deps, requireCaller(request).id),
  }));

  app.post('/auth/forgot-password', async (request) =>
    accounts.forgotPassword(deps, parseInput(forgotPasswordSchema, bodyObject(request)), {
      ip: request.ip,
    }),
  );

  app.post('/auth/reset-password', async (request) =>
    accounts.resetPassword(deps, parseInput(resetPasswordSchema, bodyObject(request))),
  );
}
