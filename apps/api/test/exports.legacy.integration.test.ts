// Issue 5, part 3: importing score history from the older local-only version (REST and tRPC),
// the administrator's legacy migration, and section 8's rule that an export goes on when one
// participant's data cannot be read.
import { beforeAll, describe, expect, it } from 'vitest';
import { QUESTIONS, SCORE_BOUNDS, scoreResponses } from '@wf/scoring';
import {
  Client,
  expectError,
  expectTrpcError,
  loginAdmin,
  sampleResponses,
  signup,
  snapshot,
  useTestServer,
  type Resident,
} from './helpers.ts';
import { download, parseCsv, readPdf } from './exports.support.ts';

const LEGACY = 'Legacy Data - Individual responses not available';

const server = await useTestServer({ checkSecrets: false });
const admin = await loginAdmin(server);

interface Row {
  totalScore: number;
  directScore: number;
  indirectScore: number;
  responses: string | null;
  isLegacy: number;
  createdAt: number;
}
const attemptsOf = (id: number) =>
  server.database.sqlite
    .prepare(
      `select total_score as totalScore, direct_score as directScore, indirect_score as indirectScore,
              responses, is_legacy as isLegacy, created_at as createdAt
       from scores where profile_id = ? order by created_at, id`,
    )
    .all(id) as Row[];
const profileOf = (id: number) =>
  server.database.sqlite
    .prepare(
      'select water_score as waterScore, latest_score_at as latestAt from profiles where id = ?',
    )
    .get(id) as { waterScore: number; latestAt: number | null };

const entry = (score: number, date: string, extra: Record<string, unknown> = {}) => ({
  score,
  directScore: score - 10,
  indirectScore: 10,
  date,
  ...extra,
});

describe('POST /api/scores/legacy', () => {
  let r: Resident;
  beforeAll(async () => {
    r = await signup(server);
  });

  it('imports the entries as legacy attempts dated as taken, kept off the profile’s score', async () => {
    const answers = sampleResponses(4);
    const scored = scoreResponses(answers);
    const res = await r.client.post('/api/scores/legacy', {
      entries: [
        entry(60, '2023-01-05T08:30:00.000Z'),
        {
          score: scored.totalScore,
          directScore: scored.directScore,
          indirectScore: scored.indirectScore,
          date: '2023-02-05T08:30:00.000Z',
          responses: answers,
          // Whatever else the old version kept is ignored.
          id: 'local-2',
        },
      ],
    });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ success: true, imported: 2, skipped: 0 });
    expect(attemptsOf(r.id)).toEqual([
      {
        totalScore: 60,
        directScore: 50,
        indirectScore: 10,
        responses: null,
        isLegacy: 1,
        createdAt: Date.parse('2023-01-05T08:30:00.000Z'),
      },
      {
        ...scored,
        responses: JSON.stringify(answers),
        isLegacy: 1,
        createdAt: Date.parse('2023-02-05T08:30:00.000Z'),
      },
    ]);
    // The score that boards rank is the latest attempt taken here: imports count on no board
    // (issue 27, item 9), so a profile with only imported attempts has none yet.
    expect(profileOf(r.id)).toEqual({ waterScore: 0, latestAt: null });
    const history = await r.client.get('/api/scores', { userId: r.id });
    expect(history.body.map((s: { isLegacy: boolean }) => s.isLegacy)).toEqual([true, true]);
  });

  it('is idempotent: the same profile, moment and total is never inserted twice', async () => {
    const again = await r.client.post('/api/scores/legacy', {
      entries: [
        entry(60, '2023-01-05T08:30:00.000Z'),
        entry(61, '2023-01-05T08:30:00.000Z'),
        entry(61, '2023-01-05T08:30:00.000Z'),
      ],
    });
    expect(again.body).toEqual({ success: true, imported: 1, skipped: 2 });
    expect(attemptsOf(r.id)).toHaveLength(3);
  });

  it('keeps a newer questionnaire attempt as the latest score', async () => {
    const submitted = await r.client.post('/api/scores', { responses: sampleResponses(11) });
    expect(submitted.status).toBe(201);
    await r.client.post('/api/scores/legacy', { entries: [entry(40, '2022-06-01T00:00:00Z')] });
    expect(profileOf(r.id).waterScore).toBe(submitted.body.score.totalScore);
  });

  it('accepts 500 entries with their answers in one request, in one transaction', async () => {
    const bulk = await signup(server);
    const answers = sampleResponses(2);
    const scored = scoreResponses(answers);
    const start = Date.parse('2021-01-01T00:00:00Z');
    const entries = Array.from({ length: 500 }, (_, i) => ({
      score: scored.totalScore,
      directScore: scored.directScore,
      indirectScore: scored.indirectScore,
      date: new Date(start + i * 3_600_000).toISOString(),
      responses: answers,
    }));
    expect(JSON.stringify({ entries }).length).toBeGreaterThan(64 * 1024);
    const res = await bulk.client.post('/api/scores/legacy', { entries });
    expect(res.body).toEqual({ success: true, imported: 500, skipped: 0 });
    expect(attemptsOf(bulk.id)).toHaveLength(500);
  });

  it('refuses bad input with a 400 that names it, and writes nothing', async () => {
    const before = snapshot(server);
    const cases: [unknown, RegExp][] = [
      [{}, /entries is required/],
      [{ entries: 'x' }, /entries must be a list/],
      [{ entries: Array.from({ length: 501 }, () => entry(50, '2023-01-01')) }, /at most 500/],
      [
        { entries: [entry(50, '2023-01-01'), { ...entry(50, '2023-01-01'), score: 49 }] },
        /entries\.1\.score.*directScore \+ indirectScore/,
      ],
      [{ entries: [entry(50.5, '2023-01-01')] }, /whole number/],
      [{ entries: [entry(SCORE_BOUNDS.total.max + 20, '2023-01-01')] }, /at most/],
      [{ entries: [entry(50, 'yesterday-ish')] }, /entries\.0\.date: is not a valid point in time/],
      [{ entries: [entry(50, new Date(Date.now() + 86_400_000).toISOString())] }, /future/],
      [{ entries: [entry(50, '1999-12-31')] }, /2000/],
      [
        { entries: [entry(50, '2023-01-01', { responses: { q1_householdSize: '3' } })] },
        /responses/,
      ],
      [{ entries: [], extra: 1 }, /Unknown field: extra/],
    ];
    for (const [body, message] of cases) {
      const res = await r.client.post('/api/scores/legacy', body);
      expectError(res, 400, message);
    }
    expect(snapshot(server)).toBe(before);
  });

  it('needs a session', async () => {
    expectError(await new Client(server).post('/api/scores/legacy', { entries: [] }), 401);
  });
});

