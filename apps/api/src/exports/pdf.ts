import type { Writable } from 'node:stream';
import PDFDocument from 'pdfkit';
import { REPORT_GROUPS, REPORT_QUESTIONS, getQuestion, type QuestionKey } from '@wf/scoring';
import {
  ascender,
  fontName,
  fontRuns,
  helveticaDraws,
  isControl,
  registerFonts,
} from './pdf-fonts.ts';
import type { Face, Run } from './pdf-fonts.ts';
import { NO_ANSWERS_MARKER } from './rows.ts';
import { breathe } from './sink.ts';
import { zoned } from './zone.ts';

// What both PDF reports share: the page (A4 portrait, 20 mm margins, Helvetica), names in any
// script (Helvetica where it can, embedded Noto where it cannot), moments in the community's time
// zone, and the answers block under the older 23-question numbering.

export const MARGIN = (20 * 72) / 25.4; // 20 mm in points: 56.69
export const NOT_ANSWERED = 'Not answered';
export const UNREADABLE_ANSWERS = 'Answers: N/A (this attempt could not be read)';
export type Pdf = PDFKit.PDFDocument;

export const FONT = 'Helvetica';
export const BOLD = 'Helvetica-Bold';
const MUTED = '#555555';
const INK = '#000000';

export function createPdf(title: string): Pdf {
  const doc = new PDFDocument({
    size: 'A4',
    layout: 'portrait',
    margins: { top: MARGIN, bottom: MARGIN, left: MARGIN, right: MARGIN },
    font: FONT,
    // Pages are written out as soon as the next one starts; the document is never held whole.
    bufferPages: false,
    info: { Title: title, Author: 'Water Footprint Tracker', Creator: 'Water Footprint Tracker' },
  });
  registerFonts(doc);
  return doc;
}

/**
 * Text the built-in Helvetica alone can draw: each character outside WinAnsi becomes one '?', and
 * control characters become spaces. For fixed texts and stored answers, which are option texts;
 * anything a person typed goes through drawRuns, which draws the rest with the embedded fonts.
 */
export function winAnsi(text: string): string {
  let result = '';
  for (const char of text.normalize('NFC')) {
    if (helveticaDraws(char)) result += char;
    else result += isControl(char) ? ' ' : '?';
  }
  return result;
}

/**
 * Draws one piece of a run at (x, y) on `baseline`. A piece in an embedded face carries its text
 * as /ActualText, so a reader that extracts text (copy and paste, search, pdftotext) gets the
 * letters in reading order: a Devanagari vowel sign such as ि is drawn before the consonant it
 * follows. The span is opened inside the text object pdfkit writes (after its q and cm), since a
 * reader places the actual text with the transformation in force where the span ends.
 */
function drawPiece(doc: Pdf, face: Face, text: string, x: number, y: number, baseline: number) {
  const draw = () => doc.text(text, x, y, { lineBreak: false, baseline });
  if (face === 'helvetica') return void draw();
  const addContent = doc.addContent;
  const span = `/Span << /ActualText ${utf16Hex(text)} >> BDC`;
  doc.addContent = (data: string) => {
    if (data === 'BT') addContent.call(doc, span);
    addContent.call(doc, data);
    if (data === 'ET') addContent.call(doc, 'EMC');
    return doc;
  };
  try {
    draw();
  } finally {
    doc.addContent = addContent;
  }
}

/** A PDF text string in UTF-16BE with its byte-order mark, written in hex. */
function utf16Hex(text: string): string {
  let hex = 'FEFF';
  for (let i = 0; i < text.length; i++) hex += text.charCodeAt(i).toString(16).padStart(4, '0');
  return `<${hex}>`;
}

export function helveticaOnly(runs: readonly Run[]): boolean {
  return runs.every((run) => run.face === 'helvetica');
}

/** The text of `runs` as drawn (a '?' for what no face has, spaces for control characters). */
export function plainText(runs: readonly Run[]): string {
  return runs.map((run) => run.text).join('');
}

/** The line height and baseline (below the top) of a line holding `runs`: the tallest face's. */
function lineMetrics(doc: Pdf, runs: readonly Run[], size: number, bold: boolean) {
  let lineHeight = 0;
  let ascent = 0;
  for (const face of new Set<Face>(['helvetica', ...runs.map((r) => r.face)])) {
    doc.font(fontName(face, bold)).fontSize(size);
    lineHeight = Math.max(lineHeight, doc.currentLineHeight(true));
    ascent = Math.max(ascent, (ascender(face) / 1000) * size);
  }
  return { lineHeight, ascent };
}

/**
 * Draws `text` from (x, y), each run in its face (pdf-fonts.ts), so a name in any script keeps
 * its letters; it wraps at spaces within `width`. Every piece sits on one baseline, set by the
 * tallest face used (pdfkit would place each by its own font's ascender, lifting the Helvetica
 * parts above the Noto ones). Returns the y under the last line.
 */
