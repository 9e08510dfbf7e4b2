import {
  changeJoinCode,
  getHousehold,
  joinHousehold,
  leaveHousehold,
} from '../../domain/household-membership.ts';
import { householdActionSchema, joinHouseholdSchema } from '../../domain/household-schemas.ts';
import { userQuerySchema } from '../../domain/schemas.ts';
import { residentProcedure, router } from '../init.ts';

export const householdRouter = router({
  get: residentProcedure
    .input(userQuerySchema.optional())
    .query(({ ctx, input }) => getHousehold(ctx.deps, ctx.caller, input?.userId)),
  join: residentProcedure
    .input(joinHouseholdSchema)
    .mutation(({ ctx, input }) => joinHousehold(ctx.deps, ctx.caller, input)),
  changeCode: residentProcedure
    .input(householdActionSchema.optional())
    .mutation(({ ctx, input }) => changeJoinCode(ctx.deps, ctx.caller, input ?? {})),
  leave: residentProcedure
    .input(householdActionSchema.optional())
    .mutation(({ ctx, input }) => leaveHousehold(ctx.deps, ctx.caller, input ?? {})),
});
