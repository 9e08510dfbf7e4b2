import { clearGoal, getGoal, setGoal } from '../../domain/goals.ts';
import { setGoalSchema } from '../../domain/water-schemas.ts';
import { userQuerySchema } from '../../domain/schemas.ts';
import { residentProcedure, router } from '../init.ts';

export const goalRouter = router({
  get: residentProcedure
    .input(userQuerySchema.optional())
    .query(({ ctx, input }) => getGoal(ctx.deps, ctx.caller, input?.userId)),
  set: residentProcedure
    .input(setGoalSchema)
    .mutation(({ ctx, input }) => setGoal(ctx.deps, ctx.caller, input)),
  // No input: a goal is only ever cleared by its own profile.
  clear: residentProcedure.mutation(({ ctx }) => clearGoal(ctx.deps, ctx.caller, undefined)),
});