export function drawRuns(
  doc: Pdf,
  text: string,
  x: number,
  y: number,
  {
    size,
    bold = false,
    width = Infinity,
    ascent: rowAscent,
  }: { size: number; bold?: boolean; width?: number; ascent?: number },
): number {
  const runs = fontRuns(text);
  const metrics = lineMetrics(doc, runs, size, bold);
  const { lineHeight } = metrics;
  const ascent = rowAscent ?? metrics.ascent;
  let at = x;
  let top = y;
  for (const run of runs) {
    doc.font(fontName(run.face, bold)).fontSize(size);
    for (const piece of run.text.split(/(?<= )/)) {
      const pieceWidth = doc.widthOfString(piece);
      if (at > x && at + pieceWidth > x + width) {
        at = x;
        top += lineHeight;
      }
      drawPiece(doc, run.face, piece, at, top, -ascent);
      at += pieceWidth;
    }
  }
  doc.font(bold ? BOLD : FONT);
  return top + lineHeight;
}

/**
 * At most `limit` characters: a longer text keeps its first `limit - 3` characters and ends in
 * '...', so a truncated value is visibly cut and still fits its column. Counted in characters
 * (code points), never splitting an emoji in half.
 */
export function truncate(text: string, limit: number): string {
  const chars = Array.from(text);
  if (chars.length <= limit) return text;
  return `${chars.slice(0, Math.max(0, limit - 3)).join('')}...`;
}

/**
 * Pipes the document into `out` while `draw` runs, then finishes it. pdfkit pushes its output
 * without waiting, so `draw` calls `pause` between blocks: it returns once the client has caught
 * up, which keeps the unsent part of the document small.
 */
export async function streamPdf(
  out: Writable,
  doc: Pdf,
  draw: (doc: Pdf, pause: () => Promise<void>) => Promise<void>,
): Promise<void> {
  const ended = new Promise<void>((resolve, reject) => {
    doc.once('end', resolve);
    doc.once('error', reject);
  });
  ended.catch(() => {});
  doc.on('data', (chunk: Buffer) => {
    if (!out.destroyed) out.write(chunk);
  });
  await draw(doc, () => breathe(out));
  doc.end();
  await ended;
  await breathe(out);
}

export function bottom(doc: Pdf): number {
  return doc.page.height - doc.page.margins.bottom;
}

/** Starts a new page unless `height` more points fit on this one. */
export function ensureSpace(doc: Pdf, height: number): void {
  if (doc.y + height > bottom(doc)) doc.addPage();
}

export interface PdfTable {
  columns: readonly { header: string; width: number }[];
  fontSize: number;
  /** Rule under the header across the whole text width rather than only under the columns. */
  fullWidthRule?: boolean;
}

export const TABLE_ROW_HEIGHT = 13;

function drawCells(doc: Pdf, table: PdfTable, cells: readonly string[], bold: boolean): void {
  let x = MARGIN;
  const y = doc.y;
  const size = table.fontSize;
  const cellRuns = cells.map(fontRuns);
  const runs = cellRuns.flat();
  if (helveticaOnly(runs)) {
    // The common row, all Helvetica: drawn as pdfkit lays it out, with no measuring of our own.
    doc.font(bold ? BOLD : FONT).fontSize(size);
    cellRuns.forEach((cell, i) => {
      doc.text(plainText(cell), x, y + 3, { lineBreak: false });
      x += table.columns[i]?.width ?? 0;
    });
  } else {
    // One baseline for the row, however many faces its cells use.
    const { ascent } = lineMetrics(doc, runs, size, bold);
    cells.forEach((cell, i) => {
      drawRuns(doc, cell, x, y + 3, { size, bold, ascent });
      x += table.columns[i]?.width ?? 0;
    });
  }
  doc.y = y + TABLE_ROW_HEIGHT;
}

export function drawTableHeader(doc: Pdf, table: PdfTable): void {
  drawCells(
    doc,
    table,
    table.columns.map((c) => c.header),
    true,
  );
  const end = table.fullWidthRule
    ? doc.page.width - MARGIN
    : MARGIN + table.columns.reduce((sum, c) => sum + c.width, 0);
  doc.moveTo(MARGIN, doc.y).lineTo(end, doc.y).lineWidth(0.5).stroke();
}

/** A body row; a row that does not fit goes to a new page, under the header again. */
export function drawTableRow(doc: Pdf, table: PdfTable, cells: readonly string[]): void {
  if (doc.y + TABLE_ROW_HEIGHT > bottom(doc)) {
    doc.addPage();
    drawTableHeader(doc, table);
  }
  drawCells(doc, table, cells, false);
}

export function heading(doc: Pdf, text: string, size = 13): void {
  ensureSpace(doc, size * 3);
  doc.moveDown(0.6).font(BOLD).fontSize(size).fillColor(INK).text(winAnsi(text), MARGIN);
  doc.moveDown(0.3).font(FONT).fontSize(10);
}

