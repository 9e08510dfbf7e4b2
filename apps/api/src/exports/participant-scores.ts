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

interface ParticipantRow {
  id: number;
  profileName: string;
  email: string;
  community: string;
  apartment: string;
  createdAt: unknown;
  attempts: unknown;
  best: unknown;
  average: unknown;
  latestAt: unknown;
}

// One pass in id order: the scores index (profile_id, created_at) serves the join, so SQLite
// groups as it goes, with no sort and no temporary table, and one row leaves at a time.
const SQL = `
  select p.id, p.profile_name as profileName, p.email, p.apartment_community_name as community,
         p.apartment, p.created_at as createdAt, count(s.id) as attempts,
         max(s.total_score) as best, avg(s.total_score) as average, max(s.created_at) as latestAt
  from profiles p left join scores s on s.profile_id = p.id
  where p.is_admin = 0
  group by p.id
  order by p.id`;

/**
 * One row per resident: attempts, best total, rounded mean total, latest attempt and signup
 * dates. A resident without attempts has 0 attempts, 0 best and 0 average (the figures the
 * history screen shows for them) and N/A as the latest score date. Figures that cannot be read
 * are zeros, dates that cannot be read N/A (section 8).
 */
export function participantScoresTable(
  reader: ExportReader,
  onRowError: RowErrorHandler,
): TableExport {
  function* rows(): Generator<Cell[]> {
    for (const row of reader.rows<ParticipantRow>(SQL)) {
      const safe = guardFor(row.id, onRowError);
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
      ];
    }
  }
  return { sheetName: 'Participant Scores', columns: PARTICIPANT_SCORE_COLUMNS, rows: rows() };
}
