// "Most improved" by litres (issue 27): GET /api/analytics?type=improved&by=litres lists the homes
// whose litres per person a day fell, largest fall first, and leaves out one whose points rose
// while its litres rose too. Figures are checked against the water model on the same answers.
import { QUESTIONS, scoreResponses, type Responses } from '@wf/scoring';
import { typicalResponses } from '@wf/scoring/arbitraries';
import { footprint } from '@wf/scoring/water';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  Client,
  expectError,
  scorePayload,
  signup,
  trpcData,
  useTestServer,
  type Json,
  type Resident,
} from './helpers.ts';

const server = await useTestServer();

const perPerson = (r: Responses) => footprint(r).direct.perPersonPerDay;

/** A one-answer change of typicalResponses that gains points and uses more litres. */
function pointsUpLitresUp(): Responses {
  const base = scoreResponses(typicalResponses).totalScore;
  for (const q of QUESTIONS) {
    for (const option of q.options) {
      const changed = { ...typicalResponses, [q.key]: option };
      if (
        scoreResponses(changed).totalScore > base &&
        perPerson(changed) > perPerson(typicalResponses) + 0.5
      ) {
        return changed;
      }
    }
  }
  throw new Error('no change found that gains points and costs litres');
}

const saver1: Responses = {
  ...typicalResponses,
  q8_showerDuration: '5 minutes or less',
  q16_tapWhileBrushing: 'Always',
};
const saver2: Responses = { ...typicalResponses, q16_tapWhileBrushing: 'Always' };

let big: Resident; // the largest fall
let small: Resident;
let pointsOnly: Resident;
let once: Resident;

async function submit(who: Resident, responses: Responses) {
  expect((await who.client.post('/api/scores', scorePayload(responses))).status).toBe(201);
}

beforeAll(async () => {
  [big, small, pointsOnly, once] = await Promise.all([
    signup(server),
    signup(server),
    signup(server),
    signup(server),
  ]);
  await submit(big, typicalResponses);
  await submit(big, saver1);
  await submit(small, typicalResponses);
  await submit(small, saver2);
  await submit(pointsOnly, typicalResponses);
  await submit(pointsOnly, pointsUpLitresUp());
  await submit(once, saver1);
});

const get = (c: Client, query: Record<string, string | number>) => c.get('/api/analytics', query);
// Entries are households (issue 27, item 5); each resident here is a household of their own.
const apartments = (entries: Json[]) => entries.map((e: Json) => e.apartment);

describe('GET /api/analytics?type=improved&by=litres', () => {
  it('lists the homes whose litres fell, largest fall first, with the model figures', async () => {
    const res = await get(big.client, { type: 'improved', by: 'litres', limit: 100 });
    expect(res.status).toBe(200);
    expect(apartments(res.body)).toEqual([big.apartment, small.apartment]);
    const [first] = res.body;
    expect(first).toEqual({
      householdId: expect.any(Number),
      apartment: big.apartment,
      memberNames: [],
      yours: true,
      firstLitresPerPersonPerDay: expect.any(Number),
      latestLitresPerPersonPerDay: expect.any(Number),
      litresChangePercent: expect.any(Number),
    });
    expect(first.firstLitresPerPersonPerDay).toBeCloseTo(perPerson(typicalResponses), 9);
    expect(first.latestLitresPerPersonPerDay).toBeCloseTo(perPerson(saver1), 9);
    expect(first.litresChangePercent).toBeCloseTo(
      ((perPerson(saver1) - perPerson(typicalResponses)) / perPerson(typicalResponses)) * 100,
      9,
    );
    for (const e of res.body) expect(e.litresChangePercent).toBeLessThan(0);
  });

  it('leaves out a home whose points rose while its litres rose, which the points board lists', async () => {
    const byLitres = (await get(big.client, { type: 'improved', by: 'litres', limit: 100 })).body;
    expect(apartments(byLitres)).not.toContain(pointsOnly.apartment);
    const byPoints = (await get(big.client, { type: 'improved', limit: 100 })).body;
    expect(byPoints.map((e: Json) => e.id)).toContain(pointsOnly.id);
    expect((await get(big.client, { type: 'improved', by: 'points', limit: 100 })).body).toEqual(
      byPoints,
    );
  });

  it('honours limit, matches tRPC, and refuses bad input naming the field', async () => {
    const one = (await get(small.client, { type: 'improved', by: 'litres', limit: 1 })).body;
    expect(apartments(one)).toEqual([big.apartment]);
    expect(one[0].yours).toBe(false);
    const all = (await get(small.client, { type: 'improved', by: 'litres', limit: 100 })).body;
    const viaTrpc = trpcData(
      await small.client.trpcQuery('analytics.improvedByLitres', { limit: 100 }),
    );
    expect(viaTrpc).toEqual(all);
    expectError(await get(small.client, { type: 'improved', by: 'gallons' }), 400, 'by');
    expectError(await get(small.client, { type: 'leaderboard', by: 'litres' }), 400, 'by');
    expectError(await get(new Client(server), { type: 'improved', by: 'litres' }), 401);
  });
});
