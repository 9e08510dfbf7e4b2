import { householdLitres } from './household-litres.ts';
import { LITRES_COLUMNS, litresCells, NO_LITRES } from './litres.ts';
import { participantScores, participantScoresWithLatestAnswers } from './queries.ts';
import type { ExportReader } from './reader.ts';
import {
  bestAndAverage,
  guardFor,
  profileCells,
  toDate,
  toScore,
  type RowErrorHandler,
} from './rows.ts';
import { NOT_AVAILABLE, type Cell, type Column, type TableExport } from './table.ts';

// Section 9: the nine columns of the participant scores export, in this order.
export const PARTICIPANT_SCORE_COLUMNS: readonly Column[] = [
  { header: 'Profile Name', width: 24 },
  { header: 'Email', width: 30 },
  { header: 'Community', width: 24 },
  { header: 'Apartment', width: 12 },
  { header: 'Total Attempts', width: 14 },
  { header: 'Best Score', width: 11 },
  { header: 'Average Score', width: 14 },
  { header: 'Latest Score Date', width: 20, date: true },
  { header: 'Profile Created Date', width: 20, date: true },
];

/**
 * One row per resident: attempts, best total, rounded mean total, latest attempt and signup
 * dates. A resident without attempts has 0 attempts, 0 best and 0 average (the figures the
 * history screen shows for them) and N/A as the latest score date. Figures that cannot be read
 * are zeros, dates that cannot be read N/A (section 8). The XLSX twin adds each resident's
 * household litres (every member's latest answers, as the screens show them); the CSV keeps the
 * spec's nine columns.
 */
export function participantScoresTable(
  reader: ExportReader,
  onRowError: RowErrorHandler,
  format: 'csv' | 'xlsx' = 'csv',
): TableExport {
  const withLitres = format === 'xlsx';
  const query = withLitres
    ? participantScoresWithLatestAnswers(reader.db)
    : participantScores(reader.db);
  const litresOf = householdLitres(reader);
  function* rows(): Generator<Cell[]> {
    for (const row of reader.rows(query)) {
      const safe = guardFor(row.profileId, onRowError);
      yield [
        ...profileCells(row),
        ...safe<Cell[]>([0, 0, 0], () => [
          toScore(row.attempts),
          ...bestAndAverage(row.best, row.average),
        ]),
        safe<Cell>(NOT_AVAILABLE, () =>
          row.latestAt === null ? NOT_AVAILABLE : toDate(row.latestAt),
        ),
        safe<Cell>(NOT_AVAILABLE, () => toDate(row.createdAt)),
        ...(withLitres && 'latestResponses' in row
          ? safe(NO_LITRES, () => litresCells(litresOf(row.profileId, row.latestResponses)))
          : []),
      ];
    }
  }
  return {
    sheetName: 'Participant Scores',
    columns: withLitres
      ? [...PARTICIPANT_SCORE_COLUMNS, ...LITRES_COLUMNS]
      : PARTICIPANT_SCORE_COLUMNS,
    rows: rows(),
  };
}
