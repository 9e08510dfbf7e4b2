import {
  changePasswordSchema,
  forgotPasswordSchema,
  loginSchema,
  resetPasswordSchema,
  signupSchema,
} from '@wf/scoring/accounts';
import * as accounts from '../../domain/accounts.ts';
import { invalidateSession, listSessions, logoutEverywhere } from '../../domain/sessions.ts';
import { publicProcedure, residentProcedure, router } from '../init.ts';
import type { Context } from '../context.ts';
import { output } from '../output.ts';
import {
  forgotPasswordReplySchema,
  loggedOutEverywhereBodySchema,
  meBodySchema,
  passwordChangedBodySchema,
  resetDeliverySchema,
  sessionsListSchema,
  signupDefaultsSchema,
  successSchema,
  userBodySchema,
} from '../../domain/schemas.ts';

const meta = (ctx: Context) => ({
  ip: ctx.ip,
  userAgent: ctx.userAgent,
  sessionId: ctx.session?.sessionId,
});

export const authRouter = router({
  signupDefaults: publicProcedure.output(output(signupDefaultsSchema)).query(({ ctx }) => ({
    defaultCommunityName: ctx.deps.config.DEFAULT_COMMUNITY_NAME,
  })),
  signup: publicProcedure
    .input(signupSchema)
    .output(output(userBodySchema))
    .mutation(async ({ ctx, input }) => {
      const { user, session } = await accounts.signup(ctx.deps, input, meta(ctx));
      ctx.cookie.set(session.token, session.expiresAt);
      return { success: true as const, user };
    }),
  login: publicProcedure
    .input(loginSchema)
    .output(output(userBodySchema))
    .mutation(async ({ ctx, input }) => {
      const { user, session } = await accounts.login(ctx.deps, input, meta(ctx));
      ctx.cookie.set(session.token, session.expiresAt);
      return { success: true as const, user };
    }),
  // No input parser: tRPC's httpLink sends a bodiless POST for it, which a parser would try to
  // read as JSON and refuse.
  logout: publicProcedure.output(output(successSchema)).mutation(({ ctx }) => {
    if (ctx.session) invalidateSession(ctx.deps, ctx.session.sessionId);
    ctx.cookie.clear();
    return { success: true as const };
  }),
  me: publicProcedure.output(output(meBodySchema)).query(({ ctx }) => ({
    user: ctx.session ? accounts.getProfile(ctx.deps, ctx.session.profile) : null,
  })),
  forgotPassword: publicProcedure
    .input(forgotPasswordSchema)
    .output(output(forgotPasswordReplySchema))
    .mutation(({ ctx, input }) => accounts.forgotPassword(ctx.deps, input, { ip: ctx.ip })),
  resetDelivery: publicProcedure
    .output(output(resetDeliverySchema))
    .query(({ ctx }) => accounts.resetDelivery(ctx.deps)),
  resetPassword: publicProcedure
    .input(resetPasswordSchema)
    .output(output(successSchema))
    .mutation(({ ctx, input }) => accounts.resetPassword(ctx.deps, input)),
  changePassword: residentProcedure
    .input(changePasswordSchema)
    .output(output(passwordChangedBodySchema))
    .mutation(({ ctx, input }) =>
      accounts.changePassword(ctx.deps, ctx.caller.id, ctx.session.sessionId, input),
    ),
  sessions: residentProcedure.output(output(sessionsListSchema)).query(({ ctx }) => ({
    sessions: listSessions(ctx.deps, ctx.caller.id, ctx.session.sessionId),
  })),
  // "Log out everywhere else": the other sessions end, this one stays (logout ends it after,
  // if wanted). No input parser, for the same reason as logout; REST also takes
  // { includeThisDevice: true }.
  logoutEverywhere: residentProcedure
    .output(output(loggedOutEverywhereBodySchema))
    .mutation(({ ctx }) => logoutEverywhere(ctx.deps, ctx.caller.id, ctx.session.sessionId)),
});
