import { createHash } from 'node:crypto';
import { addDays } from '@wf/scoring/check-in';
import { fill, HANDOUT_TEXTS } from '@wf/scoring/handouts';
import type { CheckInFacts } from '../domain/handouts.ts';

// "Add the next check-in to my calendar" (issue 30, item 3): one all-day event as an iCalendar
// file (RFC 5545). Written by hand, it is a dozen lines: CRLF line ends, lines folded at 75
// octets without splitting a character, and text values escaped.

const CRLF = '\r\n';

/** TEXT values: backslash, semicolon, comma and line breaks escaped (RFC 5545 3.3.11). */
export function escapeText(text: string): string {
  return text
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r?\n/g, '\\n');
}

/** A content line folded at 75 octets (3.1): each continuation starts with one space. */
export function fold(line: string): string {
  const parts: string[] = [];
  let current = '';
  let octets = 0;
  for (const char of line) {
    const size = Buffer.byteLength(char, 'utf8');
    // The first line holds 75 octets; a continuation 74 after its leading space.
    if (octets + size > (parts.length === 0 ? 75 : 74)) {
      parts.push(current);
      current = '';
      octets = 0;
    }
    current += char;
    octets += size;
  }
  parts.push(current);
  return parts.join(`${CRLF} `);
}

const basic = (day: string) => day.replaceAll('-', '');

/** The calendar file of the resident's next check-in, all day, in the resident's language. */
export function nextCheckInIcs(facts: CheckInFacts, now: Date): string {
  const t = HANDOUT_TEXTS[facts.language].calendar;
  // The same check-in gives the same UID, so adding it twice updates rather than duplicates.
  const uid = createHash('sha256')
    .update(`${facts.publicUrl}|${facts.profileId}|${facts.day}`)
    .digest('hex')
    .slice(0, 32);
  const host = new URL(facts.publicUrl).hostname;
  const stamp = `${now.toISOString().slice(0, 19).replace(/[-:]/g, '')}Z`;
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Water Footprint Tracker//Next check-in//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    'BEGIN:VEVENT',
    `UID:${uid}@${host}`,
    `DTSTAMP:${stamp}`,
    `DTSTART;VALUE=DATE:${basic(facts.day)}`,
    // An all-day event ends (exclusively) on the next day.
    `DTEND;VALUE=DATE:${basic(addDays(facts.day, 1))}`,
    `SUMMARY;LANGUAGE=${facts.language}:${escapeText(t.summary)}`,
    `DESCRIPTION;LANGUAGE=${facts.language}:${escapeText(fill(t.description, { url: facts.publicUrl }))}`,
    `URL:${facts.publicUrl}/questionnaire`,
    'TRANSP:TRANSPARENT',
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return lines.map(fold).join(CRLF) + CRLF;
}
