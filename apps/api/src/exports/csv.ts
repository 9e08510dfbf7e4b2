import type { Writable } from 'node:stream';
import { stringify, type Options } from 'csv-stringify/sync';
import { breathe, write } from './sink.ts';
import {
  isNotedNumber,
  isoDateTime,
  neutralise,
  NOT_AVAILABLE,
  type Cell,
  type TableExport,
} from './table.ts';
import { zonedIso } from './zone.ts';

// RFC 4180: CRLF line ends; a field with a quote, comma or line break is quoted, its quotes
// doubled. The byte-order mark makes Excel read the file as UTF-8 (names in any script).
// escape_formulas is the formula-injection guard of table.ts's neutralise, done by the library.
export const BOM = '\uFEFF';
const OPTIONS: Options = {
  record_delimiter: 'windows',
  // A lone \n or \r in a value is quoted too (the library's default only quotes CRLF here).
  quote_record_delimiter: true,
  escape_formulas: true,
  // Spreadsheets in many locales split on semicolons: a field holding one is quoted.
  quoted_match: ';',
  cast: { date: isoDateTime, number: String },
};
/**
 * Rows csv-stringify formats at a time (about 250 KB of responses). Handing it whole chunks
 * rather than a stream of rows keeps the per-row cost of two object-mode streams away (it
 * tripled the export's CPU time); `write` waits for the client after every chunk.
 */
const ROWS_PER_CHUNK = 500;

// Text goes through neutralise too: it drops what no export may carry and sees formulas that
// escape_formulas misses (behind a leading NUL, or after a semicolon). A moment is written in
// the community's zone with its offset ('2026-10-29T00:25:04+05:30', issue 28 item 6): the
// spec's column names stay, and each cell says which clock it is read on.
function field(cell: Cell, timeZone: string): string | number {
  if (cell === null) return NOT_AVAILABLE;
  if (typeof cell === 'string') return neutralise(cell);
  if (cell instanceof Date) return zonedIso(cell, timeZone);
  if (isNotedNumber(cell)) return neutralise(cell.text);
  return cell;
}

/** One cell as it stands in the file (for tests and for reading the rules). */
export function csvField(cell: Cell, timeZone = 'UTC'): string {
  return stringify([[field(cell, timeZone)]], OPTIONS).slice(0, -2);
}

/**
 * Streams a table as CSV, chunk by chunk, waiting whenever the client is behind; moments in
 * `timeZone` (the community's TIME_ZONE).
 */
export async function writeCsv(out: Writable, table: TableExport, timeZone: string): Promise<void> {
  // The first row is read before any byte goes out: a query that fails, fails here, and the
  // client still gets a JSON error instead of a cut file.
  const rows = table.rows[Symbol.iterator]();
  let next = rows.next();
  let chunk: (string | number | Date)[][] = [table.columns.map((c) => c.header)];
  let head = BOM;
  try {
    for (; !next.done; next = rows.next()) {
      chunk.push(next.value.map((cell) => field(cell, timeZone)));
      if (chunk.length >= ROWS_PER_CHUNK) {
        await write(out, head + stringify(chunk, OPTIONS));
        head = '';
        chunk = [];
        await breathe(out);
      }
    }
    if (head || chunk.length > 0) await write(out, head + stringify(chunk, OPTIONS));
  } finally {
    if (!next.done) rows.return?.();
  }
}
