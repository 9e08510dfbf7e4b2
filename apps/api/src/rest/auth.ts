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
import { forgotPasswordReplySchema, successSchema, userBodySchema } from '../domain/schemas.ts';
import { invalidateSession } from '../domain/sessions.ts';
import { sessionCookie } from '../http/session.ts';
import { BODY_FAILURES, replies, type RestApp } from './contract.ts';
import { operation } from './openapi.ts';
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
        ...operation({
          id: 'signUp',
          tag: 'Accounts',
          summary: 'Sign up',
          description:
            'Creates a resident’s profile, with the community’s participant code, and signs it in on this browser.',
          returns: 'The new profile; the session cookie is set.',
          headers: ['session-starts'],
          failures: {
            400: 'A field is refused, or the participant code is wrong; `error` names the field.',
            409: 'The email or the profile name is taken.',
            429: 'Too many sign-ups or wrong participant codes from this address for now.',
          },
        }),
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
        ...operation({
          id: 'logIn',
          tag: 'Accounts',
          summary: 'Sign in',
          description:
            'Signs in with identifier (the email or the profile name) and password, and ends any session this browser had.',
          returns: 'The profile signed in; the session cookie is set.',
          headers: ['session-starts'],
          failures: {
            401: 'The identifier or the password is wrong.',
            429: 'Too many failed sign-ins for this account from this address, or from this address; `error` names the wait.',
          },
        }),
        body: credentialsSchema,
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
    {
      schema: {
        ...operation({
          id: 'logOut',
          tag: 'Accounts',
          summary: 'Sign out',
          description:
            'Ends the session of this browser, if there is one, and clears its cookie; without a session it does nothing else.',
          returns: 'Signed out; the session cookie is cleared.',
          headers: ['session-ends'],
        }),
        response: replies({ 200: successSchema }, 403),
      },
    },
    async (request, reply) => {
      if (request.session) invalidateSession(deps, request.session.sessionId);
      sessionCookie(deps, request, reply).clear();
      return { success: true as const };
    },
  );

  app.get(
    '/auth/me',
    {
      ...signedIn,
      schema: {
        ...operation({
          id: 'getMe',
          tag: 'Accounts',
          summary: 'The caller’s profile',
          description: 'The profile of the session making the request.',
          returns: 'The caller’s profile.',
          failures: { 404: 'The profile was deleted.' },
        }),
        response: replies({ 200: userBodySchema }, 401, 404),
      },
    },
    async (request) => ({
      success: true as const,
      user: accounts.getProfile(deps, requireCaller(request)),
    }),
  );

  app.post(
    '/auth/forgot-password',
    {
      schema: {
        ...operation({
          id: 'requestPasswordReset',
          tag: 'Accounts',
          summary: 'Ask for a password reset link',
          description:
            'Mails a single-use link to reset the password of the profile with this email, valid for 30 minutes. The answer is the same whether or not a profile has the email, so it tells nobody who has an account; `ifNoMail` says what to do when no mail comes (ask the organiser, who can make a reset link in /admin).',
          returns: 'The request was taken (a mail went out if a profile has this email).',
          failures: {
            429: 'Too many requests for this email or from this address, or a link was asked for it minutes ago.',
          },
        }),
        body: forgotPasswordSchema,
        response: replies({ 200: forgotPasswordReplySchema }, ...BODY_FAILURES, 429),
      },
    },
    async (request) => accounts.forgotPassword(deps, request.body, { ip: request.ip }),
  );

  app.post(
    '/auth/reset-password',
    {
      schema: {
        ...operation({
          id: 'resetPassword',
          tag: 'Accounts',
          summary: 'Reset the password with a link’s token',
          description:
            'Sets a new password with the token of a reset link; the token is used up and every session of the profile ends.',
          returns: 'The password is changed.',
          failures: {
            400: 'The token is unknown, used or expired, or the new password is refused.',
          },
        }),
        body: resetPasswordSchema,
        response: replies({ 200: successSchema }, ...BODY_FAILURES),
      },
    },
    async (request) => accounts.resetPassword(deps, request.body),
  );
}
