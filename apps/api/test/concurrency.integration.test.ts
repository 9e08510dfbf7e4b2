// Concurrency basics: simultaneous requests racing for the same unique values or the same token
// end with exactly one winner and clear messages for the rest, never a 500.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { scoreResponses } from '@wf/scoring';
import {
  Client,
  assertNoSecretsLeaked,
  residentData,
  sampleResponses,
  scorePayload,
  signup,
  startServer,
  type TestServer,
} from './helpers.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startServer({ env: { RATE_LIMITS: 'off' } });
});
afterAll(async () => {
  assertNoSecretsLeaked(server);
  await server.close();
});

const profilesCount = () =>
  server.database.sqlite.prepare('select count(*) from profiles').pluck().get() as number;

describe('simultaneous requests', () => {
  it('20 signups with the same email: exactly one 201, nineteen "already exists"', async () => {
    const before = profilesCount();
    const email = 'race@example.com';
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) => {
        const data = residentData({ email: i % 2 ? email : email.toUpperCase() });
        server.secrets.add(data.password);
        return new Client(server).post('/api/auth/signup', data);
      }),
    );
    const statuses = results.map((r) => r.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    const losers = results.filter((r) => r.status !== 201);
    expect(losers.map((r) => r.status)).toEqual(Array(19).fill(409));
    for (const r of losers) expect(r.body.error).toContain('already exists');
    expect(profilesCount()).toBe(before + 1);
    // Only the winner holds a session.
    const winner = results.find((r) => r.status === 201)!;
    expect(
      server.database.sqlite
        .prepare('select count(*) from sessions where profile_id = ?')
        .pluck()
        .get(winner.body.user.id),
    ).toBe(1);
  });

  it('20 signups with the same profile name in different cases: one winner', async () => {
    const before = profilesCount();
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) => {
        const data = residentData({ profileName: i % 2 ? 'Rainy Day' : 'RAINY day' });
        server.secrets.add(data.password);
        return new Client(server).post('/api/auth/signup', data);
      }),
    );
    expect(results.filter((r) => r.status === 201)).toHaveLength(1);
    for (const r of results.filter((x) => x.status !== 201)) {
      expect(r.status).toBe(409);
      expect(r.body.error).toContain('already exists');
    }
    expect(profilesCount()).toBe(before + 1);
  });

  it('20 simultaneous submissions are all stored, and the latest is the waterScore', async () => {
    const r = await signup(server);
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        r.client.post('/api/scores', scorePayload(sampleResponses(i))),
      ),
    );
    expect(results.map((x) => x.status)).toEqual(Array(20).fill(201));
    const history = (await r.client.get('/api/scores')).body;
    expect(history).toHaveLength(20);
    const latestTotal = history[0].totalScore;
    const profile = (await r.client.get('/api/users', { userId: r.id })).body.user;
    expect(profile.waterScore).toBe(latestTotal);
    const board = (await r.client.get('/api/analytics', { type: 'leaderboard', limit: 100 })).body;
    expect(board.find((e: { id: number }) => e.id === r.id).totalScore).toBe(latestTotal);
    const ids = results.map((x) => x.body.score.id);
    const latestId = Math.max(...ids);
    const latestSeed = ids.indexOf(latestId);
    expect(latestTotal).toBe(scoreResponses(sampleResponses(latestSeed)).totalScore);
  });

  it('10 simultaneous resets with one token: exactly one succeeds', async () => {
    const r = await signup(server);
    await new Client(server).post('/api/auth/forgot-password', { email: r.email });
    const { token } = server.mails.at(-1)!;
    server.secrets.add(token);
    const results = await Promise.all(
      Array.from({ length: 10 }, (_, i) => {
        const password = `Raced-pass-${i}-${r.password}`;
        server.secrets.add(password);
        return new Client(server).post('/api/auth/reset-password', { token, password });
      }),
    );
    const winners = results.flatMap((x, i) => (x.status === 200 ? [i] : []));
    expect(winners).toHaveLength(1);
    for (const x of results.filter((y) => y.status !== 200)) {
      expect(x.status).toBe(400);
      expect(x.body.error).toMatch(/invalid or has expired/);
    }
    const login = await new Client(server).post('/api/auth/login', {
      identifier: r.email,
      password: `Raced-pass-${winners[0]}-${r.password}`,
    });
    expect(login.status).toBe(200);
  });

  it('simultaneous logins each get their own session', async () => {
    const r = await signup(server);
    const results = await Promise.all(
      Array.from({ length: 8 }, () =>
        new Client(server).post('/api/auth/login', { identifier: r.email, password: r.password }),
      ),
    );
    expect(results.map((x) => x.status)).toEqual(Array(8).fill(200));
    expect(
      server.database.sqlite
        .prepare('select count(*) from sessions where profile_id = ?')
        .pluck()
        .get(r.id),
    ).toBe(9);
  });
});
