import { deleteProfile, listProfiles, migrateLegacy } from '../../domain/admin.ts';
import { adminResetLink, resetLinkSchema } from '../../domain/admin-reset-link.ts';
import {
  getParticipantCode,
  participantCodeSchema,
  setParticipantCode,
} from '../../domain/participant-code.ts';
import { adminSearchSchema, deleteProfileSchema } from '../../domain/schemas.ts';
import { adminProcedure, router } from '../init.ts';

export const adminRouter = router({
  listProfiles: adminProcedure.input(adminSearchSchema.optional()).query(({ ctx, input }) => ({
    success: true as const,
    users: listProfiles(ctx.deps, ctx.caller, input?.search),
  })),
  deleteProfile: adminProcedure
    .input(deleteProfileSchema)
    .mutation(({ ctx, input }) => deleteProfile(ctx.deps, ctx.caller, input.id)),
  migrateLegacy: adminProcedure.mutation(({ ctx }) => migrateLegacy(ctx.deps, ctx.caller)),
  participantCode: adminProcedure.query(({ ctx }) => getParticipantCode(ctx.deps, ctx.caller)),
  setParticipantCode: adminProcedure
    .input(participantCodeSchema)
    .mutation(({ ctx, input }) => setParticipantCode(ctx.deps, ctx.caller, input.code)),
  resetLink: adminProcedure
    .input(resetLinkSchema)
    .mutation(({ ctx, input }) => adminResetLink(ctx.deps, ctx.caller, input.profileId)),
});
