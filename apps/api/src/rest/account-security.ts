import { changePasswordSchema } from '@wf/scoring/accounts';
import { changePassword } from '../domain/accounts.ts';
import type { Deps } from '../domain/deps.ts';
import { errors } from '../domain/errors.ts';
import {
  loggedOutEverywhereBodySchema,
  passwordChangedBodySchema,
  sessionsListSchema,
  successSchema,
} from '../domain/schemas.ts';
import { listSessions, logoutEverywhere, logoutEverywhereSchema } from '../domain/sessions.ts';
import { sessionCookie } from '../http/session.ts';
import { BODY_FAILURES, replies, type RestApp } from './contract.ts';
import { signedIn } from './helpers.ts';

// Issue 14, items 5 and 10: change password, "your sessions" and "log out everywhere".

// The bodies tRPC declares too (domain/schemas.ts); REST's list carries `success` as well.
const sessionsBodySchema = successSchema.extend(sessionsListSchema.shape);

export function accountSecurityRoutes(app: RestApp, deps: Deps) {
  const current = (request: { session: { sessionId: string; profile: { id: number } } | null }) => {
    if (!request.session) throw errors.unauthorized();
    return request.session;
  };

  app.post(
    '/auth/change-password',
    {
      ...signedIn,
      schema: {
        body: changePasswordSchema,
        description: 'Ends every other session of the profile; this one stays.',
        response: replies({ 200: passwordChangedBodySchema }, ...BODY_FAILURES, 401, 404, 429),
      },
    },
    async (request) => {
      const session = current(request);
      return changePassword(deps, session.profile.id, session.sessionId, request.body);
    },
  );

  app.get(
    '/auth/sessions',
    { ...signedIn, schema: { response: replies({ 200: sessionsBodySchema }, 401) } },
    async (request) => {
      const session = current(request);
      return {
        success: true as const,
        sessions: listSessions(deps, session.profile.id, session.sessionId),
      };
    },
  );

  app.post(
    '/auth/logout-everywhere',
    {
      ...signedIn,
      schema: {
        body: logoutEverywhereSchema,
        description:
          'Ends the other sessions of the profile; with includeThisDevice, this one too.',
        response: replies({ 200: loggedOutEverywhereBodySchema }, ...BODY_FAILURES, 401),
      },
    },
    async (request, reply) => {
      const session = current(request);
      const result = logoutEverywhere(deps, session.profile.id, session.sessionId, request.body);
      if (result.loggedOutHere) sessionCookie(deps, request, reply).clear();
      return result;
    },
  );
}
