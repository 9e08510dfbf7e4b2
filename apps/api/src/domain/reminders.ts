import { and, eq, inArray } from 'drizzle-orm';
import { pushSubscriptions, reminderChoices, remindersSent } from '@wf/db/schema';
import { dayIn, dueCheckIn, nextCheckInDay, type DueCheckIn } from '@wf/scoring/check-in';
import { DEFAULT_LANGUAGE, isLanguage, type Language } from '@wf/scoring/language';
import {
  DAYTIME_FROM_HOUR,
  DAYTIME_UNTIL_HOUR,
  reminderMail,
  reminderPush,
} from '@wf/scoring/reminders';
import { zoned } from '../exports/zone.ts';
import { recordAuditAlone } from './audit-log.ts';
import { authorizeAdmin } from './authz.ts';
import { currentCampaign, questionnaireUrl } from './campaign.ts';
import type { Deps } from './deps.ts';
import { errors } from './errors.ts';
import { openPledgeTexts } from './pledge-texts.ts';
import { isAllowedEndpoint } from './push.ts';
import {
  deliver,
  optedInCounts,
  optedInRecipients,
  profileOfToken,
  type Delivered,
  type Recipient,
} from './reminder-delivery.ts';
import type { UpdateNotifications } from './reminder-schemas.ts';
import { vapidKeys } from './server-secrets.ts';
import type { SessionProfile } from './sessions.ts';

// Check-in reminders a resident chooses (issue 30, item 1; docs/reminders.md): by email and/or
// on a phone, off until chosen, sent in the community's daytime by a scheduled job (schedule.ts)
// or at once by the organiser, and never twice for the same check-in.

/** The resident's choices and next check-in day, for the profile screen. */
export function notificationSettings(deps: Deps, caller: SessionProfile, now = new Date()) {
  const profileId = caller.id;
  const db = deps.store.db;
  const email =
    db
      .select({ email: reminderChoices.email })
      .from(reminderChoices)
      .where(eq(reminderChoices.profileId, profileId))
      .get()?.email ?? false;
  const push =
    db
      .select({ id: pushSubscriptions.id })
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.profileId, profileId))
      .limit(1)
      .get() !== undefined;
  const zone = deps.config.TIME_ZONE;
  const profile = deps.store.statements.profileById.get({ id: profileId });
  const latest = profile?.latestScoreAt ? dayIn(profile.latestScoreAt, zone) : null;
  return {
    email,
    push,
    nextCheckIn: profile ? nextCheckInDay(currentCampaign(deps), latest, dayIn(now, zone)) : null,
    vapidPublicKey: vapidKeys(deps).publicKey,
  };
}

const NEEDS_SUBSCRIPTION =
  'To get reminders on this phone, send its push subscription (allow notifications first).';
const BAD_ENDPOINT = 'subscription.endpoint must be a push service’s https address';

/**
 * Changes the caller's own choices (nobody chooses reminders for someone else, the
 * administrator included). push: true adds this phone's subscription (a phone belongs to the
 * last profile that turned it on); push: false removes this phone's, or every phone's.
 */
export function updateNotifications(
  deps: Deps,
  caller: SessionProfile,
  input: UpdateNotifications,
  now = new Date(),
) {
  const profileId = caller.id;
  const subscription = input.subscription;
  if (input.push === true && !subscription) {
    throw errors.badRequest(NEEDS_SUBSCRIPTION, 'subscription');
  }
  if (subscription && input.push !== false && !isAllowedEndpoint(deps, subscription.endpoint)) {
    throw errors.badRequest(BAD_ENDPOINT, 'subscription');
  }
  deps.store.write(({ db }) => {
    if (input.email !== undefined) {
      db.insert(reminderChoices)
        .values({ profileId, email: input.email })
        .onConflictDoUpdate({
          target: reminderChoices.profileId,
          set: { email: input.email, updatedAt: now },
        })
        .run();
    }
    if (input.push === false) {
      db.delete(pushSubscriptions)
        .where(
          subscription
            ? and(
                eq(pushSubscriptions.profileId, profileId),
                eq(pushSubscriptions.endpoint, subscription.endpoint),
              )
            : eq(pushSubscriptions.profileId, profileId),
        )
        .run();
    } else if (subscription) {
      const keys = { p256dh: subscription.keys.p256dh, auth: subscription.keys.auth };
      db.insert(pushSubscriptions)
        .values({ profileId, endpoint: subscription.endpoint, ...keys })
        .onConflictDoUpdate({
          target: pushSubscriptions.endpoint,
          set: { profileId, ...keys },
        })
        .run();
    }
  });
  return notificationSettings(deps, caller, now);
}

export const BAD_UNSUBSCRIBE_TOKEN =
  'This unsubscribe link is not valid. Turn email reminders off on your profile page instead.';

