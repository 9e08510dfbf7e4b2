import {
  changeJoinCode,
  getHousehold,
  joinHousehold,
  leaveHousehold,
} from '../../domain/household-membership.ts';
import {
  householdActionSchema,
  householdBodySchema,
  joinHouseholdSchema,
} from '../../domain/household-schemas.ts';
import { userQuerySchema } from '../../domain/schemas.ts';
import { residentProcedure, router } from '../init.ts';
import { output } from '../output.ts';

export const householdRouter = router({
  get: residentProcedure
    .input(userQuerySchema.optional())
    .output(output(householdBodySchema))
    .query(({ ctx, input }) => getHousehold(ctx.deps, ctx.caller, input?.userId)),
  join: residentProcedure
    .input(joinHouseholdSchema)
    .output(output(householdBodySchema))
    .mutation(({ ctx, input }) => joinHousehold(ctx.deps, ctx.caller, input)),
  changeCode: residentProcedure
    .input(householdActionSchema.optional())
    .output(output(householdBodySchema))
    .mutation(({ ctx, input }) => changeJoinCode(ctx.deps, ctx.caller, input ?? {})),
  leave: residentProcedure
    .input(householdActionSchema.optional())
    .output(output(householdBodySchema))
    .mutation(({ ctx, input }) => leaveHousehold(ctx.deps, ctx.caller, input ?? {})),
});
