import type { FastifyInstance } from 'fastify';
import type { Deps } from '../domain/deps.ts';
import { createPledge, listPledges, removePledge } from '../domain/pledges.ts';
import { createPledgeSchema, removePledgeSchema } from '../domain/water-schemas.ts';
import { userQuerySchema } from '../domain/schemas.ts';
import { parseInput } from '../domain/validation.ts';
import { bodyObject, requireCaller } from './helpers.ts';

// Every answer carries the profile's pledges (the shape); creating one also gives it
// alone, and removing one gives the pledges of its profile that are left.
export function pledgeRoutes(app: FastifyInstance, deps: Deps) {
  app.get('/pledges', async (request) => {
    const caller = requireCaller(request);
    const { userId } = parseInput(userQuerySchema, request.query);
    return listPledges(deps, caller, userId);
  });

  app.post('/pledges', async (request, reply) => {
    const caller = requireCaller(request);
    const { pledge } = createPledge(
      deps,
      caller,
      parseInput(createPledgeSchema, bodyObject(request)),
    );
    return reply.status(201).send({ pledge, ...listPledges(deps, caller, undefined) });
  });

  app.delete('/pledges', async (request) => {
    const caller = requireCaller(request);
    const { id } = parseInput(removePledgeSchema, request.query);
    const { success, profileId } = removePledge(deps, caller, id);
    return { success, ...listPledges(deps, caller, profileId) };
  });
}
