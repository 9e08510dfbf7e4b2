import { z } from 'zod';
import { changePasswordSchema } from '@wf/scoring/accounts';
import { changePassword } from '../domain/accounts.ts';
import type { Deps } from '../domain/deps.ts';
import { errors } from '../domain/errors.ts';
import { successSchema } from '../domain/schemas.ts';
import { listSessions, logoutEverywhere, logoutEverywhereSchema } from '../domain/sessions.ts';
import { sessionCookie } from '../http/session.ts';
import { BODY_FAILURES, replies, type RestApp } from './contract.ts';
import { signedIn } from './helpers.ts';

// Issue 14, items 5 and 10: change password, "your sessions" and "log out everywhere".

const sessionsBodySchema = successSchema.extend({
  sessions: z.array(
    z.object({
      id: z.string(),
      createdAt: z.string(),
      lastUsedAt: z.string(),
      expiresAt: z.string(),
      userAgent: z.string().describe("A summary such as 'Firefox on Android'"),
      current: z.boolean().describe('The session making this request'),
    }),
  ),
});

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
        response: replies(
          { 200: successSchema.extend({ endedSessions: z.number().int() }) },
          ...BODY_FAILURES,
          401,
          404,
          429,
        ),
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
        response: replies(
          {
            200: successSchema.extend({ ended: z.number().int(), loggedOutHere: z.boolean() }),
          },
          ...BODY_FAILURES,
          401,
        ),
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
