// Issue 11 over HTTP on a real SQLite file: ranks with ties and everyone's own rank, households,
// the most-improved board and the fair comparison. Each describe uses communities of its own; the
// rank counts are exact because that describe runs first on this file's own server.
import { beforeAll, describe, expect, it } from 'vitest';
import { scoreResponses, type Responses } from '@wf/scoring';
import { footprint } from '@wf/scoring/water';
import {
  Client,
  distinctTotals,
  expectError,
  loginAdmin,
  sampleResponses,
  scorePayload,
  signup,
  useTestServer,
  type Json,
  type Resident,
} from './helpers.ts';
import { householdOf, joinFamily } from './household-helpers.ts';

const server = await useTestServer();
const admin = await loginAdmin(server);
// The households' own server, so that every count there is exact.
const home = await useTestServer();

async function submit(r: Resident, responses: Responses): Promise<number> {
  const res = await r.client.post('/api/scores', scorePayload(responses));
  expect(res.status, res.text).toBe(201);
  return res.body.score.totalScore as number;
}

const analytics = (c: Client, query: Record<string, string | number>) =>
  c.get('/api/analytics', query);

/** tRPC's `result.data` of a query. */
async function trpc(c: Client, path: string, input?: unknown): Promise<Json> {
  const res = await c.trpcQuery(path, input);
  expect(res.status, res.text).toBe(200);
  return res.body.result.data;
}

/** Changes rows behind the server's back, then clears its read cache as any write would. */
function backdate(attemptIds: number[], daysAgo: number) {
  const at = Date.now() - daysAgo * 24 * 60 * 60 * 1000;
  const update = server.database.sqlite.prepare('update scores set created_at = ? where id = ?');
  for (const id of attemptIds) update.run(at, id);
  server.deps.store.write(() => undefined);
}

function attemptIds(r: Resident): number[] {
  return server.database.sqlite
    .prepare('select id from scores where profile_id = ? order by created_at, id')
    .pluck()
    .all(r.id) as number[];
}

