import type { FastifyInstance } from 'fastify';
import type { Deps } from '../domain/deps.ts';
import { clearGoal, getGoal, setGoal } from '../domain/goals.ts';
import { setGoalSchema } from '../domain/water-schemas.ts';
import { userQuerySchema } from '../domain/schemas.ts';
import { parseInput } from '../domain/validation.ts';
import { bodyObject, requireCaller } from './helpers.ts';

/** The family goal (issue 10): read, set (or reset) and clear. */
export function goalRoutes(app: FastifyInstance, deps: Deps) {
  app.get('/goal', async (request) => {
    const caller = requireCaller(request);
    const { userId } = parseInput(userQuerySchema, request.query);
    return getGoal(deps, caller, userId);
  });

  app.put('/goal', async (request) => {
    const caller = requireCaller(request);
    return setGoal(deps, caller, parseInput(setGoalSchema, bodyObject(request)));
  });

  app.delete('/goal', async (request) => {
    const caller = requireCaller(request);
    const { userId } = parseInput(userQuerySchema, request.query);
    return clearGoal(deps, caller, userId);
  });
}
