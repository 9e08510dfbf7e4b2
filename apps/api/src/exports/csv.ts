import type { Writable } from 'node:stream';
import { breathe, write } from './sink.ts';
import { isoDateTime, neutralise, NOT_AVAILABLE, type Cell, type TableExport } from './table.ts';

// RFC 4180: CRLF line ends; a field with a quote, comma or line break is quoted, its quotes
// doubled. The byte-order mark makes Excel read the file as UTF-8 (names in any script).
export const BOM = '\uFEFF';
const CRLF = '\r\n';
const FLUSH_AT = 64 * 1024;

export function csvField(cell: Cell): string {
  let text: string;
  if (cell === null) text = NOT_AVAILABLE;
  else if (typeof cell === 'number') text = String(cell);
  else if (cell instanceof Date) text = isoDateTime(cell);
  else text = neutralise(cell);
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

export function csvLine(cells: readonly Cell[]): string {
  return cells.map(csvField).join(',') + CRLF;
}

/** Streams a table as CSV, in chunks of about 64 KiB, waiting whenever the client is behind. */
export async function writeCsv(out: Writable, table: TableExport): Promise<void> {
  let buffer = BOM + csvLine(table.columns.map((c) => c.header));
  for (const row of table.rows) {
    buffer += csvLine(row);
    if (buffer.length >= FLUSH_AT) {
      await write(out, buffer);
      buffer = '';
      await breathe(out);
    }
  }
  if (buffer) await write(out, buffer);
}