describe('ranks with ties and everyone’s own rank', () => {
  const totals = distinctTotals(15).map((t) => t.seed);
  // Sixteen residents: seeds give 1st, 2nd and 2nd (a tie), 4th, ... and Larry last.
  const seeds = [totals[0]!, totals[1]!, totals[1]!, ...totals.slice(2, 14)];
  const residents: Resident[] = [];
  let larry: Resident;
  let newcomer: Resident;

  beforeAll(async () => {
    for (const seed of seeds) {
      const r = await signup(server);
      await submit(r, sampleResponses(seed));
      residents.push(r);
    }
    larry = await signup(server, { profileName: `Larry ${Date.now()}` });
    await submit(larry, sampleResponses(totals[14]!));
    newcomer = await signup(server);
  });

  it('equal scores share a rank (1, 2, 2, 4) on the leaderboard, over REST and tRPC', async () => {
    const board = (await analytics(residents[5]!.client, { type: 'leaderboard' })).body;
    expect(board.map((e: Json) => e.rank)).toEqual([1, 2, 2, 4, 5, 6, 7, 8, 9, 10]);
    expect(board[1].totalScore).toBe(board[2].totalScore);
    expect(board[3].totalScore).toBeLessThan(board[2].totalScore);
    expect(await trpc(residents[5]!.client, 'analytics.leaderboard', { limit: 10 })).toEqual(board);
    const all = (await analytics(admin, { type: 'leaderboard', limit: 100 })).body;
    expect(all.map((e: Json) => e.rank)).toEqual([1, 2, 2, ...range(4, 16)]);
  });

  it('answers { rank, of, totalScore } for oneself: "#16 of 16" for the last', async () => {
    const larryTotal = scoreResponses(sampleResponses(totals[14]!)).totalScore;
    const own = await analytics(larry.client, { type: 'rank', userId: larry.id });
    expect(own.status).toBe(200);
    expect(own.body).toMatchObject({ rank: 16, of: 16, totalScore: larryTotal });
    // Never a bare last place (issue 27, item 7): how many points move Larry up a place, and
    // his improvement since his first attempt (none yet: one attempt).
    const above = scoreResponses(sampleResponses(totals[13]!)).totalScore;
    expect(own.body.pointsToMoveUp).toBe(above - larryTotal);
    expect(own.body.improvedBy).toBe(0);
    // Without userId: one's own; the tied residents both hear #2.
    expect((await analytics(larry.client, { type: 'rank' })).body).toEqual(own.body);
    for (const r of residents.slice(1, 3)) {
      expect((await analytics(r.client, { type: 'rank' })).body).toMatchObject({ rank: 2, of: 16 });
    }
    expect(await trpc(larry.client, 'analytics.rank')).toEqual(own.body);
  });

  it('is null before any attempt, and for the administrator who is never ranked', async () => {
    expect((await analytics(newcomer.client, { type: 'rank' })).body).toEqual({
      rank: null,
      of: 16,
      totalScore: null,
      improvedBy: null,
      pointsToMoveUp: null,
    });
    expect((await analytics(admin, { type: 'rank' })).body).toEqual({
      rank: null,
      of: 16,
      totalScore: null,
      improvedBy: null,
      pointsToMoveUp: null,
    });
  });

  it('is the caller’s own or, for the administrator, anyone’s: 401, 403 and 404 otherwise', async () => {
    const larrys = (await analytics(larry.client, { type: 'rank' })).body;
    expect((await analytics(admin, { type: 'rank', userId: larry.id })).body).toEqual(larrys);
    expectError(await analytics(newcomer.client, { type: 'rank', userId: larry.id }), 403);
    expectError(await analytics(new Client(server), { type: 'rank' }), 401);
    expectError(await analytics(admin, { type: 'rank', userId: 999_999 }), 404);
    expect((await newcomer.client.trpcQuery('analytics.rank', { userId: larry.id })).status).toBe(
      403,
    );
  });

  it('moves with a new attempt: a better latest score climbs, the tie breaks', async () => {
    await submit(residents[2]!, sampleResponses(totals[0]!));
    const climbed = (await analytics(residents[2]!.client, { type: 'rank' })).body;
    expect(climbed.rank).toBe(1);
    expect(climbed.pointsToMoveUp).toBeNull();
    expect(climbed.improvedBy).toBe(
      scoreResponses(sampleResponses(totals[0]!)).totalScore -
        scoreResponses(sampleResponses(totals[1]!)).totalScore,
    );
    expect((await analytics(residents[1]!.client, { type: 'rank' })).body.rank).toBe(3);
    const board = (await analytics(admin, { type: 'leaderboard', limit: 3 })).body;
    expect(board.map((e: Json) => e.rank)).toEqual([1, 1, 3]);
  });
});

