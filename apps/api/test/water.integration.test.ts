// Litres over both API surfaces (issue 10): the latest footprint, the summary's change since
// last time, the what-if preview, the action plan, litres over time and the family goal. The
// figures are checked against the water model itself, called here on the same answers.
import { scoreResponses, type Responses } from '@wf/scoring';
import {
  actionPlan,
  assess,
  compareFootprints,
  footprint,
  goalProgress,
  round,
} from '@wf/scoring/water';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  Client,
  expectError,
  expectTrpcError,
  loginAdmin,
  sampleResponses,
  scorePayload,
  signup,
  snapshot,
  trpcData,
  useTestServer,
  type Json,
  type Resident,
} from './helpers.ts';
import { download, parseCsv, readPdf, readXlsx } from './exports.support.ts';

const server = await useTestServer();
const admin = await loginAdmin(server);

const data = trpcData;

const first = sampleResponses(1);
const second = sampleResponses(4);

let a: Resident;
let b: Resident;
let fresh: Resident;
beforeAll(async () => {
  a = await signup(server);
  b = await signup(server);
  fresh = await signup(server);
  expect((await a.client.post('/api/scores', scorePayload(first))).status).toBe(201);
  expect((await a.client.post('/api/scores', scorePayload(second))).status).toBe(201);
  expect((await b.client.post('/api/scores', scorePayload(sampleResponses(7)))).status).toBe(201);
});

/** What the model says about these answers, as the API sends it (JSON, unrounded). */
const modelFootprint = (responses: Responses) => JSON.parse(JSON.stringify(footprint(responses)));

describe('water.footprint', () => {
  it('is the latest attempt in litres, unrounded, with its id and date', async () => {
    const { footprint: body } = data(await a.client.trpcQuery('water.footprint'));
    expect(body).toMatchObject(modelFootprint(second));
    expect(body.attemptId).toEqual(expect.any(Number));
    expect(Date.parse(body.createdAt)).not.toBeNaN();
    expect(body.benchmarks).toEqual({
      normPerPersonPerDay: 135,
      metroMeasuredPerPersonPerDay: 91.6,
    });
    expect(body.measured).toEqual([]);
    expect(body.direct.categories.map((c: Json) => Object.keys(c).sort())).toContainEqual([
      'high',
      'key',
      'litresPerDay',
      'low',
    ]);
  });

  it('is null before any attempt', async () => {
    expect(data(await fresh.client.trpcQuery('water.footprint'))).toEqual({ footprint: null });
    expect(data(await fresh.client.trpcQuery('water.footprint', {}))).toEqual({ footprint: null });
  });

  it('skips imported attempts without answers, and is null when there are only those', async () => {
    const importer = await signup(server);
    // Imported answers are rescored (issue 14): an entry with answers carries their scores.
    const entry = (date: string, responses?: Responses) => {
      const scored = responses ? scoreResponses(responses) : undefined;
      return {
        score: scored?.totalScore ?? 60,
        directScore: scored?.directScore ?? 40,
        indirectScore: scored?.indirectScore ?? 20,
        date,
        ...(responses ? { responses } : {}),
      };
    };
    const old = '2024-03-01T10:00:00.000Z';
    await importer.client.trpcMutation('scores.importEarlierHistory', { entries: [entry(old)] });
    expect(data(await importer.client.trpcQuery('water.footprint'))).toEqual({ footprint: null });
    await importer.client.trpcMutation('scores.importEarlierHistory', {
      entries: [entry('2024-02-01T10:00:00.000Z', first), entry('2024-04-01T10:00:00.000Z')],
    });
    const { footprint: body } = data(await importer.client.trpcQuery('water.footprint'));
    expect(body).toMatchObject({ ...modelFootprint(first), createdAt: '2024-02-01T10:00:00.000Z' });
  });

  it("is the administrator's to read for anyone, no other resident's", async () => {
    const own = data(await a.client.trpcQuery('water.footprint'));
    expect(data(await admin.trpcQuery('water.footprint', { userId: a.id }))).toEqual(own);
    expectTrpcError(await b.client.trpcQuery('water.footprint', { userId: a.id }), 403);
    expectTrpcError(await new Client(server).trpcQuery('water.footprint'), 401);
    expectTrpcError(await a.client.trpcQuery('water.footprint', { userId: 'x' }), 400, /userId/);
  });
});

