// Things to hand out (issue 30, item 3), over HTTP against a real server and SQLite file: the
// poster's QR code is read back from the rendered page, the PDFs' text with pdftotext (which
// keeps Devanagari in reading order), the calendar file with ical.js.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import ICAL from 'ical.js';
import jsQR from 'jsqr';
import { PNG } from 'pngjs';
import { beforeAll, describe, expect, it } from 'vitest';
import { addDays, dayIn } from '@wf/scoring/check-in';
import {
  ADMIN,
  PARTICIPANT_CODE,
  PUBLIC_URL,
  login,
  sampleResponses,
  scorePayload,
  signup,
  useTestServer,
  type Client,
  type Resident,
} from './helpers.ts';
import { download, pdfToText } from './exports.support.ts';

const server = await useTestServer();
let admin: Client;

beforeAll(async () => {
  admin = await login(server, ADMIN.email, ADMIN.password);
});

/** The first page rendered to PNG by pdftoppm; kept in PDF_PREVIEW_DIR when that is set. */
function renderPage(name: string, bytes: Buffer, dpi = 110): PNG {
  const keep = process.env.PDF_PREVIEW_DIR;
  const dir = keep ?? mkdtempSync(join(tmpdir(), 'wf-handouts-'));
  try {
    const file = join(dir, name);
    writeFileSync(file, bytes);
    const base = file.replace(/\.pdf$/, '');
    execFileSync('pdftoppm', ['-png', '-r', String(dpi), '-singlefile', file, base]);
    return PNG.sync.read(readFileSync(`${base}.png`));
  } finally {
    if (!keep) rmSync(dir, { recursive: true, force: true });
  }
}

function pdfPages(bytes: Buffer): number {
  const info = execFileSync('pdfinfo', ['-'], { input: bytes, encoding: 'utf8' });
  return Number(/Pages:\s+(\d+)/.exec(info)?.[1]);
}

describe('GET /api/exports/poster.pdf', () => {
  it('is one A4 page whose QR code opens the signup page with the participant code', async () => {
    const res = await download(server.url, admin, '/api/exports/poster.pdf');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect(res.headers.get('content-disposition')).toContain('poster.pdf');
    expect(pdfPages(res.bytes)).toBe(1);
    const info = execFileSync('pdfinfo', ['-'], { input: res.bytes, encoding: 'utf8' });
    expect(info).toMatch(/Page size:\s+595\.28 x 841\.89 pts \(A4\)/);

    const png = renderPage('poster.pdf', res.bytes);
    const qr = jsQR(new Uint8ClampedArray(png.data), png.width, png.height);
    expect(qr?.data).toBe(`${PUBLIC_URL}/signup?code=${PARTICIPANT_CODE}`);

    const text = pdfToText(res.bytes);
    expect(text).toContain('How much water does your home use?');
    expect(text).toContain('आपका घर कितना पानी इस्तेमाल करता है?');
    expect(text).toContain(PUBLIC_URL);
    expect(text).toContain(PARTICIPANT_CODE);
    expect(text).toContain('Check in every 30 days');
  });

  it('carries one language when asked, and refuses an unknown one', async () => {
    const hindi = await download(server.url, admin, '/api/exports/poster.pdf?lang=hi');
    expect(hindi.status).toBe(200);
    const text = pdfToText(hindi.bytes);
    expect(text).toContain('जुड़ने के लिए स्कैन करें');
    expect(text).not.toContain('Scan to join');
    const png = renderPage('poster-hi.pdf', hindi.bytes);
    expect(jsQR(new Uint8ClampedArray(png.data), png.width, png.height)?.data).toContain(
      `code=${PARTICIPANT_CODE}`,
    );

    const bad = await download(server.url, admin, '/api/exports/poster.pdf?lang=fr');
    expect(bad.status).toBe(400);
    expect(bad.json.error).toMatch(/lang must be one of: en, hi/);
  });

  it('is the administrator’s alone', async () => {
    const resident = await signup(server);
    expect((await download(server.url, resident.client, '/api/exports/poster.pdf')).status).toBe(
      403,
    );
    expect((await download(server.url, null, '/api/exports/poster.pdf')).status).toBe(401);
  });
});