describe('households', () => {
  const community = 'Households Court';

  it('is a family joined with a code, not a flat number; counts each once', async () => {
    const father = await signup(home, { apartmentCommunityName: community, apartment: 'C-305' });
    // The daughter types the family's flat (another spelling of it): that joins nothing.
    const daughter = await signup(home, {
      apartmentCommunityName: ' households-court',
      apartment: ' c 305 ',
    });
    const neighbour = await signup(home, { apartmentCommunityName: community, apartment: 'C-306' });
    // The same flat number in another community is another household.
    await signup(home, { apartmentCommunityName: 'Other Court', apartment: 'C305' });
    const households = async () => (await analytics(neighbour.client, { type: 'households' })).body;
    expect(await households()).toEqual({ households: 4, householdsWithScores: 0, averageScore: 0 });
    expect((await householdOf(daughter)).members).toEqual([
      { id: daughter.id, profileName: daughter.profileName },
    ]);
    // With her father's code she is one of the family, and takes its flat as it was written.
    const family = await joinFamily(father, daughter);
    expect(family.members.map((m: Json) => m.id)).toEqual([father.id, daughter.id]);
    expect(
      (await daughter.client.get('/api/users', { userId: daughter.id })).body.user,
    ).toMatchObject({
      apartment: 'C-305',
      apartmentCommunityName: community,
    });
    expect(await households()).toEqual({ households: 3, householdsWithScores: 0, averageScore: 0 });
    // The spec's resident figures stay what they were: every profile.
    expect((await analytics(father.client, { type: 'stats' })).body.totalUsers).toBe(4);

    // Household figures use the household's latest attempt, whoever made it.
    const [high, low, mid] = [0, 28, 14].map((i) => distinctTotals(29)[i]!);
    await submit(father, sampleResponses(high!.seed));
    await submit(daughter, sampleResponses(low!.seed));
    expect(await households()).toEqual({
      households: 3,
      householdsWithScores: 1,
      averageScore: low!.total,
    });
    await submit(neighbour, sampleResponses(mid!.seed));
    await submit(father, sampleResponses(high!.seed));
    expect(await households()).toEqual({
      households: 3,
      householdsWithScores: 2,
      averageScore: Math.round((high!.total + mid!.total) / 2),
    });
    expect(await trpc(neighbour.client, 'analytics.householdStats')).toEqual(await households());
    // The resident figures still count people: three with a score.
    expect((await analytics(father.client, { type: 'stats' })).body.usersWithScores).toBe(3);
  });

  it('makes each profile without an apartment a household of its own', async () => {
    const a = await signup(home, { apartmentCommunityName: community });
    const b = await signup(home, { apartmentCommunityName: community, apartment: a.apartment });
    const before = (await analytics(a.client, { type: 'households' })).body.households;
    // Older profiles may have none (the spec's 'N/A'); the form no longer allows it.
    const clear = home.database.sqlite.prepare("update profiles set apartment = '' where id = ?");
    clear.run(a.id);
    clear.run(b.id);
    home.deps.store.write(() => undefined);
    expect((await analytics(a.client, { type: 'households' })).body.households).toBe(before);
  });
});

