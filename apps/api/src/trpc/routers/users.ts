import { updateProfileSchema } from '@wf/scoring/accounts';
import { getProfile, updateProfile } from '../../domain/accounts.ts';
import {
  profileLanguage,
  setLanguageSchema,
  setProfileLanguage,
  languageBodySchema,
  setLanguageBodySchema,
} from '../../domain/language.ts';
import {
  reportNameBodySchema,
  reportNameChoice,
  setReportNameChoice,
  setReportNameSchema,
} from '../../domain/report-name.ts';
import { userQuerySchema, profileBodySchema, userBodySchema } from '../../domain/schemas.ts';
import { residentProcedure, router } from '../init.ts';
import { output } from '../output.ts';

export const usersRouter = router({
  me: residentProcedure
    .output(output(profileBodySchema))
    .query(({ ctx }) => ({ user: getProfile(ctx.deps, ctx.caller) })),
  get: residentProcedure
    .input(userQuerySchema)
    .output(output(profileBodySchema))
    .query(({ ctx, input }) => ({
      user: getProfile(ctx.deps, ctx.caller, input.userId),
    })),
  update: residentProcedure
    .input(updateProfileSchema)
    .output(output(userBodySchema))
    .mutation(({ ctx, input }) => ({
      success: true as const,
      user: updateProfile(ctx.deps, ctx.caller, undefined, input),
    })),
  // The screens' language kept with the profile (issue 12); the public user shape (REST) is unchanged.
  language: residentProcedure
    .output(output(languageBodySchema))
    .query(({ ctx }) => profileLanguage(ctx.deps, ctx.caller)),
  setLanguage: residentProcedure
    .input(setLanguageSchema)
    .output(output(setLanguageBodySchema))
    .mutation(({ ctx, input }) => setProfileLanguage(ctx.deps, ctx.caller, input.language)),
  // "Show my name in community reports" (issue 28, item 2), the resident's own choice.
  reportName: residentProcedure
    .output(output(reportNameBodySchema))
    .query(({ ctx }) => reportNameChoice(ctx.deps, ctx.caller)),
  setReportName: residentProcedure
    .input(setReportNameSchema)
    .output(output(reportNameBodySchema))
    .mutation(({ ctx, input }) =>
      setReportNameChoice(ctx.deps, ctx.caller, input.showNameInReports),
    ),
});
