import { communityStats, leaderboard, userStats } from '../../domain/analytics.ts';
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
});
