import { updateProfileSchema } from '@wf/scoring/accounts';
import { getProfile, updateProfile } from '../../domain/accounts.ts';
import { userQuerySchema } from '../../domain/schemas.ts';
import { residentProcedure, router } from '../init.ts';

export const usersRouter = router({
  me: residentProcedure.query(({ ctx }) => ({ user: getProfile(ctx.deps, ctx.caller) })),
  get: residentProcedure.input(userQuerySchema).query(({ ctx, input }) => ({
    user: getProfile(ctx.deps, ctx.caller, input.userId),
  })),
  update: residentProcedure.input(updateProfileSchema).mutation(({ ctx, input }) => ({
    success: true as const,
    user: updateProfile(ctx.deps, ctx.caller, undefined, input),
  })),
});
