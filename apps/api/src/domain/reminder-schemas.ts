import { z } from 'zod';
import { campaignSchema } from '@wf/scoring/reminders';

// The inputs and answers of reminders and the campaign (issue 30, items 1-2), declared once for
// the REST routes (rest/reminders.ts) and the tRPC procedures (trpc/routers/reminders.ts).

export { campaignSchema };

const day = z.string().describe('A day on the community’s calendar, YYYY-MM-DD');
const isoDate = z.iso.datetime({ offset: true }).describe('ISO 8601 date and time');

/** Base64url without padding, as PushSubscription.toJSON() writes its keys. */
const base64url = (field: string, bytes: number) =>
  z
    .string({ error: `subscription.keys.${field} is required` })
    .regex(/^[A-Za-z0-9_-]+=*$/, { error: `subscription.keys.${field} must be base64url` })
    .refine((v) => Buffer.from(v, 'base64url').length === bytes, {
      error: `subscription.keys.${field} must be ${bytes} bytes`,
    });

/** What a browser's PushSubscription.toJSON() gives (expirationTime is read and ignored). */
export const pushSubscriptionSchema = z
  .object(
    {
      endpoint: z
        .url({ error: 'subscription.endpoint must be the push service’s URL' })
        .max(2048, { error: 'subscription.endpoint is too long' }),
      expirationTime: z.number().nullable().optional(),
      keys: z.object(
        { p256dh: base64url('p256dh', 65), auth: base64url('auth', 16) },
        { error: 'subscription.keys must hold p256dh and auth' },
      ),
    },
    { error: 'subscription must be the browser’s push subscription' },
  )
  .describe('The phone’s push subscription, as PushSubscription.toJSON() gives it');

export const updateNotificationsSchema = z.strictObject({
  email: z
    .boolean({ error: 'email must be true or false' })
    .optional()
    .describe('Check-in reminders by email'),
  push: z
    .boolean({ error: 'push must be true or false' })
    .optional()
    .describe(
      'Reminders on this phone: true needs `subscription`; false removes this phone’s subscription (given by `subscription`), or every phone’s without it',
    ),
  subscription: pushSubscriptionSchema.optional(),
});
export type UpdateNotifications = z.infer<typeof updateNotificationsSchema>;

export const notificationsBodySchema = z.object({
  email: z.boolean().describe('Email reminders are on'),
  push: z.boolean().describe('At least one phone gets reminders'),
  nextCheckIn: day.nullable().describe('The next check-in day (today when one is due)'),
  vapidPublicKey: z
    .string()
    .describe('The server’s VAPID public key (base64url): applicationServerKey for subscribe()'),
});

export const unsubscribeQuerySchema = z.strictObject({
  token: z
    .string({ error: 'token is required' })
    .max(200, { error: 'This unsubscribe link is not valid.' }),
});

export const unsubscribedBodySchema = z.object({
  success: z.literal(true),
  email: z.literal(false).describe('Email reminders are now off'),
});

const campaignRowSchema = z.object({
  start: day,
  end: day,
  checkIns: z.array(day),
  announcementSentAt: isoDate.nullable().describe('When the announcement went out; null: not yet'),
});

export const campaignBodySchema = z.object({
  campaign: campaignRowSchema.nullable().describe('The current campaign; null: none'),
});

export const sentBodySchema = z.object({
  sent: z.int().min(0).describe('Messages sent now (a mail and a phone each count one)'),
  failed: z
    .int()
    .min(0)
    .describe('Messages that could not go out now (the mail server refused or was down)'),
});

export const announcementSentBodySchema = sentBodySchema.extend({ sentAt: isoDate });

const recipientsSchema = z.object({
  email: z.int().describe('Residents who get it by email'),
  push: z.int().describe('Residents who get it on a phone'),
  residents: z.int().describe('Residents who get it at all (either way)'),
});

export const announcementPreviewBodySchema = z.object({
  campaign: campaignRowSchema,
  recipients: recipientsSchema,
  messages: z
    .array(
      z.object({
        language: z.enum(['en', 'hi']),
        subject: z.string(),
        text: z.string().describe('The mail’s text; each mail ends with its own unsubscribe link'),
        push: z.object({ title: z.string(), body: z.string() }),
      }),
    )
    .describe('The announcement in each language'),
  mailConfigured: z.boolean(),
});

export const returnsBodySchema = z.object({
  residents: z.int().describe('Residents (the administrator not counted)'),
  optedIn: z.int().describe('Residents with a reminder on (email or a phone)'),
  checkIns: z.array(
    z.object({
      day,
      from: day.describe('The window counted: from this day …'),
      until: day.describe('… to this day, both included'),
      upcoming: z.boolean().describe('The check-in is still ahead'),
      returned: z.int().describe('Residents who took the questionnaire in the window'),
      optedInReturned: z.int().describe('Of them, residents with a reminder on'),
      percentOfResidents: z.number().nullable(),
      percentOfOptedIn: z.number().nullable(),
    }),
  ),
});

export const reminderStatusBodySchema = z.object({
  mailConfigured: z.boolean().describe('SMTP_URL (or the development outbox) is set'),
  mailDelivery: z.enum(['smtp', 'outbox', 'none']),
  pushConfigured: z.boolean().describe('The server has its VAPID keys'),
  optedIn: z.object({ email: z.int(), push: z.int() }),
});
