import type { Deps } from '../domain/deps.ts';
import { createPledge, listPledges, removePledge } from '../domain/pledges.ts';
import { userQuerySchema } from '../domain/schemas.ts';
import {
  createdPledgeBodySchema,
  createPledgeSchema,
  pledgesBodySchema,
  removedPledgeBodySchema,
  removePledgeSchema,
} from '../domain/water-schemas.ts';
import { BODY_FAILURES, replies, type RestApp } from './contract.ts';
import { requireCaller, signedIn } from './helpers.ts';
import { operation } from './openapi.ts';

// Every answer carries the profile's pledges (the shape); creating one also gives it
// alone, and removing one gives the pledges of its profile that are left.
export function pledgeRoutes(app: RestApp, deps: Deps) {
  app.get(
    '/pledges',
    {
      ...signedIn,
      schema: {
        ...operation({
          id: 'listPledges',
          tag: 'Water',
          summary: 'A profile’s pledges',
          returns: 'The profile’s pledges, newest first.',
          failures: { 403: 'another profile’s userId, and the caller is not the administrator' },
        }),
        querystring: userQuerySchema,
        description:
          'A profile’s “I will …” pledges, newest first: open, kept or not_kept (resolved at the next submission).',
        response: replies({ 200: pledgesBodySchema }, 400, 401, 403),
      },
    },
    async (request) => listPledges(deps, requireCaller(request), request.query.userId),
  );

  app.post(
    '/pledges',
    {
      ...signedIn,
      schema: {
        ...operation({
          id: 'createPledge',
          tag: 'Water',
          summary: 'Pledge a better answer',
          returns: 'The new pledge, and the caller’s pledges.',
          failures: {
            403: 'another profile’s userId (only for oneself, the administrator included)',
            409: 'No attempt with answers yet, or an open pledge for that question already.',
          },
        }),
        body: createPledgeSchema,
        description:
          'Pledges a better answer than the latest one, only for oneself (the administrator included). 409 without an attempt with answers, or with an open pledge for that question.',
        response: replies({ 201: createdPledgeBodySchema }, ...BODY_FAILURES, 401, 409),
      },
    },
    async (request, reply) => {
      const caller = requireCaller(request);
      const { pledge } = createPledge(deps, caller, request.body);
      return reply.status(201).send({ pledge, ...listPledges(deps, caller, undefined) });
    },
  );

  app.delete(
    '/pledges',
    {
      ...signedIn,
      schema: {
        ...operation({
          id: 'removePledge',
          tag: 'Water',
          summary: 'Remove a pledge',
          returns: 'The pledge is removed; the pledges its profile has left.',
          parameters: { id: 'The pledge to remove.' },
          failures: {
            403: 'the pledge is another profile’s, and the caller is not the administrator',
            404: 'No pledge has this id.',
          },
        }),
        querystring: removePledgeSchema,
        description: 'Removes a pledge: one’s own, or any for the administrator.',
        response: replies({ 200: removedPledgeBodySchema }, 400, 401, 403, 404),
      },
    },
    async (request) => {
      const caller = requireCaller(request);
      const { success, profileId } = removePledge(deps, caller, request.query.id);
      return { success, ...listPledges(deps, caller, profileId) };
    },
  );
}
