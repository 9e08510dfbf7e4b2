import type { Writable } from 'node:stream';
import { setTimeout as sleep } from 'node:timers/promises';
import ExcelJS from 'exceljs';
import { breathe, ExportAborted } from './sink.ts';
import {
  isNotedNumber,
  neutralise,
  NOT_AVAILABLE,
  type Cell,
  type Column,
  type TableExport,
} from './table.ts';
import { zoned } from './zone.ts';

// The XLSX twins of the CSV exports: the same columns and rows, written with exceljs's streaming
// writer (rows are committed as they come and zipped on the fly, never held as a workbook).
const ROWS_PER_BREATH = 100;
const MAX_BACKLOG_BYTES = 512 * 1024;

// One style object per kind of cell. exceljs remembers the style id of each style object it has
// seen; a fresh object per cell (its default) makes it render and look up every cell's style
// anew, which doubled the time of the responses export.
const PLAIN: Partial<ExcelJS.Style> = {};
const DAY: Partial<ExcelJS.Style> = { numFmt: 'yyyy-mm-dd' };
const HEADER: Partial<ExcelJS.Style> = { font: { bold: true } };

/**
 * Moments (issue 28, item 6): an Excel date has no zone, so the cell holds the community's wall
 * clock and its number format names the zone ('2026-10-29 00:25:04 IST'), as the PDFs print it.
 * One style per zone name (a zone with summer time has two).
 */
const momentStyles = new Map<string, Partial<ExcelJS.Style>>();
function momentStyle(label: string): Partial<ExcelJS.Style> {
  let style = momentStyles.get(label);
  if (!style) {
    style = { numFmt: `yyyy-mm-dd hh:mm:ss "${label.replace(/"/g, '')}"` };
    momentStyles.set(label, style);
  }
  return style;
}

const columnStyles = new Map<string, Partial<ExcelJS.Style>>();
function columnStyle(column: Column | undefined): Partial<ExcelJS.Style> {
  if (!column) return PLAIN;
  if (column.day) return DAY;
  if (!column.numFmt) return PLAIN;
  let style = columnStyles.get(column.numFmt);
  if (!style) {
    style = { numFmt: column.numFmt };
    columnStyles.set(column.numFmt, style);
  }
  return style;
}

interface Written {
  value: string | number | Date;
  style: Partial<ExcelJS.Style>;
  note?: string;
}

function written(cell: Cell, column: Column | undefined, timeZone: string): Written {
  if (cell === null) return { value: NOT_AVAILABLE, style: PLAIN };
  // Text is neutralised as in the CSV: the cell is text either way, but a copy saved as CSV or
  // pasted into another sheet must not become a formula.
  if (typeof cell === 'string') return { value: neutralise(cell), style: PLAIN };
  if (cell instanceof Date) {
    // A calendar day is already the community's date; a moment is moved onto its clock.
    if (column?.day) return { value: cell, style: DAY };
    const { wall, label } = zoned(cell, timeZone);
    return { value: wall, style: momentStyle(label) };
  }
  if (isNotedNumber(cell)) return { value: cell.number, style: PLAIN, note: cell.note };
  return { value: cell, style: columnStyle(column) };
}

interface StreamState {
  _writableState?: { length?: number };
  _readableState?: { length?: number };
}

/**
 * How much worksheet XML waits to be compressed. exceljs (4.4) hands each worksheet to the zip
 * through a PassThrough and writes into it without waiting, so a fast producer would pile rows
 * up there; waiting while it holds more than MAX_BACKLOG_BYTES keeps memory flat.
 */
function zipBacklog(sheet: ExcelJS.Worksheet): number {
  const pipes = (sheet as unknown as { stream?: { pipes?: StreamState[] } }).stream?.pipes ?? [];
  return pipes.reduce(
    (sum, p) => sum + (p._writableState?.length ?? 0) + (p._readableState?.length ?? 0),
    0,
  );
}

async function catchUp(out: Writable, sheet: ExcelJS.Worksheet): Promise<void> {
  await breathe(out);
  while (zipBacklog(sheet) > MAX_BACKLOG_BYTES) {
    await sleep(2);
    await breathe(out);
  }
  if (out.destroyed) throw new ExportAborted();
}

/** Streams a table as XLSX; moments on the clock of `timeZone` (the community's TIME_ZONE). */
export async function writeXlsx(
  out: Writable,
  table: TableExport,
  timeZone: string,
): Promise<void> {
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
    stream: out,
    useStyles: true,
    useSharedStrings: false,
  });
  workbook.creator = 'Water Footprint Tracker';
  const sheet = workbook.addWorksheet(table.sheetName, {
    views: [{ state: 'frozen', ySplit: 1 }],
  });
  sheet.columns = table.columns.map((column) => ({ width: column.width }));
  const header = sheet.addRow(table.columns.map((c) => c.header));
  header.eachCell((cell) => (cell.style = HEADER));
  header.commit();
  let count = 0;
  for (const cells of table.rows) {
    const values = cells.map((cell, i) => written(cell, table.columns[i], timeZone));
    const row = sheet.addRow(values.map((v) => v.value));
    row.eachCell((cell, column) => {
      const value = values[column - 1];
      cell.style = value?.style ?? PLAIN;
      if (value?.note) cell.note = value.note;
    });
    row.commit();
    if (++count % ROWS_PER_BREATH === 0) await catchUp(out, sheet);
  }
  sheet.commit();
  // Finishing the zip ends `out` through exceljs's pipe.
  await workbook.commit();
}
