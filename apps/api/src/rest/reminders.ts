import { z } from 'zod';
import { REMINDER_TEXTS } from '@wf/scoring/reminders';
import {
  announcementPreview,
  campaignReturns,
  getCampaign,
  saveCampaign,
  sendAnnouncement,
} from '../domain/campaign.ts';
import type { Deps } from '../domain/deps.ts';
import {
  announcementPreviewBodySchema,
  announcementSentBodySchema,
  campaignBodySchema,
  campaignSchema,
  notificationsBodySchema,
  reminderStatusBodySchema,
  returnsBodySchema,
  sentBodySchema,
  unsubscribedBodySchema,
  unsubscribeQuerySchema,
  updateNotificationsSchema,
} from '../domain/reminder-schemas.ts';
import {
  notificationSettings,
  reminderStatus,
  sendDueNow,
  unsubscribeByToken,
  updateNotifications,
} from '../domain/reminders.ts';
import { BODY_FAILURES, replies, type RestApp } from './contract.ts';
import { adminOnly, requireCaller, signedIn } from './helpers.ts';
import { operation } from './openapi.ts';

// Check-in reminders and the organiser's campaign (issue 30, items 1-2). The domain
// (domain/reminders.ts, domain/campaign.ts) decides; these routes only translate.

const HTML = 'text/html; charset=utf-8';

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

/** The short page a resident sees after the one-click link, in the profile's language. */
function unsubscribedPage(language: 'en' | 'hi'): string {
  const t = REMINDER_TEXTS[language].unsubscribed;
  return `<!doctype html>
<html lang="${language}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(t.title)}</title></head>
<body style="font-family: system-ui, sans-serif; max-width: 32rem; margin: 3rem auto; padding: 0 1rem; line-height: 1.5">
<h1 style="font-size: 1.5rem">${escapeHtml(t.title)}</h1>
<p>${escapeHtml(t.text)}</p>
<p><a href="/edit-profile">${language === 'hi' ? 'प्रोफ़ाइल खोलें' : 'Open your profile'}</a></p>
</body></html>
`;
}

const oneClickBodySchema = z
  .looseObject({})
  .optional()
  .describe('RFC 8058: mail programs send List-Unsubscribe=One-Click (form-encoded); ignored');

