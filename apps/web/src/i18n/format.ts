// Every number and date the screens show, formatted with Intl in the reader's language (English
// keeps the US forms the screens always had, "Nov 21, 2025"). Use these rather than
// toLocaleString, so a language switch changes them all. Admin screens pass { language: 'en' }.
import type { Language } from '@wf/scoring/language';
import { currentLanguage } from './i18n';

type DateInput = string | number | Date;
interface In {
  /** Defaults to the language the screens are shown in. */
  language?: Language;
}

const LOCALES: Readonly<Record<Language, string>> = { en: 'en-US', hi: 'hi-IN' };

export function intlLocale(language: Language = currentLanguage()): string {
  return LOCALES[language];
}

const dateFormats = new Map<string, Intl.DateTimeFormat>();
const numberFormats = new Map<string, Intl.NumberFormat>();

function dateFormat(language: Language, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = language + JSON.stringify(options);
  let format = dateFormats.get(key);
  if (!format) dateFormats.set(key, (format = new Intl.DateTimeFormat(LOCALES[language], options)));
  return format;
}

/** '' for a value that is not a date, so a bad timestamp leaves a blank cell instead of "Invalid Date". */
function formatValid(
  value: DateInput,
  options: Intl.DateTimeFormatOptions,
  language: Language = currentLanguage(),
): string {
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  // Hindi's clock in words ("रात 8:42", "सुबह 9:05"): hi-IN's own am/pm are Latin letters.
  const clock =
    language === 'hi' && options.hour ? { ...options, dayPeriod: 'short' as const } : options;
  return dateFormat(language, clock).format(date);
}

/** "Nov 21, 2025" */
export function formatDate(value: DateInput, { language }: In = {}): string {
  return formatValid(value, { month: 'short', day: 'numeric', year: 'numeric' }, language);
}

/**
 * "Nov 21, 2025, 3:04 PM"; with `twoDigitHour` "Nov 21, 2025, 03:04 PM" (the admin table's form,
 * spec section 9).
 */
export function formatDateTime(
  value: DateInput,
  { twoDigitHour = false, language }: In & { twoDigitHour?: boolean } = {},
): string {
  return formatValid(
    value,
    {
      month: 'short',
      day: 'numeric',
      year: 'numeric',
      hour: twoDigitHour ? '2-digit' : 'numeric',
      minute: '2-digit',
    },
    language,
  );
}

/** "Nov 21" */
export function formatShortDate(value: DateInput, { language }: In = {}): string {
  return formatValid(value, { month: 'short', day: 'numeric' }, language);
}

/** "Nov 21, 3:04 PM" */
export function formatShortDateTime(value: DateInput, { language }: In = {}): string {
  return formatValid(
    value,
    { month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit' },
    language,
  );
}

/** "1,234.5": at most `maximumFractionDigits` (default 0) decimals. */
export function formatNumber(
  value: number,
  {
    maximumFractionDigits = 0,
    language = currentLanguage(),
  }: In & { maximumFractionDigits?: number } = {},
): string {
  const key = `${language}:${maximumFractionDigits}`;
  let format = numberFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(LOCALES[language], { maximumFractionDigits });
    numberFormats.set(key, format);
  }
  return format.format(value);
}
