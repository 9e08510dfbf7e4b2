import { z } from 'zod';
import { adminResetLink, resetLinkSchema } from '../domain/admin-reset-link.ts';
import type { Deps } from '../domain/deps.ts';
import {
  getParticipantCode,
  participantCodeSchema,
  setParticipantCode,
} from '../domain/participant-code.ts';
import { successSchema } from '../domain/schemas.ts';
import { BODY_FAILURES, replies, type RestApp } from './contract.ts';
import { adminOnly, requireCaller } from './helpers.ts';
import { operation } from './openapi.ts';

// Issue 14: the participant code (item 15) and the administrator's reset link (item 8).

const codeBodySchema = successSchema.extend({ code: z.string() });

export function adminSettingsRoutes(app: RestApp, deps: Deps) {
  app.get(
    '/admin/participant-code',
    {
      ...adminOnly,
      schema: {
        ...operation({
          id: 'getParticipantCode',
          tag: 'Administration',
          summary: 'The participant code',
          description: 'The code residents give to sign up.',
          returns: 'The participant code.',
          failures: { 404: 'No participant code is set.' },
        }),
        response: replies({ 200: codeBodySchema }, 401, 403, 404),
      },
    },
    async (request) => ({
      success: true as const,
      ...getParticipantCode(deps, requireCaller(request)),
    }),
  );

  app.put(
    '/admin/participant-code',
    {
      ...adminOnly,
      schema: {
        ...operation({
          id: 'setParticipantCode',
          tag: 'Administration',
          summary: 'Change the participant code',
          description: 'Sets the code residents give to sign up; the old one stops working.',
          returns: 'The new participant code.',
        }),
        body: participantCodeSchema,
        response: replies({ 200: codeBodySchema }, ...BODY_FAILURES, 401),
      },
    },
    async (request) => setParticipantCode(deps, requireCaller(request), request.body.code),
  );

  app.post(
    '/admin/reset-link',
    {
      ...adminOnly,
      schema: {
        ...operation({
          id: 'createResetLink',
          tag: 'Administration',
          summary: 'A password reset link for a resident',
          returns: 'The link, whose profile it resets, and when it expires.',
          failures: { 404: 'No profile has this id.' },
        }),
        body: resetLinkSchema,
        description:
          'A single-use password reset link for a resident, valid for 30 minutes, to pass on in person when no mail server is set up.',
        response: replies(
          {
            200: successSchema.extend({
              profileName: z.string(),
              link: z.string(),
              expiresAt: z.string(),
            }),
          },
          ...BODY_FAILURES,
          401,
          404,
        ),
      },
    },
    async (request) => adminResetLink(deps, requireCaller(request), request.body.profileId),
  );
}
