import { userQuerySchema } from '../../domain/schemas.ts';
import {
  latestFootprint,
  previewFootprint,
  waterActions,
  waterHistory,
  waterSummary,
} from '../../domain/water.ts';
import { previewSchema } from '../../domain/water-schemas.ts';
import { residentProcedure, router } from '../init.ts';

export const waterRouter = router({
  footprint: residentProcedure
    .input(userQuerySchema.optional())
    .query(({ ctx, input }) => latestFootprint(ctx.deps, ctx.caller, input?.userId)),
  summary: residentProcedure
    .input(userQuerySchema.optional())
    .query(({ ctx, input }) => waterSummary(ctx.deps, ctx.caller, input?.userId)),
  // A query: it saves nothing, and the what-if asks again on every change of an answer.
  preview: residentProcedure
    .input(previewSchema)
    .query(({ ctx, input }) => previewFootprint(ctx.deps, ctx.caller, input)),
  actions: residentProcedure
    .input(userQuerySchema.optional())
    .query(({ ctx, input }) => waterActions(ctx.deps, ctx.caller, input?.userId)),
  history: residentProcedure
    .input(userQuerySchema.optional())
    .query(({ ctx, input }) => waterHistory(ctx.deps, ctx.caller, input?.userId)),
});
