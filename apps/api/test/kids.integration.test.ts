// The kids' corner and the water detective (issue 12, items 3 and 4) over both transports:
// missions and stickers per profile, home readings per household feeding every footprint,
// bad input named, other people's ids refused, no session refused.
import { PERSONAL_QUESTIONS } from '@wf/scoring/household-footprint';
import { actionPlan, footprint, readingsToMeasurements } from '@wf/scoring/water';
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
  type Res,
  type Resident,
} from './helpers.ts';
import { joinFamily, signupIntoFamily } from './household-helpers.ts';

const server = await useTestServer();
const admin = await loginAdmin(server);

const ok = (res: Res): Json => {
  expect(res.status, res.text).toBe(200);
  return res.body;
};
const data = trpcData;

const answers = sampleResponses(3);
const json = <T>(value: T): T => JSON.parse(JSON.stringify(value));

let child: Resident;
let parent: Resident;
let neighbour: Resident;
beforeAll(async () => {
  // One family: the parent joined the child's household with its code.
  child = await signup(server, { apartment: 'C-305' });
  parent = await signup(server, { apartment: ' c 305' });
  await joinFamily(child, parent);
  neighbour = await signup(server, { apartment: 'C-306' });
  for (const r of [child, parent, neighbour]) {
    expect((await r.client.post('/api/scores', scorePayload(answers))).status).toBe(201);
  }
});

describe('missions and stickers', () => {
  it('starts with no stickers and three open missions', async () => {
    const body = ok(await neighbour.client.get('/api/kids'));
    expect(body).toEqual({
      stickers: [],
      missions: [
        { mission: 'water-hero', done: false },
        { mission: 'water-detective', done: false },
        { mission: 'water-song', done: false },
      ],
      newSticker: null,
    });
  });

  it('ticks a mission off with its sticker, once, and back on', async () => {
    const ticked = ok(
      await child.client.put('/api/kids/missions', { mission: 'water-song', done: true }),
    );
    expect(ticked.newSticker).toBe('mission-water-song');
    expect(ticked.missions).toContainEqual({ mission: 'water-song', done: true });
    expect(ticked.stickers.map((s: Json) => s.sticker)).toEqual(['mission-water-song']);
    expect(Date.parse(ticked.stickers[0].earnedAt)).not.toBeNaN();

    const again = ok(
      await child.client.put('/api/kids/missions', { mission: 'water-song', done: true }),
    );
    expect(again.newSticker).toBeNull();
    expect(again.stickers).toEqual(ticked.stickers);

    // Kept on the server: a new read (another session of the same profile) sees it.
    expect(data(await child.client.trpcQuery('kids.get')).stickers).toEqual(ticked.stickers);

    const unticked = data(
      await child.client.trpcMutation('kids.setMission', { mission: 'water-song', done: false }),
    );
    expect(unticked.stickers).toEqual([]);
    expect(unticked.missions).toContainEqual({ mission: 'water-song', done: false });
  });

  it('gives the quiz sticker once', async () => {
    expect(ok(await child.client.post('/api/kids/quiz', {})).newSticker).toBe('quiz');
    const second = data(await child.client.trpcMutation('kids.completeQuiz', {}));
    expect(second.newSticker).toBeNull();
    expect(second.stickers.map((s: Json) => s.sticker)).toEqual(['quiz']);
  });

  it('names the field of bad input and writes nothing', async () => {
    const before = snapshot(server);
    expectError(
      await child.client.put('/api/kids/missions', { mission: 'fly', done: true }),
      400,
      'mission: must be one of water-hero, water-detective, water-song',
    );
    expectError(
      await child.client.put('/api/kids/missions', { mission: 'water-hero', done: 'yes' }),
      400,
      'done: must be true or false',
    );
    expectError(
      await child.client.put('/api/kids/missions', { mission: 'water-hero', done: true, x: 1 }),
      400,
      'Unknown field: x',
    );
    const trpc = await child.client.trpcMutation('kids.setMission', { mission: 'fly', done: true });
    expectTrpcError(trpc, 400, 'mission: must be one of');
    expect(trpc.body.error.data.field).toBe('mission');
    expect(snapshot(server)).toBe(before);
  });

  it("refuses someone else's id (403), lets the administrator in, and needs a session (401)", async () => {
    const before = snapshot(server);
    expectError(await child.client.get('/api/kids', { userId: neighbour.id }), 403);
    expectError(
      await child.client.put('/api/kids/missions', {
        userId: neighbour.id,
        mission: 'water-hero',
        done: true,
      }),
      403,
    );
    expectError(await child.client.post('/api/kids/quiz', { userId: neighbour.id }), 403);
    expectTrpcError(await child.client.trpcQuery('kids.get', { userId: neighbour.id }), 403);
    expect(snapshot(server)).toBe(before);
    expect(ok(await admin.get('/api/kids', { userId: neighbour.id })).stickers).toEqual([]);

    const anonymous = new Client(server);
    expectError(await anonymous.get('/api/kids'), 401);
    expectError(
      await anonymous.put('/api/kids/missions', { mission: 'water-hero', done: true }),
      401,
    );
    expectError(await anonymous.post('/api/kids/quiz', {}), 401);
    expectTrpcError(await anonymous.trpcQuery('kids.get'), 401);
  });
});

