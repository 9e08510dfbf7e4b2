import { z } from 'zod';
import type { Deps } from '../domain/deps.ts';
import { importEarlierHistorySchema } from '@wf/scoring/earlier-history';
import { HISTORY_LIMIT } from '@wf/scoring/limits';
import { SUBMISSIONS_PER_HOUR } from '@wf/scoring/rate-limits';
import { importEarlierHistory } from '../domain/earlier-history.ts';
import { LEGACY_ATTEMPTS_PER_PROFILE } from '../domain/quotas.ts';
import {
  historyQuerySchema,
  importedBodySchema,
  latestScoreBodySchema,
  scoreRecordSchema,
  scoreWithResponsesSchema,
  submitScoreSchema,
  successSchema,
} from '../domain/schemas.ts';
import {
  latestScore,
  scoreHistory,
  scoreHistoryWithResponses,
  submitScore,
} from '../domain/scores.ts';
import { BODY_FAILURES, replies, type RestApp } from './contract.ts';
import { requireCaller, signedIn } from './helpers.ts';
import { operation } from './openapi.ts';
import { sendCached } from './json.ts';

const scoresQuerySchema = historyQuerySchema.extend({
  type: z
    .enum(['latest', 'withResponses'], { error: "type must be 'latest' or 'withResponses'" })
    .optional(),
});

// Section 7 answers type=latest with "score, with score.responses". Read as a body field (the
// way "success, user" is) that is `{ score }`; read as the value itself it is the record. The
// body serves both readings: the record's fields, and the same record under `score`. It is
// built once per cached record, so the serialised text is cached with it.
const latestBodies = new WeakMap<object, object>();
const NO_LATEST = Object.freeze({ score: null });

function latestBody(score: ReturnType<typeof latestScore>): object {
  if (score === null) return NO_LATEST;
  let body = latestBodies.get(score);
  if (body === undefined) {
    body = { ...score, score };
    latestBodies.set(score, body);
  }
  return body;
}

// 500 entries with their 31 answers each are about 0.8 MB: more than the server-wide limit.
const EARLIER_HISTORY_BODY_LIMIT_BYTES = 1024 * 1024;

export function scoreRoutes(app: RestApp, deps: Deps) {
  app.post(
    '/scores',
    {
      ...signedIn,
      schema: {
        ...operation({
          id: 'submitScore',
          tag: 'Scores',
          summary: 'Submit a questionnaire attempt',
          description: `Saves the caller’s answers to the questionnaire; the server scores them. At most ${SUBMISSIONS_PER_HOUR} attempts an hour per profile.`,
          returns: 'The attempt as saved, with its score and answers.',
          failures: { 429: `The profile saved ${SUBMISSIONS_PER_HOUR} attempts in the last hour.` },
        }),
        body: submitScoreSchema,
        response: replies(
          { 201: successSchema.extend({ score: scoreWithResponsesSchema }) },
          ...BODY_FAILURES,
          401,
          429,
        ),
      },
    },
    async (request, reply) => {
      const score = await submitScore(deps, requireCaller(request), request.body);
      return reply.status(201).send({ success: true, score });
    },
  );

  app.get(
    '/scores',
    {
      ...signedIn,
      compress: false, // sendCached compresses, once per cached answer
      schema: {
        ...operation({
          id: 'getScores',
          tag: 'Scores',
          summary: 'The history of attempts',
          description: `The caller’s history, latest first (default limit ${HISTORY_LIMIT}); type=latest gives the latest attempt with its answers (and the same record under score; { score: null } before any), type=withResponses the history with answers. Another userId only for the administrator.`,
          returns: 'The history, or with type=latest the latest attempt.',
          parameters: {
            limit: `How many attempts at most, latest first (1-1000; default ${HISTORY_LIMIT}).`,
            type: 'latest: the latest attempt with its answers; withResponses: the history with answers; left out: the history without answers.',
          },
          failures: { 403: 'another profile’s userId, and the caller is not the administrator' },
        }),
        querystring: scoresQuerySchema,
        response: replies(
          {
            200: z.union([
              latestScoreBodySchema,
              z.array(scoreWithResponsesSchema),
              z.array(scoreRecordSchema),
            ]),
          },
          400,
          401,
          403,
        ),
      },
    },
    async (request, reply) => {
      const caller = requireCaller(request);
      const { type, userId, limit } = request.query;
      if (type === 'latest') {
        return sendCached(reply, latestBody(latestScore(deps, caller, userId)));
      }
      if (type === 'withResponses') {
        return sendCached(reply, scoreHistoryWithResponses(deps, caller, { userId, limit }));
      }
      return sendCached(reply, scoreHistory(deps, caller, { userId, limit }));
    },
  );

  // A resident's own earlier history, kept in the browser by the older local-only version.
  app.post(
    '/scores/legacy',
    {
      ...signedIn,
      bodyLimit: EARLIER_HISTORY_BODY_LIMIT_BYTES,
      schema: {
        ...operation({
          id: 'importEarlierHistory',
          tag: 'Scores',
          summary: 'Import the earlier history kept in this browser',
          description: `Imports the attempts the older, local-only version kept in the browser (up to 1 MiB of JSON); entries already imported are skipped. A profile holds at most ${LEGACY_ATTEMPTS_PER_PROFILE} imported attempts.`,
          returns: 'How many attempts were imported and how many were already there.',
          failures: {
            409: `The import would take the profile past ${LEGACY_ATTEMPTS_PER_PROFILE} imported attempts; nothing was imported.`,
          },
        }),
        body: importEarlierHistorySchema,
        response: replies({ 200: importedBodySchema }, ...BODY_FAILURES, 401, 409),
      },
    },
    async (request) => importEarlierHistory(deps, requireCaller(request), request.body),
  );
}
