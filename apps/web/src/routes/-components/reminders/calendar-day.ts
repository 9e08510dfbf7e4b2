import { formatDate } from '../../../i18n/format';

/**
 * A calendar day the server gives as 'YYYY-MM-DD' (the community's calendar), written in the
 * reader's language. Read as local midnight, not as `new Date('YYYY-MM-DD')` (UTC midnight),
 * which a browser west of Greenwich would show as the day before.
 */
export function calendarDay(day: string, language?: 'en' | 'hi'): string {
  const [year, month, date] = day.split('-').map(Number);
  if (!year || !month || !date) return '';
  return formatDate(new Date(year, month - 1, date), language ? { language } : {});
}
