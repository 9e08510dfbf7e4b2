import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { targetProfileId } from '../domain/authz.ts';
import type { Deps } from '../domain/deps.ts';
import { historyQuerySchema, submitScoreSchema } from '../domain/schemas.ts';
import {
  latestScore,
  scoreHistory,
  scoreHistoryWithResponses,
  submitScore,
} from '../domain/scores.ts';
import { parseInput } from '../domain/validation.ts';
import { bodyObject, requireCaller } from './helpers.ts';
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

export function scoreRoutes(app: FastifyInstance, deps: Deps) {
  app.post('/scores', async (request, reply) => {
    const caller = requireCaller(request);
    const input = parseInput(submitScoreSchema, bodyObject(request));
    // Everyone, the administrator included, submits only for themselves.
    targetProfileId({ ...caller, isAdmin: false }, input.userId);
    const score = await submitScore(deps, caller.id, input);
    return reply.status(201).send({ success: true, score });
  });

  app.get('/scores', async (request, reply) => {
    const caller = requireCaller(request);
    const query = parseInput(scoresQuerySchema, request.query);
    const profileId = targetProfileId(caller, query.userId);
    if (query.type === 'latest') return sendCached(reply, latestBody(latestScore(deps, profileId)));
    if (query.type === 'withResponses')
      return scoreHistoryWithResponses(deps, profileId, query.limit);
    return sendCached(reply, scoreHistory(deps, profileId, query.limit));
  });
}
