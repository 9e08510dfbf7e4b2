// Issue 5, exports: every download is fetched as the administrator over HTTP and read back
// (CSV parsed, XLSX loaded with exceljs, PDFs' text extracted with pdf-parse), then checked
// against the database. Sections 2 (/admin), 6, 8 and 9 of the spec.
import { beforeAll, describe, expect, it } from 'vitest';
import {
  REPORT_QUESTIONS,
  QUESTIONS,
  getQuestion,
  scoreResponses,
  type Responses,
} from '@wf/scoring';
import { parse as parseDisposition } from 'content-disposition';
import { count as countRows } from 'drizzle-orm';
import { openDatabase, type Database } from '@wf/db/client';
import { profiles } from '@wf/db/schema';
import { runMigrations } from '@wf/db/migrate';
import { BOM, csvField } from '../src/exports/csv.ts';
import { fileStem } from '@wf/scoring/exports-catalogue';
import { contentDisposition } from '../src/exports/filenames.ts';
import { LITRES_COLUMNS } from '../src/exports/litres.ts';
import { participantScoresTable } from '../src/exports/participant-scores.ts';
import { truncate, winAnsi } from '../src/exports/pdf.ts';
import { openExportReader } from '../src/exports/reader.ts';
import { createStore } from '../src/domain/store.ts';
import { neutralise } from '../src/exports/table.ts';
import {
  ADMIN,
  loginAdmin,
  sampleResponses,
  scorePayload,
  signup,
  useTestServer,
  type Client,
  type Resident,
} from './helpers.ts';
import {
  download,
  parseCsv,
  readPdf,
  readXlsx,
  type Download,
  type XlsxValue,
} from './exports.support.ts';

const LEGACY = 'Legacy Data - Individual responses not available';
const today = () => new Date().toISOString().slice(0, 10);

/**
 * A moment as the CSV writes it: on the community's clock (the test server's TIME_ZONE is the
 * default, Asia/Kolkata, 5 h 30 ahead of UTC all year) with its offset (issue 28, item 6).
 */
const IST_MS = 330 * 60_000;
const inIst = (ms: number) => `${new Date(ms + IST_MS).toISOString().slice(0, 19)}+05:30`;

const EXPORTS = [
  '/api/exports/participant-scores.csv',
  '/api/exports/participant-scores.xlsx',
  '/api/exports/questionnaire-responses.csv',
  '/api/exports/questionnaire-responses.xlsx',
  '/api/exports/report.pdf',
];

const server = await useTestServer({ checkSecrets: false });
const admin = await loginAdmin(server);

const r: Record<
  'alice' | 'long' | 'formula' | 'unicode' | 'idle' | 'legacy' | 'partial',
  Resident
> = {} as never;
const partialResponses: Partial<Responses> = { ...sampleResponses(5) };
delete partialResponses.q1_householdSize;
delete partialResponses.q28_conservationImportance;

