import { fileDate } from './table.ts';

// Section 9's file names: a fixed prefix and the date (the individual report: the profile name
// and the date).
export const fileNames = {
  participantScores: (ext: 'csv' | 'xlsx', now?: Date) =>
    `participant_scores_${fileDate(now)}.${ext}`,
  responses: (ext: 'csv' | 'xlsx', now?: Date) => `questionnaire_responses_${fileDate(now)}.${ext}`,
  report: (now?: Date) => `questionnaire_report_${fileDate(now)}.pdf`,
  individual: (profileName: string, now?: Date) =>
    `${fileStem(profileName)}_report_${fileDate(now)}.pdf`,
};

const MAX_STEM = 60;

/**
 * A profile name made safe as part of a file name on every system: no path separators,
 * reserved punctuation or control characters, spaces as underscores, at most 60 characters.
 * Letters of any script stay (the header carries them percent-encoded).
 */
export function fileStem(name: string): string {
  const cleaned = name
    .normalize('NFC')
    .replace(/[\p{Cc}\p{Cf}/\\:*?"<>|]+/gu, ' ')
    .trim()
    .replace(/\s+/g, '_')
    .replace(/^[._]+|[._]+$/g, '');
  const stem = Array.from(cleaned)
    .slice(0, MAX_STEM)
    .join('')
    .replace(/[._]+$/, '');
  return stem || 'participant';
}

/** The same name in ASCII, for clients that ignore `filename*`. */
function asciiFallback(fileName: string): string {
  return fileName
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .replace(/[^A-Za-z0-9._-]+/g, '_')
    .replace(/_+/g, '_')
    .replace(/^_/, '');
}

/** RFC 6266: an ASCII `filename` and the exact name as UTF-8 in `filename*` (RFC 8187). */
export function contentDisposition(fileName: string): string {
  const encoded = encodeURIComponent(fileName).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `attachment; filename="${asciiFallback(fileName)}"; filename*=UTF-8''${encoded}`;
}