/**
 * The one-click unsubscribe, without a session: the signed token names the profile. Answers
 * the language to say it in. A profile deleted since has nothing left to turn off.
 */
export function unsubscribeByToken(deps: Deps, token: string): { language: Language } {
  const profileId = profileOfToken(deps, token);
  if (profileId === null) throw errors.badRequest(BAD_UNSUBSCRIBE_TOKEN, 'token');
  const profile = deps.store.statements.profileById.get({ id: profileId });
  if (!profile) return { language: DEFAULT_LANGUAGE };
  deps.store.write(({ db }) =>
    db
      .insert(reminderChoices)
      .values({ profileId, email: false })
      .onConflictDoUpdate({
        target: reminderChoices.profileId,
        set: { email: false, updatedAt: new Date() },
      })
      .run(),
  );
  return { language: isLanguage(profile.language) ? profile.language : DEFAULT_LANGUAGE };
}

/** The community's daytime: reminders sent on their own go out from 09:00 to 20:00 there. */
export function isDaytime(now: Date, timeZone: string): boolean {
  const hour = zoned(now, timeZone).wall.getUTCHours();
  return hour >= DAYTIME_FROM_HOUR && hour < DAYTIME_UNTIL_HOUR;
}

/** Each opted-in resident with the check-in they are asked to now. */
function dueNow(deps: Deps, now: Date): { recipient: Recipient; due: DueCheckIn }[] {
  const zone = deps.config.TIME_ZONE;
  const today = dayIn(now, zone);
  const campaign = currentCampaign(deps);
  const found = optedInRecipients(deps).flatMap((recipient) => {
    const latest = recipient.latestScoreAt ? dayIn(recipient.latestScoreAt, zone) : null;
    const due = dueCheckIn(campaign, latest, dayIn(recipient.createdAt, zone), today);
    return due ? [{ recipient, due }] : [];
  });
  if (found.length === 0) return [];
  // Skip, without a write, whoever already has this check-in's reminder by every chosen channel.
  const sent = new Set(
    deps.store.db
      .select()
      .from(remindersSent)
      .where(
        and(
          eq(remindersSent.kind, 'reminder'),
          inArray(remindersSent.checkIn, [...new Set(found.map((f) => f.due.checkIn))]),
        ),
      )
      .all()
      .map((row) => `${row.profileId}:${row.checkIn}:${row.channel}`),
  );
  return found.filter(({ recipient: r, due }) => {
    const has = (channel: string) => sent.has(`${r.profileId}:${due.checkIn}:${channel}`);
    const emailLeft = r.emailOn && deps.mailer.delivery !== 'none' && !has('email');
    const pushLeft = r.phones.length > 0 && !has('push');
    return emailLeft || pushLeft;
  });
}

/**
 * Sends every reminder that is due: only in the community's daytime unless `anyHour` (the
 * organiser's "send now"). Answers how many messages went out.
 */
export async function sendDueReminders(
  deps: Deps,
  now = new Date(),
  { anyHour = false }: { anyHour?: boolean } = {},
): Promise<Delivered> {
  if (!anyHour && !isDaytime(now, deps.config.TIME_ZONE)) return { sent: 0, failed: 0 };
  const url = questionnaireUrl(deps);
  const total: Delivered = { sent: 0, failed: 0 };
  for (const { recipient, due } of dueNow(deps, now)) {
    const facts = {
      language: recipient.language,
      profileName: recipient.profileName,
      checkIn: due.checkIn,
      pledges: openPledgeTexts(deps, recipient.profileId, recipient.language),
      url,
    };
    const content = { mail: reminderMail(facts), push: reminderPush(facts), url };
    const { sent, failed } = await deliver(deps, recipient, 'reminder', due.checkIn, content);
    total.sent += sent;
    total.failed += failed;
  }
  return total;
}

/** The organiser's "send now": the reminders due now, whatever the hour; audited. */
export async function sendDueNow(deps: Deps, caller: SessionProfile, now = new Date()) {
  authorizeAdmin(caller);
  const result = await sendDueReminders(deps, now, { anyHour: true });
  const failed = result.failed > 0 ? `, ${result.failed} could not go out` : '';
  recordAuditAlone(
    deps,
    caller,
    'reminders_sent',
    `Reminders due now: ${result.sent} sent${failed}`,
  );
  return result;
}

/** What /admin shows: whether mail and push can go out, and how many residents chose each. */
export function reminderStatus(deps: Deps, caller: SessionProfile) {
  authorizeAdmin(caller);
  return {
    mailConfigured: deps.mailer.delivery !== 'none',
    mailDelivery: deps.mailer.delivery,
    pushConfigured: vapidKeys(deps).publicKey.length > 0,
    optedIn: optedInCounts(deps),
  };
}
