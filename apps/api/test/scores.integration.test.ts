// Section 7, scores: POST /api/scores and the three GET /api/scores forms.
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { QUESTIONS, scoreResponses } from '@wf/scoring';
import {
  Client,
  expectError,
  loginAdmin,
  responsesArb,
  rowCounts,
  sampleResponses,
  scorePayload,
  signup,
  useTestServer,
  type Resident,
} from './helpers.ts';

const server = await useTestServer();
const admin = await loginAdmin(server);

const scoreCount = () => rowCounts(server).scores;

describe('POST /api/scores', () => {
  let r: Resident;
  beforeAll(async () => {
    r = await signup(server);
  });

  it('stores the attempt and answers 201 with the recomputed record', async () => {
    const responses = sampleResponses(3);
    const expected = scoreResponses(responses);
    const res = await r.client.post('/api/scores', scorePayload(responses, r.id));
    expect(res.status).toBe(201);
    expect(res.body.success).toBe(true);
    expect(res.body.score).toMatchObject({ userId: r.id, ...expected, responses });
    expect(typeof res.body.score.id).toBe('number');
    expect(new Date(res.body.score.createdAt).toISOString()).toBe(res.body.score.createdAt);
    // The profile's waterScore is its latest total.
    const profile = await r.client.get('/api/users', { userId: r.id });
    expect(profile.body.user.waterScore).toBe(expected.totalScore);
  });

  it('computes the scores itself when the client sends only the answers', async () => {
    const responses = sampleResponses(7);
    const res = await r.client.post('/api/scores', { responses });
    expect(res.status).toBe(201);
    expect(res.body.score).toMatchObject(scoreResponses(responses));
  });

  it('recomputes every valid answer set exactly as packages/scoring does', async () => {
    await fc.assert(
      fc.asyncProperty(responsesArb, async (responses) => {
        const res = await r.client.post('/api/scores', scorePayload(responses));
        expect(res.status).toBe(201);
        const { totalScore, directScore, indirectScore } = res.body.score;
        expect({ totalScore, directScore, indirectScore }).toEqual(scoreResponses(responses));
      }),
      { numRuns: 25 },
    );
  });

  it('refuses totals that disagree with the answers, naming the expected values', async () => {
    const responses = sampleResponses(1);
    const right = scoreResponses(responses);
    const before = scoreCount();
    for (const wrong of [
      { totalScore: right.totalScore + 1 },
      { directScore: right.directScore + 5 },
      { indirectScore: 0 === right.indirectScore ? 1 : 0 },
    ]) {
      const res = await r.client.post('/api/scores', { ...scorePayload(responses), ...wrong });
      expectError(
        res,
        400,
        `expected directScore ${right.directScore}, indirectScore ${right.indirectScore} and totalScore ${right.totalScore}`,
      );
    }
    expect(scoreCount()).toBe(before);
  });

  it('refuses invalid answers with a 400 naming the key, and stores nothing', async () => {
    const before = scoreCount();
    const base = sampleResponses(0);
    const cases: [Record<string, unknown>, string][] = [
      [{ ...base, q8_showerDuration: 'All day' }, 'q8_showerDuration'],
      [{ ...base, q23_meatConsumption: 3 }, 'q23_meatConsumption'],
      [{ ...base, q31_tipsInterest: '' }, 'q31_tipsInterest'],
      [{ ...base, q32_extra: 'Yes' }, 'q32_extra'],
    ];
    const { q17_leakyFaucets: _drop, ...missing } = base;
    cases.push([missing, 'q17_leakyFaucets']);
    for (const [responses, key] of cases) {
      const res = await r.client.post('/api/scores', { responses });
      expectError(res, 400, key);
    }
    expectError(await r.client.post('/api/scores', {}), 400, 'responses');
    expectError(await r.client.post('/api/scores', { responses: 'all good' }), 400, 'responses');
    expectError(
      await r.client.post('/api/scores', { ...scorePayload(base), totalScore: 'lots' }),
      400,
      'totalScore',
    );
    expectError(
      await r.client.post('/api/scores', { ...scorePayload(base), bonus: 5 }),
      400,
      'bonus',
    );
    expect(scoreCount()).toBe(before);
  });

  it('lets nobody submit for someone else, the administrator included (403)', async () => {
    const other = await signup(server);
    const before = scoreCount();
    expectError(await r.client.post('/api/scores', scorePayload(sampleResponses(), other.id)), 403);
    expectError(await admin.post('/api/scores', scorePayload(sampleResponses(), other.id)), 403);
    expect(scoreCount()).toBe(before);
  });

  it('answers 401 without a session', async () => {
    expectError(await new Client(server).post('/api/scores', scorePayload()), 401);
  });
});

