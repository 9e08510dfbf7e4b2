import type { Writable } from 'node:stream';
import { stringify, type Options } from 'csv-stringify/sync';
import { breathe, write } from './sink.ts';
import { isoDateTime, neutralise, NOT_AVAILABLE, type Cell, type TableExport } from './table.ts';

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
// escape_formulas misses (behind a leading NUL, or after a semicolon).
const field = (cell: Cell) =>
  cell === null ? NOT_AVAILABLE : typeof cell === 'string' ? neutralise(cell) : cell;

/** One cell as it stands in the file (for tests and for reading the rules). */
export function csvField(cell: Cell): string {
  return stringify([[field(cell)]], OPTIONS).slice(0, -2);
}

/** Streams a table as CSV, chunk by chunk, waiting whenever the client is behind. */
export async function writeCsv(out: Writable, table: TableExport): Promise<void> {
  // The first row is read before any byte goes out: a query that fails, fails here, and the
  // client still gets a JSON error instead of a cut file.
  const rows = table.rows[Symbol.iterator]();
  let next = rows.next();
  let chunk: (string | number | Date)[][] = [table.columns.map((c) => c.header)];
  let head = BOM;
  try {
    for (; !next.done; next = rows.next()) {
      chunk.push(next.value.map(field));
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
