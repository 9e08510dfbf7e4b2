import type { Deps } from '../domain/deps.ts';
import { userQuerySchema } from '../domain/schemas.ts';
import {
  actionsBodySchema,
  footprintBodySchema,
  previewBodySchema,
  previewSchema,
} from '../domain/water-schemas.ts';
import { latestFootprint, previewFootprint, waterActions } from '../domain/water.ts';
import { BODY_FAILURES, replies, type RestApp } from './contract.ts';
import { requireCaller, signedIn } from './helpers.ts';
import { operation } from './openapi.ts';

/** Litres for external clients (issue 10): the latest footprint, the what-if, the plan. */
export function waterRoutes(app: RestApp, deps: Deps) {
  app.get(
    '/footprint',
    {
      ...signedIn,
      schema: {
        ...operation({
          id: 'getFootprint',
          tag: 'Water',
          summary: 'The water footprint',
          returns:
            'The footprint in litres, or { footprint: null } before any attempt with answers.',
          failures: { 403: 'another profile’s userId, and the caller is not the administrator' },
        }),
        querystring: userQuerySchema,
        description:
          'The household’s water footprint in litres (unrounded) from its latest attempt with answers; { footprint: null } before any. Another userId only for the administrator.',
        response: replies({ 200: footprintBodySchema }, 400, 401, 403),
      },
    },
    async (request) => latestFootprint(deps, requireCaller(request), request.query.userId),
  );

  app.post(
    '/footprint/preview',
    {
      ...signedIn,
      schema: {
        ...operation({
          id: 'previewFootprint',
          tag: 'Water',
          summary: 'What if: a footprint without saving',
          returns: 'The footprint and points of the answers sent.',
        }),
        body: previewSchema,
        description: 'The what-if: the footprint and points of 31 answers, saving nothing.',
        response: replies({ 200: previewBodySchema }, ...BODY_FAILURES, 401),
      },
    },
    async (request) => previewFootprint(deps, requireCaller(request), request.body),
  );

  app.get(
    '/actions',
    {
      ...signedIn,
      schema: {
        ...operation({
          id: 'getActions',
          tag: 'Water',
          summary: 'The action plan',
          returns: 'The actions, most litres saved first.',
          failures: { 403: 'another profile’s userId, and the caller is not the administrator' },
        }),
        querystring: userQuerySchema,
        description:
          'The personal action plan of the latest attempt with answers: each answer that could be better, with the litres a day it saves and the points it gains, most litres first.',
        response: replies({ 200: actionsBodySchema }, 400, 401, 403),
      },
    },
    async (request) => waterActions(deps, requireCaller(request), request.query.userId),
  );
}