beforeAll(async () => {
  // The administrator takes the questionnaire too: it must still appear nowhere.
  expect((await admin.post('/api/scores', scorePayload(sampleResponses(9)))).status).toBe(201);

  r.alice = await signup(server, { profileName: 'Alice Example', apartment: 'A-1' });
  r.long = await signup(server, {
    profileName: 'Christophera Montgomery',
    email: 'christophera.montgomery@example.com',
    apartmentCommunityName: 'Sunnyside Gardens Residency',
    apartment: 'Tower-B-1204-East',
  });
  r.formula = await signup(server, {
    profileName: '=HYPERLINK("http://evil.test","click")',
    email: '-dash@example.com',
    apartmentCommunityName: '@SUM(A1:A9)',
    apartment: '+1-555',
  });
  r.unicode = await signup(server, { profileName: 'Ananya 😀 नमस्ते', apartment: 'C-3, "North"' });
  r.idle = await signup(server, { profileName: 'Idle Ivan' });
  r.legacy = await signup(server, { profileName: 'Lena Legacy' });
  r.partial = await signup(server, { profileName: 'Pat Partial' });

  for (const [resident, seeds] of [
    [r.alice, [1, 2]],
    [r.long, [3]],
    [r.formula, [4]],
    [r.unicode, [6]],
    [r.partial, [7]],
  ] as const) {
    for (const seed of seeds) {
      const res = await resident.client.post('/api/scores', scorePayload(sampleResponses(seed)));
      expect(res.status).toBe(201);
    }
  }
  // Lena: two attempts imported from the old local-only version, and an old attempt without
  // answers that the administrator's migration turns into a legacy one.
  const imported = await r.legacy.client.post('/api/scores/legacy', {
    entries: [
      { score: 70, directScore: 50, indirectScore: 20, date: '2023-03-01T10:00:00.000Z' },
      {
        ...scoreResponses(sampleResponses(8)),
        score: scoreResponses(sampleResponses(8)).totalScore,
        totalScore: undefined,
        date: '2023-04-01T10:00:00.000Z',
        responses: sampleResponses(8),
      },
    ],
  });
  expect(imported.body).toEqual({ success: true, imported: 2, skipped: 0 });
  server.database.sqlite
    .prepare(
      `insert into scores (profile_id, total_score, direct_score, indirect_score, created_at)
       values (?, 64, 40, 24, ?)`,
    )
    .run(r.legacy.id, Date.parse('2023-05-01T10:00:00.000Z'));
  // Pat's latest attempt was stored by an older build that knew fewer questions.
  server.database.sqlite
    .prepare(
      `insert into scores (profile_id, total_score, direct_score, indirect_score, responses, created_at)
       values (?, 80, 60, 20, ?, ?)`,
    )
    .run(r.partial.id, JSON.stringify(partialResponses), Date.now() + 1000);
  server.database.sqlite
    .prepare('update profiles set water_score = 80, latest_score_at = ? where id = ?')
    .run(Date.now() + 1000, r.partial.id);
  const migrated = await admin.post('/api/admin/migrate-legacy');
  expect(migrated.body).toEqual({ success: true, updated: 1 });
});

const get = (path: string, client: Client | null = admin) => download(server.url, client, path);

// ---------------------------------------------------------------------------------------------
// The database's view, computed independently of the export code.

interface DbProfile {
  id: number;
  profileName: string;
  email: string;
  community: string;
  apartment: string;
  createdAt: number;
  waterScore: number;
  latestAt: number | null;
}
interface DbScore {
  id: number;
  profileId: number;
  totalScore: number;
  directScore: number;
  indirectScore: number;
  responses: string | null;
  isLegacy: number;
  createdAt: number;
}

function residentsInDb(): DbProfile[] {
  return server.database.sqlite
    .prepare(
      `select id, profile_name as profileName, email, apartment_community_name as community,
              apartment, created_at as createdAt, water_score as waterScore,
              latest_score_at as latestAt
       from profiles where is_admin = 0 order by id`,
    )
    .all() as DbProfile[];
}

function scoresOf(profileId: number): DbScore[] {
  return (
    server.database.sqlite
      .prepare(
        `select id, profile_id as profileId, total_score as totalScore, direct_score as directScore,
                indirect_score as indirectScore, responses, is_legacy as isLegacy,
                created_at as createdAt
         from scores where profile_id = ?`,
      )
      .all(profileId) as DbScore[]
  ).sort((a, b) => a.createdAt - b.createdAt || a.id - b.id);
}

/** How a text cell must read in both spreadsheets: N/A when empty, formulas neutralised. */
function expectedText(value: string): string {
  if (value === '') return 'N/A';
  return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}

