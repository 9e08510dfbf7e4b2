import { createHmac, timingSafeEqual } from 'node:crypto';
import { and, eq, inArray, sql } from 'drizzle-orm';
import {
  profiles,
  pushSubscriptions,
  reminderChoices,
  remindersSent,
  type PushSubscriptionRow,
} from '@wf/db/schema';
import { DEFAULT_LANGUAGE, isLanguage, type Language } from '@wf/scoring/language';
import { withUnsubscribe, type Message } from '@wf/scoring/reminders';
import type { Deps } from './deps.ts';
import { sendPush, type PushPayload } from './push.ts';
import { unsubscribeSecret } from './server-secrets.ts';

// Who gets reminders, and getting a message to them once (issue 30; docs/reminders.md). A
// message is claimed in `reminders_sent` before it goes out: the table's UNIQUE index lets only
// one process (WORKERS), and only one run across restarts, have it. A failed send gives the
// claim back, so a later run tries again; a phone whose push service answers 404 or 410 is gone
// and its subscription is removed.

export type ReminderKind = 'reminder' | 'announcement';
type Channel = 'email' | 'push';

export interface Recipient {
  profileId: number;
  profileName: string;
  email: string;
  language: Language;
  isAdmin: boolean;
  emailOn: boolean;
  phones: PushSubscriptionRow[];
  latestScoreAt: Date | null;
  createdAt: Date;
}

/** Every profile with a reminder on: email, or at least one phone. */
export function optedInRecipients(deps: Deps, profileIds?: readonly number[]): Recipient[] {
  const db = deps.store.db;
  const phones = db
    .select()
    .from(pushSubscriptions)
    .where(profileIds ? inArray(pushSubscriptions.profileId, [...profileIds]) : undefined)
    .all();
  const phonesOf = new Map<number, PushSubscriptionRow[]>();
  for (const phone of phones) {
    phonesOf.set(phone.profileId, [...(phonesOf.get(phone.profileId) ?? []), phone]);
  }
  const withEmail = new Set(
    db
      .select({ profileId: reminderChoices.profileId })
      .from(reminderChoices)
      .where(eq(reminderChoices.email, true))
      .all()
      .map((r) => r.profileId),
  );
  const ids = [...new Set([...withEmail, ...phonesOf.keys()])].filter(
    (id) => !profileIds || profileIds.includes(id),
  );
  if (ids.length === 0) return [];
  return db
    .select()
    .from(profiles)
    .where(inArray(profiles.id, ids))
    .orderBy(profiles.id)
    .all()
    .map((p) => ({
      profileId: p.id,
      profileName: p.profileName,
      email: p.email,
      language: isLanguage(p.language) ? p.language : DEFAULT_LANGUAGE,
      isAdmin: p.isAdmin,
      emailOn: withEmail.has(p.id),
      phones: phonesOf.get(p.id) ?? [],
      latestScoreAt: p.latestScoreAt,
      createdAt: p.createdAt,
    }));
}

// --- The one-click unsubscribe link: a token signed with the server's secret (HMAC-SHA-256). ---

const PURPOSE = 'unsubscribe-email-reminders';

function signature(deps: Deps, profileId: number): Buffer {
  return createHmac('sha256', unsubscribeSecret(deps)).update(`${PURPOSE}:${profileId}`).digest();
}

export function unsubscribeToken(deps: Deps, profileId: number): string {
  return `${profileId}.${signature(deps, profileId).toString('base64url')}`;
}

/** The profile a token was made for, or null when it is not one of ours. */
export function profileOfToken(deps: Deps, token: string): number | null {
  const match = /^([1-9]\d{0,15})\.([A-Za-z0-9_-]{43})$/.exec(token);
  if (!match) return null;
  const profileId = Number(match[1]);
  // Compared as text: base64url's last character has bits that decode to nothing, and only the
  // token as it was made is accepted.
  const given = Buffer.from(match[2]!);
  const expected = Buffer.from(signature(deps, profileId).toString('base64url'));
  return given.length === expected.length && timingSafeEqual(given, expected) ? profileId : null;
}

export function unsubscribeUrl(deps: Deps, profileId: number): string {
  const url = new URL('/api/notifications/unsubscribe', `${deps.config.PUBLIC_URL}/`);
  url.searchParams.set('token', unsubscribeToken(deps, profileId));
  return url.toString();
}

