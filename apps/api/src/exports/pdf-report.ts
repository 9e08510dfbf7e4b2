import type { Writable } from 'node:stream';
import { fontRuns } from './pdf-fonts.ts';
import { residentCounts, residents, residentsWithLatestAttempt } from './queries.ts';
import type { ExportReader } from './reader.ts';
import {
  answersOf,
  guardFor,
  IMPORTED_NOTE,
  latestScoreCell,
  toDate,
  toScore,
  type RowErrorHandler,
} from './rows.ts';
import {
  BOLD,
  createPdf,
  drawRuns,
  helveticaOnly,
  drawAnswers,
  drawTableHeader,
  drawTableRow,
  ensureSpace,
  field,
  formatMoment,
  heading,
  MARGIN,
  note,
  streamPdf,
  truncate,
  UNREADABLE_ANSWERS,
  plainText,
  type Pdf,
  type PdfTable,
} from './pdf.ts';

/** The community's time zone (the TIME_ZONE setting) and the moment the report is made. */
export interface ReportClock {
  timeZone: string;
  now?: Date;
}

export const REPORT_TITLE = 'Water Footprint Questionnaire Report';

// Section 9: the participants table cuts these fields to these many characters.
export const TRUNCATE = { name: 15, email: 20, community: 15, apartment: 10 } as const;

export interface ReportSummary {
  totalParticipants: number;
  participantsWithScores: number;
  /** Rounded percent of residents with a score above 0; 0 when there are no residents. */
  completionRate: number;
}

export function reportSummary(reader: ExportReader): ReportSummary {
  const [row] = reader.rows(residentCounts(reader.db));
  const total = row?.total ?? 0;
  const withScores = row?.withScores ?? 0;
  return {
    totalParticipants: total,
    participantsWithScores: withScores,
    completionRate: total === 0 ? 0 : Math.round((withScores / total) * 100),
  };
}

type DetailRow = ReturnType<typeof residentsWithLatestAttempt>['_']['result'][number];

const PARTICIPANTS: PdfTable = {
  columns: [
    { header: 'Name', width: 112 },
    { header: 'Email', width: 150 },
    { header: 'Community', width: 112 },
    { header: 'Apartment', width: 72 },
    { header: 'Score', width: 35 },
  ],
  fontSize: 8,
  fullWidthRule: true,
};

async function drawParticipantsTable(
  doc: Pdf,
  reader: ExportReader,
  pause: () => Promise<void>,
  onRowError: RowErrorHandler,
) {
  heading(doc, 'Participants');
  drawTableHeader(doc, PARTICIPANTS);
  let count = 0;
  let imported = false;
  for (const row of reader.rows(residents(reader.db))) {
    // The latest score whatever its origin, an imported one marked (docs/households.md).
    const score = guardFor(row.profileId, onRowError)('N/A', () =>
      latestScoreCell(row.latestTotal, row.latestImported),
    );
    imported ||= score.endsWith('*');
    drawTableRow(doc, PARTICIPANTS, [
      truncate(row.profileName, TRUNCATE.name),
      truncate(row.email, TRUNCATE.email),
      truncate(row.community, TRUNCATE.community),
      truncate(row.apartment || 'N/A', TRUNCATE.apartment),
      score,
    ]);
    if (++count % 100 === 0) await pause();
  }
  if (count === 0) note(doc, 'No participants yet.');
  if (imported) note(doc, IMPORTED_NOTE);
}

function drawParticipant(
  doc: Pdf,
  row: DetailRow,
  index: number,
  onRowError: RowErrorHandler,
  timeZone: string,
): void {
  ensureSpace(doc, 90);
  const title = `${index}. ${row.profileName}`;
  const runs = fontRuns(title);
  doc.moveDown(0.8);
  if (helveticaOnly(runs)) {
    doc.font(BOLD).fontSize(11).text(plainText(runs), MARGIN);
  } else {
    doc.y = drawRuns(doc, title, MARGIN, doc.y, {
      size: 11,
      bold: true,
      width: doc.page.width - MARGIN * 2,
    });
    doc.x = MARGIN;
  }
  doc.moveDown(0.2);
  field(doc, 'Email', row.email, 9);
  field(doc, 'Community', row.community, 9);
  field(doc, 'Apartment', row.apartment || 'N/A', 9);
  if (row.createdAt === null) {
    note(doc, 'No questionnaire attempts yet.');
    return;
  }
  // Section 8: a part of the attempt that cannot be read reads N/A or 0; the report goes on.
  const safe = guardFor(row.profileId, onRowError);
  const date = safe<Date | null>(null, () => toDate(row.createdAt));
  const [total, direct, indirect] = safe([0, 0, 0], () =>
    [row.totalScore, row.directScore, row.indirectScore].map(toScore),
  );
  const answers = safe<ReturnType<typeof answersOf> | null>(null, () => answersOf(row));
  field(doc, 'Latest attempt', formatMoment(date, timeZone), 9);
  field(doc, 'Scores', `Total ${total}, Direct ${direct}, Indirect ${indirect}`, 9);
  if (answers === null) note(doc, UNREADABLE_ANSWERS);
  else drawAnswers(doc, answers);
}

/**
 * The administrator's report: summary, the participants table, then every resident's latest
 * attempt with its answers. Read in two passes over the snapshot, one resident at a time.
 */
export async function writeReportPdf(
  out: Writable,
  reader: ExportReader,
  onRowError: RowErrorHandler,
  { timeZone, now = new Date() }: ReportClock,
): Promise<void> {
  const summary = reportSummary(reader);
  const doc = createPdf(REPORT_TITLE);
  await streamPdf(out, doc, async (doc, pause) => {
    doc.font(BOLD).fontSize(18).text(REPORT_TITLE, MARGIN);
    note(doc, `Generated ${formatMoment(now, timeZone)}`);
    heading(doc, 'Summary');
    field(doc, 'Total Participants', summary.totalParticipants);
    field(doc, 'Participants with Scores', summary.participantsWithScores);
    field(doc, 'Completion Rate', `${summary.completionRate}%`);
    await drawParticipantsTable(doc, reader, pause, onRowError);
    if (summary.totalParticipants === 0) return;
    doc.addPage();
    doc.font(BOLD).fontSize(13).text('Participant Details', MARGIN);
    note(doc, 'Latest attempt of each participant, answers under the 23-question numbering.');
    let index = 0;
    for (const row of reader.rows(residentsWithLatestAttempt(reader.db))) {
      drawParticipant(doc, row, ++index, onRowError, timeZone);
      if (index % 10 === 0) await pause();
    }
  });
}
