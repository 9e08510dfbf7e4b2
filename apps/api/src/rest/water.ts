import type { FastifyInstance } from 'fastify';
import type { Deps } from '../domain/deps.ts';
import { userQuerySchema } from '../domain/schemas.ts';
import { parseInput } from '../domain/validation.ts';
import { latestFootprint, previewFootprint, waterActions } from '../domain/water.ts';
import { previewSchema } from '../domain/water-schemas.ts';
import { bodyObject, requireCaller } from './helpers.ts';

/** Litres for external clients (issue 10): the latest footprint, the what-if, the plan. */
export function waterRoutes(app: FastifyInstance, deps: Deps) {
  app.get('/footprint', async (request) => {
    const caller = requireCaller(request);
    const { userId } = parseInput(userQuerySchema, request.query);
    return latestFootprint(deps, caller, userId);
  });

  app.post('/footprint/preview', async (request) => {
    const caller = requireCaller(request);
    return previewFootprint(caller, parseInput(previewSchema, bodyObject(request)));
  });

  app.get('/actions', async (request) => {
    const caller = requireCaller(request);
    const { userId } = parseInput(userQuerySchema, request.query);
    return waterActions(deps, caller, userId);
  });
}