describe('water.summary', () => {
  it('gives the latest and previous attempts and the change between them', async () => {
    const body = data(await a.client.trpcQuery('water.summary'));
    expect(body.latest).toMatchObject({
      ...scoreResponses(second),
      footprint: modelFootprint(second),
    });
    expect(body.previous).toMatchObject({
      ...scoreResponses(first),
      footprint: modelFootprint(first),
    });
    expect(body.latest.attemptId).toBe(body.latest.footprint.attemptId);
    expect(body.change).toEqual(
      JSON.parse(JSON.stringify(compareFootprints(assess(first), assess(second)))),
    );
    expect(body.resolvedPledges).toEqual([]);
  });

  it('has no previous or change after one attempt, nothing before any', async () => {
    const body = data(await b.client.trpcQuery('water.summary'));
    expect(body.latest).not.toBeNull();
    expect(body).toMatchObject({ previous: null, change: null });
    expect(data(await fresh.client.trpcQuery('water.summary'))).toEqual({
      latest: null,
      previous: null,
      change: null,
      resolvedPledges: [],
      keptPledges: { count: 0, litresSavedPerDay: 0 },
    });
  });

  it('follows the access rules', async () => {
    expect(data(await admin.trpcQuery('water.summary', { userId: a.id })).latest).not.toBeNull();
    expectTrpcError(await b.client.trpcQuery('water.summary', { userId: a.id }), 403);
    expectTrpcError(await new Client(server).trpcQuery('water.summary'), 401);
    expectTrpcError(await a.client.trpcQuery('water.summary', { userId: -1 }), 400, /userId/);
  });
});

describe('water.preview (the what-if)', () => {
  it('gives litres and points for answers, saving nothing', async () => {
    const what = { ...second, q16_tapWhileBrushing: 'Always' };
    const before = snapshot(server);
    const body = data(await a.client.trpcQuery('water.preview', { responses: what }));
    expect(snapshot(server)).toBe(before);
    expect(body.footprint).toEqual({ attemptId: null, createdAt: null, ...modelFootprint(what) });
    expect(body.scores).toEqual(scoreResponses(what));
  });

  it('names the answer that is wrong or missing', async () => {
    const { q5_dishwasherFullLoads: _dropped, ...missing } = second;
    expectTrpcError(
      await a.client.trpcQuery('water.preview', { responses: missing }),
      400,
      /q5_dishwasherFullLoads/,
    );
    const wrong = await a.client.trpcQuery('water.preview', {
      responses: { ...second, q9_showerFrequency: 'Hourly' },
    });
    expectTrpcError(wrong, 400, /q9_showerFrequency/);
    expectTrpcError(await a.client.trpcQuery('water.preview', {}), 400, /responses/);
  });

  it('needs a session', async () => {
    expectTrpcError(
      await new Client(server).trpcQuery('water.preview', { responses: second }),
      401,
    );
  });
});

describe('water.actions', () => {
  it("is the model's plan for the latest answers, most litres first", async () => {
    const { actions } = data(await a.client.trpcQuery('water.actions'));
    expect(actions).toEqual(JSON.parse(JSON.stringify(actionPlan(second))));
    expect(actions.length).toBeGreaterThan(0);
    const litres = actions.map((x: Json) => x.litresSavedPerDay);
    expect(litres).toEqual([...litres].sort((x, y) => y - x));
    expect(data(await fresh.client.trpcQuery('water.actions'))).toEqual({
      actions: [],
      combined: { count: 0, litresSavedPerDay: 0 },
      whatIf: null,
    });
  });

  it('follows the access rules', async () => {
    const own = data(await a.client.trpcQuery('water.actions'));
    expect(data(await admin.trpcQuery('water.actions', { userId: a.id }))).toEqual(own);
    expectTrpcError(await b.client.trpcQuery('water.actions', { userId: a.id }), 403);
    expectTrpcError(await new Client(server).trpcQuery('water.actions'), 401);
    expectTrpcError(await a.client.trpcQuery('water.actions', { userId: 1.5 }), 400, /userId/);
  });
});

