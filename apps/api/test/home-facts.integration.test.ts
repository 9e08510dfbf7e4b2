// Home facts (issue 27, item 4) on a real server and SQLite file: given beside the questionnaire
// with an attempt (REST and tRPC), kept per household, read by every figure of every member,
// optional for older clients, and refused whole when malformed.
import { F, footprint } from '@wf/scoring/water';
import { describe, expect, it } from 'vitest';
import {
  expectError,
  rowCounts,
  sampleResponses,
  scorePayload,
  signup,
  trpcData,
  useTestServer,
  type Json,
} from './helpers.ts';
import { householdOf, signupIntoFamily } from './household-helpers.ts';

const server = await useTestServer();

const laundryOf = (fp: Json): number =>
  fp.direct.categories.find((c: Json) => c.key === 'laundry').litresPerDay;

describe('home facts travel with an attempt and belong to the household', () => {
  it('a family without a washing machine: every member sees the hand-washed figure', async () => {
    const mother = await signup(server, { apartment: 'HF-1' });
    const son = await signupIntoFamily(server, mother);
    const responses = { ...sampleResponses(3), q2_laundryFrequency: 'Once a day' };

    const res = await mother.client.post('/api/scores', {
      ...scorePayload(responses),
      homeFacts: { laundry: 'hand' },
    });
    expect(res.status, res.text).toBe(201);
    expect((await householdOf(son)).homeFacts).toEqual({ laundry: 'hand' });

    // Once a day by hand: the sourced hand wash, not a machine load.
    const expected = footprint(responses, { homeFacts: { laundry: 'hand' } });
    expect(laundryOf(expected)).toBeCloseTo(F.handWashLaundryLitres.value, 9);
    for (const who of [mother, son]) {
      const fp = (await who.client.get('/api/footprint')).body.footprint;
      expect(laundryOf(fp)).toBeCloseTo(F.handWashLaundryLitres.value, 9);
      expect(fp.direct.litresPerDay).toBeCloseTo(expected.direct.litresPerDay, 9);
    }
    // The plan asks no full machine loads of a home without a machine.
    const plan = (await mother.client.get('/api/actions')).body;
    expect(plan.actions.map((a: Json) => a.questionKey)).not.toContain('q3_laundryFullLoads');
    // The what-if computes in the browser with the detective's measurements: the facts are
    // among them, so its figure meets the server's.
    const detective = trpcData(await son.client.trpcQuery('detective.get'));
    expect(detective.measurements).toEqual({ homeFacts: { laundry: 'hand' } });
    expect(footprint(responses, detective.measurements).direct.litresPerDay).toBeCloseTo(
      expected.direct.litresPerDay,
      9,
    );
  });

  it('an older client sends no facts: the attempt is saved and the facts stay', async () => {
    const resident = await signup(server, { apartment: 'HF-2' });
    const first = await resident.client.post('/api/scores', {
      ...scorePayload(sampleResponses(5)),
      homeFacts: { laundry: 'hand', fish: 'fish' },
    });
    expect(first.status, first.text).toBe(201);
    const older = await resident.client.post('/api/scores', scorePayload(sampleResponses(6)));
    expect(older.status, older.text).toBe(201);
    expect((await householdOf(resident)).homeFacts).toEqual({ laundry: 'hand', fish: 'fish' });
    const fp = (await resident.client.get('/api/footprint')).body.footprint;
    expect(fp.virtual.perPersonPerDay).toBeCloseTo(
      footprint(sampleResponses(6), { homeFacts: { laundry: 'hand', fish: 'fish' } }).virtual
        .perPersonPerDay,
      9,
    );
    // Facts given as {} clear them: the questions' own reading again.
    const cleared = await resident.client.post('/api/scores', {
      ...scorePayload(sampleResponses(6)),
      homeFacts: {},
    });
    expect(cleared.status, cleared.text).toBe(201);
    expect((await householdOf(resident)).homeFacts).toEqual({});
    const plain = (await resident.client.get('/api/footprint')).body.footprint;
    expect(plain.direct.litresPerDay).toBeCloseTo(
      footprint(sampleResponses(6)).direct.litresPerDay,
      9,
    );
  });

  it('tRPC scores.submit takes them too', async () => {
    const resident = await signup(server, { apartment: 'HF-3' });
    const res = await resident.client.trpcMutation('scores.submit', {
      ...scorePayload(sampleResponses(7)),
      homeFacts: { fish: 'both' },
    });
    trpcData(res);
    const household = trpcData(await resident.client.trpcQuery('household.get')).household;
    expect(household.homeFacts).toEqual({ fish: 'both' });
  });

  it('refuses malformed facts with a 400 that names them, and writes nothing', async () => {
    const resident = await signup(server, { apartment: 'HF-4' });
    const before = rowCounts(server).scores;
    for (const [homeFacts, message] of [
      [{ laundry: 'river' }, 'homeFacts.laundry: must be one of machine, hand'],
      [{ bathtub: false }, 'Unknown field: bathtub'],
      ['hand', 'homeFacts: expected an object'],
    ] as const) {
      const res = await resident.client.post('/api/scores', {
        ...scorePayload(sampleResponses(1)),
        homeFacts,
      });
      expectError(res, 400, message);
    }
    expect(rowCounts(server).scores).toBe(before);
    expect((await householdOf(resident)).homeFacts).toEqual({});
  });

  it('are in the OpenAPI document: the attempt body and the household', async () => {
    const resident = await signup(server, { apartment: 'HF-5' });
    const doc = (await resident.client.get('/api/openapi.json')).body;
    const text = JSON.stringify(doc);
    const body = doc.paths['/api/scores'].post.requestBody.content['application/json'].schema;
    const resolve = (s: Json): Json =>
      s.$ref
        ? resolve(
            s.$ref
              .split('/')
              .slice(1)
              .reduce((o: Json, k: string) => o[k], doc),
          )
        : s;
    const facts = resolve(resolve(body).properties.homeFacts);
    expect(Object.keys(facts.properties)).toEqual(['laundry', 'fish']);
    expect(resolve(body).required ?? []).not.toContain('homeFacts');
    expect(text).toContain('What the questionnaire cannot say about the home');
  });
});
