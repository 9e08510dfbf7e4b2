import { z } from 'zod';
import { communityStats, leaderboard, userStats } from '../domain/analytics.ts';
import type { Deps } from '../domain/deps.ts';
import {
  communityStatsSchema,
  idSchema,
  leaderboardSchema,
  limitSchema,
  userStatsSchema,
} from '../domain/schemas.ts';
import { replies, type RestApp } from './contract.ts';
import { requireCaller, signedIn } from './helpers.ts';
import { sendCached } from './json.ts';

const analyticsQuerySchema = z.strictObject({
  type: z.enum(['leaderboard', 'stats'], { error: "type must be 'leaderboard' or 'stats'" }),
  limit: limitSchema.optional(),
  userId: idSchema.optional(),
});

export function analyticsRoutes(app: RestApp, deps: Deps) {
  app.get(
    '/analytics',
    {
      ...signedIn,
      schema: {
        querystring: analyticsQuerySchema,
        description:
          'type=leaderboard: the top residents (default limit 10). type=stats: community figures, or with userId one profile’s figures (another profile only for the administrator).',
        response: replies(
          { 200: z.union([leaderboardSchema, userStatsSchema, communityStatsSchema]) },
          400,
          401,
          403,
        ),
      },
    },
    async (request, reply) => {
      const caller = requireCaller(request);
      const query = request.query;
      if (query.type === 'leaderboard') return sendCached(reply, leaderboard(deps, query.limit));
      if (query.userId !== undefined) return userStats(deps, caller, query.userId);
      return sendCached(reply, communityStats(deps));
    },
  );
}