// --- Sending once ---

function claim(
  deps: Deps,
  profileId: number,
  kind: ReminderKind,
  checkIn: string,
  channel: Channel,
): boolean {
  return deps.store.write(
    ({ db }) =>
      db
        .insert(remindersSent)
        .values({ profileId, kind, checkIn, channel })
        .onConflictDoNothing()
        .run().changes === 1,
  );
}

function giveBack(
  deps: Deps,
  profileId: number,
  kind: ReminderKind,
  checkIn: string,
  channel: Channel,
): void {
  deps.store.write(({ db }) =>
    db
      .delete(remindersSent)
      .where(
        and(
          eq(remindersSent.profileId, profileId),
          eq(remindersSent.kind, kind),
          eq(remindersSent.checkIn, checkIn),
          eq(remindersSent.channel, channel),
        ),
      )
      .run(),
  );
}

export function removeSubscriptions(deps: Deps, ids: number[]): void {
  if (ids.length === 0) return;
  deps.store.write(({ db }) =>
    db.delete(pushSubscriptions).where(inArray(pushSubscriptions.id, ids)).run(),
  );
}

export interface Content {
  mail: Message;
  push: Omit<PushPayload, 'url' | 'tag'>;
  /** The page a mail and a notification open. */
  url: string;
}

/** Messages that went out, and ones that could not go out now (a later run tries again). */
export interface Delivered {
  sent: number;
  failed: number;
}

/**
 * Sends `content` to a recipient by each channel they chose, each at most once for this kind and
 * check-in. A mail server that refuses or cannot be reached fails this one mail, not the run.
 */
export async function deliver(
  deps: Deps,
  recipient: Recipient,
  kind: ReminderKind,
  checkIn: string,
  content: Content,
): Promise<Delivered> {
  const result: Delivered = { sent: 0, failed: 0 };
  const { profileId } = recipient;
  // Without a mail server nothing is claimed: the mail would go nowhere, and /admin says so.
  if (recipient.emailOn && deps.mailer.delivery !== 'none') {
    if (claim(deps, profileId, kind, checkIn, 'email')) {
      const link = unsubscribeUrl(deps, profileId);
      const mail = withUnsubscribe(content.mail, recipient.language, kind, link);
      let ok = false;
      try {
        ok = await deps.mailer.send({
          to: recipient.email,
          subject: mail.subject,
          text: mail.text,
          headers: {
            'List-Unsubscribe': `<${link}>`,
            'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
          },
        });
      } catch {
        // Counted as failed; the reason is the mail server's to log (it may name the address).
        ok = false;
      }
      if (ok) result.sent += 1;
      else {
        giveBack(deps, profileId, kind, checkIn, 'email');
        result.failed += 1;
      }
    }
  }
  if (recipient.phones.length > 0 && claim(deps, profileId, kind, checkIn, 'push')) {
    const payload: PushPayload = { ...content.push, url: content.url, tag: kind };
    const outcomes = await Promise.all(
      recipient.phones.map((phone) => sendPush(deps, phone, payload)),
    );
    removeSubscriptions(
      deps,
      recipient.phones.filter((_, i) => outcomes[i] === 'gone').map((p) => p.id),
    );
    const delivered = outcomes.filter((o) => o === 'sent').length;
    // When no phone got it and one failed for now (not gone), the next run tries again; once a
    // phone has it, the others are not tried again (a phone never shows it twice).
    if (delivered === 0 && outcomes.includes('failed')) {
      giveBack(deps, profileId, kind, checkIn, 'push');
      result.failed += 1;
    }
    result.sent += delivered;
  }
  return result;
}

/** Residents' counts for /admin: how many chose each channel. */
export function optedInCounts(deps: Deps): { email: number; push: number } {
  const db = deps.store.db;
  const email = db
    .select({ n: sql<number>`count(*)` })
    .from(reminderChoices)
    .where(eq(reminderChoices.email, true))
    .get()!.n;
  const push = db
    .select({ n: sql<number>`count(distinct ${pushSubscriptions.profileId})` })
    .from(pushSubscriptions)
    .get()!.n;
  return { email, push };
}
