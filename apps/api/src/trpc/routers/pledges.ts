import { createPledge, listPledges, removePledge } from '../../domain/pledges.ts';
import {
  createPledgeSchema,
  removePledgeSchema,
  createdPledgeSchema,
  pledgesBodySchema,
  pledgeRemovedSchema,
} from '../../domain/water-schemas.ts';
import { userQuerySchema } from '../../domain/schemas.ts';
import { residentProcedure, router } from '../init.ts';
import { output } from '../output.ts';

export const pledgesRouter = router({
  list: residentProcedure
    .input(userQuerySchema.optional())
    .output(output(pledgesBodySchema))
    .query(({ ctx, input }) => listPledges(ctx.deps, ctx.caller, input?.userId)),
  create: residentProcedure
    .input(createPledgeSchema)
    .output(output(createdPledgeSchema))
    .mutation(({ ctx, input }) => createPledge(ctx.deps, ctx.caller, input)),
  remove: residentProcedure
    .input(removePledgeSchema)
    .output(output(pledgeRemovedSchema))
    .mutation(({ ctx, input }) => ({
      success: removePledge(ctx.deps, ctx.caller, input.id).success,
    })),
});