describe('GET /api/kids/certificate.pdf', () => {
  let child: Resident;

  beforeAll(async () => {
    child = await signup(server, { profileName: 'Meera' });
  });

  it('names the missions done and, before a second questionnaire, asks for one', async () => {
    await child.client.put('/api/kids/missions', { mission: 'water-hero', done: true });
    await child.client.put('/api/kids/missions', { mission: 'water-song', done: true });
    const res = await download(server.url, child.client, '/api/kids/certificate.pdf');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect(pdfPages(res.bytes)).toBe(1);
    const text = pdfToText(res.bytes);
    expect(text).toContain('Water Hero Certificate');
    expect(text).toContain('Meera');
    expect(text).toContain('Draw a Water Hero');
    expect(text).toContain('Make Up a Water Song');
    expect(text).not.toContain('Water Detective');
    expect(text).toContain('Take the questionnaire again next month');
    renderPage('certificate-en.pdf', res.bytes, 60);
  });

  it('says the home’s litres saved, first questionnaire to latest, in the child’s language', async () => {
    const litres = async () =>
      (await child.client.get('/api/footprint')).body.footprint.direct.litresPerDay as number;
    // Answers the model puts at about 800, then 380 and 240 litres a day: the first counts.
    await child.client.post('/api/scores', scorePayload(sampleResponses(4)));
    const first = await litres();
    await child.client.post('/api/scores', scorePayload(sampleResponses(5)));
    await child.client.post('/api/scores', scorePayload(sampleResponses(6)));
    const saved = Math.round(first - (await litres()));
    expect(saved).toBeGreaterThan(400);

    await child.client.trpcMutation('users.setLanguage', { language: 'hi' });
    const res = await download(server.url, child.client, '/api/kids/certificate.pdf');
    const text = pdfToText(res.bytes);
    expect(text).toContain('जल हीरो प्रमाणपत्र');
    expect(text).toContain('जल हीरो बनाओ');
    expect(text).toContain(`आपका घर अब रोज़ लगभग ${saved} लीटर पानी बचाता है।`);
    // Never points.
    expect(text).not.toMatch(/points|अंक/);
    renderPage('certificate-hi.pdf', res.bytes, 60);
  });

  it('is one’s own: another resident’s id is refused', async () => {
    const other = await signup(server);
    const res = await download(
      server.url,
      other.client,
      `/api/kids/certificate.pdf?userId=${child.id}`,
    );
    expect(res.status).toBe(403);
    expect(res.json.error).toBeTruthy();
  });
});

describe('GET /api/calendar/next-check-in.ics', () => {
  function parse(text: string) {
    const calendar = new ICAL.Component(ICAL.parse(text));
    const event = new ICAL.Event(calendar.getFirstSubcomponent('vevent')!);
    return { calendar, event };
  }

  it('is today before any questionnaire, then 30 days after the latest, all day', async () => {
    const resident = await signup(server);
    const first = await download(server.url, resident.client, '/api/calendar/next-check-in.ics');
    expect(first.status).toBe(200);
    expect(first.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
    // RFC 5545: every line ends in CRLF and none is longer than 75 octets.
    expect(first.text.endsWith('\r\n')).toBe(true);
    for (const line of first.text.split('\r\n')) {
      expect(line).not.toContain('\n');
      expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);
    }
    const today = dayIn(new Date(), 'Asia/Kolkata');
    expect(parse(first.text).event.startDate.toString()).toBe(today);

    await resident.client.post('/api/scores', scorePayload(sampleResponses(1)));
    const res = await download(server.url, resident.client, '/api/calendar/next-check-in.ics');
    const { event } = parse(res.text);
    expect(event.startDate.isDate).toBe(true);
    expect(event.startDate.toString()).toBe(addDays(today, 30));
    expect(event.endDate.toString()).toBe(addDays(today, 31));
    expect(event.summary).toBe('Water check-in: answer the questionnaire again');
    expect(event.description).toContain(PUBLIC_URL);
  });

  it('is in the resident’s language, folded and unfolded back whole', async () => {
    const resident = await signup(server);
    await resident.client.trpcMutation('users.setLanguage', { language: 'hi' });
    const res = await download(server.url, resident.client, '/api/calendar/next-check-in.ics');
    const { event } = parse(res.text);
    expect(event.summary).toBe('पानी की जाँच: प्रश्नावली दोबारा भरें');
    expect(event.description).toBe(
      `${PUBLIC_URL} खोलें और प्रश्नावली दोबारा भरें, देखें कि आपका घर कितने लीटर बचाता है।`,
    );
  });

  it('asks for a session', async () => {
    const res = await download(server.url, null, '/api/calendar/next-check-in.ics');
    expect(res.status).toBe(401);
  });
});
