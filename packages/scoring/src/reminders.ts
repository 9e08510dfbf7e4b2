// Check-in reminders and the organiser's campaign (issue 30, items 1-2): the rules the campaign
// form and the server both check, and every text the server sends (mail, phone notification, the
// unsubscribe page), in English and Hindi. docs/reminders.md says why each is as it is.

import { z } from 'zod';
import { fill } from './handouts';
import type { Language } from './language';

export { fill };

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** A real calendar day written YYYY-MM-DD (2026-02-30 is refused). */
export function isDay(value: string): boolean {
  if (!DAY.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

/** Most check-in days a campaign has (one a day for two months at most). */
export const MAX_CHECK_INS = 60;
/** Longest campaign: a year. */
export const MAX_CAMPAIGN_DAYS = 366;

const day = (field: string) =>
  z
    .string({ error: `${field} is required, as YYYY-MM-DD` })
    .refine(isDay, { error: `${field} must be a date written YYYY-MM-DD, such as 2026-11-01` });

export const CAMPAIGN_MESSAGES = {
  endBeforeStart: 'The end must be on or after the start',
  outside: 'Every check-in date must be between the start and the end',
  tooLong: `A campaign lasts at most ${MAX_CAMPAIGN_DAYS} days`,
} as const;

function daysBetween(from: string, to: string): number {
  return (Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000;
}

/**
 * A campaign as the organiser saves it: the end on or after the start, each check-in date
 * within them. Check-ins are kept sorted and without repeats.
 */
export const campaignSchema = z
  .strictObject({
    start: day('start'),
    end: day('end'),
    checkIns: z
      .array(day('Each check-in date'), { error: 'checkIns must be a list of dates' })
      .max(MAX_CHECK_INS, { error: `A campaign has at most ${MAX_CHECK_INS} check-in dates` }),
  })
  .superRefine((campaign, ctx) => {
    if (campaign.end < campaign.start) {
      ctx.addIssue({ code: 'custom', path: ['end'], message: CAMPAIGN_MESSAGES.endBeforeStart });
      return;
    }
    if (daysBetween(campaign.start, campaign.end) >= MAX_CAMPAIGN_DAYS) {
      ctx.addIssue({ code: 'custom', path: ['end'], message: CAMPAIGN_MESSAGES.tooLong });
    }
    if (campaign.checkIns.some((d) => d < campaign.start || d > campaign.end)) {
      ctx.addIssue({ code: 'custom', path: ['checkIns'], message: CAMPAIGN_MESSAGES.outside });
    }
  })
  .transform((campaign) => ({
    ...campaign,
    checkIns: [...new Set(campaign.checkIns)].sort(),
  }));

export type CampaignInput = z.input<typeof campaignSchema>;

/** The community's daytime, when reminders go out on their own: 09:00 to 20:00 local time. */
export const DAYTIME_FROM_HOUR = 9;
export const DAYTIME_UNTIL_HOUR = 20;

/** A day as a reader of the language writes it: "15 November 2026", "15 नवंबर 2026". */
export function formatDay(dayText: string, language: Language): string {
  return new Intl.DateTimeFormat(language === 'hi' ? 'hi-IN' : 'en-IN', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${dayText}T00:00:00Z`));
}

export interface ReminderTexts {
  reminder: {
    subject: string;
    /** {name} */
    greeting: string;
    /** {date}: the check-in day. */
    due: string;
    pledges: string;
    noPledges: string;
    /** {url} */
    open: string;
    /** {url}: the one-click unsubscribe link. */
    unsubscribe: string;
  };
  push: {
    title: string;
    /** {date}, {count}: open pledges. */
    body: string;
    bodyNoPledges: string;
  };
  announcement: {
    /** {start}, {end} */
    subject: string;
    /** {community} */
    greeting: string;
    /** {community}, {start}, {end} */
    lead: string;
    /** {dates} */
    dates: string;
    noDates: string;
    how: string;
    /** {url} */
    open: string;
    /** {url}: the one-click unsubscribe link (only in mails). */
    unsubscribe: string;
  };
  unsubscribed: { title: string; text: string };
}

export const REMINDER_TEXTS: Readonly<Record<Language, ReminderTexts>> = {
  en: {
    reminder: {
      subject: 'Time for your water check-in',
      greeting: 'Hello {name},',
      due: 'It is time for your water check-in ({date}): answer the questionnaire again and see how many litres your home saves.',
      pledges: 'Your open pledges:',
      noPledges: 'You have no open pledges. Pick one change from your action plan.',
      open: 'Answer now: {url}',
      unsubscribe:
        'You get this mail because you asked for check-in reminders. Stop them with one click: {url}',
    },
    push: {
      title: 'Time for your water check-in',
      body: 'Answer the questionnaire again ({date}) and see your pledges: {count} open.',
      bodyNoPledges: 'Answer the questionnaire again ({date}) and see the litres your home saves.',
    },
    announcement: {
      subject: 'Our water campaign: {start} to {end}',
      greeting: 'Dear residents of {community},',
      lead: '{community} is saving water together from {start} to {end}.',
      dates: 'Check in on these days: {dates}.',
      noDates: 'Check in once a month.',
      how: 'At each check-in, answer the questionnaire again and see how many litres your home saves.',
      open: 'Open: {url}',
      unsubscribe:
        'You get this mail because you asked for check-in reminders. Stop them with one click: {url}',
    },
    unsubscribed: {
      title: 'Email reminders are off',
      text: 'You will get no more check-in reminders by email. You can turn them on again on your profile page.',
    },
  },
  hi: {
    reminder: {
      subject: 'पानी की जाँच का समय',
      greeting: 'नमस्ते {name},',
      due: 'आपकी पानी की जाँच का समय आ गया है ({date}): प्रश्नावली दोबारा भरें और देखें कि आपका घर कितने लीटर बचाता है।',
      pledges: 'आपके खुले वादे:',
      noPledges: 'अभी आपका कोई खुला वादा नहीं है। अपनी कार्य-योजना से एक बदलाव चुनें।',
      open: 'अभी भरें: {url}',
      unsubscribe:
        'यह मेल इसलिए आया क्योंकि आपने जाँच की याद दिलाने के लिए कहा था। एक क्लिक में बंद करें: {url}',
    },
    push: {
      title: 'पानी की जाँच का समय',
      body: 'प्रश्नावली दोबारा भरें ({date}) और अपने वादे देखें: {count} खुले हैं।',
      bodyNoPledges: 'प्रश्नावली दोबारा भरें ({date}) और देखें कि आपका घर कितने लीटर बचाता है।',
    },
    announcement: {
      subject: 'हमारा पानी अभियान: {start} से {end}',
      greeting: 'प्रिय {community} निवासियों,',
      lead: '{community} में {start} से {end} तक हम मिलकर पानी बचा रहे हैं।',
      dates: 'इन दिनों जाँच करें: {dates}।',
      noDates: 'महीने में एक बार जाँच करें।',
      how: 'हर जाँच पर प्रश्नावली दोबारा भरें और देखें कि आपका घर कितने लीटर बचाता है।',
      open: 'खोलें: {url}',
      unsubscribe:
        'यह मेल इसलिए आया क्योंकि आपने जाँच की याद दिलाने के लिए कहा था। एक क्लिक में बंद करें: {url}',
    },
    unsubscribed: {
      title: 'ईमेल से याद दिलाना बंद है',
      text: 'अब आपको जाँच की याद ईमेल से नहीं आएगी। आप इसे अपने प्रोफ़ाइल पेज पर फिर से चालू कर सकते हैं।',
    },
  },
};

export interface Message {
  subject: string;
  text: string;
}

export interface ReminderFacts {
  language: Language;
  profileName: string;
  /** The check-in day, YYYY-MM-DD. */
  checkIn: string;
  /** Each open pledge's "I will ..." text, in the reader's language. */
  pledges: readonly string[];
  /** Where to answer. */
  url: string;
}

/** The reminder mail (the unsubscribe line is added by `withUnsubscribe`). */
export function reminderMail(facts: ReminderFacts): Message {
  const t = REMINDER_TEXTS[facts.language].reminder;
  const pledges =
    facts.pledges.length > 0
      ? [t.pledges, ...facts.pledges.map((p) => `- ${p}`)].join('\n')
      : t.noPledges;
  return {
    subject: t.subject,
    text: [
      fill(t.greeting, { name: facts.profileName }),
      fill(t.due, { date: formatDay(facts.checkIn, facts.language) }),
      pledges,
      fill(t.open, { url: facts.url }),
    ].join('\n\n'),
  };
}

/** The phone notification: short, and naming no pledge (a lock screen is seen by others). */
export function reminderPush(facts: ReminderFacts): { title: string; body: string } {
  const t = REMINDER_TEXTS[facts.language].push;
  const date = formatDay(facts.checkIn, facts.language);
  return {
    title: t.title,
    body:
      facts.pledges.length > 0
        ? fill(t.body, { date, count: facts.pledges.length })
        : fill(t.bodyNoPledges, { date }),
  };
}

export interface AnnouncementFacts {
  language: Language;
  community: string;
  start: string;
  end: string;
  checkIns: readonly string[];
  url: string;
}

/** The campaign's announcement: the same words for every resident of a language. */
export function announcementMessage(facts: AnnouncementFacts): Message {
  const t = REMINDER_TEXTS[facts.language].announcement;
  const start = formatDay(facts.start, facts.language);
  const end = formatDay(facts.end, facts.language);
  const dates = facts.checkIns.map((d) => formatDay(d, facts.language)).join(', ');
  return {
    subject: fill(t.subject, { start, end }),
    text: [
      fill(t.greeting, { community: facts.community }),
      [
        fill(t.lead, { community: facts.community, start, end }),
        dates ? fill(t.dates, { dates }) : t.noDates,
        t.how,
      ].join(' '),
      fill(t.open, { url: facts.url }),
    ].join('\n\n'),
  };
}

/** A mail's text with its one-click unsubscribe line at the end. */
export function withUnsubscribe(
  message: Message,
  language: Language,
  kind: 'reminder' | 'announcement',
  url: string,
): Message {
  const line = REMINDER_TEXTS[language][kind].unsubscribe;
  return { ...message, text: `${message.text}\n\n--\n${fill(line, { url })}\n` };
}
