// The administrator's downloads (spec section 9): where each one is served, what the admin
// screen calls it while it runs, and the file it is saved as. The API routes and names its
// responses from this; the web app requests, labels and names its fallback from it.

export type TableName = 'participant-scores' | 'questionnaire-responses';
export type TableFormat = 'csv' | 'xlsx';

export interface ExportEntry {
  /** The route below the API's base path (/api). */
  path: string;
  /** What is being prepared, for the admin's progress line ("participant scores (CSV)"). */
  label: string;
  fileName: string;
}

const TABLES: Record<TableName, { label: string; file: string }> = {
  'participant-scores': { label: 'participant scores', file: 'participant_scores' },
  'questionnaire-responses': { label: 'questionnaire responses', file: 'questionnaire_responses' },
};

export const TABLE_NAMES = Object.keys(TABLES) as TableName[];
export const TABLE_FORMATS: readonly TableFormat[] = ['csv', 'xlsx'];

/** The route of a resident's individual report, with `:id` for the profile id. */
export const INDIVIDUAL_REPORT_ROUTE = '/exports/profiles/:id/report.pdf';

/** Today's date (UTC) as YYYY-MM-DD, the suffix of every export's file name. */
export function fileDate(now: Date = new Date()): string {
  return now.toISOString().slice(0, 10);
}

const MAX_STEM = 60;

/**
 * A profile name made safe as part of a file name on every system: no path separators,
 * reserved punctuation or control characters, spaces as underscores, at most 60 characters.
 * Letters of any script stay (the header carries them percent-encoded).
 */
export function fileStem(name: string): string {
  const cleaned = name
    .normalize('NFC')
    // Unpaired surrogates and non-characters too: percent-encoding the name throws on the former.
    .replace(/[\p{Cc}\p{Cf}\p{Cs}\uFDD0-\uFDEF\uFFFE\uFFFF/\\:*?"<>|]+/gu, ' ')
    .trim()
    .replace(/\s+/g, '_')
    .replace(/^[._]+|[._]+$/g, '');
  const stem = Array.from(cleaned)
    .slice(0, MAX_STEM)
    .join('')
    .replace(/[._]+$/, '');
  return stem || 'participant';
}

export const exportCatalogue = {
  table: (name: TableName, format: TableFormat, now?: Date): ExportEntry => ({
    path: `/exports/${name}.${format}`,
    label: `${TABLES[name].label} (${format.toUpperCase()})`,
    fileName: `${TABLES[name].file}_${fileDate(now)}.${format}`,
  }),
  report: (now?: Date): ExportEntry => ({
    path: '/exports/report.pdf',
    label: 'the PDF report',
    fileName: `questionnaire_report_${fileDate(now)}.pdf`,
  }),
  // Issue 11: the organiser's community report and the society's meter readings (XLSX only: the
  // spec's CSV files and their columns stay as they are).
  communityReport: (now?: Date): ExportEntry => ({
    path: '/exports/community-report.pdf',
    label: 'the community report',
    fileName: `community_report_${fileDate(now)}.pdf`,
  }),
  meterReadings: (now?: Date): ExportEntry => ({
    path: '/exports/meter-readings.xlsx',
    label: 'meter readings (XLSX)',
    fileName: `meter_readings_${fileDate(now)}.xlsx`,
  }),
  individual: (profile: { id: number; profileName: string }, now?: Date): ExportEntry => ({
    path: INDIVIDUAL_REPORT_ROUTE.replace(':id', String(profile.id)),
    label: `the PDF report for ${profile.profileName}`,
    fileName: `${fileStem(profile.profileName)}_report_${fileDate(now)}.pdf`,
  }),
};
