import { createPledge, listPledges, removePledge } from '../../domain/pledges.ts';
import { createPledgeSchema, removePledgeSchema } from '../../domain/water-schemas.ts';
import { userQuerySchema } from '../../domain/schemas.ts';
import { residentProcedure, router } from '../init.ts';

export const pledgesRouter = router({
  list: residentProcedure
    .input(userQuerySchema.optional())
    .query(({ ctx, input }) => listPledges(ctx.deps, ctx.caller, input?.userId)),
  create: residentProcedure
    .input(createPledgeSchema)
    .mutation(({ ctx, input }) => createPledge(ctx.deps, ctx.caller, input)),
  remove: residentProcedure.input(removePledgeSchema).mutation(({ ctx, input }) => ({
    success: removePledge(ctx.deps, ctx.caller, input.id).success,
  })),
});