describe('water.history', () => {
  it('gives litres beside points for each attempt with answers, newest first', async () => {
    const rows = data(await a.client.trpcQuery('water.history'));
    expect(rows).toEqual(
      [second, first].map((r) => ({
        attemptId: expect.any(Number),
        createdAt: expect.any(String),
        totalScore: scoreResponses(r).totalScore,
        litresPerDay: footprint(r).direct.litresPerDay,
        perPersonPerDay: footprint(r).direct.perPersonPerDay,
      })),
    );
    expect(data(await fresh.client.trpcQuery('water.history'))).toEqual([]);
  });

  it('follows the access rules', async () => {
    expect(data(await admin.trpcQuery('water.history', { userId: a.id }))).toHaveLength(2);
    expectTrpcError(await b.client.trpcQuery('water.history', { userId: a.id }), 403);
    expectTrpcError(await new Client(server).trpcQuery('water.history'), 401);
    expectTrpcError(await a.client.trpcQuery('water.history', { userId: 0 }), 400, /userId/);
  });
});

describe('goal', () => {
  it('is set on the latest footprint and shows the progress since', async () => {
    const goaler = await signup(server);
    expect(data(await goaler.client.trpcQuery('goal.get'))).toEqual({ goal: null, progress: null });
    const none = await goaler.client.trpcMutation('goal.set', { targetPercent: 10 });
    expectTrpcError(none, 409, /questionnaire first/);
    await goaler.client.post('/api/scores', scorePayload(first));
    const set = data(await goaler.client.trpcMutation('goal.set', { targetPercent: 20 }));
    const baseline = footprint(first).direct.litresPerDay;
    expect(set).toEqual({
      goal: { targetPercent: 20, baselineLitresPerDay: baseline, createdAt: expect.any(String) },
      progress: goalProgress({ baselineLitresPerDay: baseline, targetPercent: 20 }, baseline),
    });
    const better = { ...first, q16_tapWhileBrushing: 'Always', q17_leakyFaucets: 'No' };
    await goaler.client.post('/api/scores', scorePayload(better));
    const got = data(await goaler.client.trpcQuery('goal.get'));
    expect(got.goal.baselineLitresPerDay).toBe(baseline);
    expect(got.progress).toEqual(
      goalProgress(
        { baselineLitresPerDay: baseline, targetPercent: 20 },
        footprint(better).direct.litresPerDay,
      ),
    );
    expect(data(await admin.trpcQuery('goal.get', { userId: goaler.id }))).toEqual(got);
    expect(data(await goaler.client.trpcMutation('goal.clear'))).toEqual({ success: true });
    expect(data(await goaler.client.trpcQuery('goal.get'))).toEqual({ goal: null, progress: null });
  });

  it('refuses a bad target, naming it', async () => {
    for (const targetPercent of [0, 91, 12.5, '10', undefined]) {
      const res = await a.client.trpcMutation('goal.set', { targetPercent });
      expectTrpcError(res, 400, /targetPercent/);
    }
  });

  it('is set only for oneself, read by the administrator, and needs a session', async () => {
    expectTrpcError(await b.client.trpcQuery('goal.get', { userId: a.id }), 403);
    expectTrpcError(
      await b.client.trpcMutation('goal.set', { userId: a.id, targetPercent: 10 }),
      403,
    );
    expectTrpcError(await admin.trpcMutation('goal.set', { userId: a.id, targetPercent: 10 }), 403);
    expectTrpcError(await new Client(server).trpcQuery('goal.get'), 401);
    expectTrpcError(await new Client(server).trpcMutation('goal.set', { targetPercent: 10 }), 401);
    expectTrpcError(await new Client(server).trpcMutation('goal.clear'), 401);
  });
});

