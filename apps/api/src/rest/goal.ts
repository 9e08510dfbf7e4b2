import type { Deps } from '../domain/deps.ts';
import { clearGoal, getGoal, setGoal } from '../domain/goals.ts';
import { successSchema, userQuerySchema } from '../domain/schemas.ts';
import { goalBodySchema, setGoalSchema } from '../domain/water-schemas.ts';
import { BODY_FAILURES, replies, type RestApp } from './contract.ts';
import { requireCaller, signedIn } from './helpers.ts';
import { operation } from './openapi.ts';

/** The family goal (issue 10): read, set (or reset) and clear. */
export function goalRoutes(app: RestApp, deps: Deps) {
  app.get(
    '/goal',
    {
      ...signedIn,
      schema: {
        ...operation({
          id: 'getGoal',
          tag: 'Water',
          summary: 'The family goal',
          returns: 'The goal and the progress towards it.',
          failures: { 403: 'another profile’s userId, and the caller is not the administrator' },
        }),
        querystring: userQuerySchema,
        description: 'The family goal and the progress of the latest footprint towards it.',
        response: replies({ 200: goalBodySchema }, 400, 401, 403),
      },
    },
    async (request) => getGoal(deps, requireCaller(request), request.query.userId),
  );

  app.put(
    '/goal',
    {
      ...signedIn,
      schema: {
        ...operation({
          id: 'setGoal',
          tag: 'Water',
          summary: 'Set the family goal',
          returns: 'The goal as set, and the progress towards it.',
          failures: {
            403: 'another profile’s userId (only for oneself, the administrator included)',
            409: 'No attempt with answers yet.',
          },
        }),
        body: setGoalSchema,
        description:
          'Sets (or resets) one’s own goal: cut the latest footprint’s litres by targetPercent (1-90). 409 without an attempt with answers.',
        response: replies({ 200: goalBodySchema }, ...BODY_FAILURES, 401, 409),
      },
    },
    async (request) => setGoal(deps, requireCaller(request), request.body),
  );

  app.delete(
    '/goal',
    {
      ...signedIn,
      schema: {
        ...operation({
          id: 'clearGoal',
          tag: 'Water',
          summary: 'Clear the family goal',
          returns: 'The goal is cleared.',
          parameters: { userId: 'Only the caller’s own id (or leave it out).' },
          failures: {
            403: 'another profile’s userId (only for oneself, the administrator included)',
          },
        }),
        querystring: userQuerySchema,
        description: 'Clears one’s own goal (done whether or not there was one).',
        response: replies({ 200: successSchema }, 400, 401, 403),
      },
    },
    async (request) => clearGoal(deps, requireCaller(request), request.query.userId),
  );
}
