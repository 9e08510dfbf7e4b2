// What the export suites need beyond test/helpers.ts: binary downloads (the helpers' client
// reads bodies as text, which would mangle XLSX and PDF bytes and drop the CSV's BOM), and
// readers for the three formats: a strict RFC 4180 parser, exceljs and pdf-parse.
import { execFileSync } from 'node:child_process';
import { createWriteStream, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import { inflateRawSync } from 'node:zlib';
import ExcelJS from 'exceljs';
import { PDFParse } from 'pdf-parse';
import type { Client } from './helpers.ts';

export interface Download {
  status: number;
  headers: Headers;
  bytes: Buffer;
  /** The body as UTF-8 text, BOM kept. */
  text: string;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  json: any;
}

function cookieHeader(client: Client | null): Record<string, string> {
  if (!client || client.cookies.size === 0) return {};
  return { cookie: [...client.cookies].map(([k, v]) => `${k}=${v}`).join('; ') };
}

/** GET `path` with the client's cookies (none for `null`), the body kept as bytes. */
export async function download(
  baseUrl: string,
  client: Client | null,
  path: string,
): Promise<Download> {
  const response = await fetch(new URL(path, baseUrl), { headers: cookieHeader(client) });
  const bytes = Buffer.from(await response.arrayBuffer());
  const text = bytes.toString('utf8');
  const json = (response.headers.get('content-type') ?? '').includes('json')
    ? JSON.parse(text)
    : undefined;
  return { status: response.status, headers: response.headers, bytes, text, json };
}

/**
 * Streams a download straight to a file, counting bytes and CRLF line ends on the way, so the
 * test process holds none of it (the scale suite measures the server's memory in this process).
 */
export async function downloadToFile(
  baseUrl: string,
  client: Client,
  path: string,
  file: string,
): Promise<{ status: number; headers: Headers; size: number; lines: number }> {
  const response = await fetch(new URL(path, baseUrl), { headers: cookieHeader(client) });
  if (!response.body) throw new Error('no body');
  let size = 0;
  let lines = 0;
  const counter = new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      size += chunk.length;
      for (let i = chunk.indexOf(10); i !== -1; i = chunk.indexOf(10, i + 1)) lines += 1;
      callback(null, chunk);
    },
  });
  await pipeline(
    Readable.fromWeb(response.body as unknown as WebReadableStream),
    counter,
    createWriteStream(file),
  );
  return { status: response.status, headers: response.headers, size, lines };
}

/** A strict RFC 4180 reader: CRLF records, quoted fields with doubled quotes; throws on anything else. */
export function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let i = 0;
  let quoted = false;
  while (i < text.length) {
    const c = text[i];
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        field += '"';
        i += 2;
      } else if (c === '"') {
        quoted = false;
        i += 1;
        if (![',', '\r', undefined].includes(text[i]))
          throw new Error(`text after a closing quote at ${i}`);
      } else {
        field += c;
        i += 1;
      }
    } else if (c === '"') {
      if (field !== '') throw new Error(`quote inside an unquoted field at ${i}`);
      quoted = true;
      i += 1;
    } else if (c === ',') {
      row.push(field);
      field = '';
      i += 1;
    } else if (c === '\r') {
      if (text[i + 1] !== '\n') throw new Error(`bare CR at ${i}`);
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
      i += 2;
    } else if (c === '\n') {
      throw new Error(`bare LF at ${i}`);
    } else {
      field += c;
      i += 1;
    }
  }
  if (quoted) throw new Error('unterminated quoted field');
  if (field !== '' || row.length > 0) throw new Error('the last record has no CRLF');
  return rows;
}

export type XlsxValue = string | number | Date | null;

/** Every row of the first worksheet, as plain values. */
export async function readXlsx(bytes: Buffer): Promise<XlsxValue[][]> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
  const sheet = workbook.worksheets[0];
  if (!sheet) throw new Error('no worksheet');
  const rows: XlsxValue[][] = [];
  sheet.eachRow({ includeEmpty: true }, (row) => {
    const values: XlsxValue[] = [];
    for (let c = 1; c <= sheet.columnCount; c++) {
      const value = row.getCell(c).value;
      values.push(value === undefined ? null : (value as XlsxValue));
    }
    rows.push(values);
  });
  return rows;
}

/** The text of a PDF and its page count. */
export async function readPdf(bytes: Buffer): Promise<{ text: string; pages: number }> {
  const parser = new PDFParse({ data: new Uint8Array(bytes) });
  try {
    const result = await parser.getText();
    return { text: result.text, pages: result.total };
  } finally {
    await parser.destroy();
  }
}

/**
 * The text of a PDF as poppler's pdftotext reads it (in reading order, -layout off). Unlike
 * pdf.js it honours /ActualText, so a Devanagari name comes back in its logical order rather
 * than in the order its glyphs are drawn (a vowel sign like ि is drawn before its consonant).
 */
export function pdfToText(bytes: Buffer): string {
  const dir = mkdtempSync(join(tmpdir(), 'wf-pdftotext-'));
  try {
    const file = join(dir, 'in.pdf');
    writeFileSync(file, bytes);
    return execFileSync('pdftotext', ['-enc', 'UTF-8', file, '-'], { encoding: 'utf8' });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** The page count of a large PDF and the text of its first and last pages, from one parse. */
export async function pdfEnds(
  bytes: Buffer,
): Promise<{ pages: number; first: string; last: string }> {
  const parser = new PDFParse({ data: new Uint8Array(bytes) });
  try {
    const first = await parser.getText({ partial: [1] });
    const last = await parser.getText({ partial: [first.total] });
    return { pages: first.total, first: first.text, last: last.text };
  } finally {
    await parser.destroy();
  }
}

/**
 * The XML of the first worksheet of an XLSX file, read straight from the zip (central directory,
 * then the entry inflated): quick enough for a sheet of 50,000 rows, where loading it into
 * exceljs would take longer than writing it.
 */
export function xlsxSheetXml(bytes: Buffer, name = 'xl/worksheets/sheet1.xml'): string {
  const eocd = bytes.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  if (eocd < 0) throw new Error('not a zip file');
  const entries = bytes.readUInt16LE(eocd + 10);
  let at = bytes.readUInt32LE(eocd + 16);
  for (let i = 0; i < entries; i++) {
    if (bytes.readUInt32LE(at) !== 0x02014b50) throw new Error('bad central directory');
    const method = bytes.readUInt16LE(at + 10);
    const compressed = bytes.readUInt32LE(at + 20);
    const nameLength = bytes.readUInt16LE(at + 28);
    const extraLength = bytes.readUInt16LE(at + 30);
    const commentLength = bytes.readUInt16LE(at + 32);
    const local = bytes.readUInt32LE(at + 42);
    const entryName = bytes.toString('utf8', at + 46, at + 46 + nameLength);
    if (entryName === name) {
      const dataAt = local + 30 + bytes.readUInt16LE(local + 26) + bytes.readUInt16LE(local + 28);
      const data = bytes.subarray(dataAt, dataAt + compressed);
      return (method === 8 ? inflateRawSync(data) : data).toString('utf8');
    }
    at += 46 + nameLength + extraLength + commentLength;
  }
  throw new Error(`${name} is not in the zip`);
}
