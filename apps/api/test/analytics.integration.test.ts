// Section 7, analytics: the leaderboard, community stats and a resident's own stats. This file has
// its own server so that every count below is exact.
import { beforeAll, describe, expect, it } from 'vitest';
import { scoreResponses } from '@wf/scoring';
import {
  Client,
  distinctTotals,
  expectError,
  loginAdmin,
  sampleResponses,
  scorePayload,
  signup,
  useTestServer,
  type Resident,
} from './helpers.ts';

const server = await useTestServer();
const admin = await loginAdmin(server);

const submit = async (r: Resident, seed: number) => {
  const res = await r.client.post('/api/scores', scorePayload(sampleResponses(seed)));
  expect(res.status).toBe(201);
  return res.body.score.totalScore as number;
};

describe('GET /api/analytics', () => {
  const residents: Resident[] = [];
  const latest = new Map<number, number>();
  let noScore: Resident;
  const ranks = distinctTotals(13);

  beforeAll(async () => {
    // Twelve residents with a score, one without, and an administrator who also submits.
    for (let i = 0; i < 12; i++) residents.push(await signup(server));
    noScore = await signup(server);
    // Each resident first scores the best total, then its own rank's total: the leaderboard must
    // use the latest attempt, not the best one.
    for (const [i, r] of residents.entries()) {
      await submit(r, ranks[0]!.seed);
      latest.set(r.id, await submit(r, ranks[i + 1]!.seed));
    }
    expect(
      (await admin.post('/api/scores', scorePayload(sampleResponses(ranks[0]!.seed)))).status,
    ).toBe(201);
  });

  it('type=leaderboard: 10 entries by default, one per resident by latest score, best first', async () => {
    const res = await residents[0]!.client.get('/api/analytics', { type: 'leaderboard' });
    expect(res.status).toBe(200);
    expect(res.body).toHaveLength(10);
    // Totals all differ here, so ranks are the positions (ties: community.integration.test.ts).
    const expected = residents.slice(0, 10).map((r, i) => ({
      id: r.id,
      profileName: r.profileName,
      apartment: r.apartment,
      totalScore: latest.get(r.id),
      rank: i + 1,
    }));
    expect(res.body).toEqual(expected);
    for (const entry of res.body) {
      expect(Object.keys(entry).sort()).toEqual([
        'apartment',
        'id',
        'profileName',
        'rank',
        'totalScore',
      ]);
    }
  });

  it('honours limit and never lists the administrator or residents without a score', async () => {
    const all = await residents[3]!.client.get('/api/analytics', {
      type: 'leaderboard',
      limit: 100,
    });
    expect(all.body).toHaveLength(12);
    const ids = all.body.map((e: { id: number }) => e.id);
    expect(ids).not.toContain(server.adminId);
    expect(ids).not.toContain(noScore.id);
    expect(new Set(ids).size).toBe(ids.length);
    const three = await admin.get('/api/analytics', { type: 'leaderboard', limit: 3 });
    expect(three.body.map((e: { id: number }) => e.id)).toEqual(ids.slice(0, 3));
  });

  it.each([['0'], ['x'], ['1001']])('refuses limit=%j', async (limit) => {
    expectError(
      await residents[0]!.client.get('/api/analytics', { type: 'leaderboard', limit }),
      400,
      'limit',
    );
  });

  it('refuses a missing or unknown type and unknown parameters', async () => {
    const c = residents[0]!.client;
    expectError(await c.get('/api/analytics'), 400, 'type');
    expectError(await c.get('/api/analytics', { type: 'top' }), 400, 'type');
    expectError(await c.get('/api/analytics', { type: 'stats', extra: '1' }), 400, 'extra');
  });

  it('type=stats: residents only, with the rounded mean of latest scores', async () => {
    const res = await residents[5]!.client.get('/api/analytics', { type: 'stats' });
    expect(res.status).toBe(200);
    const values = [...latest.values()];
    expect(res.body).toEqual({
      totalUsers: 13,
      usersWithScores: 12,
      averageScore: Math.round(values.reduce((a, b) => a + b, 0) / values.length),
    });
  });

  it("type=stats&userId: the resident's own attempts, best, average and latest", async () => {
    const r = residents[2]!;
    const res = await r.client.get('/api/analytics', { type: 'stats', userId: r.id });
    expect(res.status).toBe(200);
    const both = [ranks[0]!.total, ranks[3]!.total];
    expect(res.body).toEqual({
      userId: r.id,
      attempts: 2,
      best: Math.max(...both),
      average: Math.round((both[0]! + both[1]!) / 2),
      latest: ranks[3]!.total,
    });
    const none = await noScore.client.get('/api/analytics', { type: 'stats', userId: noScore.id });
    expect(none.body).toEqual({ userId: noScore.id, attempts: 0, best: 0, average: 0, latest: 0 });
    // The administrator may read anyone's; a resident only their own.
    expect((await admin.get('/api/analytics', { type: 'stats', userId: r.id })).body).toEqual(
      res.body,
    );
    expectError(await noScore.client.get('/api/analytics', { type: 'stats', userId: r.id }), 403);
  });

  it('ties go to whoever reached the score first, and new attempts move residents', async () => {
    const a = await signup(server);
    const b = await signup(server);
    const top = scoreResponses(sampleResponses(ranks[0]!.seed)).totalScore;
    await submit(a, ranks[0]!.seed);
    await new Promise((resolve) => setTimeout(resolve, 5));
    await submit(b, ranks[0]!.seed);
    let board = (await a.client.get('/api/analytics', { type: 'leaderboard', limit: 2 })).body;
    expect(board).toEqual([
      { id: a.id, profileName: a.profileName, apartment: a.apartment, totalScore: top, rank: 1 },
      { id: b.id, profileName: b.profileName, apartment: b.apartment, totalScore: top, rank: 1 },
    ]);
    // A falls back with a worse latest attempt; B leads alone.
    await submit(a, ranks.at(-1)!.seed);
    board = (await a.client.get('/api/analytics', { type: 'leaderboard', limit: 100 })).body;
    expect(board[0].id).toBe(b.id);
    expect(board.find((e: { id: number }) => e.id === a.id).totalScore).toBe(ranks.at(-1)!.total);
    const stats = (await a.client.get('/api/analytics', { type: 'stats' })).body;
    expect(stats.totalUsers).toBe(15);
    expect(stats.usersWithScores).toBe(14);
  });

  it('follows profile changes and deletions at once', async () => {
    const r = residents[0]!;
    const renamed = await r.client.put('/api/users', {
      userId: r.id,
      profileName: `${r.profileName} renamed`,
      apartment: 'Z-9',
      apartmentCommunityName: r.apartmentCommunityName,
    });
    expect(renamed.status).toBe(200);
    let board = (await admin.get('/api/analytics', { type: 'leaderboard', limit: 100 })).body;
    expect(board.find((e: { id: number }) => e.id === r.id)).toMatchObject({
      profileName: `${r.profileName} renamed`,
      apartment: 'Z-9',
    });
    const before = (await admin.get('/api/analytics', { type: 'stats' })).body;
    expect((await admin.delete('/api/users', { id: r.id })).status).toBe(200);
    board = (await admin.get('/api/analytics', { type: 'leaderboard', limit: 100 })).body;
    expect(board.map((e: { id: number }) => e.id)).not.toContain(r.id);
    const after = (await admin.get('/api/analytics', { type: 'stats' })).body;
    expect(after.totalUsers).toBe(before.totalUsers - 1);
    expect(after.usersWithScores).toBe(before.usersWithScores - 1);
  });

  it('needs a session (401)', async () => {
    const anon = new Client(server);
    expectError(await anon.get('/api/analytics', { type: 'leaderboard' }), 401);
    expectError(await anon.get('/api/analytics', { type: 'stats' }), 401);
  });
});
