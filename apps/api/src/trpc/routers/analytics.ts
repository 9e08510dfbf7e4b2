import { communityStats, leaderboard, ownRank, userStats } from '../../domain/analytics.ts';
import { improvedBoard } from '../../domain/boards.ts';
import { improvedQuerySchema } from '../../domain/community-schemas.ts';
import { householdComparison, householdStats } from '../../domain/households.ts';
import { improvedByLitres } from '../../domain/improved-litres.ts';
import { leaderboardQuerySchema, userQuerySchema } from '../../domain/schemas.ts';
import { residentProcedure, router } from '../init.ts';

export const analyticsRouter = router({
  leaderboard: residentProcedure
    .input(leaderboardQuerySchema.optional())
    .query(({ ctx, input }) => leaderboard(ctx.deps, input?.limit)),
  communityStats: residentProcedure.query(({ ctx }) => communityStats(ctx.deps)),
  userStats: residentProcedure
    .input(userQuerySchema.optional())
    .query(({ ctx, input }) => userStats(ctx.deps, ctx.caller, input?.userId)),
  // Issue 11: households, everyone's own rank, most improved and the fair comparison.
  rank: residentProcedure
    .input(userQuerySchema.optional())
    .query(({ ctx, input }) => ownRank(ctx.deps, ctx.caller, input?.userId)),
  improved: residentProcedure
    .input(improvedQuerySchema.optional())
    .query(({ ctx, input }) => improvedBoard(ctx.deps, input)),
  // Issue 27: most improved by litres per person a day, beside the points board.
  improvedByLitres: residentProcedure
    .input(improvedQuerySchema.optional())
    .query(({ ctx, input }) => improvedByLitres(ctx.deps, input)),
  householdStats: residentProcedure.query(({ ctx }) => householdStats(ctx.deps)),
  comparison: residentProcedure
    .input(userQuerySchema.optional())
    .query(({ ctx, input }) => householdComparison(ctx.deps, ctx.caller, input?.userId)),
});
