import { and, desc, eq, gte, lt, sql } from 'drizzle-orm';
import { campaigns, profiles, scores, type CampaignRow } from '@wf/db/schema';
import { addDays, dayIn, type CampaignDays } from '@wf/scoring/check-in';
import { LANGUAGES } from '@wf/scoring/language';
import { REMINDER_TEXTS, announcementMessage, fill, formatDay } from '@wf/scoring/reminders';
import { zoned } from '../exports/zone.ts';
import { recordAudit } from './audit-log.ts';
import { authorizeAdmin } from './authz.ts';
import type { Deps } from './deps.ts';
import { errors } from './errors.ts';
import { deliver, optedInRecipients } from './reminder-delivery.ts';
import type { SessionProfile } from './sessions.ts';

// The organiser's campaign (issue 30, item 2; docs/reminders.md): a start, an end and check-in
// days on the community's calendar; an announcement to every resident with a reminder on,
// previewed first and sent once; and who came back at each check-in, as counts only.

export interface Campaign extends CampaignDays {
  id: number;
  announcementSentAt: Date | null;
}

function toCampaign(row: CampaignRow): Campaign {
  return {
    id: row.id,
    start: row.startDay,
    end: row.endDay,
    checkIns: row.checkIns,
    announcementSentAt: row.announcementSentAt,
  };
}

/** The current campaign: the latest saved. Null before the first. */
export function currentCampaign(deps: Deps): Campaign | null {
  const row = deps.store.db.select().from(campaigns).orderBy(desc(campaigns.id)).limit(1).get();
  return row ? toCampaign(row) : null;
}

function campaignBody(campaign: Campaign | null) {
  return {
    campaign: campaign && {
      start: campaign.start,
      end: campaign.end,
      checkIns: [...campaign.checkIns],
      announcementSentAt: campaign.announcementSentAt?.toISOString() ?? null,
    },
  };
}

export function getCampaign(deps: Deps, caller: SessionProfile) {
  authorizeAdmin(caller);
  return campaignBody(currentCampaign(deps));
}

/**
 * Saves the campaign. The same start day is the same campaign (its dates change, its
 * announcement stays sent); another start day begins a new campaign, with an announcement of
 * its own. Audited in the same transaction.
 */
export function saveCampaign(
  deps: Deps,
  caller: SessionProfile,
  input: { start: string; end: string; checkIns: string[] },
) {
  authorizeAdmin(caller);
  const saved = deps.store.write(({ db }) => {
    const current = db.select().from(campaigns).orderBy(desc(campaigns.id)).limit(1).get();
    const values = { startDay: input.start, endDay: input.end, checkIns: input.checkIns };
    let row: CampaignRow;
    if (current && current.startDay === input.start) {
      row = db
        .update(campaigns)
        .set({ ...values, updatedAt: new Date() })
        .where(eq(campaigns.id, current.id))
        .returning()
        .get();
    } else {
      row = db.insert(campaigns).values(values).returning().get();
    }
    const days = input.checkIns.length > 0 ? input.checkIns.join(', ') : 'none';
    recordAudit(
      db,
      caller,
      'campaign_saved',
      `Campaign ${input.start} to ${input.end}, check-ins: ${days}`,
    );
    return row;
  });
  return campaignBody(toCampaign(saved));
}

function requireCampaign(deps: Deps): Campaign {
  const campaign = currentCampaign(deps);
  if (!campaign) throw errors.notFound('No campaign yet: save one with its start and end first.');
  return campaign;
}

/** Where the announcement and the reminders send residents: the questionnaire. */
export function questionnaireUrl(deps: Deps): string {
  return new URL('/questionnaire', `${deps.config.PUBLIC_URL}/`).toString();
}

function announcementIn(deps: Deps, campaign: Campaign, language: (typeof LANGUAGES)[number]) {
  const facts = {
    language,
    community: deps.config.DEFAULT_COMMUNITY_NAME,
    start: campaign.start,
    end: campaign.end,
    checkIns: campaign.checkIns,
    url: questionnaireUrl(deps),
  };
  const mail = announcementMessage(facts);
  // The notification: the subject, and the lead sentence (the check-in days are in the mail).
  const push = {
    title: mail.subject,
    body: fill(REMINDER_TEXTS[language].announcement.lead, {
      community: facts.community,
      start: formatDay(campaign.start, language),
      end: formatDay(campaign.end, language),
    }),
  };
  return { mail, push };
}

