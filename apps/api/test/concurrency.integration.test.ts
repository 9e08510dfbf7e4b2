// Simultaneous requests: racing for the same unique values or the same token ends with exactly
// one winner and clear messages for the rest, never a 500. The sizes issue 6 names run over both
// transports at once with the production rate limits on: 100 signups with distinct names, 20
// signups with one email, and a burst of submissions from one resident, which group commit
// (writeBatched) stores together.
import { describe, expect, it } from 'vitest';
import { scoreResponses } from '@wf/scoring';
import {
  Client,
  residentData,
  sampleResponses,
  scorePayload,
  signup,
  useTestServer,
  type TestServer,
} from './helpers.ts';
import { databaseProblems } from './proof-helpers.ts';

// The small races need no limits in the way; the sizes of issue 6 must fit within the real ones.
const server = await useTestServer();
const limited = await useTestServer({ env: { RATE_LIMITS: 'on' } });

const count = (on: TestServer, sql: string, ...params: unknown[]) =>
  on.database.sqlite
    .prepare(sql)
    .pluck()
    .get(...params) as number;

describe('simultaneous requests', () => {
  it('20 signups with the same profile name in different cases: one winner', async () => {
    const before = count(server, 'select count(*) from profiles');
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
    expect(count(server, 'select count(*) from profiles')).toBe(before + 1);
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

describe('simultaneous signups', () => {
  // Each signup now also runs the password-strength estimate (issue 14): more CPU per signup.
  it(
    '100 residents with distinct names all get in, each with a working session',
    { timeout: 120_000 },
    async () => {
      const before = count(limited, 'select count(*) from profiles');
      const people = Array.from({ length: 100 }, () => residentData());
      for (const p of people) limited.secrets.add(p.password);
      const clients = people.map(() => new Client(limited));
      const results = await Promise.all(
        people.map((p, i) =>
          i % 2
            ? clients[i]!.post('/api/auth/signup', p)
            : clients[i]!.trpcMutation('auth.signup', p),
        ),
      );
      expect(results.map((r) => r.status)).toEqual(people.map((_, i) => (i % 2 ? 201 : 200)));
      const users = results.map((r, i) => (i % 2 ? r.body.user : r.body.result.data.user));
      expect(new Set(users.map((u) => u.id)).size).toBe(100);
      expect(users.map((u) => u.email)).toEqual(people.map((p) => p.email));
      expect(count(limited, 'select count(*) from profiles')).toBe(before + 100);
      // Each signup stored its profile and its session together, and each cookie is its own.
      const me = await Promise.all(clients.map((c) => c.get('/api/auth/me')));
      expect(me.map((r) => r.body.user.id)).toEqual(users.map((u) => u.id));
      expect(databaseProblems(limited.dbPath, { everyResidentHasSession: true })).toEqual([]);
    },
  );

  it('20 at once with one email (REST and tRPC): one profile, nineteen "already exists"', async () => {
    const before = count(limited, 'select count(*) from profiles');
    const email = 'same.person@example.com';
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) => {
        const data = residentData({ email: i % 3 ? email : email.toUpperCase() });
        limited.secrets.add(data.password);
        const client = new Client(limited);
        return i % 2
          ? client.post('/api/auth/signup', data)
          : client.trpcMutation('auth.signup', data);
      }),
    );
    const won = results.filter((r) => r.status === 200 || r.status === 201);
    expect(won).toHaveLength(1);
    const lost = results.filter((r) => r.status !== 200 && r.status !== 201);
    expect(lost.map((r) => r.status)).toEqual(Array(19).fill(409));
    for (const r of lost) {
      const message: string = r.body.error?.message ?? r.body.error;
      expect(message).toBe('A profile with this email already exists');
    }
    expect(count(limited, 'select count(*) from profiles where email = ?', email)).toBe(1);
    expect(count(limited, 'select count(*) from profiles')).toBe(before + 1);
    expect(
      count(
        limited,
        'select count(*) from sessions where profile_id = (select id from profiles where email = ?)',
        email,
      ),
    ).toBe(1);
  });
});

describe('simultaneous submissions', () => {
  it('60 at once from one resident (REST and tRPC) all land, and the latest is the water score', async () => {
    const r = await signup(limited);
    const results = await Promise.all(
      Array.from({ length: 60 }, (_, i) => {
        const payload = scorePayload(sampleResponses(i));
        return i % 2
          ? r.client.post('/api/scores', payload)
          : r.client.trpcMutation('scores.submit', payload);
      }),
    );
    expect(results.map((x) => x.status)).toEqual(results.map((_, i) => (i % 2 ? 201 : 200)));
    const scores = results.map((x, i) => (i % 2 ? x.body.score : x.body.result.data.score));
    expect(new Set(scores.map((s) => s.id)).size).toBe(60);
    expect(count(limited, 'select count(*) from scores where profile_id = ?', r.id)).toBe(60);
    // Each answer is the stored row.
    for (const [i, s] of scores.entries()) {
      expect(s).toMatchObject({ userId: r.id, ...scorePayload(sampleResponses(i)) });
    }
    const history = (await r.client.get('/api/scores', { limit: 100 })).body;
    expect(history).toHaveLength(60);
    const profile = (await r.client.get('/api/auth/me')).body.user;
    expect(profile.waterScore).toBe(history[0].totalScore);
    expect(databaseProblems(limited.dbPath)).toEqual([]);
  });

  it('one failing write in a group commit is rolled back alone; the others commit and answer', async () => {
    const r = await signup(limited);
    const insert = (total: number) => () =>
      limited.database.sqlite
        .prepare(
          'insert into scores (profile_id, total_score, direct_score, indirect_score) values (?, ?, ?, 0)',
        )
        .run(r.id, total, total).lastInsertRowid;
    const outcomes = await Promise.allSettled([
      limited.deps.store.writeBatched(insert(11)),
      limited.deps.store.writeBatched(() => {
        insert(12)();
        throw new Error('refused half-way');
      }),
      limited.deps.store.writeBatched(insert(13)),
    ]);
    expect(outcomes.map((o) => o.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
    expect((outcomes[1] as PromiseRejectedResult).reason.message).toBe('refused half-way');
    const totals = limited.database.sqlite
      .prepare('select total_score from scores where profile_id = ? order by id')
      .pluck()
      .all(r.id);
    expect(totals).toEqual([11, 13]);
  });
});
