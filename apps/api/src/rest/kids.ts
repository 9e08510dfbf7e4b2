import { getDetective, recordReading, removeReading } from '../domain/detective.ts';
import { completeQuiz, getKids, setMission } from '../domain/kids.ts';
import {
  completeQuizSchema,
  detectiveBodySchema,
  kidsBodySchema,
  recordReadingSchema,
  removeReadingSchema,
  setMissionSchema,
} from '../domain/kids-schemas.ts';
import type { Deps } from '../domain/deps.ts';
import { userQuerySchema } from '../domain/schemas.ts';
import { BODY_FAILURES, replies, type RestApp } from './contract.ts';
import { requireCaller, signedIn } from './helpers.ts';
import { operation } from './openapi.ts';

/** The kids' corner and the water detective (issue 12): missions, stickers, home readings. */
export function kidsRoutes(app: RestApp, deps: Deps) {
  app.get(
    '/kids',
    {
      ...signedIn,
      schema: {
        ...operation({
          id: 'getKids',
          tag: 'Kids',
          summary: 'The kids’ corner',
          returns: 'The stickers and the missions ticked off.',
          failures: { 403: 'another profile’s userId, and the caller is not the administrator' },
        }),
        querystring: userQuerySchema,
        description:
          'The kids’ corner of a profile: its stickers (album order) and which of the three missions are ticked off. Another userId only for the administrator.',
        response: replies({ 200: kidsBodySchema }, 400, 401, 403),
      },
    },
    async (request) => getKids(deps, requireCaller(request), request.query.userId),
  );

  app.put(
    '/kids/missions',
    {
      ...signedIn,
      schema: {
        ...operation({
          id: 'setMission',
          tag: 'Kids',
          summary: 'Tick a mission off or on',
          returns: 'The kids’ corner as it is now.',
          failures: { 403: 'another profile’s userId, and the caller is not the administrator' },
        }),
        body: setMissionSchema,
        description:
          'Ticks a mission off (done: true, its sticker is earned) or back on (done: false, the sticker goes).',
        response: replies({ 200: kidsBodySchema }, ...BODY_FAILURES, 401),
      },
    },
    async (request) => setMission(deps, requireCaller(request), request.body),
  );

  app.post(
    '/kids/quiz',
    {
      ...signedIn,
      schema: {
        ...operation({
          id: 'completeQuiz',
          tag: 'Kids',
          summary: 'The quiz was played to the end',
          returns: 'The kids’ corner as it is now.',
          failures: { 403: 'another profile’s userId, and the caller is not the administrator' },
        }),
        body: completeQuizSchema,
        description: 'The kids’ quiz was played to the end: its sticker (once).',
        response: replies({ 200: kidsBodySchema }, ...BODY_FAILURES, 401),
      },
    },
    async (request) => completeQuiz(deps, requireCaller(request), request.body),
  );

  app.get(
    '/detective',
    {
      ...signedIn,
      schema: {
        ...operation({
          id: 'getDetective',
          tag: 'Kids',
          summary: 'The water detective’s readings',
          returns: 'The household’s readings and the measurements the model uses.',
          failures: {
            403: 'another profile’s userId, and the caller is not the administrator',
            404: 'No profile has this userId.',
          },
        }),
        querystring: userQuerySchema,
        description:
          'The water detective’s home readings of the profile’s household (same community and apartment), and the measurements the water model uses instead of its defaults.',
        response: replies({ 200: detectiveBodySchema }, 400, 401, 403, 404),
      },
    },
    async (request) => getDetective(deps, requireCaller(request), request.query.userId),
  );

  app.put(
    '/detective/readings',
    {
      ...signedIn,
      schema: {
        ...operation({
          id: 'recordReading',
          tag: 'Kids',
          summary: 'Record a home reading',
          returns: 'The household’s readings as they are now.',
          failures: {
            403: 'another profile’s userId, and the caller is not the administrator',
            404: 'No profile has this userId.',
          },
        }),
        body: recordReadingSchema,
        description:
          'Stores one step’s reading for the household (replacing an earlier one) and gives the profile that step’s sticker. Every footprint of the household uses it from then on.',
        response: replies({ 200: detectiveBodySchema }, ...BODY_FAILURES, 401, 404),
      },
    },
    async (request) => recordReading(deps, requireCaller(request), request.body),
  );

  app.delete(
    '/detective/readings',
    {
      ...signedIn,
      schema: {
        ...operation({
          id: 'removeReading',
          tag: 'Kids',
          summary: 'Forget a home reading',
          returns: 'The household’s readings as they are now.',
          failures: {
            403: 'another profile’s userId, and the caller is not the administrator',
            404: 'No profile has this userId.',
          },
          parameters: { step: 'The detective step whose reading to forget.' },
        }),
        querystring: removeReadingSchema,
        description:
          'Forgets one step’s reading: the water model goes back to its default. Stickers stay.',
        response: replies({ 200: detectiveBodySchema }, 400, 401, 403, 404),
      },
    },
    async (request) => removeReading(deps, requireCaller(request), request.query),
  );
}