describe('the water detective', () => {
  const shower = { step: 'shower', litresIn10Seconds: 2 } as const;
  const bucket = { step: 'bucket', bucketLitres: 12 } as const;

  it('stores a reading for the household, gives its sticker and feeds every footprint', async () => {
    const before = ok(await child.client.get('/api/footprint')).footprint;
    expect(before.measured).toEqual([]);

    const body = ok(await child.client.put('/api/detective/readings', { reading: shower }));
    expect(body.newSticker).toBe('detective-shower');
    expect(body.measurements).toEqual({ showerLitresPerMinute: 12 });
    expect(body.readings).toEqual([
      {
        step: 'shower',
        reading: shower,
        measuredAt: expect.any(String),
        byYou: true,
        measuredBy: { id: child.id, profileName: child.profileName },
      },
    ]);
    data(await child.client.trpcMutation('detective.record', { reading: bucket }));

    const measurements = readingsToMeasurements([shower, bucket]);
    const expected = json(footprint(answers, measurements));
    // The REST footprint, the summary, the dashboard's footprint and the plan of the child...
    const rest = ok(await child.client.get('/api/footprint')).footprint;
    expect(rest).toMatchObject(expected);
    expect(rest.measured).toEqual(['showerLitresPerMinute', 'bucketLitres']);
    expect(rest.direct.litresPerDay).not.toBeCloseTo(before.direct.litresPerDay, 3);
    const summary = data(await child.client.trpcQuery('water.summary'));
    expect(summary.latest.footprint).toMatchObject(expected);
    expect(data(await child.client.trpcQuery('water.footprint')).footprint).toMatchObject(expected);
    // The plan reads the readings too. The child shares the home with the parent (same answers),
    // so a change to the home's shared uses saves what the model says, and a change to the
    // child's own brushing or bathing saves the child's share of it (docs/households.md).
    const model = json(actionPlan(answers, measurements)) as Json[];
    const plan = ok(await child.client.get('/api/actions')).actions as Json[];
    expect(plan.map((a) => a.questionKey).sort()).toEqual(model.map((a) => a.questionKey).sort());
    for (const action of plan) {
      const whole = model.find((a) => a.questionKey === action.questionKey)!;
      if (PERSONAL_QUESTIONS.includes(action.questionKey)) {
        expect(action.litresSavedPerDay).toBeGreaterThan(0);
        expect(action.litresSavedPerDay).toBeLessThan(whole.litresSavedPerDay);
      } else {
        expect(action.litresSavedPerDay).toBeCloseTo(whole.litresSavedPerDay, 6);
      }
    }
    const preview = ok(await child.client.post('/api/footprint/preview', { responses: answers }));
    expect(preview.footprint).toMatchObject(expected);
    // ...and of the parent in the same home, who sees the child's readings as the household's.
    expect(ok(await parent.client.get('/api/footprint')).footprint).toMatchObject(expected);
    const parentView = ok(await parent.client.get('/api/detective'));
    expect(parentView.readings.map((r: Json) => [r.step, r.byYou, r.measuredBy.id])).toEqual([
      ['shower', false, child.id],
      ['bucket', false, child.id],
    ]);
    // The neighbour's home keeps the model's defaults.
    expect(ok(await neighbour.client.get('/api/footprint')).footprint).toMatchObject(
      json(footprint(answers)),
    );
    expect(ok(await neighbour.client.get('/api/detective')).readings).toEqual([]);
    // The sticker is the child's, not the parent's.
    expect(ok(await child.client.get('/api/kids')).stickers.map((s: Json) => s.sticker)).toEqual(
      expect.arrayContaining(['detective-shower', 'detective-bucket']),
    );
    expect(ok(await parent.client.get('/api/kids')).stickers).toEqual([]);
  });

  it('measures again over the earlier reading, and forgets one', async () => {
    const again = ok(
      await parent.client.put('/api/detective/readings', {
        reading: { step: 'shower', litresIn10Seconds: 1 },
      }),
    );
    expect(again.measurements.showerLitresPerMinute).toBe(6);
    expect(again.readings.find((r: Json) => r.step === 'shower').byYou).toBe(true);
    expect(again.newSticker).toBe('detective-shower');

    const removed = ok(await parent.client.delete('/api/detective/readings', { step: 'shower' }));
    expect(removed.measurements).toEqual({ bucketLitres: 12 });
    expect(ok(await child.client.get('/api/footprint')).footprint.measured).toEqual([
      'bucketLitres',
    ]);
    // Stickers stay earned.
    expect(ok(await child.client.get('/api/kids')).stickers.map((s: Json) => s.sticker)).toContain(
      'detective-shower',
    );
  });

  it('names the field of a reading out of bounds or unknown, and writes nothing', async () => {
    const before = snapshot(server);
    const put = (reading: unknown) => child.client.put('/api/detective/readings', { reading });
    expectError(
      await put({ step: 'shower', litresIn10Seconds: 50 }),
      400,
      'reading.litresIn10Seconds: must be at most 5 litres',
    );
    expectError(
      await put({ step: 'tap', secondsToFillOneLitre: 1, hasAerator: false }),
      400,
      'reading.secondsToFillOneLitre: must be at least 2 seconds',
    );
    expectError(
      await put({ step: 'flush', flushType: 'gold' }),
      400,
      "reading.flushType: must be 'single' or 'dual'",
    );
    expectError(await put({ step: 'bath', litres: 3 }), 400, 'reading.step: must be one of');
    expectError(await child.client.put('/api/detective/readings', {}), 400, 'reading');
    expectError(
      await child.client.delete('/api/detective/readings', { step: 'everything' }),
      400,
      'step: must be one of shower, tap, bucket, ro, flush, drips',
    );
    const trpc = await child.client.trpcMutation('detective.record', {
      reading: { step: 'drips', dripsPerMinute: -1 },
    });
    expectTrpcError(trpc, 400, 'reading.dripsPerMinute: must be at least 0 drips');
    expect(trpc.body.error.data.field).toBe('reading');
    expect(snapshot(server)).toBe(before);
  });

  it("refuses someone else's id (403), lets the administrator in, and needs a session (401)", async () => {
    const before = snapshot(server);
    expectError(await child.client.get('/api/detective', { userId: neighbour.id }), 403);
    expectError(
      await child.client.put('/api/detective/readings', { userId: neighbour.id, reading: bucket }),
      403,
    );
    expectError(
      await child.client.delete('/api/detective/readings', {
        userId: neighbour.id,
        step: 'bucket',
      }),
      403,
    );
    expectTrpcError(
      await child.client.trpcMutation('detective.record', {
        userId: neighbour.id,
        reading: bucket,
      }),
      403,
    );
    expect(snapshot(server)).toBe(before);
    expect(ok(await admin.get('/api/detective', { userId: child.id })).measurements).toEqual({
      bucketLitres: 12,
    });

    const anonymous = new Client(server);
    expectError(await anonymous.get('/api/detective'), 401);
    expectError(await anonymous.put('/api/detective/readings', { reading: bucket }), 401);
    expectError(await anonymous.delete('/api/detective/readings', { step: 'bucket' }), 401);
    expectTrpcError(await anonymous.trpcQuery('detective.get'), 401);
  });
});

