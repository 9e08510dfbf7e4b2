import { adminResetLink, resetLinkSchema } from '../domain/admin-reset-link.ts';
import type { Deps } from '../domain/deps.ts';
import {
  getParticipantCode,
  participantCodeSchema,
  setParticipantCode,
} from '../domain/participant-code.ts';
import { participantCodeSetBodySchema, resetLinkBodySchema } from '../domain/schemas.ts';
import { BODY_FAILURES, replies, type RestApp } from './contract.ts';
import { adminOnly, requireCaller } from './helpers.ts';

// Issue 14: the participant code (item 15) and the administrator's reset link (item 8).

export function adminSettingsRoutes(app: RestApp, deps: Deps) {
  app.get(
    '/admin/participant-code',
    {
      ...adminOnly,
      schema: { response: replies({ 200: participantCodeSetBodySchema }, 401, 403, 404) },
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
        body: participantCodeSchema,
        response: replies({ 200: participantCodeSetBodySchema }, ...BODY_FAILURES, 401),
      },
    },
    async (request) => setParticipantCode(deps, requireCaller(request), request.body.code),
  );

  app.post(
    '/admin/reset-link',
    {
      ...adminOnly,
      schema: {
        body: resetLinkSchema,
        description:
          'A single-use password reset link for a resident, valid for 30 minutes, to pass on in person when no mail server is set up.',
        response: replies({ 200: resetLinkBodySchema }, ...BODY_FAILURES, 401, 404),
      },
    },
    async (request) => adminResetLink(deps, requireCaller(request), request.body.profileId),
  );
}
