import { communityStats, leaderboard, ownRank, userStats } from '../../domain/analytics.ts';
import { improvedBoard } from '../../domain/boards.ts';
import {
  improvedQuerySchema,
  comparisonSchema,
  householdStatsSchema,
  improvedSchema,
  rankSchema,
} from '../../domain/community-schemas.ts';
import { householdComparison, householdStats } from '../../domain/households.ts';
import {
  leaderboardQuerySchema,
  userQuerySchema,
  communityStatsSchema,
  leaderboardSchema,
  userStatsSchema,
} from '../../domain/schemas.ts';
import { residentProcedure, router } from '../init.ts';
import { output } from '../output.ts';

export const analyticsRouter = router({
  leaderboard: residentProcedure
    .input(leaderboardQuerySchema.optional())
    .output(output(leaderboardSchema))
    .query(({ ctx, input }) => leaderboard(ctx.deps, input?.limit)),
  communityStats: residentProcedure
    .output(output(communityStatsSchema))
    .query(({ ctx }) => communityStats(ctx.deps)),
  userStats: residentProcedure
    .input(userQuerySchema.optional())
    .output(output(userStatsSchema))
    .query(({ ctx, input }) => userStats(ctx.deps, ctx.caller, input?.userId)),
  // Issue 11: households, everyone's own rank, most improved and the fair comparison.
  rank: residentProcedure
    .input(userQuerySchema.optional())
    .output(output(rankSchema))
    .query(({ ctx, input }) => ownRank(ctx.deps, ctx.caller, input?.userId)),
  improved: residentProcedure
    .input(improvedQuerySchema.optional())
    .output(output(improvedSchema))
    .query(({ ctx, input }) => improvedBoard(ctx.deps, input)),
  householdStats: residentProcedure
    .output(output(householdStatsSchema))
    .query(({ ctx }) => householdStats(ctx.deps)),
  comparison: residentProcedure
    .input(userQuerySchema.optional())
    .output(output(comparisonSchema))
    .query(({ ctx, input }) => householdComparison(ctx.deps, ctx.caller, input?.userId)),
});
