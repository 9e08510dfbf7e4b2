// Pledges over both API surfaces (issue 10): made on one's latest answers, kept or not kept at
// the next submission with the litres their own answer's change saved, removed with their
// profile. Outcomes are checked against the water model called on the same answers.
import type { Responses } from '@wf/scoring';
import { typicalResponses } from '@wf/scoring/arbitraries';
import {
  actionPlan,
  actionText,
  combinedPledgeSaving,
  evaluatePledge,
  pledgeLitresSaved,
  type Action,
} from '@wf/scoring/water';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  Client,
  expectError,
  expectTrpcError,
  loginAdmin,
  rowCounts,
  sampleResponses,
  scorePayload,
  signup,
  trpcData,
  useTestServer,
  type Json,
  type Resident,
} from './helpers.ts';

const server = await useTestServer();
const admin = await loginAdmin(server);

const data = trpcData;

const start = sampleResponses(2);
const plan = actionPlan(start);
// The plan's best action and another that saves direct water too.
const top = plan[0]!;
const next = plan.find((x) => x.questionKey !== top.questionKey && x.litresSavedPerDay > 0)!;

let a: Resident;
let b: Resident;
beforeAll(async () => {
  a = await signup(server);
  b = await signup(server);
  expect(top.litresSavedPerDay).toBeGreaterThan(0);
  expect(next).toBeDefined();
  expect((await a.client.post('/api/scores', scorePayload(start))).status).toBe(201);
  expect((await b.client.post('/api/scores', scorePayload(start))).status).toBe(201);
});

const pledgeOf = (x: Pick<Action, 'questionKey' | 'betterAnswer'>) => ({
  questionKey: x.questionKey,
  betterAnswer: x.betterAnswer,
});

async function submit(who: Resident, responses: Responses) {
  const res = await who.client.trpcMutation('scores.submit', scorePayload(responses));
  return data(res).score;
}

