import { z } from 'zod';
import { changePasswordSchema } from '@wf/scoring/accounts';
import { changePassword } from '../domain/accounts.ts';
import type { Deps } from '../domain/deps.ts';
import { errors } from '../domain/errors.ts';
import { successSchema } from '../domain/schemas.ts';
import { listSessions, logoutEverywhere, logoutEverywhereSchema } from '../domain/sessions.ts';
import { sessionCookie } from '../http/session.ts';
import { BODY_FAILURES, replies, type RestApp } from './contract.ts';
import { operation } from './openapi.ts';
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
        ...operation({
          id: 'changePassword',
          tag: 'Accounts',
          summary: 'Change the password',
          description:
            'Changes the caller’s password, given the current one, and ends every other session of the profile; this one stays.',
          returns: 'The password is changed; endedSessions counts the sessions ended.',
          failures: {
            400: 'The current password is wrong, or the new one is refused; `error` names the field.',
            404: 'No such profile (it was deleted).',
            429: 'Too many wrong current passwords for this profile for now.',
          },
        }),
        body: changePasswordSchema,
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
    {
      ...signedIn,
      schema: {
        ...operation({
          id: 'listSessions',
          tag: 'Accounts',
          summary: 'The caller’s sessions',
          description:
            'The open sessions of the caller’s profile (one per signed-in browser), the current one marked.',
          returns: 'The profile’s sessions.',
        }),
        response: replies({ 200: sessionsBodySchema }, 401),
      },
    },
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
        ...operation({
          id: 'logOutEverywhere',
          tag: 'Accounts',
          summary: 'Sign out everywhere',
          description:
            'Ends the other sessions of the profile; with includeThisDevice, this one too (its cookie is cleared).',
          returns: 'ended counts the sessions ended; loggedOutHere says whether this one was.',
          headers: ['session-may-end'],
        }),
        body: logoutEverywhereSchema,
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
