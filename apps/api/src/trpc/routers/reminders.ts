import {
  announcementPreview,
  campaignReturns,
  getCampaign,
  saveCampaign,
  sendAnnouncement,
} from '../../domain/campaign.ts';
import {
  announcementPreviewBodySchema,
  announcementSentBodySchema,
  campaignBodySchema,
  campaignSchema,
  notificationsBodySchema,
  reminderStatusBodySchema,
  returnsBodySchema,
  sentBodySchema,
  updateNotificationsSchema,
} from '../../domain/reminder-schemas.ts';
import {
  notificationSettings,
  reminderStatus,
  sendDueNow,
  updateNotifications,
} from '../../domain/reminders.ts';
import { adminProcedure, residentProcedure, router } from '../init.ts';
import { output } from '../output.ts';

// Check-in reminders and the organiser's campaign (issue 30, items 1-2): the same domain calls
// and shapes as the REST routes of rest/reminders.ts.
export const remindersRouter = router({
  settings: residentProcedure
    .output(output(notificationsBodySchema))
    .query(({ ctx }) => notificationSettings(ctx.deps, ctx.caller)),
  update: residentProcedure
    .input(updateNotificationsSchema)
    .output(output(notificationsBodySchema))
    .mutation(({ ctx, input }) => updateNotifications(ctx.deps, ctx.caller, input)),
  status: adminProcedure
    .output(output(reminderStatusBodySchema))
    .query(({ ctx }) => reminderStatus(ctx.deps, ctx.caller)),
  campaign: adminProcedure
    .output(output(campaignBodySchema))
    .query(({ ctx }) => getCampaign(ctx.deps, ctx.caller)),
  saveCampaign: adminProcedure
    .input(campaignSchema)
    .output(output(campaignBodySchema))
    .mutation(({ ctx, input }) => saveCampaign(ctx.deps, ctx.caller, input)),
  sendDue: adminProcedure
    .output(output(sentBodySchema))
    .mutation(({ ctx }) => sendDueNow(ctx.deps, ctx.caller)),
  announcementPreview: adminProcedure
    .output(output(announcementPreviewBodySchema))
    .query(({ ctx }) => announcementPreview(ctx.deps, ctx.caller)),
  sendAnnouncement: adminProcedure
    .output(output(announcementSentBodySchema))
    .mutation(({ ctx }) => sendAnnouncement(ctx.deps, ctx.caller)),
  returns: adminProcedure
    .output(output(returnsBodySchema))
    .query(({ ctx }) => campaignReturns(ctx.deps, ctx.caller)),
});