describe('pledges over tRPC', () => {
  it('refuses a pledge before any attempt with answers', async () => {
    const newcomer = await signup(server);
    const res = await newcomer.client.trpcMutation('pledges.create', pledgeOf(top));
    expectTrpcError(res, 409, /questionnaire first/);
    expect(data(await newcomer.client.trpcQuery('pledges.list'))).toEqual({
      pledges: [],
      kept: { count: 0, litresSavedPerDay: 0 },
    });
  });

  it('makes a pledge of a plan action, with its words, open', async () => {
    const { pledge } = data(await a.client.trpcMutation('pledges.create', pledgeOf(top)));
    expect(pledge).toEqual({
      id: expect.any(Number),
      ...pledgeOf(top),
      status: 'open',
      progress: 'open',
      createdAt: expect.any(String),
      resolvedAt: null,
      litresSavedPerDay: null,
      ...actionText(top.questionKey, top.betterAnswer),
      pledgedBy: { id: a.id, profileName: a.profileName },
    });
    expect(pledge.pledge).toMatch(/^I will/);
    expect(data(await a.client.trpcQuery('pledges.list'))).toEqual({
      pledges: [pledge],
      kept: { count: 0, litresSavedPerDay: 0 },
    });
  });

  it('refuses the same open pledge again, and a second one for the same question', async () => {
    const again = await a.client.trpcMutation('pledges.create', pledgeOf(top));
    expectTrpcError(again, 409, /already pledged/);
    const brusher = await signup(server);
    await submit(brusher, { ...start, q16_tapWhileBrushing: 'Never' });
    const tap = (betterAnswer: string) => ({ questionKey: 'q16_tapWhileBrushing', betterAnswer });
    data(await brusher.client.trpcMutation('pledges.create', tap('Always')));
    const second = await brusher.client.trpcMutation('pledges.create', tap('Usually'));
    expectTrpcError(second, 409, /open pledge for this question \('Always'\)/);
  });

  it('names the field of a bad pledge', async () => {
    const cases: [unknown, RegExp][] = [
      [{ questionKey: 'q1_householdSize', betterAnswer: '1' }, /questionKey/],
      [{ questionKey: 'q99_nothing', betterAnswer: 'Always' }, /questionKey/],
      [{ questionKey: 'q16_tapWhileBrushing', betterAnswer: 'Sometimes please' }, /betterAnswer/],
      [{ questionKey: 'q16_tapWhileBrushing' }, /betterAnswer/],
      [{ ...pledgeOf(next), colour: 'blue' }, /colour/],
      // Today's own answer is no improvement.
      [{ questionKey: next.questionKey, betterAnswer: next.currentAnswer }, /betterAnswer/],
    ];
    for (const [input, field] of cases) {
      expectTrpcError(await a.client.trpcMutation('pledges.create', input), 400, field);
    }
  });

  it("accepts every action of a plan made with the home's measurements", async () => {
    // A measured shower of 24 L a minute: some changes save water only by the home's figures
    // (the model's default shower would call them no better), and the plan offers them.
    // Short showers several times a day and two buckets on the rare bucket-bath day: by the
    // default shower flow a bucket bath every time uses more, by the measured one it saves.
    const answers: Responses = {
      ...start,
      q8_showerDuration: '5 minutes or less',
      q9_showerFrequency: 'More than twice a day',
      q12_bucketAmount: 'Two buckets or more',
      q13_bucketFrequency: 'Rarely',
    };
    const home = await signup(server);
    const shower = { step: 'shower', litresIn10Seconds: 4 };
    const stored = await home.client.put('/api/detective/readings', { reading: shower });
    expect(stored.status).toBe(200);
    expect((await home.client.post('/api/scores', scorePayload(answers))).status).toBe(201);
    const { actions } = data(await home.client.trpcQuery('water.actions')) as { actions: Action[] };
    expect(actions.some((x) => evaluatePledge(pledgeOf(x), answers) === 'kept')).toBe(true);
    for (const action of actions) {
      const res = await home.client.trpcMutation('pledges.create', pledgeOf(action));
      expect(res.status, `${action.questionKey}: ${res.text}`).toBe(200);
    }
  });

  it('refuses a pledge that is worse than today’s answer', async () => {
    const worse = { ...start, q16_tapWhileBrushing: 'Usually' };
    const w = await signup(server);
    await submit(w, worse);
    const res = await w.client.trpcMutation('pledges.create', {
      questionKey: 'q16_tapWhileBrushing',
      betterAnswer: 'Never',
    });
    expectTrpcError(res, 400, /not a better answer.*'Always'/);
  });

  it('pledges only for oneself, the administrator included', async () => {
    for (const who of [b.client, admin]) {
      const res = await who.trpcMutation('pledges.create', { ...pledgeOf(next), userId: a.id });
      expectTrpcError(res, 403);
    }
    expectTrpcError(await new Client(server).trpcMutation('pledges.create', pledgeOf(next)), 401);
  });

  it("lists one's own pledges; the administrator anyone's", async () => {
    const own = data(await a.client.trpcQuery('pledges.list'));
    expect(data(await admin.trpcQuery('pledges.list', { userId: a.id }))).toEqual(own);
    expectTrpcError(await b.client.trpcQuery('pledges.list', { userId: a.id }), 403);
    expectTrpcError(await new Client(server).trpcQuery('pledges.list'), 401);
    expectTrpcError(await a.client.trpcQuery('pledges.list', { userId: 'me' }), 400, /userId/);
  });

  it('marks a pledge kept at the next submission, with the litres its answer saved', async () => {
    const improved = { ...start, [top.questionKey]: top.betterAnswer } as Responses;
    const score = await submit(a, improved);
    const { pledges } = data(await a.client.trpcQuery('pledges.list'));
    expect(pledges).toHaveLength(1);
    expect(pledges[0]).toMatchObject({ ...pledgeOf(top), status: 'kept' });
    expect(pledges[0].resolvedAt).toBe(score.createdAt);
    expect(pledges[0].litresSavedPerDay).toBeCloseTo(top.litresSavedPerDay, 9);
    expect(pledges[0].litresSavedPerDay).toBe(pledgeLitresSaved(top, start, improved));
    const summary = data(await a.client.trpcQuery('water.summary'));
    expect(summary.latest.attemptId).toBe(score.id);
    expect(summary.resolvedPledges).toEqual(pledges);
    expect(summary.change.litresSavedPerDay).toBeCloseTo(top.litresSavedPerDay, 9);
  });

  it('marks a pledge not kept when the next answers do not change', async () => {
    const { responses } = data(await a.client.trpcQuery('scores.latest'));
    const nextPlan = actionPlan(responses);
    const another = nextPlan.find((x) => x.questionKey !== top.questionKey)!;
    const { pledge } = data(await a.client.trpcMutation('pledges.create', pledgeOf(another)));
    // Another resident's submission leaves A's pledge open.
    await submit(b, start);
    expect(data(await a.client.trpcQuery('pledges.list')).pledges[0]).toMatchObject({
      id: pledge.id,
      status: 'open',
    });
    await submit(a, responses);
    const { pledges } = data(await a.client.trpcQuery('pledges.list'));
    expect(pledges.map((p: Json) => [p.questionKey, p.status])).toEqual([
      [another.questionKey, 'not_kept'],
      [top.questionKey, 'kept'],
    ]);
    expect(pledges[0].litresSavedPerDay).toBe(0);
    // The previous kept pledge was resolved by an earlier attempt: not celebrated again.
    const summary = data(await a.client.trpcQuery('water.summary'));
    expect(summary.resolvedPledges.map((p: Json) => p.id)).toEqual([pledge.id]);
  });

  it('removes one’s own pledges; others only the administrator; unknown ids are 404', async () => {
    const mine = data(await b.client.trpcMutation('pledges.create', pledgeOf(top))).pledge;
    expectTrpcError(await a.client.trpcMutation('pledges.remove', { id: mine.id }), 403);
    expectTrpcError(await new Client(server).trpcMutation('pledges.remove', { id: mine.id }), 401);
    expectTrpcError(await b.client.trpcMutation('pledges.remove', { id: 'x' }), 400, /id/);
    expectTrpcError(await b.client.trpcMutation('pledges.remove', { id: 999999 }), 404);
    expect(data(await b.client.trpcMutation('pledges.remove', { id: mine.id }))).toEqual({
      success: true,
    });
    expect(data(await b.client.trpcQuery('pledges.list'))).toEqual({
      pledges: [],
      kept: { count: 0, litresSavedPerDay: 0 },
    });
    const again = data(await b.client.trpcMutation('pledges.create', pledgeOf(top))).pledge;
    expect(data(await admin.trpcMutation('pledges.remove', { id: again.id }))).toEqual({
      success: true,
    });
    expectTrpcError(await b.client.trpcMutation('pledges.remove', { id: again.id }), 404);
  });
});