describe('deleting profiles', () => {
  const count = (sql: string, ...params: unknown[]) =>
    server.database.sqlite
      .prepare(sql)
      .pluck()
      .get(...params) as number;

  it("deletes a profile's stickers; the home's readings go with its last profile", async () => {
    const a = await signup(server, { apartment: 'D-1' });
    const b = await signupIntoFamily(server, a, { apartment: 'd1' });
    const household = server.database.sqlite
      .prepare('select household_id from profiles where id = ?')
      .pluck()
      .get(a.id);
    ok(await a.client.put('/api/kids/missions', { mission: 'water-hero', done: true }));
    ok(await a.client.put('/api/detective/readings', { reading: { step: 'ro', rejectLitres: 3 } }));
    expect(count('select count(*) from stickers where profile_id = ?', a.id)).toBe(2);

    expect((await admin.delete('/api/users', { id: a.id })).status).toBe(200);
    expect(count('select count(*) from stickers where profile_id = ?', a.id)).toBe(0);
    // b still lives there: the reading stays, no longer credited to anyone.
    const kept = ok(await b.client.get('/api/detective'));
    expect(kept.measurements).toEqual({ roRejectLitresPerLitre: 3 });
    expect(kept.readings[0].byYou).toBe(false);

    expect((await admin.delete('/api/users', { id: b.id })).status).toBe(200);
    expect(count('select count(*) from household_readings where household_id = ?', household)).toBe(
      0,
    );
    expect(count('select count(*) from households where id = ?', household)).toBe(0);
  });

  it("leaves a home's readings behind when its only profile moves out", async () => {
    const mover = await signup(server, { apartment: 'E-9' });
    const household = server.database.sqlite
      .prepare('select household_id from profiles where id = ?')
      .pluck()
      .get(mover.id);
    ok(
      await mover.client.put('/api/detective/readings', {
        reading: { step: 'flush', flushType: 'single' },
      }),
    );
    expect(
      (await mover.client.put('/api/users', { profileName: mover.profileName, apartment: 'E-10' }))
        .status,
    ).toBe(200);
    expect(ok(await mover.client.get('/api/detective')).readings).toEqual([]);
    expect(count('select count(*) from household_readings where household_id = ?', household)).toBe(
      0,
    );
  });
});
