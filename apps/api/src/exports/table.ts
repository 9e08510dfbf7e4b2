// The shape both spreadsheet formats are written from: a header row and rows of cells, produced
// lazily so that neither the CSV nor the XLSX writer ever holds more than one row.

/** A text cell, a number, a moment (written as a date) or nothing. */
export type Cell = string | number | Date | null;

export interface Column {
  header: string;
  /** Width in characters in the XLSX twin. */
  width: number;
  /** Holds moments: shown as dates in the XLSX twin. */
  date?: boolean;
}

export interface TableExport {
  sheetName: string;
  columns: readonly Column[];
  rows: Iterable<Cell[]>;
}

export const NOT_AVAILABLE = 'N/A';

/**
 * A spreadsheet evaluates a cell that starts with = + - @ (or a tab or carriage return, which
 * some of them strip first, or the full-width forms some normalise) as a formula:
 * `=HYPERLINK(...)` in a profile name would run on the administrator's machine. Such text gets a
 * leading apostrophe, which shows the value as typed. The XLSX cells use this; the CSV gets the
 * same from csv-stringify's escape_formulas, so both files read the same.
 */
export function neutralise(text: string): string {
  return /^[=+\-@\t\r\uFF1D\uFF0B\uFF0D\uFF20]/.test(text) ? `'${text}` : text;
}

/** ISO 8601 in UTC: unambiguous, sortable, and read as a date by every spreadsheet. */
export function isoDateTime(date: Date): string {
  return date.toISOString();
}