describe('deleting a profile', () => {
  it('deletes its pledges and its goal, and nobody else’s', async () => {
    const leaving = await signup(server);
    await submit(leaving, start);
    data(await leaving.client.trpcMutation('pledges.create', pledgeOf(top)));
    data(await leaving.client.trpcMutation('goal.set', { targetPercent: 15 }));
    const staying = data(await a.client.trpcQuery('pledges.list')).pledges.length;
    const before = rowCounts(server);
    const res = await admin.delete('/api/users', { id: leaving.id });
    expect(res.status).toBe(200);
    const after = rowCounts(server);
    expect(after.pledges).toBe(before.pledges! - 1);
    expect(after.goals).toBe(before.goals! - 1);
    const left = server.database.sqlite
      .prepare('select count(*) from pledges where profile_id = ?')
      .pluck();
    expect(left.get(leaving.id)).toBe(0);
    expect(data(await a.client.trpcQuery('pledges.list')).pledges).toHaveLength(staying);
  });
});

describe('pledges over REST', () => {
  const none = () => new Client(server);
  let r: Resident;
  beforeAll(async () => {
    r = await signup(server);
    expect((await r.client.post('/api/scores', scorePayload(start))).status).toBe(201);
  });

  it('POST /api/pledges answers 201 with the pledge and the list', async () => {
    const res = await r.client.post('/api/pledges', pledgeOf(top));
    expect(res.status).toBe(201);
    expect(res.body.pledge).toMatchObject({ ...pledgeOf(top), status: 'open' });
    expect(res.body.pledges).toEqual([res.body.pledge]);
    const list = await r.client.get('/api/pledges');
    expect(list.status).toBe(200);
    expect(list.body).toEqual({
      pledges: [res.body.pledge],
      kept: { count: 0, litresSavedPerDay: 0 },
    });
    expect(list.body).toEqual(data(await r.client.trpcQuery('pledges.list')));
    for (const p of list.body.pledges) {
      expect(p).toMatchObject({
        id: expect.any(Number),
        questionKey: expect.any(String),
        betterAnswer: expect.any(String),
        status: 'open',
        progress: 'open',
        createdAt: expect.any(String),
      });
    }
  });

  it('refuses bad input naming the field, duplicates with 409, others with 403, 401 without a session', async () => {
    expectError(await r.client.post('/api/pledges', pledgeOf(top)), 409, /already pledged/);
    const bad = { questionKey: next.questionKey, betterAnswer: 'Sometimes, maybe' };
    expectError(await r.client.post('/api/pledges', bad), 400, /betterAnswer/);
    expectError(
      await r.client.post('/api/pledges', { betterAnswer: 'Always' }),
      400,
      /questionKey/,
    );
    expectError(await r.client.post('/api/pledges', 'nope'), 400);
    expectError(await admin.post('/api/pledges', { ...pledgeOf(next), userId: r.id }), 403);
    expectError(await a.client.post('/api/pledges', { ...pledgeOf(next), userId: r.id }), 403);
    expectError(await none().post('/api/pledges', pledgeOf(next)), 401);
    expectError(await a.client.get('/api/pledges', { userId: r.id }), 403);
    expect((await admin.get('/api/pledges', { userId: r.id })).status).toBe(200);
    expectError(await none().get('/api/pledges'), 401);
    expectError(await r.client.get('/api/pledges', { userId: 'abc' }), 400, /userId/);
  });

  // Found by the fuzz test: JSON can shadow an object's toString or valueOf with a value that is
  // not a function, and turning such an id into a number threw instead of being refused.
  it.each<[unknown]>([[{ toString: 0 }], [{ valueOf: 1, toString: 'x' }], [true], [null], [[5]]])(
    'refuses userId %j with a 400 naming userId, and writes nothing',
    async (userId: unknown) => {
      const before = (await r.client.get('/api/pledges')).body;
      expectError(
        await r.client.post('/api/pledges', { ...pledgeOf(next), userId }),
        400,
        /userId/,
      );
      expect((await r.client.get('/api/pledges')).body).toEqual(before);
      const trpc = await r.client.trpcQuery('pledges.list', { userId });
      expect(trpc.status).toBe(400);
    },
  );

  it('resolves pledges made over REST at the next submission over REST', async () => {
    const improved = { ...start, [top.questionKey]: top.betterAnswer } as Responses;
    expect((await r.client.post('/api/scores', scorePayload(improved))).status).toBe(201);
    const { pledges } = (await r.client.get('/api/pledges')).body;
    expect(pledges).toEqual([
      expect.objectContaining({
        ...pledgeOf(top),
        status: 'kept',
        litresSavedPerDay: expect.any(Number),
      }),
    ]);
    expect(pledges[0].litresSavedPerDay).toBeCloseTo(top.litresSavedPerDay, 9);
    const another = actionPlan(improved).find((x) => x.questionKey !== top.questionKey)!;
    expect((await r.client.post('/api/pledges', pledgeOf(another))).status).toBe(201);
    expect((await r.client.post('/api/scores', scorePayload(improved))).status).toBe(201);
    const after = (await r.client.get('/api/pledges')).body.pledges;
    expect(after.map((p: Json) => p.status)).toEqual(['not_kept', 'kept']);
  });

  it('DELETE /api/pledges?id removes one and gives what is left', async () => {
    const { pledges } = (await r.client.get('/api/pledges')).body;
    const [newest, older] = pledges;
    expectError(await a.client.delete('/api/pledges', { id: newest.id }), 403);
    expectError(await none().delete('/api/pledges', { id: newest.id }), 401);
    expectError(await r.client.delete('/api/pledges', { id: 'abc' }), 400, /id/);
    expectError(await r.client.delete('/api/pledges'), 400, /id/);
    expectError(await r.client.delete('/api/pledges', { id: 987654 }), 404);
    const res = await r.client.delete('/api/pledges', { id: newest.id });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      success: true,
      pledges: [older],
      kept: { count: 0, litresSavedPerDay: 0 },
    });
    const byAdmin = await admin.delete('/api/pledges', { id: older.id });
    expect(byAdmin.body).toEqual({
      success: true,
      pledges: [],
      kept: { count: 0, litresSavedPerDay: 0 },
    });
  });
});

