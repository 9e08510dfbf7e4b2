// Issue 12, item 7: names in any script in the PDF reports, and times in the community's clock.
// The PDFs are fetched over HTTP as the administrator and their text read back with pdf-parse.
import { execFileSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadConfig, ConfigError } from '../src/env.ts';
import { fontRuns } from '../src/exports/pdf-fonts.ts';
import { formatMoment } from '../src/exports/pdf.ts';
import {
  loginAdmin,
  sampleResponses,
  scorePayload,
  signup,
  useTestServer,
  type Resident,
} from './helpers.ts';
import { download, pdfToText, readPdf } from './exports.support.ts';

const DEVANAGARI = 'प्रिया शर्मा';
const OTHER = 'Наталья Ωμέγα';

describe('font runs', () => {
  it('keeps Helvetica for Latin text and picks a face per script for the rest', () => {
    expect(fontRuns('Zoë – “quoted” €5')).toEqual([
      { face: 'helvetica', text: 'Zoë – “quoted” €5' },
    ]);
    expect(fontRuns(`Priya ${DEVANAGARI}`)).toEqual([
      { face: 'helvetica', text: 'Priya ' },
      { face: 'devanagari', text: 'प्रिया' },
      { face: 'helvetica', text: ' ' },
      { face: 'devanagari', text: 'शर्मा' },
    ]);
    expect(fontRuns(OTHER)).toEqual([
      { face: 'noto', text: 'Наталья' },
      { face: 'helvetica', text: ' ' },
      { face: 'noto', text: 'Ωμέγα' },
    ]);
  });

  it("draws one '?' per character no face has, and spaces for control characters", () => {
    expect(fontRuns('a👩‍👩‍👧b 你好\tc')).toEqual([{ face: 'helvetica', text: 'a?b ?? c' }]);
  });
});

describe('time zone', () => {
  const moment = new Date('2024-01-01T00:00:00.000Z');

  it("shows a moment in the community's zone with its name, India by default", () => {
    expect(loadConfig({}).TIME_ZONE).toBe('Asia/Kolkata');
    expect(formatMoment(moment, 'Asia/Kolkata')).toBe('2024-01-01 05:30 IST');
    expect(formatMoment(moment, 'UTC')).toBe('2024-01-01 00:00 UTC');
    expect(formatMoment(moment, 'America/New_York')).toBe('2023-12-31 19:00 GMT-5');
    expect(formatMoment(null, 'Asia/Kolkata')).toBe('N/A');
  });

  it('refuses a zone that does not exist, naming the setting', () => {
    expect(() => loadConfig({ TIME_ZONE: 'Mars/Olympus' })).toThrow(ConfigError);
    expect(() => loadConfig({ TIME_ZONE: 'Mars/Olympus' })).toThrow(/TIME_ZONE/);
  });
});

const server = await useTestServer({ checkSecrets: false, env: { TIME_ZONE: 'Asia/Kolkata' } });
const admin = await loginAdmin(server);
const get = (path: string) => download(server.url, admin, path);
let priya: Resident;
let natalya: Resident;

describe('PDF reports with names in any script', () => {
  beforeAll(async () => {
    priya = await signup(server, {
      profileName: DEVANAGARI,
      apartmentCommunityName: 'हरियाली अपार्टमेंट',
      apartment: 'बी-12',
    });
    natalya = await signup(server, { profileName: OTHER, apartment: 'Квартира 7' });
    for (const resident of [priya, natalya]) {
      const res = await resident.client.post('/api/scores', scorePayload(sampleResponses(3)));
      expect(res.status).toBe(201);
    }
  });

  it('reads a Devanagari name, community and apartment back intact from the individual report', async () => {
    const pdf = await get(`/api/exports/profiles/${priya.id}/report.pdf`);
    expect(pdf.status).toBe(200);
    savePdf('individual-devanagari.pdf', pdf.bytes);
    const text = pdfToText(pdf.bytes);
    expect(text).toContain(`Profile Name: ${DEVANAGARI}`);
    expect(text).toContain('Community: हरियाली अपार्टमेंट');
    expect(text).toContain('Apartment: बी-12');
    expect(text).not.toMatch(/\?{2,}/);
    // Helvetica stays the main font; the Noto faces are embedded beside it.
    const raw = pdf.bytes.toString('latin1');
    expect(raw).toMatch(/\/BaseFont \/Helvetica\b/);
    expect(raw).toMatch(/\/BaseFont \/[A-Z]{6}\+NotoSansDevanagari/);
    // The attempt was made just now; its time is India's, written with the zone's name.
    const table = (await readPdf(pdf.bytes)).text;
    expect(table).toMatch(/1 \d{4}-\d{2}-\d{2} \d{2}:\d{2} IST \d+ \d+ \d+ Questionnaire/);
    expect(table).not.toMatch(/ UTC/);
  });

  it('reads Cyrillic and Greek back intact, drawn with Noto Sans', async () => {
    const pdf = await get(`/api/exports/profiles/${natalya.id}/report.pdf`);
    const { text } = await readPdf(pdf.bytes);
    expect(text).toContain(`Profile Name: ${OTHER}`);
    expect(text).toContain('Apartment: Квартира 7');
    expect(pdf.bytes.toString('latin1')).toMatch(
      /\/BaseFont \/[A-Z]{6}\+NotoSans-Regular|\/BaseFont \/[A-Z]{6}\+NotoSans\b/,
    );
  });

  it('keeps both names in the report table and in the participant details', async () => {
    const pdf = await get('/api/exports/report.pdf');
    savePdf('report-devanagari.pdf', pdf.bytes);
    const text = pdfToText(pdf.bytes);
    // The table cuts names to 15 characters (spec section 9); both fit.
    expect(text).toContain(DEVANAGARI);
    expect(text).toContain(OTHER);
    expect(text).toMatch(new RegExp(`\\d+\\. ${DEVANAGARI}`));
    expect(text).toMatch(/Generated \d{4}-\d{2}-\d{2} \d{2}:\d{2} IST/);
  });
});

// With PDF_PREVIEW_DIR set, the PDFs are kept and their first page rendered to PNG (pdftoppm) to
// be looked at; without it nothing is written.
function savePdf(name: string, bytes: Buffer): void {
  const dir = process.env.PDF_PREVIEW_DIR;
  if (!dir) return;
  const file = join(dir, name);
  writeFileSync(file, bytes);
  execFileSync('pdftoppm', [
    '-png',
    '-r',
    '80',
    '-f',
    '1',
    '-l',
    '1',
    file,
    file.replace(/\.pdf$/, ''),
  ]);
}
