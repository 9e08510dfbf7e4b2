import type { Writable } from 'node:stream';
import PDFDocument from 'pdfkit';
import { REPORT_GROUPS, REPORT_QUESTIONS, getQuestion, type QuestionKey } from '@wf/scoring';
import { NO_ANSWERS_MARKER } from './rows.ts';
import { breathe } from './sink.ts';

// What both PDF reports share: the page (A4 portrait, 20 mm margins, Helvetica), text that the
// built-in font can show, and the answers block under the older 23-question numbering.

export const MARGIN = (20 * 72) / 25.4; // 20 mm in points: 56.69
export const NOT_ANSWERED = 'Not answered';
export const UNREADABLE_ANSWERS = 'Answers: N/A (this attempt could not be read)';
export type Pdf = PDFKit.PDFDocument;

export const FONT = 'Helvetica';
export const BOLD = 'Helvetica-Bold';
const MUTED = '#555555';
const INK = '#000000';

export function createPdf(title: string): Pdf {
  return new PDFDocument({
    size: 'A4',
    layout: 'portrait',
    margins: { top: MARGIN, bottom: MARGIN, left: MARGIN, right: MARGIN },
    font: FONT,
    // Pages are written out as soon as the next one starts; the document is never held whole.
    bufferPages: false,
    info: { Title: title, Author: 'Water Footprint Tracker', Creator: 'Water Footprint Tracker' },
  });
}

// The 27 characters that WinAnsi places in 0x80-0x9F; with Latin-1 (0xA0-0xFF) and printable
// ASCII these are all that pdfkit's built-in Helvetica can draw.
const WIN_ANSI_EXTRA = new Set(
  '\u20AC\u201A\u0192\u201E\u2026\u2020\u2021\u02C6\u2030\u0160\u2039\u0152\u017D\u2018\u2019\u201C\u201D\u2022\u2013\u2014\u02DC\u2122\u0161\u203A\u0153\u017E\u0178',
);

/**
 * Text the built-in Helvetica can draw: each character outside WinAnsi (emoji, Devanagari, CJK
 * and so on) becomes one '?', and control characters become spaces. Embedding a Unicode font
 * would show them, at the cost of shipping one; names are kept readable in the file name and
 * the CSV exports, which are UTF-8.
 */
export function winAnsi(text: string): string {
  let result = '';
  for (const char of text.normalize('NFC')) {
    const code = char.codePointAt(0) ?? 0;
    if (
      (code >= 0x20 && code <= 0x7e) ||
      (code >= 0xa0 && code <= 0xff) ||
      WIN_ANSI_EXTRA.has(char)
    ) {
      result += char;
    } else if (code < 0x20 || code === 0x7f || (code >= 0x80 && code < 0xa0)) {
      result += ' ';
    } else {
      result += '?';
    }
  }
  return result;
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
  doc.font(bold ? BOLD : FONT).fontSize(table.fontSize);
  cells.forEach((cell, i) => {
    doc.text(cell, x, y + 3, { lineBreak: false });
    x += table.columns[i]?.width ?? 0;
  });
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
  doc
    .font(BOLD)
    .fontSize(size)
    .fillColor(INK)
    .text(`${label}: `, MARGIN, undefined, { continued: true })
    .font(FONT)
    .text(winAnsi(String(value)));
}

export function note(doc: Pdf, text: string, size = 9): void {
  doc.font(FONT).fontSize(size).fillColor(MUTED).text(winAnsi(text), MARGIN).fillColor(INK);
}

/** 'YYYY-MM-DD HH:MM UTC', or N/A for a missing or unreadable moment. */
export function formatMoment(date: Date | null): string {
  if (!date || Number.isNaN(date.getTime())) return 'N/A';
  return `${date.toISOString().slice(0, 16).replace('T', ' ')} UTC`;
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