describe('GET /api/scores', () => {
  let r: Resident;
  const totals: number[] = [];
  beforeAll(async () => {
    r = await signup(server);
    for (let i = 0; i < 55; i++) {
      const res = await r.client.post('/api/scores', scorePayload(sampleResponses(i)));
      totals.push(res.body.score.totalScore);
    }
  });

  it('returns the history latest first with createdAt, 50 by default', async () => {
    const res = await r.client.get('/api/scores', { userId: r.id });
    expect(res.status).toBe(200);
    expect(Array.isArray(res.body)).toBe(true);
    expect(res.body).toHaveLength(50);
    expect(res.body.map((s: { totalScore: number }) => s.totalScore)).toEqual(
      totals.slice(-50).reverse(),
    );
    for (const entry of res.body) {
      expect(Object.keys(entry).sort()).toEqual(
        [
          'createdAt',
          'directScore',
          'id',
          'indirectScore',
          'isLegacy',
          'totalScore',
          'userId',
        ].sort(),
      );
      expect(entry.userId).toBe(r.id);
      expect(entry.totalScore).toBe(entry.directScore + entry.indirectScore);
    }
    for (let i = 1; i < res.body.length; i++) {
      expect(Date.parse(res.body[i - 1].createdAt)).toBeGreaterThanOrEqual(
        Date.parse(res.body[i].createdAt),
      );
      expect(res.body[i - 1].id).toBeGreaterThan(res.body[i].id);
    }
  });

  it('honours limit, and defaults userId to the caller', async () => {
    const res = await r.client.get('/api/scores', { limit: 3 });
    expect(res.body.map((s: { totalScore: number }) => s.totalScore)).toEqual(
      totals.slice(-3).reverse(),
    );
    expect((await r.client.get('/api/scores', { userId: r.id, limit: 1000 })).body).toHaveLength(
      55,
    );
  });

  it.each([['0'], ['-1'], ['abc'], ['1.5'], ['1001'], ['']])(
    'refuses limit=%j with a 400 naming limit',
    async (limit) => {
      expectError(await r.client.get('/api/scores', { userId: r.id, limit }), 400, 'limit');
    },
  );

  it('refuses a bad userId, an unknown type and unknown parameters', async () => {
    expectError(
      await r.client.get('/api/scores', { userId: 'me' }),
      400,
      'userId: must be a number',
    );
    expectError(await r.client.get('/api/scores', { userId: -4 }), 400, 'userId');
    expectError(await r.client.get('/api/scores', { type: 'best' }), 400, 'type');
    expectError(await r.client.get('/api/scores', { sort: 'asc' }), 400, 'sort');
  });

  it('type=latest returns the latest score with its responses', async () => {
    const res = await r.client.get('/api/scores', { userId: r.id, type: 'latest' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      userId: r.id,
      totalScore: totals.at(-1),
      responses: sampleResponses(54),
    });
    expect(Object.keys(res.body.responses)).toHaveLength(QUESTIONS.length);
    expect(typeof res.body.createdAt).toBe('string');
    // "score, with score.responses": the same record under `score` as well.
    const { score, ...record } = res.body;
    expect(score).toEqual(record);
    expect(Object.keys(score.responses)).toHaveLength(QUESTIONS.length);
  });

  it('type=latest answers { score: null } when there is no score yet', async () => {
    const fresh = await signup(server);
    const res = await fresh.client.get('/api/scores', { userId: fresh.id, type: 'latest' });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ score: null });
    const history = await fresh.client.get('/api/scores', { userId: fresh.id });
    expect(history.body).toEqual([]);
  });

  it('type=withResponses returns the history with direct, indirect and responses', async () => {
    const res = await r.client.get('/api/scores', { userId: r.id, type: 'withResponses' });
    expect(res.status).toBe(200);
    expect(res.body).toHaveLength(50);
    expect(res.body[0]).toMatchObject({
      totalScore: totals.at(-1),
      responses: sampleResponses(54),
    });
    for (const entry of res.body) {
      expect(entry).toHaveProperty('directScore');
      expect(entry).toHaveProperty('indirectScore');
      expect(Object.keys(entry.responses)).toHaveLength(QUESTIONS.length);
    }
    const limited = await r.client.get('/api/scores', { type: 'withResponses', limit: 2 });
    expect(limited.body).toHaveLength(2);
  });

  it("lets the administrator read a resident's history, but not a resident another's", async () => {
    const other = await signup(server);
    expect((await admin.get('/api/scores', { userId: r.id, limit: 5 })).body).toHaveLength(5);
    expect((await admin.get('/api/scores', { userId: r.id, type: 'latest' })).status).toBe(200);
    for (const type of [undefined, 'latest', 'withResponses']) {
      expectError(await other.client.get('/api/scores', { userId: r.id, type }), 403);
    }
  });

  it('gives the administrator an empty history for a profile that does not exist', async () => {
    const res = await admin.get('/api/scores', { userId: 999999 });
    expect(res.status).toBe(200);
    expect(res.body).toEqual([]);
  });
});