describe('litres in the exports', () => {
  const norm = 135;
  const expected = (r: Responses) => {
    const { direct } = footprint(r);
    return [
      round(direct.litresPerDay),
      round(direct.perPersonPerDay),
      round(direct.perPersonPerDay - norm),
    ];
  };
  const get = (path: string) => download(server.url, admin, path);

  it("the responses XLSX gives each attempt's litres; the CSV keeps the spec's columns", async () => {
    const sheet = await readXlsx((await get('/api/exports/questionnaire-responses.xlsx')).bytes);
    const header = sheet[0]!;
    const at = header.indexOf('Litres a Day (Home)');
    expect(header.slice(at)).toEqual([
      'Litres a Day (Home)',
      'Litres per Person a Day',
      'Per Person vs 135 L Norm',
    ]);
    const ofA = sheet.filter((row) => row[1] === a.email).map((row) => row.slice(at));
    expect(ofA).toEqual([expected(first), expected(second)]);
    const csv = parseCsv((await get('/api/exports/questionnaire-responses.csv')).text.slice(1));
    expect(csv[0]).toHaveLength(39);
    expect(csv[0]!.join()).not.toMatch(/Litres/);
  });

  it("the participant scores XLSX gives each resident's latest litres, N/A without answers", async () => {
    const sheet = await readXlsx((await get('/api/exports/participant-scores.xlsx')).bytes);
    const at = sheet[0]!.indexOf('Litres a Day (Home)');
    expect(at).toBe(9);
    const row = (email: string) => sheet.find((r) => r[1] === email)!.slice(at);
    expect(row(a.email)).toEqual(expected(second));
    expect(row(fresh.email)).toEqual(['N/A', 'N/A', 'N/A']);
    const csv = parseCsv((await get('/api/exports/participant-scores.csv')).text.slice(1));
    expect(csv[0]).toHaveLength(9);
  });

  it("the individual PDF report gives the household's litres against the norm", async () => {
    const pdf = await get(`/api/exports/profiles/${a.id}/report.pdf`);
    expect(pdf.status).toBe(200);
    const { text } = await readPdf(pdf.bytes);
    const { direct } = footprint(second);
    const [home, perPerson] = [direct.litresPerDay, direct.perPersonPerDay].map((v) =>
      round(v).toLocaleString('en-IN'),
    );
    expect(text).toContain('Water Footprint');
    expect(text).toContain(`Litres a Day (Home): about ${home} litres`);
    expect(text).toContain(`Litres per Person a Day: about ${perPerson} litres`);
    const gap = direct.perPersonPerDay - norm;
    expect(text).toContain(
      `${round(Math.abs(gap)).toLocaleString('en-IN')} litres a person a day ${gap <= 0 ? 'under' : 'over'} the CPHEEO norm`,
    );
    const none = await readPdf((await get(`/api/exports/profiles/${fresh.id}/report.pdf`)).bytes);
    expect(none.text).toMatch(/Water Footprint\s+N\/A/);
  });
});

