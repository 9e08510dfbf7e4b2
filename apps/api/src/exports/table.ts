// The shape both spreadsheet formats are written from: a header row and rows of cells, produced
// lazily so that neither the CSV nor the XLSX writer ever holds more than one row.

/**
 * A number the XLSX twin shows with a note, standing for an answer that is not quite a number
 * ('5+' is 5 with the note '5 or more'); the CSV writes the answer's own text.
 */
export interface NotedNumber {
  number: number;
  note: string;
  text: string;
}

/** A text cell, a number, a moment (written as a date), a noted number or nothing. */
export type Cell = string | number | Date | NotedNumber | null;

export interface Column {
  header: string;
  /** Width in characters in the XLSX twin. */
  width: number;
  /**
   * Holds moments: written in the community's time zone, with its offset in the CSV and its
   * name in the XLSX cell's number format.
   */
  date?: boolean;
  /** Holds calendar days (the community's own dates, no time): day cells in the XLSX. */
  day?: boolean;
  /** The XLSX number format of a numeric column (a unit or a sign, say). */
  numFmt?: string;
}

export interface TableExport {
  sheetName: string;
  columns: readonly Column[];
  rows: Iterable<Cell[]>;
}

export const NOT_AVAILABLE = 'N/A';

/**
 * What no export may carry (issue 14, item 4): characters XML 1.0 cannot hold (C0 controls but
 * tab, line feed and carriage return; unpaired surrogates; U+FFFE and U+FFFF, one of which made
 * every XLSX export invalid), the other non-characters, C1 controls, and the text-direction
 * overrides and isolates that make 'Bob\u202Egnp.exe' read as 'Bobexe.png'. Names are refused
 * with these at the door now; this is for rows written before, or straight into the database.
 */
const UNHOLDABLE =
  // eslint-disable-next-line no-control-regex -- matching control characters is the point
  /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\u202A-\u202E\u2066-\u2069\uFDD0-\uFDEF\p{Cs}]|[\uFFFE\uFFFF\u{1FFFE}\u{1FFFF}\u{2FFFE}\u{2FFFF}\u{3FFFE}\u{3FFFF}\u{4FFFE}\u{4FFFF}\u{5FFFE}\u{5FFFF}\u{6FFFE}\u{6FFFF}\u{7FFFE}\u{7FFFF}\u{8FFFE}\u{8FFFF}\u{9FFFE}\u{9FFFF}\u{AFFFE}\u{AFFFF}\u{BFFFE}\u{BFFFF}\u{CFFFE}\u{CFFFF}\u{DFFFE}\u{DFFFF}\u{EFFFE}\u{EFFFF}\u{FFFFE}\u{FFFFF}\u{10FFFE}\u{10FFFF}]/gu;

export function holdable(text: string): string {
  return text.replace(UNHOLDABLE, '');
}

// What a spreadsheet may skip before it looks for a formula sign: controls and invisible
// format characters (a leading NUL hid '=1+1' from the older check).
const SKIPPED = /^[\p{Cc}\p{Cf}]*/u;
const FORMULA_START = /^[=+\-@\uFF1D\uFF0B\uFF0D\uFF20]/;

function startsFormula(text: string): boolean {
  return FORMULA_START.test(text.replace(SKIPPED, ''));
}

/**
 * A spreadsheet evaluates a cell that starts with = + - @ (or a tab or carriage return, which
 * some of them strip first, or the full-width forms some normalise) as a formula:
 * `=HYPERLINK(...)` in a profile name would run on the administrator's machine. Such text gets a
 * leading apostrophe, which shows the value as typed. Also caught (issue 14, item 13): the sign
 * behind leading controls or invisible characters, and behind a `;`, where spreadsheets set to
 * split on semicolons start a new cell. Unholdable characters (above) are dropped first. Both
 * the XLSX and the CSV cells go through this (the CSV also through csv-stringify's
 * escape_formulas, which then finds nothing left to do).
 */
export function neutralise(raw: string): string {
  const text = holdable(raw);
  const risky =
    /^[\t\r]/.test(text) ||
    startsFormula(text) ||
    (text.includes(';') && text.split(';').some(startsFormula));
  return risky ? `'${text}` : text;
}

/** ISO 8601 in UTC: unambiguous, sortable, and read as a date by every spreadsheet. */
export function isoDateTime(date: Date): string {
  return date.toISOString();
}

export function isNotedNumber(cell: Cell): cell is NotedNumber {
  return typeof cell === 'object' && cell !== null && !(cell instanceof Date);
}