export function reminderRoutes(app: RestApp, deps: Deps) {
  // RFC 8058's one-click POST comes form-encoded from a mail provider's server; only the
  // unsubscribe route accepts it (http/security.ts lets it through for that path alone).
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string' },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
  );

  app.get(
    '/notifications',
    {
      ...signedIn,
      schema: {
        ...operation({
          id: 'getNotifications',
          tag: 'Reminders',
          summary: 'My check-in reminders',
          description:
            'The caller’s own reminder choices (off until chosen), the next check-in day (the campaign’s when there is one, else 30 days after the latest questionnaire; today when one is due) and the VAPID public key a phone subscribes with.',
          returns: 'The choices and the next check-in day.',
        }),
        response: replies({ 200: notificationsBodySchema }, 401),
      },
    },
    async (request) => notificationSettings(deps, requireCaller(request)),
  );

  app.put(
    '/notifications',
    {
      ...signedIn,
      schema: {
        ...operation({
          id: 'updateNotifications',
          tag: 'Reminders',
          summary: 'Turn my reminders on or off',
          description:
            'Email reminders on or off; push true with this phone’s subscription adds the phone (a phone belongs to the last profile that turned it on); push false removes the phone named by subscription, or every phone without it. Only for oneself.',
          returns: 'The choices as they are now.',
        }),
        body: updateNotificationsSchema,
        response: replies({ 200: notificationsBodySchema }, ...BODY_FAILURES, 401),
      },
    },
    async (request) => updateNotifications(deps, requireCaller(request), request.body),
  );

  const unsubscribeDoc = {
    tag: 'Reminders' as const,
    failures: { 400: 'The token is missing or not one this server signed.' },
    parameters: { token: 'The signed token of the mail’s link (it names the profile).' },
  };

  app.get(
    '/notifications/unsubscribe',
    {
      exposeHeadRoute: false,
      schema: {
        ...operation({
          ...unsubscribeDoc,
          id: 'unsubscribeByLink',
          summary: 'Email reminders off (the mail’s link)',
          description:
            'The one-click link at the end of every reminder mail: turns that resident’s email reminders off without a session (the signed token names the profile) and answers a short page in the profile’s language.',
          returns: 'A short page: email reminders are off.',
        }),
        querystring: unsubscribeQuerySchema,
        response: {
          200: { description: 'The page', content: { 'text/html': { schema: z.string() } } },
          ...replies({}, 400),
        },
      },
    },
    async (request, reply) => {
      const { language } = unsubscribeByToken(deps, request.query.token);
      return reply
        .header('content-type', HTML)
        .header('cache-control', 'no-store')
        .send(unsubscribedPage(language));
    },
  );

  app.post(
    '/notifications/unsubscribe',
    {
      schema: {
        ...operation({
          ...unsubscribeDoc,
          id: 'unsubscribeOneClick',
          summary: 'Email reminders off (one-click, RFC 8058)',
          description:
            'What a mail program sends for the List-Unsubscribe-Post header: turns the resident’s email reminders off without a session. The body (List-Unsubscribe=One-Click, form-encoded) is not needed.',
          returns: 'Email reminders are off.',
        }),
        querystring: unsubscribeQuerySchema,
        body: oneClickBodySchema,
        response: replies({ 200: unsubscribedBodySchema }, 400, 403, 413),
      },
    },
    async (request) => {
      unsubscribeByToken(deps, request.query.token);
      return { success: true as const, email: false as const };
    },
  );

  app.get(
    '/admin/reminders/status',
    {
      ...adminOnly,
      schema: {
        ...operation({
          id: 'getReminderStatus',
          tag: 'Reminders',
          summary: 'Can reminders go out?',
          description:
            'Whether mail can go out (SMTP_URL, or the development outbox) and Web Push can be signed, and how many residents chose email and phone reminders.',
          returns: 'The reminders’ status.',
        }),
        response: replies({ 200: reminderStatusBodySchema }, 401),
      },
    },
    async (request) => reminderStatus(deps, requireCaller(request)),
  );

  app.post(
    '/admin/reminders',
    {
      ...adminOnly,
      schema: {
        ...operation({
          id: 'sendDueReminders',
          tag: 'Reminders',
          summary: 'Send the due reminders now',
          description:
            'The organiser’s “send now”: sends every reminder due now, whatever the hour (the schedule sends them in the community’s daytime on its own). A reminder already sent for a check-in is never sent again.',
          returns: 'How many messages went out.',
        }),
        response: replies({ 200: sentBodySchema }, 400, 401),
      },
    },
    async (request) => sendDueNow(deps, requireCaller(request)),
  );

  app.get(
    '/admin/campaign',
    {
      ...adminOnly,
      schema: {
        ...operation({
          id: 'getCampaign',
          tag: 'Reminders',
          summary: 'The campaign',
          description: 'The current campaign: its start, end, check-in days and announcement.',
          returns: 'The campaign, or null before the first.',
        }),
        response: replies({ 200: campaignBodySchema }, 401),
      },
    },
    async (request) => getCampaign(deps, requireCaller(request)),
  );

  app.put(
    '/admin/campaign',
    {
      ...adminOnly,
      schema: {
        ...operation({
          id: 'saveCampaign',
          tag: 'Reminders',
          summary: 'Save the campaign',
          description:
            'Start and end (end on or after start) and check-in days within them, YYYY-MM-DD on the community’s calendar. The same start keeps the campaign (its announcement stays sent); another start begins a new one. Audited.',
          returns: 'The saved campaign.',
        }),
        body: campaignSchema,
        response: replies({ 200: campaignBodySchema }, ...BODY_FAILURES, 401),
      },
    },
    async (request) => saveCampaign(deps, requireCaller(request), request.body),
  );

  app.get(
    '/admin/campaign/announcement',
    {
      ...adminOnly,
      schema: {
        ...operation({
          id: 'previewAnnouncement',
          tag: 'Reminders',
          summary: 'Preview the announcement',
          description:
            'The campaign’s announcement in each language (mail subject and text, phone notification) and how many residents it would reach.',
          returns: 'The announcement as it would go out.',
          failures: { 404: 'No campaign yet.' },
        }),
        response: replies({ 200: announcementPreviewBodySchema }, 401, 404),
      },
    },
    async (request) => announcementPreview(deps, requireCaller(request)),
  );

  app.post(
    '/admin/campaign/announcement',
    {
      ...adminOnly,
      schema: {
        ...operation({
          id: 'sendAnnouncement',
          tag: 'Reminders',
          summary: 'Send the announcement',
          description:
            'Sends the campaign’s announcement to every resident with a reminder on, in each one’s language; once per campaign. Audited.',
          returns: 'How many messages went out, and when.',
          failures: { 404: 'No campaign yet.', 409: 'The announcement was already sent.' },
        }),
        response: replies({ 200: announcementSentBodySchema }, 400, 401, 404, 409),
      },
    },
    async (request) => sendAnnouncement(deps, requireCaller(request)),
  );

  app.get(
    '/admin/campaign/returns',
    {
      ...adminOnly,
      schema: {
        ...operation({
          id: 'getCampaignReturns',
          tag: 'Reminders',
          summary: 'Who came back at each check-in',
          description:
            'For each check-in day: how many residents took the questionnaire from that day until the day before the next check-in (the first from the campaign’s start, the last until its end), and the percentages of the residents and of those with a reminder on. Counts only, never names.',
          returns: 'The counts for each check-in.',
          failures: { 404: 'No campaign yet.' },
        }),
        response: replies({ 200: returnsBodySchema }, 401, 404),
      },
    },
    async (request) => campaignReturns(deps, requireCaller(request)),
  );
}
