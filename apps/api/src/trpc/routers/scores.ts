import { targetProfileId } from '../../domain/authz.ts';
import {
  latestScore,
  scoreHistory,
  scoreHistoryWithResponses,
  submitScore,
} from '../../domain/scores.ts';
import { historyQuerySchema, submitScoreSchema, userQuerySchema } from '../../domain/schemas.ts';
import { residentProcedure, router } from '../init.ts';

export const scoresRouter = router({
  submit: residentProcedure.input(submitScoreSchema).mutation(({ ctx, input }) => {
    // A resident submits for themselves only, the administrator included.
    targetProfileId({ ...ctx.caller, isAdmin: false }, input.userId);
    return { success: true as const, score: submitScore(ctx.deps, ctx.caller.id, input) };
  }),
  history: residentProcedure
    .input(historyQuerySchema.optional())
    .query(({ ctx, input }) =>
      scoreHistory(ctx.deps, targetProfileId(ctx.caller, input?.userId), input?.limit),
    ),
  historyWithResponses: residentProcedure
    .input(historyQuerySchema.optional())
    .query(({ ctx, input }) =>
      scoreHistoryWithResponses(ctx.deps, targetProfileId(ctx.caller, input?.userId), input?.limit),
    ),
  latest: residentProcedure
    .input(userQuerySchema.optional())
    .query(({ ctx, input }) => latestScore(ctx.deps, targetProfileId(ctx.caller, input?.userId))),
});

