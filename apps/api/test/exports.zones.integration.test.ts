// Issue 28, item 6: spreadsheets that say what they hold. Every moment in the CSV and XLSX
// exports is on the community's clock (TIME_ZONE, as the PDFs) and says so: the CSV cell carries
// its offset, the XLSX cell's number format the zone's name. Meter dates are date cells; counts
// and ratings are numbers; litres are numbers with the unit (and a change its sign) in the
// number format. Files are downloaded over HTTP and read back with a CSV parser,
// exceljs and pdftotext.
import { describe, expect, it } from 'vitest';
import ExcelJS from 'exceljs';
import { QUESTIONS } from '@wf/scoring';
import { LITRES_FORMAT, SIGNED_LITRES } from '../src/exports/litres.ts';
import { zoned, zonedIso } from '../src/exports/zone.ts';
import { loginAdmin, sampleResponses, scorePayload, signup, useTestServer } from './helpers.ts';
import { download, parseCsv, pdfToText } from './exports.support.ts';

const server = await useTestServer({ checkSecrets: false, env: { TIME_ZONE: 'Asia/Kolkata' } });
const admin = await loginAdmin(server);

// The review's case: 18:55 UTC on the 28th is 00:25 IST on the 29th.
const MOMENT = Date.parse('2026-10-28T18:55:04.721Z');
const tanvi = await signup(server, { profileName: 'Tanvi Reddy' });
const answers = { ...sampleResponses(2), q1_householdSize: '5+', q28_conservationImportance: '4' };
expect((await tanvi.client.post('/api/scores', scorePayload(answers))).status).toBe(201);
server.database.sqlite
  .prepare('update scores set created_at = ? where profile_id = ?')
  .run(MOMENT, tanvi.id);
server.database.sqlite
  .prepare('update profiles set created_at = ? where id = ?')
  .run(MOMENT - 86_400_000, tanvi.id);

async function workbook(path: string): Promise<ExcelJS.Worksheet> {
  const file = await download(server.url, admin, path);
  expect(file.status).toBe(200);
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(file.bytes as unknown as ArrayBuffer);
  const sheet = book.worksheets[0];
  if (!sheet) throw new Error('no worksheet');
  return sheet;
}

function rowOf(sheet: ExcelJS.Worksheet, name: string): ExcelJS.Row {
  let found: ExcelJS.Row | undefined;
  sheet.eachRow((row) => {
    if (row.getCell(1).value === name) found = row;
  });
  if (!found) throw new Error(`no row for ${name}`);
  return found;
}

async function csvRow(path: string): Promise<{ header: string[]; row: string[] }> {
  const file = await download(server.url, admin, path);
  const [header = [], ...rows] = parseCsv(file.text.slice(1));
  const row = rows.find((r) => r[0] === 'Tanvi Reddy');
  if (!row) throw new Error('no row');
  return { header, row };
}

const Q1 = 9 + QUESTIONS.findIndex((q) => q.key === 'q1_householdSize');
const Q28 = 9 + QUESTIONS.findIndex((q) => q.key === 'q28_conservationImportance');

describe('CSV exports', () => {
  it('write moments on the community clock with its offset, under the spec column names', async () => {
    const scores = await csvRow('/api/exports/participant-scores.csv');
    expect(scores.header.slice(7)).toEqual(['Latest Score Date', 'Profile Created Date']);
    expect(scores.row.slice(7)).toEqual(['2026-10-29T00:25:04+05:30', '2026-10-28T00:25:04+05:30']);
    // The same moment as before, only on another clock.
    expect(Date.parse(scores.row[7] ?? '')).toBe(Math.floor(MOMENT / 1000) * 1000);
    const responses = await csvRow('/api/exports/questionnaire-responses.csv');
    expect(responses.header[4]).toBe('Attempt Date');
    expect(responses.row[4]).toBe('2026-10-29T00:25:04+05:30');
    // Answers stay the answers' text in the CSV.
    expect([responses.row[Q1 - 1], responses.row[Q28 - 1]]).toEqual(['5+', '4']);
  });
});