function expectedParticipantRows(): string[][] {
  return residentsInDb().map((p) => {
    const attempts = scoresOf(p.id);
    const totals = attempts.map((s) => s.totalScore);
    return [
      expectedText(p.profileName),
      expectedText(p.email),
      expectedText(p.community),
      expectedText(p.apartment),
      String(attempts.length),
      String(totals.length ? Math.max(...totals) : 0),
      String(totals.length ? Math.round(totals.reduce((a, b) => a + b, 0) / totals.length) : 0),
      totals.length ? inIst(Math.max(...attempts.map((s) => s.createdAt))) : 'N/A',
      inIst(p.createdAt),
    ];
  });
}

function expectedResponseRows(): string[][] {
  return residentsInDb().flatMap((p) =>
    scoresOf(p.id).map((s) => {
      // Answers are exported whenever they are stored, imported attempts included.
      const legacy = s.responses === null;
      const answers = legacy ? {} : (JSON.parse(s.responses as string) as Record<string, string>);
      return [
        expectedText(p.profileName),
        expectedText(p.email),
        expectedText(p.community),
        expectedText(p.apartment),
        inIst(s.createdAt),
        String(s.totalScore),
        String(s.directScore),
        String(s.indirectScore),
        ...QUESTIONS.map((q) => (legacy ? LEGACY : expectedText(answers[q.key] ?? ''))),
      ];
    }),
  );
}

/**
 * An XLSX row in the CSV's terms: numbers as text, dates (cells on the community's wall clock,
 * which exceljs reads back as UTC fields) as the CSV's ISO text with the IST offset.
 */
function asCsvCells(row: XlsxValue[]): string[] {
  return row.map((v) =>
    v instanceof Date ? `${v.toISOString().slice(0, 19)}+05:30` : v === null ? '' : String(v),
  );
}

function expectDownload(res: Download, type: RegExp, fileName: string) {
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toMatch(type);
  const disposition = parseDisposition(res.headers.get('content-disposition') ?? '');
  expect(disposition.type).toBe('attachment');
  expect(disposition.parameters.filename).toBe(fileName);
  expect(res.headers.get('cache-control')).toBe('no-store');
}

// ---------------------------------------------------------------------------------------------

describe('access', () => {
  const individual = () => `/api/exports/profiles/${r.alice.id}/report.pdf`;

  it('answers 401 without a session and 403 to a resident, as JSON, for every export', async () => {
    for (const path of [...EXPORTS, individual()]) {
      const anonymous = await get(path, null);
      expect(anonymous.status, path).toBe(401);
      expect(anonymous.json.error).toMatch(/log in/i);
      const resident = await get(path, r.alice.client);
      expect(resident.status, path).toBe(403);
      expect(resident.json.error).toBe('Only the administrator can do that.');
    }
  });

  it('404s an unknown profile and the administrator, 400s a malformed id', async () => {
    const unknown = await get('/api/exports/profiles/999999/report.pdf');
    expect(unknown.status).toBe(404);
    expect(unknown.json.error).toBe('No participant with id 999999');
    const own = await get(`/api/exports/profiles/${server.adminId}/report.pdf`);
    expect(own.status).toBe(404);
    const bad = await get('/api/exports/profiles/abc/report.pdf');
    expect(bad.status).toBe(400);
    expect(bad.json.error).toMatch(/id/);
  });
});

