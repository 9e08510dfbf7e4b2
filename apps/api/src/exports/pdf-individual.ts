import type { Writable } from 'node:stream';
import type { ExportReader } from './reader.ts';
import {
  answersOf,
  bestAndAverage,
  guardFor,
  toDate,
  toScore,
  type RowErrorHandler,
  type StoredAttempt,
} from './rows.ts';
import {
  BOLD,
  createPdf,
  drawAnswers,
  drawTableHeader,
  drawTableRow,
  field,
  formatMoment,
  heading,
  MARGIN,
  note,
  streamPdf,
  UNREADABLE_ANSWERS,
  type PdfTable,
} from './pdf.ts';

export const INDIVIDUAL_TITLE = 'Individual Water Footprint Report';

export interface ReportProfile {
  id: number;
  profileName: string;
  email: string;
  community: string;
  apartment: string;
  waterScore: number;
  latestAt: number | null;
  createdAt: number;
}

/** A resident (never the administrator), or undefined. */
export function findResident(reader: ExportReader, id: number): ReportProfile | undefined {
  return reader.get<ReportProfile>(
    `select id, profile_name as profileName, email, apartment_community_name as community,
            apartment, water_score as waterScore, latest_score_at as latestAt,
            created_at as createdAt
     from profiles where id = :id and is_admin = 0`,
    { id },
  );
}

interface AttemptRow {
  createdAt: unknown;
  totalScore: unknown;
  directScore: unknown;
  indirectScore: unknown;
  isLegacy: number;
}

const HISTORY: PdfTable = {
  columns: [
    { header: '#', width: 30 },
    { header: 'Date', width: 130 },
    { header: 'Total', width: 60 },
    { header: 'Direct', width: 60 },
    { header: 'Indirect', width: 60 },
    { header: 'Kind', width: 80 },
  ],
  fontSize: 8.5,
};

/**
 * One resident's report: profile, score figures, every attempt (oldest first) in a small table
 * and the latest attempt's answers under the 23-question numbering.
 */
export async function writeIndividualPdf(
  out: Writable,
  reader: ExportReader,
  profile: ReportProfile,
  onRowError: RowErrorHandler,
  now: Date = new Date(),
): Promise<void> {
  // Section 8: a part that cannot be read reads N/A or 0; the report is still delivered.
  const safe = guardFor(profile.id, onRowError);
  const row = reader.get<{ attempts: number; best: unknown; average: unknown }>(
    `select count(*) as attempts, max(total_score) as best, avg(total_score) as average
     from scores where profile_id = :id`,
    { id: profile.id },
  );
  const attempts = row?.attempts ?? 0;
  const [best, average] = safe([0, 0], () => bestAndAverage(row?.best, row?.average));
  const doc = createPdf(`${INDIVIDUAL_TITLE}: ${profile.profileName}`);
  await streamPdf(out, doc, async (doc, pause) => {
    doc.font(BOLD).fontSize(18).text(INDIVIDUAL_TITLE, MARGIN);
    note(doc, `Generated ${formatMoment(now)}`);
    heading(doc, 'Profile');
    field(doc, 'Profile Name', profile.profileName);
    field(doc, 'Email', profile.email);
    field(doc, 'Community', profile.community);
    field(doc, 'Apartment', profile.apartment || 'N/A');
    field(
      doc,
      'Profile Created',
      formatMoment(safe<Date | null>(null, () => toDate(profile.createdAt))),
    );

    heading(doc, 'Scores');
    field(doc, 'Current Score', profile.latestAt === null ? 'N/A' : profile.waterScore);
    field(doc, 'Total Attempts', attempts);
    field(doc, 'Best Score', best);
    field(doc, 'Average Score', average);

    heading(doc, 'Score History');
    if (attempts === 0) {
      note(doc, 'No questionnaire attempts yet.');
      return;
    }
    drawTableHeader(doc, HISTORY);
    let index = 0;
    for (const attempt of reader.rows<AttemptRow>(
      `select created_at as createdAt, total_score as totalScore, direct_score as directScore,
              indirect_score as indirectScore, is_legacy as isLegacy
       from scores where profile_id = :id order by created_at, id`,
      { id: profile.id },
    )) {
      const scores = safe(['0', '0', '0'], () =>
        [attempt.totalScore, attempt.directScore, attempt.indirectScore].map((v) =>
          String(toScore(v)),
        ),
      );
      drawTableRow(doc, HISTORY, [
        String(++index),
        formatMoment(safe<Date | null>(null, () => toDate(attempt.createdAt))),
        ...scores,
        attempt.isLegacy ? 'Legacy' : 'Questionnaire',
      ]);
      if (index % 100 === 0) await pause();
    }

    const latest = reader.get<StoredAttempt & { createdAt: unknown }>(
      `select created_at as createdAt, is_legacy as isLegacy, responses from scores
       where profile_id = :id order by created_at desc, id desc limit 1`,
      { id: profile.id },
    );
    heading(doc, 'Latest Answers');
    if (!latest) return;
    const date = safe<Date | null>(null, () => toDate(latest.createdAt));
    note(doc, `Attempt of ${formatMoment(date)}, 23-question numbering.`);
    const answers = safe<ReturnType<typeof answersOf> | null>(null, () => answersOf(latest));
    if (answers === null) note(doc, UNREADABLE_ANSWERS);
    else drawAnswers(doc, answers);
  });
}