describe('kept pledges add up by the model, and partial progress shows (issue 27)', () => {
  // A home that showers and sometimes takes bucket baths: a shorter shower and a bucket bath
  // both cut the same shower water, so their separate savings overlap.
  const showering: Responses = {
    ...typicalResponses,
    q8_showerDuration: 'More than 15 minutes',
    q12_bucketAmount: 'One bucket',
    q13_bucketFrequency: 'Rarely',
  };
  const shorter = { questionKey: 'q8_showerDuration', betterAnswer: '5 minutes or less' } as const;
  const bucket = { questionKey: 'q13_bucketFrequency', betterAnswer: 'Always' } as const;

  it('GET /api/pledges credits two overlapping bathing pledges what the model says together', async () => {
    const home = await signup(server);
    expect((await home.client.post('/api/scores', scorePayload(showering))).status).toBe(201);
    expect((await home.client.post('/api/pledges', shorter)).status).toBe(201);
    expect((await home.client.post('/api/pledges', bucket)).status).toBe(201);
    const kept: Responses = {
      ...showering,
      q8_showerDuration: '5 minutes or less',
      q13_bucketFrequency: 'Always',
    };
    expect((await home.client.post('/api/scores', scorePayload(kept))).status).toBe(201);
    const res = await home.client.get('/api/pledges');
    expect(res.status).toBe(200);
    expect(res.body.pledges.map((p: Json) => p.status)).toEqual(['kept', 'kept']);
    const together = combinedPledgeSaving([shorter, bucket], showering, kept).litresSavedPerDay;
    expect(res.body.kept.count).toBe(2);
    expect(res.body.kept.litresSavedPerDay).toBeCloseTo(together, 9);
    const alone = res.body.pledges.reduce((sum: number, p: Json) => sum + p.litresSavedPerDay, 0);
    // The separate savings overlap: their sum claims more than the home saved.
    expect(alone).toBeGreaterThan(together + 1);
    expect(data(await home.client.trpcQuery('pledges.list')).kept).toEqual(res.body.kept);
    expect(data(await home.client.trpcQuery('water.summary')).keptPledges).toEqual(res.body.kept);
  });

  it('shows a pledge moved toward but not to its answer as partial, with its real litres', async () => {
    const home = await signup(server);
    expect((await home.client.post('/api/scores', scorePayload(showering))).status).toBe(201);
    expect((await home.client.post('/api/pledges', shorter)).status).toBe(201);
    const halfway: Responses = { ...showering, q8_showerDuration: '6-10 minutes' };
    expect((await home.client.post('/api/scores', scorePayload(halfway))).status).toBe(201);
    const { pledges, kept } = (await home.client.get('/api/pledges')).body;
    expect(pledges[0]).toMatchObject({ status: 'not_kept', progress: 'partial' });
    expect(pledges[0].litresSavedPerDay).toBeCloseTo(
      pledgeLitresSaved(shorter, showering, halfway),
      9,
    );
    expect(pledges[0].litresSavedPerDay).toBeGreaterThan(0);
    expect(kept).toEqual({ count: 0, litresSavedPerDay: 0 });
  });
});
