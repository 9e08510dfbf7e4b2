import { importEarlierHistorySchema } from '@wf/scoring/earlier-history';
import { importEarlierHistory } from '../../domain/earlier-history.ts';
import {
  latestScore,
  scoreHistory,
  scoreHistoryWithResponses,
  submitScore,
} from '../../domain/scores.ts';
import {
  historyQuerySchema,
  submitScoreSchema,
  userQuerySchema,
  importedBodySchema,
  scoreRecordSchema,
  scoreWithResponsesSchema,
  submittedScoreBodySchema,
} from '../../domain/schemas.ts';
import { residentProcedure, router } from '../init.ts';
import { output } from '../output.ts';
import { z } from 'zod';

export const scoresRouter = router({
  submit: residentProcedure
    .input(submitScoreSchema)
    .output(output(submittedScoreBodySchema))
    .mutation(async ({ ctx, input }) => ({
      success: true as const,
      score: await submitScore(ctx.deps, ctx.caller, input),
    })),
  history: residentProcedure
    .input(historyQuerySchema.optional())
    .output(output(z.array(scoreRecordSchema)))
    .query(({ ctx, input }) => scoreHistory(ctx.deps, ctx.caller, input)),
  historyWithResponses: residentProcedure
    .input(historyQuerySchema.optional())
    .output(output(z.array(scoreWithResponsesSchema)))
    .query(({ ctx, input }) => scoreHistoryWithResponses(ctx.deps, ctx.caller, input)),
  latest: residentProcedure
    .input(userQuerySchema.optional())
    .output(output(scoreWithResponsesSchema.nullable()))
    .query(({ ctx, input }) => latestScore(ctx.deps, ctx.caller, input?.userId)),
  // The caller's own earlier history, kept in the browser by the older local-only version.
  importEarlierHistory: residentProcedure
    .input(importEarlierHistorySchema)
    .output(output(importedBodySchema))
    .mutation(({ ctx, input }) => importEarlierHistory(ctx.deps, ctx.caller, input)),
});
