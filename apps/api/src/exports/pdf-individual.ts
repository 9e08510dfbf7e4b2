import type { Writable } from 'node:stream';
import { CATEGORY_LABELS, round, type Footprint } from '@wf/scoring/water';
import { NORM_LITRES_PER_PERSON } from '@wf/scoring/norm';
import { householdLitres } from './household-litres.ts';
import { attemptFigures, attemptsOf, latestAnsweredOf, resident } from './queries.ts';
import type { ReportClock } from './pdf-report.ts';
import type { ExportReader } from './reader.ts';
import {
  answersOf,
  bestAndAverage,
  guardFor,
  IMPORTED_MARK,
  latestScoreCell,
  toDate,
  sourceOf,
  toScore,
  type RowErrorHandler,
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
  type Pdf,
  type PdfTable,
} from './pdf.ts';

export const INDIVIDUAL_TITLE = 'Individual Water Footprint Report';

export type ReportProfile = ReturnType<typeof resident>['_']['result'][number];

/** A resident (never the administrator), or undefined. */
export function findResident(reader: ExportReader, id: number): ReportProfile | undefined {
  const [found] = reader.rows(resident(reader.db, id));
  return found;
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
  { timeZone, now = new Date() }: ReportClock,
): Promise<void> {
  // Section 8: a part that cannot be read reads N/A or 0; the report is still delivered.
  const safe = guardFor(profile.profileId, onRowError);
  const [row] = reader.rows(attemptFigures(reader.db, profile.profileId));
  const attempts = row?.attempts ?? 0;
  const [best, average] = safe([0, 0], () => bestAndAverage(row?.best, row?.average));
  const doc = createPdf(`${INDIVIDUAL_TITLE}: ${profile.profileName}`);
  await streamPdf(out, doc, async (doc, pause) => {
    doc.font(BOLD).fontSize(18).text(INDIVIDUAL_TITLE, MARGIN);
    note(doc, `Generated ${formatMoment(now, timeZone)}`);
    heading(doc, 'Profile');
    field(doc, 'Profile Name', profile.profileName);
    field(doc, 'Email', profile.email);
    field(doc, 'Community', profile.community);
    field(doc, 'Apartment', profile.apartment || 'N/A');
    field(
      doc,
      'Profile Created',
      formatMoment(
        safe<Date | null>(null, () => toDate(profile.createdAt)),
        timeZone,
      ),
    );

    heading(doc, 'Scores');
    // The latest score whatever its origin, an imported one said so (docs/households.md).
    const current = safe('N/A', () => latestScoreCell(profile.latestTotal, profile.latestImported));
    field(
      doc,
      'Current Score',
      current.endsWith(IMPORTED_MARK)
        ? `${current.slice(0, -IMPORTED_MARK.length)} (imported from the earlier version)`
        : current,
    );
    field(doc, 'Total Attempts', attempts);
    field(doc, 'Best Score', best);
    field(doc, 'Average Score', average);

    heading(doc, 'Water Footprint');
    const [answered] = reader.rows(latestAnsweredOf(reader.db, profile.profileId));
    const litres = safe<Footprint | null>(null, () =>
      answered
        ? householdLitres(reader, { range: true })(profile.profileId, answered.responses)
        : null,
    );
    if (!answered || !litres) {
      note(doc, 'N/A: litres are worked out from the answers of an attempt, and none has them.');
    } else {
      const date = safe<Date | null>(null, () => toDate(answered.createdAt));
      drawLitres(doc, litres, date, timeZone);
    }

    heading(doc, 'Score History');
    if (attempts === 0) {
      note(doc, 'No questionnaire attempts yet.');
      return;
    }
    drawTableHeader(doc, HISTORY);
    let index = 0;
    for (const attempt of reader.rows(attemptsOf(reader.db, profile.profileId))) {
      const scores = safe(['0', '0', '0'], () =>
        [attempt.totalScore, attempt.directScore, attempt.indirectScore].map((v) =>
          String(toScore(v)),
        ),
      );
      drawTableRow(doc, HISTORY, [
        String(++index),
        formatMoment(
          safe<Date | null>(null, () => toDate(attempt.createdAt)),
          timeZone,
        ),
        ...scores,
        sourceOf(attempt),
      ]);
      if (index % 100 === 0) await pause();
    }

    const [latest] = reader.rows(attemptsOf(reader.db, profile.profileId, true).limit(1));
    heading(doc, 'Latest Answers');
    if (!latest) return;
    const date = safe<Date | null>(null, () => toDate(latest.createdAt));
    note(doc, `Attempt of ${formatMoment(date, timeZone)}, 23-question numbering.`);
    const answers = safe<ReturnType<typeof answersOf> | null>(null, () => answersOf(latest));
    if (answers === null) note(doc, UNREADABLE_ANSWERS);
    else drawAnswers(doc, answers);
  });
}

const litresText = (value: number) => `${round(value).toLocaleString('en-IN')} litres`;

/** The household's litres (issue 10) from its latest attempt with answers. */
function drawLitres(doc: Pdf, fp: Footprint, date: Date | null, timeZone: string): void {
  const { direct, virtual, benchmarks } = fp;
  note(doc, `From the attempt of ${formatMoment(date, timeZone)}, the latest with answers.`);
  field(
    doc,
    'Litres a Day (Home)',
    `about ${litresText(direct.litresPerDay)} (range ${round(direct.low)}-${round(direct.high)}), ${fp.householdSize} ${fp.householdSize === 1 ? 'person' : 'people'}`,
  );
  field(doc, 'Litres per Person a Day', `about ${litresText(direct.perPersonPerDay)}`);
  const gap = direct.perPersonPerDay - NORM_LITRES_PER_PERSON;
  field(
    doc,
    `Versus the ${NORM_LITRES_PER_PERSON} L Norm`,
    `${litresText(Math.abs(gap))} a person a day ${gap <= 0 ? 'under' : 'over'} the CPHEEO norm (Indian metros measured ${benchmarks.metroMeasuredPerPersonPerDay})`,
  );
  field(
    doc,
    'Virtual Water per Person a Day',
    `about ${litresText(virtual.perPersonPerDay)} (food, drinks, clothes, travel; not added to the above)`,
  );
  for (const c of direct.categories) {
    field(doc, `  ${CATEGORY_LABELS[c.key]}`, `${litresText(c.litresPerDay)} a day`, 9);
  }
}
