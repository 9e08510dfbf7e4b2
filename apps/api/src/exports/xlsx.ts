import type { Writable } from 'node:stream';
import { setTimeout as sleep } from 'node:timers/promises';
import ExcelJS from 'exceljs';
import { breathe, ExportAborted } from './sink.ts';
import { neutralise, NOT_AVAILABLE, type Cell, type TableExport } from './table.ts';

// The XLSX twins of the CSV exports: the same columns and rows, written with exceljs's streaming
// writer (rows are committed as they come and zipped on the fly, never held as a workbook).
const ROWS_PER_BREATH = 100;
const MAX_BACKLOG_BYTES = 512 * 1024;

// One style object per kind of cell. exceljs remembers the style id of each style object it has
// seen; a fresh object per cell (its default) makes it render and look up every cell's style
// anew, which doubled the time of the responses export.
const PLAIN: Partial<ExcelJS.Style> = {};
const DATE: Partial<ExcelJS.Style> = { numFmt: 'yyyy-mm-dd hh:mm:ss' };
const HEADER: Partial<ExcelJS.Style> = { font: { bold: true } };

function xlsxValue(cell: Cell): string | number | Date {
  if (cell === null) return NOT_AVAILABLE;
  // Text is neutralised as in the CSV: the cell is text either way, but a copy saved as CSV or
  // pasted into another sheet must not become a formula.
  return typeof cell === 'string' ? neutralise(cell) : cell;
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

export async function writeXlsx(out: Writable, table: TableExport): Promise<void> {
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
  const styles = table.columns.map((column) => (column.date ? DATE : PLAIN));
  const header = sheet.addRow(table.columns.map((c) => c.header));
  header.eachCell((cell) => (cell.style = HEADER));
  header.commit();
  let count = 0;
  for (const cells of table.rows) {
    const row = sheet.addRow(cells.map(xlsxValue));
    row.eachCell((cell, column) => (cell.style = styles[column - 1] ?? PLAIN));
    row.commit();
    if (++count % ROWS_PER_BREATH === 0) await catchUp(out, sheet);
  }
  sheet.commit();
  // Finishing the zip ends `out` through exceljs's pipe.
  await workbook.commit();
}