describe('participant scores', () => {
  let csv: Download;
  let rows: string[][];
  beforeAll(async () => {
    csv = await get('/api/exports/participant-scores.csv');
    rows = parseCsv(csv.text.slice(1));
  });

  it('is a UTF-8 CSV with a BOM and CRLF lines, named participant_scores_<date>.csv', () => {
    expectDownload(csv, /^text\/csv; charset=utf-8$/, `participant_scores_${today()}.csv`);
    expect([...csv.bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(csv.text.startsWith(BOM)).toBe(true);
    // parseCsv accepts CRLF record ends only.
    expect(csv.text.endsWith('\r\n')).toBe(true);
  });

  it('has the nine columns of section 9 and one row per resident, as in the database', () => {
    expect(rows[0]).toEqual([
      'Profile Name',
      'Email',
      'Community',
      'Apartment',
      'Total Attempts',
      'Best Score',
      'Average Score',
      'Latest Score Date',
      'Profile Created Date',
    ]);
    expect(rows.slice(1)).toEqual(expectedParticipantRows());
    expect(rows).toHaveLength(1 + 7);
  });

  it('gives a resident without attempts 0, 0, 0 and N/A', () => {
    const idle = rows.find((row) => row[0] === 'Idle Ivan');
    expect(idle?.slice(4, 8)).toEqual(['0', '0', '0', 'N/A']);
  });

  it('computes Best Score as the maximum and Average Score as the rounded mean', () => {
    const alice = rows.find((row) => row[0] === 'Alice Example');
    const totals = [1, 2].map((seed) => scoreResponses(sampleResponses(seed)).totalScore);
    expect(alice?.slice(4, 7)).toEqual([
      '2',
      String(Math.max(...totals)),
      String(Math.round((totals[0]! + totals[1]!) / 2)),
    ]);
  });

  it('neutralises cells that a spreadsheet would run as formulas, and quotes per RFC 4180', () => {
    const row = rows.find((cells) => cells[1] === "'-dash@example.com");
    expect(row?.slice(0, 4)).toEqual([
      `'=HYPERLINK("http://evil.test","click")`,
      "'-dash@example.com",
      "'@SUM(A1:A9)",
      "'+1-555",
    ]);
    expect(csv.text).toContain(`"'=HYPERLINK(""http://evil.test"",""click"")"`);
    expect(csv.text).toContain('"C-3, ""North"""');
    expect(csv.text).toContain('Ananya 😀 नमस्ते');
  });

  it('leaves the administrator out', () => {
    expect(csv.text).not.toContain(ADMIN.email);
    expect(csv.text).not.toContain('Admin Community');
  });

  it('has an XLSX twin with the same cells, dates as dates', async () => {
    const xlsx = await get('/api/exports/participant-scores.xlsx');
    expectDownload(xlsx, /spreadsheetml\.sheet$/, `participant_scores_${today()}.xlsx`);
    const sheet = await readXlsx(xlsx.bytes);
    // The spec's nine columns, cell for cell; the XLSX twin's litres columns follow them.
    expect(sheet.map((row) => asCsvCells(row).slice(0, 9))).toEqual(rows);
    expect(sheet[0]?.slice(9)).toEqual(LITRES_COLUMNS.map((c) => c.header));
    const alice = sheet.find((row) => row[0] === 'Alice Example');
    expect(alice?.[4]).toBe(2);
    expect(alice?.[7]).toBeInstanceOf(Date);
    expect(sheet.find((row) => row[0] === 'Idle Ivan')?.[7]).toBe('N/A');
    expect(JSON.stringify(sheet)).not.toContain(ADMIN.email);
  });
});

describe('questionnaire responses', () => {
  let csv: Download;
  let rows: string[][];
  beforeAll(async () => {
    csv = await get('/api/exports/questionnaire-responses.csv');
    rows = parseCsv(csv.text.slice(1));
  });

  it('is named questionnaire_responses_<date>.csv and starts with a BOM', () => {
    expectDownload(csv, /^text\/csv; charset=utf-8$/, `questionnaire_responses_${today()}.csv`);
    expect(csv.text.startsWith(BOM)).toBe(true);
  });

  it('has the eight leading columns and the 31 question headers of packages/scoring', () => {
    expect(rows[0]?.slice(0, 8)).toEqual([
      'Profile Name',
      'Email',
      'Community',
      'Apartment',
      'Attempt Date',
      'Total Score',
      'Direct Score',
      'Indirect Score',
    ]);
    expect(rows[0]?.slice(8)).toEqual(QUESTIONS.map((q) => `Q${q.number}. ${q.text}`));
    expect(rows[0]?.[8]).toBe('Q1. How many people live in your home?');
    expect(rows[0]).toHaveLength(39);
  });

  it('has one row per resident attempt with its answers, as in the database', () => {
    const attempts = server.database.sqlite
      .prepare(
        'select count(*) from scores s join profiles p on p.id = s.profile_id where p.is_admin = 0',
      )
      .pluck()
      .get();
    expect(rows.length - 1).toBe(attempts);
    expect(rows.slice(1)).toEqual(expectedResponseRows());
    const alice = rows.filter((row) => row[0] === 'Alice Example');
    expect(alice.map((row) => row.slice(8))).toEqual(
      [1, 2].map((seed) => QUESTIONS.map((q) => sampleResponses(seed)[q.key])),
    );
  });

  it('marks every question of an attempt without answers, and writes N/A for a missing answer', () => {
    const lena = rows.filter((row) => row[0] === 'Lena Legacy');
    expect(lena).toHaveLength(3);
    // Imported without answers, and stored without them (then migrated): the marker.
    for (const row of [lena[0], lena[2]]) {
      expect(row?.slice(8)).toEqual(QUESTIONS.map(() => LEGACY));
    }
    // Imported with its 31 answers: they are exported.
    expect(lena[1]?.slice(8)).toEqual(QUESTIONS.map((q) => sampleResponses(8)[q.key]));
    expect(lena.map((row) => row.slice(4, 8))).toEqual([
      ['2023-03-01T15:30:00+05:30', '70', '50', '20'],
      [
        '2023-04-01T15:30:00+05:30',
        ...['totalScore', 'directScore', 'indirectScore'].map((k) =>
          String(scoreResponses(sampleResponses(8))[k as 'totalScore']),
        ),
      ],
      ['2023-05-01T15:30:00+05:30', '64', '40', '24'],
    ]);
    const pat = rows.filter((row) => row[0] === 'Pat Partial').at(-1);
    expect(pat?.[8]).toBe('N/A');
    expect(pat?.[8 + 27]).toBe('N/A');
    expect(pat?.filter((cell) => cell === 'N/A')).toHaveLength(2);
  });

  it('leaves out residents without attempts and the administrator', () => {
    expect(rows.some((row) => row[0] === 'Idle Ivan')).toBe(false);
    expect(csv.text).not.toContain(ADMIN.email);
  });

  it('has an XLSX twin with the same cells, and the source of each attempt after them', async () => {
    const xlsx = await get('/api/exports/questionnaire-responses.xlsx');
    expectDownload(xlsx, /spreadsheetml\.sheet$/, `questionnaire_responses_${today()}.xlsx`);
    const sheet = await readXlsx(xlsx.bytes);
    // The spec's 39 columns, cell for cell, then Source, then the litres columns.
    const source = 39;
    // Counts and ratings are numbers there: '5+' is 5 (with a note, exports.zones test).
    const q1 = 8;
    const asNumbers = rows.map((row, i) =>
      i > 0 && row[q1] === '5+' ? row.map((c, j) => (j === q1 ? '5' : c)) : row,
    );
    expect(sheet.map((row) => asCsvCells(row).slice(0, source))).toEqual(asNumbers);
    expect(sheet[0]?.slice(source + 1)).toEqual(LITRES_COLUMNS.map((c) => c.header));
    const sources = residentsInDb().flatMap((p) =>
      scoresOf(p.id).map((s) => (s.isLegacy === 1 ? 'Imported' : 'Questionnaire')),
    );
    expect(sheet.map((row) => row[source])).toEqual(['Source', ...sources]);
    expect(sheet.filter((row) => row[0] === 'Lena Legacy').map((row) => row[source])).toEqual([
      'Imported',
      'Imported',
      'Imported',
    ]);
    expect(sheet.find((row) => row[0] === 'Alice Example')?.[source]).toBe('Questionnaire');
    expect(sheet.find((row) => row[1] === "'-dash@example.com")?.[0]).toBe(
      `'=HYPERLINK("http://evil.test","click")`,
    );
  });
});

describe('PDF report', () => {
  let pdf: Download;
  let text: string;
  let table: string;
  let details: string;
  beforeAll(async () => {
    pdf = await get('/api/exports/report.pdf');
    ({ text } = await readPdf(pdf.bytes));
    [table = '', details = ''] = text.split('Participant Details');
  });

  it('is an A4 portrait PDF named questionnaire_report_<date>.pdf', () => {
    expectDownload(pdf, /^application\/pdf$/, `questionnaire_report_${today()}.pdf`);
    expect(pdf.bytes.subarray(0, 5).toString()).toBe('%PDF-');
    // A4 is 595.28 x 841.89 points.
    expect(pdf.bytes.toString('latin1')).toMatch(/\/MediaBox \[0 0 595\.28 841\.89\]/);
    expect(pdf.bytes.toString('latin1')).toContain('/BaseFont /Helvetica');
  });

  it('shows the summary figures of the residents only', () => {
    const residents = residentsInDb();
    const withScores = residents.filter((p) => p.waterScore > 0).length;
    expect(residents).toHaveLength(7);
    // Lena's attempts were all imported: they count on no board (issue 27, item 9: an imported
    // date is the importer's word), so she has no board score. The report shows each resident's
    // latest score whatever its origin, marked when imported (docs/households.md), and counts
    // hers among the participants with scores, as its table shows one.
    expect(withScores).toBe(5);
    expect(text).toContain('Total Participants: 7');
    expect(text).toContain('Participants with Scores: 6');
    expect(text).toContain(`Completion Rate: ${Math.round((6 / 7) * 100)}%`);
    const lena = table.split('\n').find((line) => line.includes('Lena Legacy'))!;
    expect(lena).toMatch(/64\*\s*$/);
    expect(table).toContain('* Imported from the earlier version of the app');
    const alice = table.split('\n').find((line) => line.includes('Alice Example'))!;
    expect(alice).not.toContain('*');
  });

  it('truncates the table: name 15, email 20, community 15, apartment 10, ending in ...', () => {
    expect(table).toContain('Christophera...');
    expect(table).toContain('christophera.mont...');
    expect(table).toContain('Sunnyside Ga...');
    expect(table).toContain('Tower-B...');
    expect(table).not.toContain('Christophera Montgomery');
    expect(table).not.toContain('christophera.montgomery@example.com');
    // Values within the limits are whole.
    expect(table).toContain('Alice Example');
    // The details keep the full values.
    expect(details).toContain('Christophera Montgomery');
    expect(details).toContain('christophera.montgomery@example.com');
  });

  it("lists each resident's latest answers under the 23-question numbering, 'Not answered' if missing", () => {
    const latest = sampleResponses(2);
    for (const group of [
      'Direct Water Use',
      'Water Saving Features',
      'Indirect Water Use',
      'Awareness and Engagement',
    ]) {
      expect(details).toContain(group);
    }
    const aliceDetails = details.slice(
      details.indexOf('Alice Example'),
      details.indexOf('Christophera'),
    );
    expect(aliceDetails).toContain(
      `1. ${getQuestion('q1_householdSize').text} ${latest.q1_householdSize}`,
    );
    expect(aliceDetails).toContain(
      `8. ${getQuestion('q16_tapWhileBrushing').text} ${latest.q16_tapWhileBrushing}`,
    );
    expect(REPORT_QUESTIONS).toHaveLength(23);
    expect(aliceDetails).toMatch(/\n23\. /);
    expect(aliceDetails).not.toMatch(/\n24\. /);
    expect(aliceDetails).not.toContain(getQuestion('q12_bucketAmount').text);
    const patDetails = details.slice(details.indexOf('Pat Partial'));
    expect(patDetails).toContain(`1. ${getQuestion('q1_householdSize').text} Not answered`);
    expect(text.match(/Not answered/g)).toHaveLength(2);
    const total = scoreResponses(latest).totalScore;
    expect(aliceDetails).toContain(`Total ${total}`);
  });

  it('says so for a resident without attempts and for a legacy latest attempt', () => {
    const idle = details.slice(details.indexOf('Idle Ivan'), details.indexOf('Lena Legacy'));
    expect(idle).toContain('No questionnaire attempts yet.');
    const lena = details.slice(details.indexOf('Lena Legacy'), details.indexOf('Pat Partial'));
    expect(lena).toContain('Total 64, Direct 40, Indirect 24');
    expect(lena).toContain(LEGACY);
  });

  it("draws a Devanagari name with the embedded font, '?' only for what no font has (emoji)", () => {
    expect(text).toContain('Ananya ? नमस्ते');
    expect(text).toContain('C-3, "N...');
  });

  it('leaves the administrator out', () => {
    expect(text).not.toContain(ADMIN.email);
    expect(text).not.toContain('Admin Community');
  });
});

describe('individual PDF report', () => {
  it("holds the resident's profile, every attempt and the latest answers, named after them", async () => {
    const pdf = await get(`/api/exports/profiles/${r.alice.id}/report.pdf`);
    expectDownload(pdf, /^application\/pdf$/, `Alice_Example_report_${today()}.pdf`);
    const { text } = await readPdf(pdf.bytes);
    const totals = [1, 2].map((seed) => scoreResponses(sampleResponses(seed)));
    expect(text).toContain('Individual Water Footprint Report');
    expect(text).toContain('Profile Name: Alice Example');
    expect(text).toContain(`Email: ${r.alice.email}`);
    expect(text).toContain('Total Attempts: 2');
    expect(text).toContain(`Best Score: ${Math.max(totals[0]!.totalScore, totals[1]!.totalScore)}`);
    expect(text).toContain(`Current Score: ${totals[1]!.totalScore}`);
    for (const [i, s] of totals.entries()) {
      expect(text).toMatch(
        new RegExp(
          `${i + 1} \\S+ \\S+ IST ${s.totalScore} ${s.directScore} ${s.indirectScore} Questionnaire`,
        ),
      );
    }
    expect(text).toContain(
      `1. ${getQuestion('q1_householdSize').text} ${sampleResponses(2).q1_householdSize}`,
    );
    expect(text).not.toContain('Not answered');
  });

  it('marks imported attempts and keeps a name in any script in the file name', async () => {
    const lena = await readPdf(
      (await get(`/api/exports/profiles/${r.legacy.id}/report.pdf`)).bytes,
    );
    // The source of each attempt, in the XLSX export's words; 10:00 UTC is 15:30 in India.
    expect(lena.text).toMatch(/1 2023-03-01 15:30 IST 70 50 20 Imported/);
    expect(lena.text).toContain(LEGACY);

    const pdf = await get(`/api/exports/profiles/${r.unicode.id}/report.pdf`);
    expect(pdf.status).toBe(200);
    const disposition = pdf.headers.get('content-disposition') ?? '';
    const stem = 'Ananya_😀_नमस्ते';
    expect(disposition).toContain(
      `filename*=UTF-8''${encodeURIComponent(`${stem}_report_${today()}.pdf`)}`,
    );
    expect(parseDisposition(disposition).parameters.filename).toBe(`${stem}_report_${today()}.pdf`);
    // The plain `filename` for clients that ignore `filename*`: ASCII only.
    expect(parseDisposition(disposition, { extended: false }).parameters.filename).toMatch(
      /^Ananya_\w*_?report_\d{4}-\d{2}-\d{2}\.pdf$/,
    );
    expect((await readPdf(pdf.bytes)).text).toContain('Profile Name: Ananya ? नमस्ते');
  });

  it('reports a resident without attempts', async () => {
    const { text } = await readPdf(
      (await get(`/api/exports/profiles/${r.idle.id}/report.pdf`)).bytes,
    );
    expect(text).toContain('Total Attempts: 0');
    expect(text).toContain('Current Score: N/A');
    expect(text).toContain('No questionnaire attempts yet.');
  });
});

describe('text handling', () => {
  it('neutralises = + - @ tab and carriage return, and nothing else', () => {
    for (const s of ['=1+1', '+1', '-1', '@A1', '\tx', '\rx']) expect(neutralise(s)).toBe(`'${s}`);
    for (const s of ['a=1', '1-2', "'=x", ' =x', '']) expect(neutralise(s)).toBe(s);
    expect(csvField('=A1,B1')).toBe(`"'=A1,B1"`);
    expect(csvField('line\nbreak')).toBe('"line\nbreak"');
    expect(csvField(null)).toBe('N/A');
    expect(csvField(-5)).toBe('-5');
  });

  it("maps text to WinAnsi, one '?' per character Helvetica lacks", () => {
    expect(winAnsi('Zoë – “quoted” €5')).toBe('Zoë – “quoted” €5');
    expect(winAnsi('👩‍👩‍👧 नमस्ते 你好')).toBe('????? ?????? ??');
    expect(winAnsi('tab\there')).toBe('tab here');
    expect(winAnsi('e\u0301')).toBe('é');
  });

  it('truncates within the limit, by characters', () => {
    expect(truncate('abcdefghij', 10)).toBe('abcdefghij');
    expect(truncate('abcdefghijk', 10)).toBe('abcdefg...');
    expect(truncate('😀😀😀😀😀😀', 5)).toBe('😀😀...');
  });

  it('makes safe file names and both forms of Content-Disposition', () => {
    expect(fileStem('../../etc/passwd')).toBe('etc_passwd');
    expect(fileStem('a:b*c?"d<e>f|g\\h')).toBe('a_b_c_d_e_f_g_h');
    expect(fileStem('...')).toBe('participant');
    expect(fileStem('x'.repeat(100))).toHaveLength(60);
    const zoe = contentDisposition('Zoë report.pdf');
    expect(zoe).toContain(`filename*=UTF-8''Zo%C3%AB%20report.pdf`);
    expect(parseDisposition(zoe)).toMatchObject({
      type: 'attachment',
      parameters: { filename: 'Zoë report.pdf' },
    });
    expect(parseDisposition(zoe, { extended: false }).parameters.filename).toBe('Zoe_report.pdf');
  });
});

describe('the export reader', () => {
  it('reads an in-memory database eagerly (it cannot be opened a second time)', () => {
    const memory = openDatabase({ url: ':memory:' });
    runMigrations(memory.db);
    memory.sqlite
      .prepare(
        `insert into profiles (profile_name, profile_name_key, email, password_hash, apartment, apartment_community_name)
         values ('Mia Memory', 'mia memory', 'mia@example.com', 'x', '', 'Lakeside')`,
      )
      .run();
    const reader = openExportReader({ store: createStore(memory) });
    const rows = [...participantScoresTable(reader, () => {}).rows];
    reader.close();
    memory.sqlite.close();
    expect(rows).toHaveLength(1);
    expect(rows[0]?.slice(0, 8)).toEqual([
      'Mia Memory',
      'mia@example.com',
      'Lakeside',
      'N/A',
      0,
      0,
      0,
      'N/A',
    ]);
  });

  it('reads a file database through its own read-only connection, in one snapshot', () => {
    const reader = openExportReader(server.deps);
    const count = () => [...reader.rows(reader.db.select({ n: countRows() }).from(profiles))][0]?.n;
    const before = count();
    server.database.sqlite
      .prepare(
        `insert into profiles (profile_name, profile_name_key, email, password_hash, apartment_community_name)
         values ('Late Lou', 'late lou', 'lou@example.com', 'x', 'Lakeside')`,
      )
      .run();
    // The export goes on seeing the database as it was when it started.
    expect(count()).toBe(before);
    // Read-only by type (ReadDb has no delete) and by the connection itself.
    const writable = reader.db as unknown as Database;
    expect(() => writable.delete(profiles).returning({ id: profiles.id }).all()).toThrow(
      /readonly/,
    );
    reader.close();
    server.database.sqlite.prepare("delete from profiles where email = 'lou@example.com'").run();
  });
});
