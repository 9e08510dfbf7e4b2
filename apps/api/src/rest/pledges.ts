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

// Every answer carries the profile's pledges (the shape); creating one also gives it
// alone, and removing one gives the pledges of its profile that are left.
export function pledgeRoutes(app: RestApp, deps: Deps) {
  app.get(
    '/pledges',
    {
      ...signedIn,
      schema: {
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