describe('most improved', () => {
  const [best, good, fair, poor, worst] = distinctTotals(29).filter((_, i) => i % 7 === 0);
  let steady: Resident; // all time: poor -> best (one attempt long ago)
  let climber: Resident; // this month: worst -> good
  let slider: Resident; // worse: best -> poor
  let once: Resident; // a single attempt
  let twin: Resident; // climber's change and latest score, reached later
  let oldTimer: Resident; // improved, but only one attempt this month

  beforeAll(async () => {
    steady = await signup(server);
    await submit(steady, sampleResponses(poor!.seed));
    await submit(steady, sampleResponses(fair!.seed));
    await submit(steady, sampleResponses(best!.seed));
    backdate(attemptIds(steady).slice(0, 1), 40);

    climber = await signup(server);
    await submit(climber, sampleResponses(worst!.seed));
    await submit(climber, sampleResponses(good!.seed));

    twin = await signup(server);
    await submit(twin, sampleResponses(worst!.seed));
    await submit(twin, sampleResponses(good!.seed));

    slider = await signup(server);
    await submit(slider, sampleResponses(best!.seed));
    await submit(slider, sampleResponses(poor!.seed));

    once = await signup(server);
    await submit(once, sampleResponses(good!.seed));

    oldTimer = await signup(server);
    await submit(oldTimer, sampleResponses(worst!.seed));
    await submit(oldTimer, sampleResponses(fair!.seed));
    backdate(attemptIds(oldTimer).slice(0, 1), 40);
  });

  const perPerson = (seed: number) => footprint(sampleResponses(seed)).direct.perPersonPerDay;
  const ids = (body: Json[]) => body.map((e) => e.id);

  it('all time: from the first to the latest attempt, largest change first, with litres', async () => {
    const res = await analytics(climber.client, { type: 'improved', limit: 100 });
    expect(res.status).toBe(200);
    const mine = res.body.filter((e: Json) =>
      [steady, climber, twin, slider, once, oldTimer].some((r) => r.id === e.id),
    );
    // steady: best - poor; climber and twin: good - worst; oldTimer: fair - worst.
    const expectedOrder = [
      { r: steady, change: best!.total - poor!.total },
      { r: climber, change: good!.total - worst!.total },
      { r: twin, change: good!.total - worst!.total },
      { r: oldTimer, change: fair!.total - worst!.total },
    ].sort((x, y) => y.change - x.change);
    expect(ids(mine)).toEqual(expectedOrder.map((e) => e.r.id));
    const climberEntry = mine.find((e: Json) => e.id === climber.id);
    expect(climberEntry).toEqual({
      id: climber.id,
      profileName: climber.profileName,
      apartment: climber.apartment,
      firstScore: worst!.total,
      latestScore: good!.total,
      change: good!.total - worst!.total,
      litresSavedPerPersonPerDay: perPerson(worst!.seed) - perPerson(good!.seed),
    });
    // Nobody who got worse, stayed put, or has one attempt; the whole board is in order.
    expect(ids(res.body)).not.toContain(slider.id);
    expect(ids(res.body)).not.toContain(once.id);
    const changes = res.body.map((e: Json) => e.change);
    expect(changes).toEqual([...changes].sort((a: number, b: number) => b - a));
    expect(changes.every((c: number) => c > 0)).toBe(true);
    // Equal change and latest score: whoever got there first (climber) before twin.
    expect(ids(mine).indexOf(climber.id)).toBe(ids(mine).indexOf(twin.id) - 1);
  });

  it('this month: only attempts since the first of the month count', async () => {
    const res = await analytics(climber.client, { type: 'improved', period: 'month', limit: 100 });
    expect(res.status).toBe(200);
    const steadyEntry = res.body.find((e: Json) => e.id === steady.id);
    expect(steadyEntry).toMatchObject({
      firstScore: fair!.total,
      latestScore: best!.total,
      change: best!.total - fair!.total,
    });
    // oldTimer's first attempt was last month: one attempt this month is no change.
    expect(ids(res.body)).not.toContain(oldTimer.id);
    expect(ids(res.body)).toContain(climber.id);
  });

  it('honours limit, answers the same over tRPC, and refuses bad input', async () => {
    const two = (await analytics(once.client, { type: 'improved', limit: 2 })).body;
    const all = (await analytics(once.client, { type: 'improved', limit: 100 })).body;
    expect(two).toEqual(all.slice(0, 2));
    expect(await trpc(once.client, 'analytics.improved', { limit: 2 })).toEqual(two);
    expect(await trpc(once.client, 'analytics.improved', { period: 'month', limit: 100 })).toEqual(
      (await analytics(once.client, { type: 'improved', period: 'month', limit: 100 })).body,
    );
    expectError(await analytics(once.client, { type: 'improved', period: 'week' }), 400, 'period');
    expectError(
      await analytics(once.client, { type: 'leaderboard', period: 'month' }),
      400,
      'period',
    );
    expectError(await analytics(once.client, { type: 'improved', limit: 0 }), 400, 'limit');
    expectError(await analytics(new Client(server), { type: 'improved' }), 401);
  });
});