describe('XLSX exports', () => {
  it('hold moments as date cells on the community clock, the zone named in the format', async () => {
    const sheet = await workbook('/api/exports/participant-scores.xlsx');
    const row = rowOf(sheet, 'Tanvi Reddy');
    expect(row.getCell(8).value).toEqual(new Date(Date.UTC(2026, 9, 29, 0, 25, 4)));
    expect(row.getCell(8).numFmt).toBe('yyyy-mm-dd hh:mm:ss "IST"');
    expect(row.getCell(9).value).toEqual(new Date(Date.UTC(2026, 9, 28, 0, 25, 4)));
    expect(row.getCell(9).numFmt).toBe('yyyy-mm-dd hh:mm:ss "IST"');
    // Numbers are numbers.
    expect(typeof row.getCell(5).value).toBe('number');
    // Litres (issue 28): numbers with the unit in the format, the norm difference signed.
    const header = sheet.getRow(1);
    const column = (name: string) => {
      let at = 0;
      header.eachCell((cell, i) => {
        if (cell.value === name) at = i;
      });
      expect(at, name).toBeGreaterThan(0);
      return row.getCell(at);
    };
    for (const name of ['Litres a Day (Home)', 'Litres per Person a Day']) {
      expect(typeof column(name).value).toBe('number');
      expect(column(name).numFmt).toBe(LITRES_FORMAT);
    }
    const vsNorm = column('Per Person vs 135 L Norm');
    expect(typeof vsNorm.value).toBe('number');
    expect(vsNorm.value).toBe(Math.round(column('Litres per Person a Day').value as number) - 135);
    expect(vsNorm.numFmt).toBe(SIGNED_LITRES);
  });

  it('give counts and ratings as numbers, 5+ as 5 with a note, and the attempt on the same day', async () => {
    const sheet = await workbook('/api/exports/questionnaire-responses.xlsx');
    const row = rowOf(sheet, 'Tanvi Reddy');
    expect(row.getCell(5).value).toEqual(new Date(Date.UTC(2026, 9, 29, 0, 25, 4)));
    expect(row.getCell(5).numFmt).toBe('yyyy-mm-dd hh:mm:ss "IST"');
    expect(row.getCell(Q1).value).toBe(5);
    const note = row.getCell(Q1).note;
    expect(typeof note === 'string' ? note : note?.texts?.map((t) => t.text).join('')).toBe(
      '5 or more',
    );
    expect(row.getCell(Q28).value).toBe(4);
    expect(row.getCell(Q28).note).toBeUndefined();
    // Text answers stay text.
    expect(typeof row.getCell(Q1 + 1).value).toBe('string');
    // The litres columns after the Source column: numbers in the litres formats.
    const last = row.cellCount;
    expect(typeof row.getCell(last).value).toBe('number');
    expect(row.getCell(last).numFmt).toBe(SIGNED_LITRES);
    expect(row.getCell(last - 1).numFmt).toBe(LITRES_FORMAT);
    expect(row.getCell(last - 2).numFmt).toBe(LITRES_FORMAT);
  });

  it('agree with the individual PDF on the day and the time', async () => {
    const pdf = await download(server.url, admin, `/api/exports/profiles/${tanvi.id}/report.pdf`);
    expect(pdf.status).toBe(200);
    expect(pdfToText(pdf.bytes)).toContain('2026-10-29 00:25 IST');
  });

  it('store meter dates as date cells and the norm difference as signed litres', async () => {
    for (const [date, readingKl, residents] of [
      ['2026-01-01', 1000, 150],
      ['2026-01-31', 1540.5, 152],
    ] as const) {
      const res = await admin.post('/api/admin/meter-readings', {
        date,
        readingKl,
        occupiedFlats: 40,
        residents,
      });
      expect(res.status).toBe(201);
    }
    const sheet = await workbook('/api/exports/meter-readings.xlsx');
    const first = sheet.getRow(2);
    expect(first.getCell(1).value).toEqual(new Date('2026-01-01T00:00:00Z'));
    expect(first.getCell(1).numFmt).toBe('yyyy-mm-dd');
    const second = sheet.getRow(3);
    expect(second.getCell(1).value).toEqual(new Date('2026-01-31T00:00:00Z'));
    expect(second.getCell(8).value).toBe(-16);
    expect(second.getCell(8).numFmt).toBe('+#,##0" L";-#,##0" L";0" L"');
    expect(second.getCell(6).value).toBe(540_500);
    expect(second.getCell(6).numFmt).toBe('#,##0" L"');
    expect(typeof second.getCell(7).value).toBe('number');
    expect(second.getCell(7).numFmt).toBe(LITRES_FORMAT);
  });
});

describe('zones', () => {
  it('follow summer time where a zone has it, and write UTC as +00:00', () => {
    const summer = new Date('2026-07-01T12:00:00Z');
    const winter = new Date('2026-01-01T12:00:00Z');
    expect(zonedIso(summer, 'America/New_York')).toBe('2026-07-01T08:00:00-04:00');
    expect(zonedIso(winter, 'America/New_York')).toBe('2026-01-01T07:00:00-05:00');
    expect(zonedIso(winter, 'Asia/Kathmandu')).toBe('2026-01-01T17:45:00+05:45');
    expect(zonedIso(winter, 'UTC')).toBe('2026-01-01T12:00:00+00:00');
    expect(zoned(summer, 'Asia/Kolkata').label).toBe('IST');
    expect(zoned(summer, 'America/New_York').label).not.toBe(
      zoned(winter, 'America/New_York').label,
    );
  });
});
