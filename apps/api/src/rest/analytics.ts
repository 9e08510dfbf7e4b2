import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { communityStats, leaderboard, userStats } from '../domain/analytics.ts';
import { targetProfileId } from '../domain/authz.ts';
import type { Deps } from '../domain/deps.ts';
import { idSchema, limitSchema } from '../domain/schemas.ts';
import { parseInput } from '../domain/validation.ts';
import { requireCaller } from './helpers.ts';
import { sendCached } from './json.ts';

const analyticsQuerySchema = z.strictObject({
  type: z.enum(['leaderboard', 'stats'], { error: "type must be 'leaderboard' or 'stats'" }),
  limit: limitSchema.optional(),
  userId: idSchema.optional(),
});

export function analyticsRoutes(app: FastifyInstance, deps: Deps) {
  app.get('/analytics', async (request, reply) => {
    const caller = requireCaller(request);
    const query = parseInput(analyticsQuerySchema, request.query);
    if (query.type === 'leaderboard') return sendCached(reply, leaderboard(deps, query.limit));
    if (query.userId !== undefined) return userStats(deps, targetProfileId(caller, query.userId));
    return sendCached(reply, communityStats(deps));
  });
}