/** `label: value` on one line, the label in bold. */
export function field(doc: Pdf, label: string, value: string | number, size = 10): void {
  const text = String(value);
  const runs = fontRuns(text);
  doc.font(BOLD).fontSize(size).fillColor(INK);
  if (helveticaOnly(runs)) {
    // Helvetica alone: pdfkit lays the value out and wraps it.
    doc.text(`${label}: `, MARGIN, undefined, { continued: true }).font(FONT).text(plainText(runs));
    return;
  }
  ensureSpace(doc, size * 3);
  const y = doc.y;
  // The label sits on the value's baseline, which a Noto face puts lower than Helvetica's.
  const { ascent } = lineMetrics(doc, runs, size, false);
  doc
    .font(BOLD)
    .fontSize(size)
    .text(`${label}: `, MARGIN, y, { lineBreak: false, baseline: -ascent });
  const indent = doc.widthOfString(`${label}: `);
  const width = doc.page.width - MARGIN * 2 - indent;
  doc.y = drawRuns(doc, text, MARGIN + indent, y, { size, width });
  doc.x = MARGIN;
}

export function note(doc: Pdf, text: string, size = 9): void {
  doc.font(FONT).fontSize(size).fillColor(MUTED).text(winAnsi(text), MARGIN).fillColor(INK);
}

/**
 * 'YYYY-MM-DD HH:MM' in the community's time zone with the zone's short name ('IST' for
 * Asia/Kolkata, the default), or N/A for a missing or unreadable moment. A reader in the
 * community reads the time of their own clock, and the zone name says which clock that is.
 */
export function formatMoment(date: Date | null, timeZone: string): string {
  if (!date || Number.isNaN(date.getTime())) return 'N/A';
  // The spreadsheets' reading of the community's clock (zone.ts), to the minute.
  const { wall, label } = zoned(date, timeZone);
  const iso = wall.toISOString();
  return `${iso.slice(0, 10)} ${iso.slice(11, 16)} ${label}`;
}

const ANSWER_SIZE = 8.5;
const ANSWER_INDENT = 8;

// Question texts and answer options come from a small fixed set, so their widths are measured
// once per font rather than once per participant (pdfkit's measuring is most of a report's cost).
const widths = new Map<string, number>();
function widthOf(doc: Pdf, font: string, text: string): number {
  const key = `${font}\u0000${text}`;
  let width = widths.get(key);
  if (width === undefined) {
    width = doc.font(font).fontSize(ANSWER_SIZE).widthOfString(text);
    if (widths.size < 10_000) widths.set(key, width);
  }
  return width;
}

/** `question answer` on one line when it fits (drawn directly), wrapped otherwise. */
function answerLine(doc: Pdf, question: string, answer: string, answered: boolean): void {
  const x = MARGIN + ANSWER_INDENT;
  const width = doc.page.width - MARGIN - x;
  const answerFont = answered ? BOLD : FONT;
  const color = answered ? INK : MUTED;
  const questionWidth = widthOf(doc, FONT, question);
  doc.fontSize(ANSWER_SIZE);
  if (questionWidth + widthOf(doc, answerFont, answer) <= width) {
    const height = doc.currentLineHeight(true);
    if (doc.y + height > bottom(doc)) doc.addPage();
    const y = doc.y;
    doc.font(FONT).fillColor(INK).text(question, x, y, { lineBreak: false });
    doc
      .font(answerFont)
      .fillColor(color)
      .text(answer, x + questionWidth, y, { lineBreak: false });
    doc.fillColor(INK);
    doc.x = MARGIN;
    doc.y = y + height;
    return;
  }
  doc
    .font(FONT)
    .fillColor(INK)
    .text(question, x, undefined, { continued: true, width })
    .font(answerFont)
    .fillColor(color)
    .text(answer)
    .fillColor(INK);
}

/**
 * The answers of one attempt under the older 23-question numbering, in its four groups; a
 * missing answer reads 'Not answered'. An attempt without individual answers says so instead.
 */
export function drawAnswers(
  doc: Pdf,
  answers: ReadonlyMap<QuestionKey, string> | 'unanswered',
): void {
  if (answers === 'unanswered') {
    note(doc, NO_ANSWERS_MARKER);
    return;
  }
  for (const group of REPORT_GROUPS) {
    ensureSpace(doc, 30);
    doc.moveDown(0.3).font(BOLD).fontSize(9).fillColor(INK).text(group, MARGIN);
    for (const question of REPORT_QUESTIONS) {
      if (question.group !== group) continue;
      const answer = answers.get(question.key);
      answerLine(
        doc,
        `${question.reportNumber}. ${getQuestion(question.key).text} `,
        answer === undefined ? NOT_ANSWERED : winAnsi(answer),
        answer !== undefined,
      );
    }
  }
}
