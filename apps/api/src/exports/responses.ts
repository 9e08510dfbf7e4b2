import { QUESTIONS } from '@wf/scoring';
import type { ExportReader } from './reader.ts';
import {
  answersOf,
  guardFor,
  LEGACY_MARKER,
  profileCells,
  toDate,
  toScore,
  type RowErrorHandler,
  type StoredAttempt,
} from './rows.ts';
import { NOT_AVAILABLE, type Cell, type Column, type TableExport } from './table.ts';

// Section 9: eight leading columns, then one per question with its header from @wf/scoring.
export const RESPONSE_COLUMNS: readonly Column[] = [
  { header: 'Profile Name', width: 24 },
  { header: 'Email', width: 30 },
  { header: 'Community', width: 24 },
  { header: 'Apartment', width: 12 },
  { header: 'Attempt Date', width: 20, date: true },
  { header: 'Total Score', width: 11 },
  { header: 'Direct Score', width: 12 },
  { header: 'Indirect Score', width: 13 },
  ...QUESTIONS.map((q) => ({ header: `Q${q.number}. ${q.text}`, width: 32 })),
];

interface ResponseRow extends StoredAttempt {
  profileId: number;
  profileName: string;
  email: string;
  community: string;
  apartment: string;
  createdAt: unknown;
  totalScore: unknown;
  directScore: unknown;
  indirectScore: unknown;
}

// Residents in id order, each one's attempts oldest first (the index on (profile_id, created_at)
// gives that order; only equal timestamps are sorted by id).
const SQL = `
  select p.id as profileId, p.profile_name as profileName, p.email,
         p.apartment_community_name as community, p.apartment,
         s.created_at as createdAt, s.total_score as totalScore, s.direct_score as directScore,
         s.indirect_score as indirectScore, s.is_legacy as isLegacy, s.responses
  from profiles p join scores s on s.profile_id = p.id
  where p.is_admin = 0
  order by p.id, s.created_at, s.id`;

const LEGACY_CELLS: Cell[] = QUESTIONS.map(() => LEGACY_MARKER);
const MISSING_CELLS: Cell[] = QUESTIONS.map(() => NOT_AVAILABLE);

function questionCells(attempt: StoredAttempt): Cell[] {
  const answers = answersOf(attempt);
  if (answers === 'legacy') return LEGACY_CELLS;
  return QUESTIONS.map((q) => answers.get(q.key) ?? NOT_AVAILABLE);
}

/**
 * One row per attempt (a resident without attempts has no row here; they appear in the
 * participant scores export with 0 attempts). Legacy attempts carry the legacy marker in every
 * question column; an unanswered question is N/A.
 */
export function responsesTable(reader: ExportReader, onRowError: RowErrorHandler): TableExport {
  function* rows(): Generator<Cell[]> {
    for (const row of reader.rows<ResponseRow>(SQL)) {
      // Section 8: a part that cannot be read becomes N/A (or zeros) and the export goes on.
      const safe = guardFor(row.profileId, onRowError);
      yield [
        ...profileCells(row),
        safe<Cell>(NOT_AVAILABLE, () => toDate(row.createdAt)),
        ...safe<Cell[]>([0, 0, 0], () => [
          toScore(row.totalScore),
          toScore(row.directScore),
          toScore(row.indirectScore),
        ]),
        ...safe(MISSING_CELLS, () => questionCells(row)),
      ];
    }
  }
  return { sheetName: 'Questionnaire Responses', columns: RESPONSE_COLUMNS, rows: rows() };
}
