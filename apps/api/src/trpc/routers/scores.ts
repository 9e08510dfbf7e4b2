import { targetProfileId } from '../../domain/authz.ts';
import { importLegacy, importLegacySchema } from '../../domain/legacy.ts';
import {
  latestScore,
  scoreHistory,
  scoreHistoryWithResponses,
  submitScore,
} from '../../domain/scores.ts';
import { historyQuerySchema, submitScoreSchema, userQuerySchema } from '../../domain/schemas.ts';
import { residentProcedure, router } from '../init.ts';

export const scoresRouter = router({
  submit: residentProcedure.input(submitScoreSchema).mutation(async ({ ctx, input }) => {
    // A resident submits for themselves only, the administrator included.
    targetProfileId({ ...ctx.caller, isAdmin: false }, input.userId);
    return { success: true as const, score: await submitScore(ctx.deps, ctx.caller.id, input) };
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
  // The caller's own history from the older local-only version, as legacy attempts.
  importLegacy: residentProcedure
    .input(importLegacySchema)
    .mutation(({ ctx, input }) => importLegacy(ctx.deps, ctx.caller.id, input)),
});
