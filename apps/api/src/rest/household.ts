import type { Deps } from '../domain/deps.ts';
import {
  changeJoinCode,
  getHousehold,
  joinHousehold,
  leaveHousehold,
} from '../domain/household-membership.ts';
import {
  householdActionSchema,
  householdBodySchema,
  joinHouseholdSchema,
} from '../domain/household-schemas.ts';
import { userQuerySchema } from '../domain/schemas.ts';
import { BODY_FAILURES, replies, type RestApp } from './contract.ts';
import { requireCaller, signedIn } from './helpers.ts';
import { operation } from './openapi.ts';

/** The family a resident belongs to (issue 27, item 6): members, join code, joining, leaving. */
export function householdRoutes(app: RestApp, deps: Deps) {
  app.get(
    '/household',
    {
      ...signedIn,
      schema: {
        ...operation({
          id: 'getHousehold',
          tag: 'Households',
          summary: 'The caller’s household',
          returns: 'The household: its community, flat, members and, for members, its join code.',
          failures: { 404: 'No such profile.' },
        }),
        querystring: userQuerySchema,
        description:
          'The caller’s household: its flat, its members and the join code a member gives to family who should join. Another userId only for the administrator.',
        response: replies({ 200: householdBodySchema }, 400, 401, 403, 404),
      },
    },
    async (request) => getHousehold(deps, requireCaller(request), request.query.userId),
  );

  app.post(
    '/household/join',
    {
      ...signedIn,
      schema: {
        ...operation({
          id: 'joinHousehold',
          tag: 'Households',
          summary: 'Join a family with its join code',
          returns: 'The household joined.',
          failures: { 403: 'No household has this join code.' },
        }),
        body: joinHouseholdSchema,
        description:
          'Joins the household whose join code is given (typing a flat number joins nothing). 400 for a code that is not 8 letters and digits, 403 for one no household has; the organiser admits a resident with userId.',
        response: replies({ 200: householdBodySchema }, ...BODY_FAILURES, 401, 403),
      },
    },
    async (request) => joinHousehold(deps, requireCaller(request), request.body),
  );

  app.post(
    '/household/join-code',
    {
      ...signedIn,
      schema: {
        ...operation({
          id: 'changeJoinCode',
          tag: 'Households',
          summary: 'Change the household’s join code',
          returns: 'The household with its new join code.',
        }),
        body: householdActionSchema.optional(),
        description: 'Gives the household a new join code; the old one stops working at once.',
        response: replies({ 200: householdBodySchema }, ...BODY_FAILURES, 401, 403),
      },
    },
    async (request) => changeJoinCode(deps, requireCaller(request), request.body ?? {}),
  );

  app.post(
    '/household/leave',
    {
      ...signedIn,
      schema: {
        ...operation({
          id: 'leaveHousehold',
          tag: 'Households',
          summary: 'Leave the family',
          returns: 'The caller’s own household at the same flat.',
        }),
        body: householdActionSchema.optional(),
        description:
          'Leaves the family for a household of one’s own at the same flat (nothing changes for a member who is alone).',
        response: replies({ 200: householdBodySchema }, ...BODY_FAILURES, 401, 403),
      },
    },
    async (request) => leaveHousehold(deps, requireCaller(request), request.body ?? {}),
  );
}