describe('scores.importEarlierHistory over tRPC', () => {
  it('imports for the caller only, with the same rules', async () => {
    const r = await signup(server);
    const res = await r.client.trpcMutation('scores.importEarlierHistory', {
      entries: [entry(55, '2023-07-01T12:00:00Z'), entry(55, '2023-07-01T12:00:00Z')],
    });
    expect(res.status).toBe(200);
    expect(res.body.result.data).toEqual({ success: true, imported: 1, skipped: 1 });
    expect(attemptsOf(r.id)).toMatchObject([{ totalScore: 55, isLegacy: 1 }]);
    expectTrpcError(
      await r.client.trpcMutation('scores.importEarlierHistory', { entries: [entry(55, 'never')] }),
      400,
      /not a valid point in time/,
    );
    expectTrpcError(
      await new Client(server).trpcMutation('scores.importEarlierHistory', { entries: [] }),
      401,
    );
  });
});

describe('POST /api/admin/migrate-legacy', () => {
  it('marks attempts with a score but no answers as legacy and reports how many', async () => {
    const r = await signup(server);
    const insert = server.database.sqlite.prepare(
      `insert into scores (profile_id, total_score, direct_score, indirect_score, created_at)
       values (?, 50, 40, 10, ?)`,
    );
    insert.run(r.id, Date.parse('2022-01-01'));
    insert.run(r.id, Date.parse('2022-02-01'));
    await r.client.post('/api/scores', { responses: sampleResponses(1) });

    expectError(await r.client.post('/api/admin/migrate-legacy'), 403);
    expectError(await new Client(server).post('/api/admin/migrate-legacy'), 401);

    const res = await admin.post('/api/admin/migrate-legacy');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ success: true, updated: 2 });
    expect(attemptsOf(r.id).map((a) => a.isLegacy)).toEqual([1, 1, 0]);
    expect((await admin.post('/api/admin/migrate-legacy')).body).toEqual({
      success: true,
      updated: 0,
    });

    const csv = parseCsv(
      (await download(server.url, admin, '/api/exports/questionnaire-responses.csv')).text.slice(1),
    );
    const rows = csv.filter((row) => row[1] === r.email);
    expect(rows.map((row) => row[8])).toEqual([
      LEGACY,
      LEGACY,
      sampleResponses(1).q1_householdSize,
    ]);
  });
});

