// When a resident is next asked back (issue 30): one rule, here, so the reminders, the calendar
// file and the organiser's campaign (when it exists) all agree. Without a campaign the next
// check-in is 30 days after the latest attempt, on the community's calendar.

export const CHECK_IN_INTERVAL_DAYS = 30;

/** A moment's calendar day (YYYY-MM-DD) in a time zone. */
export function dayIn(moment: Date, timeZone: string): string {
  // en-CA formats dates as YYYY-MM-DD.
  return new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(moment);
}

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
