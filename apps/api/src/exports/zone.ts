// Moments in the spreadsheets in the community's time zone (issue 28, item 6): the PDFs print
// the community's clock ('2026-10-29 00:25 IST'), so the CSV and XLSX files do too, each with its
// zone, so that one attempt never shows two different days across the files.

interface Zoned {
  /** A Date whose UTC fields are the community's wall clock (what a spreadsheet cell shows). */
  wall: Date;
  /** Minutes east of UTC at that moment (330 for IST). */
  offsetMinutes: number;
  /** The zone's short name at that moment ('IST'; 'CEST' or 'GMT+2' elsewhere). */
  label: string;
}

const formats = new Map<string, Intl.DateTimeFormat>();
function formatOf(timeZone: string): Intl.DateTimeFormat {
  let format = formats.get(timeZone);
  if (!format) {
    // en-IN names Asia/Kolkata 'IST', as the PDFs do (en-GB and en-US say 'GMT+5:30').
    format = new Intl.DateTimeFormat('en-IN', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: 'h23',
      timeZoneName: 'short',
    });
    formats.set(timeZone, format);
  }
  return format;
}

export function zoned(date: Date, timeZone: string): Zoned {
  const parts = formatOf(timeZone).formatToParts(date);
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    parts.find((p) => p.type === type)?.value ?? '';
  const num = (type: Intl.DateTimeFormatPartTypes) => Number(part(type));
  // Whole seconds: the wall clock as it is printed (milliseconds would make the offset inexact).
  const seconds = Math.floor(date.getTime() / 1000) * 1000;
  const wall = new Date(
    Date.UTC(num('year'), num('month') - 1, num('day'), num('hour'), num('minute'), num('second')),
  );
  return {
    wall,
    offsetMinutes: Math.round((wall.getTime() - seconds) / 60_000),
    label: part('timeZoneName'),
  };
}

const pad = (n: number) => String(n).padStart(2, '0');

/**
 * ISO 8601 with the zone's offset, to the second: '2026-10-29T00:25:04+05:30'. The same moment
 * as the UTC form, read as a date by spreadsheets, and showing the community's own day.
 */
export function zonedIso(date: Date, timeZone: string): string {
  const { wall, offsetMinutes } = zoned(date, timeZone);
  const sign = offsetMinutes < 0 ? '-' : '+';
  const abs = Math.abs(offsetMinutes);
  return `${wall.toISOString().slice(0, 19)}${sign}${pad(Math.floor(abs / 60))}:${pad(abs % 60)}`;
}
