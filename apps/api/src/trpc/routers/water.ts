import { userQuerySchema } from '../../domain/schemas.ts';
import {
  latestFootprint,
  previewFootprint,
  waterActions,
  waterHistory,
  waterSummary,
} from '../../domain/water.ts';
import {
  previewSchema,
  actionsBodySchema,
  footprintBodySchema,
  previewBodySchema,
  waterHistorySchema,
  waterSummarySchema,
} from '../../domain/water-schemas.ts';
import { residentProcedure, router } from '../init.ts';
import { output } from '../output.ts';

export const waterRouter = router({
  footprint: residentProcedure
    .input(userQuerySchema.optional())
    .output(output(footprintBodySchema))
    .query(({ ctx, input }) => latestFootprint(ctx.deps, ctx.caller, input?.userId)),
  summary: residentProcedure
    .input(userQuerySchema.optional())
    .output(output(waterSummarySchema))
    .query(({ ctx, input }) => waterSummary(ctx.deps, ctx.caller, input?.userId)),
  // A query: it saves nothing, and the what-if asks again on every change of an answer.
  preview: residentProcedure
    .input(previewSchema)
    .output(output(previewBodySchema))
    .query(({ ctx, input }) => previewFootprint(ctx.deps, ctx.caller, input)),
  actions: residentProcedure
    .input(userQuerySchema.optional())
    .output(output(actionsBodySchema))
    .query(({ ctx, input }) => waterActions(ctx.deps, ctx.caller, input?.userId)),
  history: residentProcedure
    .input(userQuerySchema.optional())
    .output(output(waterHistorySchema))
    .query(({ ctx, input }) => waterHistory(ctx.deps, ctx.caller, input?.userId)),
});
