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
import { improvedByLitres, improvedByLitresSchema } from '../../domain/improved-litres.ts';
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
  // Issue 27: most improved by litres per person a day, beside the points board.
  improvedByLitres: residentProcedure
    .input(improvedQuerySchema.optional())
    .output(output(improvedByLitresSchema))
    .query(({ ctx, input }) => improvedByLitres(ctx.deps, ctx.caller, input)),
  householdStats: residentProcedure
    .output(output(householdStatsSchema))
    .query(({ ctx }) => householdStats(ctx.deps)),
  comparison: residentProcedure
    .input(userQuerySchema.optional())
    .output(output(comparisonSchema))
    .query(({ ctx, input }) => householdComparison(ctx.deps, ctx.caller, input?.userId)),
});
