import { clearGoal, getGoal, setGoal } from '../../domain/goals.ts';
import { setGoalSchema, goalBodySchema } from '../../domain/water-schemas.ts';
import { userQuerySchema, successSchema } from '../../domain/schemas.ts';
import { residentProcedure, router } from '../init.ts';
import { output } from '../output.ts';

export const goalRouter = router({
  get: residentProcedure
    .input(userQuerySchema.optional())
    .output(output(goalBodySchema))
    .query(({ ctx, input }) => getGoal(ctx.deps, ctx.caller, input?.userId)),
  set: residentProcedure
    .input(setGoalSchema)
    .output(output(goalBodySchema))
    .mutation(({ ctx, input }) => setGoal(ctx.deps, ctx.caller, input)),
  // No input: a goal is only ever cleared by its own profile.
  clear: residentProcedure
    .output(output(successSchema))
    .mutation(({ ctx }) => clearGoal(ctx.deps, ctx.caller, undefined)),
});
