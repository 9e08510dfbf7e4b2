type DateInput = string | number | Date;

/** '' for a value that is not a date, so a bad timestamp leaves a blank cell instead of "Invalid Date". */
function formatValid(value: DateInput, options: Intl.DateTimeFormatOptions): string {
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  return date.toLocaleString('en-US', options);
}

/** "Nov 21, 2025" */
export function formatDate(value: DateInput): string {
  return formatValid(value, { month: 'short', day: 'numeric', year: 'numeric' });
}

/**
 * "Nov 21, 2025, 3:04 PM"; with `twoDigitHour` "Nov 21, 2025, 03:04 PM" (the admin table's form,
 * spec section 9).
 */
export function formatDateTime(
  value: DateInput,
  { twoDigitHour = false }: { twoDigitHour?: boolean } = {},
): string {
  return formatValid(value, {
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    hour: twoDigitHour ? '2-digit' : 'numeric',
    minute: '2-digit',
  });
}

/** "Nov 21" */
export function formatShortDate(value: DateInput): string {
  return formatValid(value, { month: 'short', day: 'numeric' });
}

/** "Nov 21, 3:04 PM" */
export function formatShortDateTime(value: DateInput): string {
  return formatValid(value, { month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit' });
}