/** What the announcement says in each language, and to how many residents it goes. */
export function announcementPreview(deps: Deps, caller: SessionProfile) {
  authorizeAdmin(caller);
  const campaign = requireCampaign(deps);
  const recipients = optedInRecipients(deps);
  const mailConfigured = deps.mailer.delivery !== 'none';
  return {
    campaign: campaignBody(campaign).campaign!,
    recipients: {
      email: mailConfigured ? recipients.filter((r) => r.emailOn).length : 0,
      push: recipients.filter((r) => r.phones.length > 0).length,
      residents: recipients.filter((r) => (r.emailOn && mailConfigured) || r.phones.length > 0)
        .length,
    },
    messages: LANGUAGES.map((language) => {
      const { mail, push } = announcementIn(deps, campaign, language);
      return { language, subject: mail.subject, text: mail.text, push };
    }),
    mailConfigured,
  };
}

/**
 * Sends the announcement to every resident with a reminder on, in each one's language; once per
 * campaign (409 after). It is marked sent before the first message goes out, so a second press,
 * or a second process, cannot send it again; each message is claimed on its own as well.
 */
export async function sendAnnouncement(deps: Deps, caller: SessionProfile, now = new Date()) {
  authorizeAdmin(caller);
  const campaign = deps.store.write(({ db }) => {
    const current = db.select().from(campaigns).orderBy(desc(campaigns.id)).limit(1).get();
    if (!current) {
      throw errors.notFound('No campaign yet: save one with its start and end first.');
    }
    if (current.announcementSentAt) {
      throw errors.conflict(
        `The announcement of this campaign was already sent on ${dayIn(current.announcementSentAt, deps.config.TIME_ZONE)}.`,
      );
    }
    db.update(campaigns).set({ announcementSentAt: now }).where(eq(campaigns.id, current.id)).run();
    recordAudit(
      db,
      caller,
      'announcement_sent',
      `Announcement of the campaign ${current.startDay} to ${current.endDay}`,
    );
    return toCampaign({ ...current, announcementSentAt: now });
  });
  const url = questionnaireUrl(deps);
  let sent = 0;
  let failed = 0;
  for (const recipient of optedInRecipients(deps)) {
    const { mail, push } = announcementIn(deps, campaign, recipient.language);
    const done = await deliver(deps, recipient, 'announcement', campaign.start, {
      mail,
      push,
      url,
    });
    sent += done.sent;
    failed += done.failed;
  }
  return { sent, failed, sentAt: now.toISOString() };
}

const percent = (part: number, whole: number) =>
  whole === 0 ? null : Math.round((part / whole) * 1000) / 10;

/**
 * Who came back at each check-in: residents (never the administrator) who took the
 * questionnaire from that check-in day until the day before the next (the first from the
 * campaign's start, the last until its end), as counts and percentages. Never names.
 */
export function campaignReturns(deps: Deps, caller: SessionProfile, now = new Date()) {
  authorizeAdmin(caller);
  const campaign = requireCampaign(deps);
  const zone = deps.config.TIME_ZONE;
  const today = dayIn(now, zone);
  const db = deps.store.db;
  const residents = db
    .select({ n: sql<number>`count(*)` })
    .from(profiles)
    .where(eq(profiles.isAdmin, false))
    .get()!.n;
  const optedIn = new Set(
    optedInRecipients(deps)
      .filter((r) => !r.isAdmin)
      .map((r) => r.profileId),
  );
  // Attempts around the campaign (a day either side covers every time zone), read once, each
  // placed on the community's calendar.
  const from = new Date(Date.parse(`${addDays(campaign.start, -1)}T00:00:00Z`));
  const until = new Date(Date.parse(`${addDays(campaign.end, 2)}T00:00:00Z`));
  const attempts = db
    .select({ profileId: scores.profileId, createdAt: scores.createdAt })
    .from(scores)
    .innerJoin(profiles, eq(profiles.id, scores.profileId))
    .where(
      and(
        eq(profiles.isAdmin, false),
        eq(scores.fromOlderVersion, false),
        gte(scores.createdAt, from),
        lt(scores.createdAt, until),
      ),
    )
    .all()
    .map((a) => ({
      profileId: a.profileId,
      day: zoned(a.createdAt, zone).wall.toISOString().slice(0, 10),
    }));
  const { checkIns } = campaign;
  return {
    residents,
    optedIn: optedIn.size,
    checkIns: checkIns.map((day, i) => {
      const windowFrom = i === 0 ? campaign.start : day;
      const next = checkIns[i + 1];
      const windowUntil = next ? addDays(next, -1) : campaign.end;
      const back = new Set(
        attempts.filter((a) => a.day >= windowFrom && a.day <= windowUntil).map((a) => a.profileId),
      );
      const optedInBack = [...back].filter((id) => optedIn.has(id)).length;
      return {
        day,
        from: windowFrom,
        until: windowUntil,
        upcoming: day > today,
        returned: back.size,
        optedInReturned: optedInBack,
        percentOfResidents: percent(back.size, residents),
        percentOfOptedIn: percent(optedInBack, optedIn.size),
      };
    }),
  };
}
