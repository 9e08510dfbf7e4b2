import { deleteProfile, listProfiles, migrateLegacy } from '../../domain/admin.ts';
import { adminResetLink, resetLinkSchema } from '../../domain/admin-reset-link.ts';
import {
  getParticipantCode,
  participantCodeSchema,
  setParticipantCode,
} from '../../domain/participant-code.ts';
import {
  adminSearchSchema,
  deleteProfileSchema,
  deletedBodySchema,
  migratedBodySchema,
  participantCodeBodySchema,
  participantCodeSetBodySchema,
  resetLinkBodySchema,
  usersBodySchema,
} from '../../domain/schemas.ts';
import { adminProcedure, router } from '../init.ts';
import { output } from '../output.ts';

export const adminRouter = router({
  listProfiles: adminProcedure
    .input(adminSearchSchema.optional())
    .output(output(usersBodySchema))
    .query(({ ctx, input }) => ({
      success: true as const,
      users: listProfiles(ctx.deps, ctx.caller, input?.search),
    })),
  deleteProfile: adminProcedure
    .input(deleteProfileSchema)
    .output(output(deletedBodySchema))
    .mutation(({ ctx, input }) => deleteProfile(ctx.deps, ctx.caller, input.id)),
  migrateLegacy: adminProcedure
    .output(output(migratedBodySchema))
    .mutation(({ ctx }) => migrateLegacy(ctx.deps, ctx.caller)),
  participantCode: adminProcedure
    .output(output(participantCodeBodySchema))
    .query(({ ctx }) => getParticipantCode(ctx.deps, ctx.caller)),
  setParticipantCode: adminProcedure
    .input(participantCodeSchema)
    .output(output(participantCodeSetBodySchema))
    .mutation(({ ctx, input }) => setParticipantCode(ctx.deps, ctx.caller, input.code)),
  resetLink: adminProcedure
    .input(resetLinkSchema)
    .output(output(resetLinkBodySchema))
    .mutation(({ ctx, input }) => adminResetLink(ctx.deps, ctx.caller, input.profileId)),
});