describe('an export with unreadable data', () => {
  let broken: Resident;
  let fine: Resident;
  beforeAll(async () => {
    broken = await signup(server, { profileName: 'Broken Bea' });
    fine = await signup(server, { profileName: 'Fine Finn' });
    await fine.client.post('/api/scores', { responses: sampleResponses(3) });
    // Damage no client can cause: answers that are not JSON, text where a moment or a score
    // belongs (SQLite keeps text in an integer column of a non-STRICT table).
    const insert = server.database.sqlite.prepare(
      `insert into scores (profile_id, total_score, direct_score, indirect_score, responses, created_at)
       values (?, ?, ?, ?, ?, ?)`,
    );
    const answers = JSON.stringify(sampleResponses(5));
    insert.run(broken.id, 65, 45, 20, answers, Date.parse('2024-01-01'));
    insert.run(broken.id, 'abc', 50, 20, answers, Date.parse('2024-02-01'));
    // Text sorts after numbers: this one is the latest attempt.
    insert.run(broken.id, 70, 50, 20, 'not json', 'garbage');
  });

  it('gives that part zeros or N/A and goes on with the rest (section 8)', async () => {
    const scores = parseCsv(
      (await download(server.url, admin, '/api/exports/participant-scores.csv')).text.slice(1),
    );
    const bea = scores.find((row) => row[0] === 'Broken Bea');
    expect(bea?.slice(4, 8)).toEqual(['0', '0', '0', 'N/A']);
    expect(bea?.[8]).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    expect(scores.find((row) => row[0] === 'Fine Finn')?.slice(4, 6)).toEqual([
      '1',
      String(scoreResponses(sampleResponses(3)).totalScore),
    ]);

    const responses = parseCsv(
      (await download(server.url, admin, '/api/exports/questionnaire-responses.csv')).text.slice(1),
    );
    const rows = responses.filter((row) => row[0] === 'Broken Bea');
    const q1 = sampleResponses(5).q1_householdSize;
    expect(rows.map((row) => row.slice(4, 9))).toEqual([
      // The community's clock (Asia/Kolkata, the default TIME_ZONE) with its offset.
      ['2024-01-01T05:30:00+05:30', '65', '45', '20', q1],
      ['2024-02-01T05:30:00+05:30', '0', '0', '0', q1],
      ['N/A', '70', '50', '20', 'N/A'],
    ]);
    expect(rows[2]?.slice(8)).toEqual(QUESTIONS.map(() => 'N/A'));
    expect(responses.find((row) => row[0] === 'Fine Finn')?.[8]).toBe(
      sampleResponses(3).q1_householdSize,
    );

    const report = await readPdf(
      (await download(server.url, admin, '/api/exports/report.pdf')).bytes,
    );
    const beaPart = report.text.slice(
      report.text.indexOf('Broken Bea', report.text.indexOf('Participant Details')),
    );
    expect(beaPart).toContain('Latest attempt: N/A');
    expect(beaPart).toContain('Scores: Total 70, Direct 50, Indirect 20');
    expect(beaPart).toContain('Answers: N/A (this attempt could not be read)');
    expect(beaPart).toContain('Fine Finn');

    const individual = await download(
      server.url,
      admin,
      `/api/exports/profiles/${broken.id}/report.pdf`,
    );
    expect(individual.status).toBe(200);
    const { text } = await readPdf(individual.bytes);
    expect(text).toContain('Total Attempts: 3');
    expect(text).toContain('Best Score: 0');
    expect(text).toMatch(/1 2024-01-01 05:30 IST 65 45 20 Questionnaire/);
    expect(text).toMatch(/2 2024-02-01 05:30 IST 0 0 0 Questionnaire/);
    expect(text).toMatch(/3 N\/A 70 50 20 Questionnaire/);
    expect(text).toContain('Answers: N/A (this attempt could not be read)');
  });
});

describe('an export that fails before its first byte', () => {
  it('answers a JSON 500, and the server goes on', async () => {
    const sqlite = server.database.sqlite;
    sqlite.exec('alter table scores rename to scores_away');
    try {
      const res = await download(server.url, admin, '/api/exports/participant-scores.csv');
      expect(res.status).toBe(500);
      expect(res.headers.get('content-type')).toMatch(/application\/json/);
      expect(res.headers.get('content-disposition')).toBeNull();
      expect(res.json).toEqual({ error: 'Something went wrong on our side. Please try again.' });
    } finally {
      sqlite.exec('alter table scores_away rename to scores');
    }
    expect((await download(server.url, admin, '/api/exports/participant-scores.csv')).status).toBe(
      200,
    );
  });
});
