import { z } from 'zod';
import { communityStats, leaderboard, ownRank, userStats } from '../domain/analytics.ts';
import { improvedBoard } from '../domain/boards.ts';
import {
  comparisonSchema,
  householdStatsSchema,
  improvedSchema,
  periodSchema,
  rankSchema,
} from '../domain/community-schemas.ts';
import type { Deps } from '../domain/deps.ts';
import { householdComparison, householdStats } from '../domain/households.ts';
import { improvedByLitres, improvedByLitresSchema } from '../domain/improved-litres.ts';
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
import { operation } from './openapi.ts';

const TYPES = ['leaderboard', 'stats', 'rank', 'improved', 'households', 'comparison'] as const;

const analyticsQuerySchema = z
  .strictObject({
    type: z.enum(TYPES, { error: `type must be one of ${TYPES.map((t) => `'${t}'`).join(', ')}` }),
    limit: limitSchema.optional(),
    userId: idSchema.optional(),
    period: periodSchema.optional(),
    by: z
      .enum(['points', 'litres'], { error: "by must be 'points' or 'litres'" })
      .optional()
      .describe("type=improved only: 'points' (default) or 'litres'"),
  })
  .refine((query) => query.period === undefined || query.type === 'improved', {
    path: ['period'],
    message: 'period is only for type=improved',
  })
  .refine((query) => query.by === undefined || query.type === 'improved', {
    path: ['by'],
    message: 'by is only for type=improved',
  });

export function analyticsRoutes(app: RestApp, deps: Deps) {
  app.get(
    '/analytics',
    {
      ...signedIn,
      compress: false, // sendCached compresses, once per cached answer
      schema: {
        ...operation({
          id: 'getAnalytics',
          tag: 'Community',
          summary: 'Leaderboards and community figures',
          returns: 'The figures of the type asked for (see the description).',
          parameters: {
            type: 'Which figures (see the description).',
            limit: 'For leaderboard and improved: how many residents at most (1-1000; default 10).',
            userId:
              'For stats, rank and comparison: another profile, for the administrator only (403 otherwise).',
          },
          failures: {
            403: 'another profile’s userId, and the caller is not the administrator',
            404: 'No profile has this userId.',
          },
        }),
        querystring: analyticsQuerySchema,
        description: [
          'type=leaderboard: the top residents (default limit 10), each with its rank (equal scores share one: 1, 2, 2, 4).',
          'type=stats: community figures, or with userId one profile’s figures.',
          'type=rank: { rank, of, totalScore } of the caller, or with userId of that profile; rank null before any attempt.',
          'type=improved: [{ id, profileName, apartment, firstScore, latestScore, change, litresSavedPerPersonPerDay }], residents whose score rose from their first to their latest attempt in the period (period=month|all, default all; default limit 10), largest change first; ties: higher latest score, then who got there first.',
          'type=improved&by=litres: [{ householdId, apartment, memberNames, yours, firstLitresPerPersonPerDay, latestLitresPerPersonPerDay, litresChangePercent }], households (one entry per home, its members’ answers combined) whose direct litres per person a day fell from their first attempt with answers in the period to their latest (negative percent is fewer litres), largest fall first; named by flat, with the names of members who chose to be named.',
          'type=households: households (same community and apartment) counted once, and the mean of their latest scores.',
          'type=comparison: the household’s litres per person a day against the median and the most efficient fifth of similar households of its community.',
          'Another profile’s userId only for the administrator (403).',
        ].join(' '),
        response: replies(
          {
            200: z.union([
              leaderboardSchema,
              improvedSchema,
              improvedByLitresSchema,
              userStatsSchema,
              communityStatsSchema,
              rankSchema,
              householdStatsSchema,
              comparisonSchema,
            ]),
          },
          400,
          401,
          403,
          404,
        ),
      },
    },
    async (request, reply) => {
      const caller = requireCaller(request);
      const query = request.query;
      switch (query.type) {
        case 'leaderboard':
          return sendCached(reply, leaderboard(deps, query.limit));
        case 'rank':
          return sendCached(reply, ownRank(deps, caller, query.userId));
        case 'improved':
          return sendCached(
            reply,
            query.by === 'litres'
              ? improvedByLitres(deps, caller, query)
              : improvedBoard(deps, query),
          );
        case 'households':
          return sendCached(reply, householdStats(deps));
        case 'comparison':
          return sendCached(reply, householdComparison(deps, caller, query.userId));
        case 'stats':
          if (query.userId !== undefined)
            return sendCached(reply, userStats(deps, caller, query.userId));
          return sendCached(reply, communityStats(deps));
      }
    },
  );
}
