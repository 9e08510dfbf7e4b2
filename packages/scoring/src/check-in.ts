// When a resident is next asked back (issue 30): one rule, here, so the reminders, the calendar
// file and the organiser's campaign (when it exists) all agree. Without a campaign the next
// check-in is 30 days after the latest attempt, on the community's calendar.

export const CHECK_IN_INTERVAL_DAYS = 30;

/** A moment's calendar day (YYYY-MM-DD) in a time zone. */
export function dayIn(moment: Date, timeZone: string): string {
  let format = dayFormats.get(timeZone);
  if (!format) {
    // en-CA formats dates as YYYY-MM-DD.
    format = new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    });
    dayFormats.set(timeZone, format);
  }
  return format.format(moment);
}

// One formatter per zone: making one costs far more than using it, and a reminder run asks for
// the day of every opted-in resident's latest attempt.
const dayFormats = new Map<string, Intl.DateTimeFormat>();

/** A calendar day plus `days` (negative goes back). */
export function addDays(day: string, days: number): string {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}

/**
 * The next check-in day: 30 days after the latest attempt's day. A resident who never took the
 * questionnaire, or whose check-in has passed, is due today: a reminder or a calendar entry in
 * the past would ask for nothing.
 */
export function nextCheckIn(latestAttemptAt: Date | null, now: Date, timeZone: string): string {
  const today = dayIn(now, timeZone);
  if (!latestAttemptAt) return today;
  const due = addDays(dayIn(latestAttemptAt, timeZone), CHECK_IN_INTERVAL_DAYS);
  return due < today ? today : due;
}

/** The organiser's campaign as the check-in rules need it: days on the community's calendar. */
export interface CampaignDays {
  start: string;
  end: string;
  /** Sorted, each within [start, end]. */
  checkIns: readonly string[];
}

/** A check-in a resident is asked to now, and from which day an attempt answers it. */
export interface DueCheckIn {
  /** The check-in day (YYYY-MM-DD): the key that makes each reminder go out once. */
  checkIn: string;
  /** An attempt on a day after this one answers the check-in (null: any attempt does). */
  answeredAfter: string | null;
}

/** Whether the campaign decides today's check-ins: from its start to its end, both included. */
export function campaignRuns(campaign: CampaignDays | null, today: string): boolean {
  return campaign !== null && campaign.start <= today && today <= campaign.end;
}

/**
 * The check-in a resident is asked to today (docs/reminders.md). While a campaign runs: its
 * latest check-in day on or before today, answered by an attempt after the check-in before it
 * (for the first, by one on or after the campaign's start). Otherwise the 30-day rule: 30 days
 * after the latest attempt's day; a resident who never answered is asked once, keyed by the day
 * they signed up. Null when nothing is asked.
 */
export function dueCheckIn(
  campaign: CampaignDays | null,
  latestAttemptDay: string | null,
  signupDay: string,
  today: string,
): DueCheckIn | null {
  if (campaign && campaignRuns(campaign, today)) {
    const past = campaign.checkIns.filter((day) => day <= today);
    const checkIn = past.at(-1);
    if (checkIn === undefined) return null;
    const answeredAfter = past.at(-2) ?? addDays(campaign.start, -1);
    if (latestAttemptDay !== null && latestAttemptDay > answeredAfter) return null;
    return { checkIn, answeredAfter };
  }
  if (latestAttemptDay === null) return { checkIn: signupDay, answeredAfter: null };
  const checkIn = addDays(latestAttemptDay, CHECK_IN_INTERVAL_DAYS);
  return checkIn <= today ? { checkIn, answeredAfter: latestAttemptDay } : null;
}

/**
 * The next check-in day to show a resident (and put in the calendar file): today when one is
 * due; during or before a campaign, its next check-in day; otherwise the 30-day rule.
 */
export function nextCheckInDay(
  campaign: CampaignDays | null,
  latestAttemptDay: string | null,
  today: string,
): string {
  if (campaign && today <= campaign.end) {
    if (campaignRuns(campaign, today)) {
      const due = dueCheckIn(campaign, latestAttemptDay, today, today);
      if (due) return today;
    }
    const next = campaign.checkIns.find((day) => day > today);
    if (next !== undefined) return next;
  }
  if (latestAttemptDay === null) return today;
  const due = addDays(latestAttemptDay, CHECK_IN_INTERVAL_DAYS);
  return due < today ? today : due;
}