describe('REST', () => {
  const none = () => new Client(server);

  it('GET /api/footprint is the same footprint as water.footprint', async () => {
    const rest = await a.client.get('/api/footprint');
    expect(rest.status).toBe(200);
    expect(rest.body).toEqual(data(await a.client.trpcQuery('water.footprint')));
    expect(rest.body.footprint).toMatchObject({
      attemptId: expect.any(Number),
      householdSize: footprint(second).householdSize,
      benchmarks: { normPerPersonPerDay: 135, metroMeasuredPerPersonPerDay: 91.6 },
    });
    expect((await admin.get('/api/footprint', { userId: a.id })).body).toEqual(rest.body);
    expect((await fresh.client.get('/api/footprint')).body).toEqual({ footprint: null });
    expectError(await b.client.get('/api/footprint', { userId: a.id }), 403);
    expectError(await none().get('/api/footprint'), 401);
    expectError(await a.client.get('/api/footprint', { userId: 'abc' }), 400, /userId/);
  });

  it('POST /api/footprint/preview gives the footprint of the answers, saving nothing', async () => {
    const what = { ...second, q17_leakyFaucets: 'No' };
    const before = snapshot(server);
    const res = await a.client.post('/api/footprint/preview', { responses: what });
    expect(res.status).toBe(200);
    expect(snapshot(server)).toBe(before);
    expect(res.body.footprint).toEqual({
      attemptId: null,
      createdAt: null,
      ...modelFootprint(what),
    });
    const trpc = data(await a.client.trpcQuery('water.preview', { responses: what }));
    expect(res.body).toEqual(trpc);
    const bad = { ...second, q9_showerFrequency: 'Hourly' };
    expectError(
      await a.client.post('/api/footprint/preview', { responses: bad }),
      400,
      /q9_showerFrequency/,
    );
    expectError(await a.client.post('/api/footprint/preview', {}), 400, /responses/);
    expectError(await a.client.post('/api/footprint/preview', []), 400);
    expectError(await none().post('/api/footprint/preview', { responses: what }), 401);
  });

  it('GET /api/actions gives the plan, highest litres first, with the issue fields', async () => {
    const res = await a.client.get('/api/actions');
    expect(res.status).toBe(200);
    expect(res.body).toEqual(data(await a.client.trpcQuery('water.actions')));
    // "If you do these": the first five together, by the model, never the sum of their savings.
    const plan = actionPlan(second);
    const count = Math.min(5, plan.length);
    expect(res.body.combined.count).toBe(count);
    const taken = plan
      .slice(0, count)
      .reduce<Responses>((r, x) => ({ ...r, [x.questionKey]: x.betterAnswer }), second);
    expect(res.body.combined.litresSavedPerDay).toBeCloseTo(
      footprint(second).direct.litresPerDay - footprint(taken).direct.litresPerDay,
      9,
    );
    for (const action of res.body.actions) {
      expect(action).toMatchObject({
        questionKey: expect.any(String),
        currentAnswer: expect.any(String),
        betterAnswer: expect.any(String),
        litresSavedPerDay: expect.any(Number),
        pointsGained: expect.any(Number),
        kind: expect.stringMatching(/^(habit|fix)$/),
      });
    }
    expect((await admin.get('/api/actions', { userId: a.id })).body).toEqual(res.body);
    expectError(await b.client.get('/api/actions', { userId: a.id }), 403);
    expectError(await none().get('/api/actions'), 401);
    expectError(await a.client.get('/api/actions', { userId: '-3' }), 400, /userId/);
  });

  it('GET, PUT and DELETE /api/goal', async () => {
    const goaler = await signup(server);
    expect((await goaler.client.get('/api/goal')).body).toEqual({ goal: null, progress: null });
    expectError(await goaler.client.put('/api/goal', { targetPercent: 10 }), 409);
    await goaler.client.post('/api/scores', scorePayload(second));
    const put = await goaler.client.put('/api/goal', { targetPercent: 25 });
    expect(put.status).toBe(200);
    expect(put.body.goal).toMatchObject({
      targetPercent: 25,
      baselineLitresPerDay: footprint(second).direct.litresPerDay,
    });
    expect((await goaler.client.get('/api/goal')).body).toEqual(put.body);
    expect(data(await goaler.client.trpcQuery('goal.get'))).toEqual(put.body);
    expect((await admin.get('/api/goal', { userId: goaler.id })).body).toEqual(put.body);
    expectError(await goaler.client.put('/api/goal', { targetPercent: 95 }), 400, /targetPercent/);
    expectError(await goaler.client.put('/api/goal', {}), 400, /targetPercent/);
    expectError(await b.client.get('/api/goal', { userId: goaler.id }), 403);
    expectError(await admin.put('/api/goal', { userId: goaler.id, targetPercent: 10 }), 403);
    expectError(await admin.delete('/api/goal', { userId: goaler.id }), 403);
    expectError(await none().get('/api/goal'), 401);
    expectError(await none().put('/api/goal', { targetPercent: 10 }), 401);
    expectError(await none().delete('/api/goal'), 401);
    expectError(await goaler.client.delete('/api/goal', { userId: 'x' }), 400, /userId/);
    const cleared = await goaler.client.delete('/api/goal');
    expect(cleared.status).toBe(200);
    expect(cleared.body).toEqual({ success: true });
    expect((await goaler.client.get('/api/goal')).body).toEqual({ goal: null, progress: null });
  });
});
