import { QUESTIONS } from '@wf/scoring';
import type { ExportReader } from './reader.ts';
import {
  answersOf,
  guardFor,
  NO_ANSWERS_MARKER,
  profileCells,
  sourceOf,
  toDate,
  toScore,
  type RowErrorHandler,
  type StoredAttempt,
} from './rows.ts';
import { householdAttemptLitres } from './household-litres.ts';
import { LITRES_COLUMNS, litresCells, NO_LITRES } from './litres.ts';
import { attempts } from './queries.ts';
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

/** The XLSX twin's extra last column; the spec's CSV keeps exactly the columns above. */
export const SOURCE_COLUMN: Column = { header: 'Source', width: 14 };

const NO_ANSWERS_CELLS: Cell[] = QUESTIONS.map(() => NO_ANSWERS_MARKER);
const MISSING_CELLS: Cell[] = QUESTIONS.map(() => NOT_AVAILABLE);

// Questions whose every option is a count or a rating ('1' to '5+'): their answers are numbers
// in the XLSX twin, so a spreadsheet sums and sorts them (issue 28, item 6); '5+' is 5 with a note.
const NUMERIC_OPTION = /^(\d+)(\+?)$/;
const NUMERIC_QUESTIONS = new Set(
  QUESTIONS.filter((q) => q.options.every((o) => NUMERIC_OPTION.test(o))).map((q) => q.key),
);

function numericAnswer(answer: string): Cell {
  const match = NUMERIC_OPTION.exec(answer);
  if (!match) return answer;
  const number = Number(match[1]);
  return match[2] ? { number, note: `${number} or more`, text: answer } : number;
}

function questionCells(attempt: StoredAttempt, numbers: boolean): Cell[] {
  const answers = answersOf(attempt);
  if (answers === 'unanswered') return NO_ANSWERS_CELLS;
  return QUESTIONS.map((q) => {
    const answer = answers.get(q.key);
    if (answer === undefined) return NOT_AVAILABLE;
    return numbers && NUMERIC_QUESTIONS.has(q.key) ? numericAnswer(answer) : answer;
  });
}

/**
 * One row per attempt (a resident without attempts has no row here; they appear in the
 * participant scores export with 0 attempts). An attempt stored without answers carries the
 * marker in every question column; an unanswered question is N/A. The XLSX export adds the
 * Source column (questionnaire or imported) and the attempt's litres (N/A without answers): the
 * household's as of that attempt, with its readings; the CSV keeps the spec's columns.
 */
export function responsesTable(
  reader: ExportReader,
  onRowError: RowErrorHandler,
  format: 'csv' | 'xlsx' = 'csv',
): TableExport {
  const withSource = format === 'xlsx';
  // The litres are the household's as of each attempt (household-litres.ts), as on the screens.
  const litresOf = withSource ? householdAttemptLitres(reader) : null;
  function* rows(): Generator<Cell[]> {
    for (const row of reader.rows(attempts(reader.db))) {
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
        ...safe(MISSING_CELLS, () => questionCells(row, withSource)),
        ...(withSource
          ? [sourceOf(row), ...safe(NO_LITRES, () => litresCells(litresOf!(row.profileId, row)))]
          : []),
      ];
    }
  }
  return {
    sheetName: 'Questionnaire Responses',
    columns: withSource
      ? [...RESPONSE_COLUMNS, SOURCE_COLUMN, ...LITRES_COLUMNS]
      : RESPONSE_COLUMNS,
    rows: rows(),
  };
}