describe('fair comparison', () => {
  /** Answers of a household of `size` people; the seed varies its litres. */
  const answers = (size: '1' | '2' | '3' | '4' | '5+', seed: number): Responses => ({
    ...sampleResponses(seed),
    q1_householdSize: size,
  });
  const perPerson = (r: Responses) => footprint(r).direct.perPersonPerDay;

  function median(values: number[]): number {
    const s = [...values].sort((a, b) => a - b);
    const m = Math.floor(s.length / 2);
    return s.length % 2 ? s[m]! : (s[m - 1]! + s[m]!) / 2;
  }
  function fifthMean(values: number[]): number {
    const s = [...values].sort((a, b) => a - b).slice(0, Math.ceil(values.length / 5));
    return s.reduce((a, b) => a + b, 0) / s.length;
  }

  /** Makes the resident's household `days` old, behind the server's back. */
  function age(r: Resident, days: number) {
    server.database.sqlite
      .prepare(
        'update households set created_at = ? where id = (select household_id from profiles where id = ?)',
      )
      .run(Date.now() - days * 24 * 60 * 60 * 1000, r.id);
    server.deps.store.write(() => undefined);
  }

  /** A household older than a week, with one attempt. */
  async function household(community: string, apartment: string, r: Responses) {
    const resident = await signup(server, { apartmentCommunityName: community, apartment });
    await submit(resident, r);
    age(resident, 8);
    return resident;
  }
  const round10 = (litres: number) => Math.round(litres / 10) * 10;

  it('compares with households of the same size, approves below the median, names nobody', async () => {
    const community = 'Same Size Towers';
    const fours = [1, 2, 3, 4, 5, 6].map((seed) => answers('4', seed * 7));
    const homes: Resident[] = [];
    for (const [i, r] of fours.entries()) homes.push(await household(community, `F-${i}`, r));
    // Two smaller homes that must not enter a same-size comparison.
    await household(community, 'S-1', answers('2', 3));
    await household(community, 'S-2', answers('2', 11));
    const values = fours.map(perPerson);
    const sorted = [...values].sort((a, b) => a - b);
    const middle = median(values);
    for (const [i, home] of homes.entries()) {
      const res = await analytics(home.client, { type: 'comparison' });
      expect(res.status).toBe(200);
      const upper = sorted[Math.ceil(values.length / 5) - 1]!;
      const yours = values[i]!;
      expect(res.body).toEqual({
        comparison: {
          basis: 'same-size',
          householdSize: 4,
          households: 6,
          yours,
          median: round10(middle),
          efficientFifth: round10(fifthMean(values)),
          verdict: yours < middle ? (yours <= upper ? 'efficient' : 'better') : 'not-yet',
        },
        reason: null,
      });
      // No other household is identified: no names, apartments or ids but one's own.
      for (const other of homes.filter((h) => h !== home)) {
        expect(res.text).not.toContain(other.profileName);
        expect(res.text).not.toContain(other.apartment);
      }
    }
    const verdicts = await Promise.all(
      homes.map(
        async (h) => (await analytics(h.client, { type: 'comparison' })).body.comparison.verdict,
      ),
    );
    // Both kinds of message are reachable in one community: approval and encouragement.
    expect(verdicts).toContain('not-yet');
    expect(verdicts.some((v: string) => v === 'efficient' || v === 'better')).toBe(true);
    expect(await trpc(homes[0]!.client, 'analytics.comparison')).toEqual(
      (await analytics(homes[0]!.client, { type: 'comparison' })).body,
    );
  });

  it('falls back to every household of the community when fewer than five share the size', async () => {
    const community = 'Mixed Sizes Lane';
    const sets = [
      answers('3', 5),
      answers('3', 9),
      answers('1', 4),
      answers('2', 8),
      answers('5+', 2),
    ];
    const homes: Resident[] = [];
    for (const [i, r] of sets.entries()) homes.push(await household(community, `M-${i}`, r));
    const values = sets.map(perPerson);
    const res = await analytics(homes[0]!.client, { type: 'comparison' });
    expect(res.body.comparison).toMatchObject({
      basis: 'community',
      householdSize: 3,
      households: 5,
      yours: values[0],
      median: round10(median(values)),
      efficientFifth: round10(fifthMean(values)),
    });
  });

  it('uses the household’s latest attempt and counts the household once', async () => {
    const community = 'Family Flats';
    const others = [3, 6, 9, 12].map((seed) => answers('4', seed));
    for (const [i, r] of others.entries()) await household(community, `X-${i}`, r);
    const father = await household(community, 'C-305', answers('4', 20));
    const daughter = await signup(server, { apartmentCommunityName: community, apartment: 'c305' });
    await joinFamily(father, daughter);
    const latest = answers('4', 21);
    await submit(daughter, latest);
    const fromFather = (await analytics(father.client, { type: 'comparison' })).body;
    const fromDaughter = (await analytics(daughter.client, { type: 'comparison' })).body;
    expect(fromFather).toEqual(fromDaughter);
    expect(fromFather.comparison.households).toBe(5);
    expect(fromFather.comparison.yours).toBe(perPerson(latest));
    expect(fromFather.comparison.median).toBe(
      round10(median([...others.map(perPerson), perPerson(latest)])),
    );
  });

  it('counts only households older than a week: four signups made today cannot read a neighbour', async () => {
    const community = 'Sybil Court';
    const victim = await household(community, 'V-1', answers('2', 13));
    // Four new signups with the victim's household size (issue 27, red-team N2).
    const fakes: Resident[] = [];
    for (let i = 0; i < 4; i++) {
      const fake = await signup(server, { apartmentCommunityName: community, apartment: `Z-${i}` });
      await submit(fake, answers('2', 40 + i));
      fakes.push(fake);
    }
    expect((await analytics(fakes[0]!.client, { type: 'comparison' })).body).toEqual({
      comparison: null,
      reason: 'too-few-households',
    });
    // The victim, older than a week, still sees no group: the fakes are too new to count.
    expect((await analytics(victim.client, { type: 'comparison' })).body.reason).toBe(
      'too-few-households',
    );
    // A week on, they count, and the group's figures are published rounded to 10 litres.
    for (const fake of fakes) age(fake, 8);
    const seen = (await analytics(fakes[0]!.client, { type: 'comparison' })).body.comparison;
    expect(seen.households).toBe(5);
    expect(seen.median % 10).toBe(0);
    expect(seen.efficientFifth % 10).toBe(0);
    expect(seen.efficientFifth).not.toBe(perPerson(answers('2', 13)));
  });

  it('a resident who types a family’s flat gets none of the family’s figures', async () => {
    const community = 'Intruder Court';
    const family = await household(community, 'C-305', answers('2', 17));
    expect(
      (
        await family.client.put('/api/detective/readings', {
          reading: { step: 'shower', litresIn10Seconds: 2 },
        })
      ).status,
    ).toBe(200);
    const familyFootprint = (await family.client.get('/api/footprint')).body.footprint;
    // Cyrillic С, a double space, a native digit: every spelling is the same flat, and still
    // joins nothing.
    const intruder = await signup(server, {
      apartmentCommunityName: 'INTRUDER  COURT',
      apartment: '\u0421-30\u096b',
    });
    expect((await intruder.client.get('/api/detective')).body.readings).toEqual([]);
    expect((await analytics(intruder.client, { type: 'comparison' })).body).toEqual({
      comparison: null,
      reason: 'no-answers',
    });
    expect((await intruder.client.get('/api/footprint')).body.footprint).toBeNull();
    // Its readings cannot be changed or removed by the intruder either.
    await intruder.client.put('/api/detective/readings', {
      reading: { step: 'shower', litresIn10Seconds: 9 },
    });
    await intruder.client.delete('/api/detective/readings', { step: 'shower' });
    expect((await family.client.get('/api/footprint')).body.footprint).toEqual(familyFootprint);
    const members = (await householdOf(family)).members.map((m: Json) => m.id);
    expect(members).toEqual([family.id]);
    // A wrong code joins nothing either (403), a malformed one is named (400).
    expectError(await intruder.client.post('/api/household/join', { code: 'ABCD-EFGH' }), 403);
    expectError(await intruder.client.post('/api/household/join', { code: '305' }), 400);
    expect((await householdOf(family)).members.map((m: Json) => m.id)).toEqual([family.id]);
  });

  it('says why there is none: no answers yet, or fewer than five households', async () => {
    const fresh = await signup(server, { apartmentCommunityName: 'Tiny Court', apartment: 'T-1' });
    expect((await analytics(fresh.client, { type: 'comparison' })).body).toEqual({
      comparison: null,
      reason: 'no-answers',
    });
    await submit(fresh, answers('2', 1));
    await household('Tiny Court', 'T-2', answers('2', 2));
    await household('Tiny Court', 'T-3', answers('3', 3));
    expect((await analytics(fresh.client, { type: 'comparison' })).body).toEqual({
      comparison: null,
      reason: 'too-few-households',
    });
  });

  it('is one’s own, or anyone’s for the administrator (401, 403 otherwise)', async () => {
    const a = await household('Access Court', 'A-1', answers('2', 1));
    const b = await signup(server, { apartmentCommunityName: 'Access Court', apartment: 'A-2' });
    expectError(await analytics(b.client, { type: 'comparison', userId: a.id }), 403);
    expectError(await analytics(new Client(server), { type: 'comparison' }), 401);
    expect((await analytics(admin, { type: 'comparison', userId: a.id })).body).toEqual(
      (await analytics(a.client, { type: 'comparison' })).body,
    );
    expectError(await analytics(admin, { type: 'comparison', userId: 999_999 }), 404);
  });
});

function range(from: number, to: number): number[] {
  return Array.from({ length: to - from + 1 }, (_, i) => from + i);
}
