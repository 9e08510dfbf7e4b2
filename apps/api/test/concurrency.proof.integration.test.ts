// Simultaneous requests at the sizes issue 6 names, over both transports at once: 100 signups
// with distinct names (with the production rate limits on), 20 signups with one email, and a
// burst of submissions from one resident, which group commit (writeBatched) stores together.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { writeBatched } from '../src/domain/deps.ts';
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
import { databaseProblems } from './proof-helpers.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startServer({ env: { RATE_LIMITS: 'on' } });
});
afterAll(async () => {
  assertNoSecretsLeaked(server);
  await server.close();
});

const count = (sql: string, ...params: unknown[]) =>
  server.database.sqlite
    .prepare(sql)
    .pluck()
    .get(...params) as number;

describe('simultaneous signups', () => {
  it('100 residents with distinct names all get in, each with a working session', async () => {
    const before = count('select count(*) from profiles');
    const people = Array.from({ length: 100 }, () => residentData());
    for (const p of people) server.secrets.add(p.password);
    const clients = people.map(() => new Client(server));
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
    expect(count('select count(*) from profiles')).toBe(before + 100);
    // Each signup stored its profile and its session together, and each cookie is its own.
    const me = await Promise.all(clients.map((c) => c.get('/api/auth/me')));
    expect(me.map((r) => r.body.user.id)).toEqual(users.map((u) => u.id));
    expect(databaseProblems(server.dbPath, { everyResidentHasSession: true })).toEqual([]);
  });

  it('20 at once with one email (REST and tRPC): one profile, nineteen "already exists"', async () => {
    const email = 'same.person@example.com';
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) => {
        const data = residentData({ email: i % 3 ? email : email.toUpperCase() });
        server.secrets.add(data.password);
        const client = new Client(server);
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
    expect(count('select count(*) from profiles where email = ?', email)).toBe(1);
    expect(
      count(
        'select count(*) from sessions where profile_id = (select id from profiles where email = ?)',
        email,
      ),
    ).toBe(1);
  });
});

describe('simultaneous submissions', () => {
  it('60 at once from one resident (REST and tRPC) all land, and the latest is the water score', async () => {
    const r = await signup(server);
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
    expect(count('select count(*) from scores where profile_id = ?', r.id)).toBe(60);
    // Each answer is the stored row.
    for (const [i, s] of scores.entries()) {
      expect(s).toMatchObject({ userId: r.id, ...scorePayload(sampleResponses(i)) });
    }
    const history = (await r.client.get('/api/scores', { limit: 100 })).body;
    expect(history).toHaveLength(60);
    const profile = (await r.client.get('/api/auth/me')).body.user;
    expect(profile.waterScore).toBe(history[0].totalScore);
    expect(databaseProblems(server.dbPath)).toEqual([]);
  });

  it('one failing write in a group commit is rolled back alone; the others commit and answer', async () => {
    const r = await signup(server);
    const insert = (total: number) => () =>
      server.database.sqlite
        .prepare(
          'insert into scores (profile_id, total_score, direct_score, indirect_score) values (?, ?, ?, 0)',
        )
        .run(r.id, total, total).lastInsertRowid;
    const outcomes = await Promise.allSettled([
      writeBatched(server.deps, insert(11)),
      writeBatched(server.deps, () => {
        insert(12)();
        throw new Error('refused half-way');
      }),
      writeBatched(server.deps, insert(13)),
    ]);
    expect(outcomes.map((o) => o.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
    expect((outcomes[1] as PromiseRejectedResult).reason.message).toBe('refused half-way');
    const totals = server.database.sqlite
      .prepare('select total_score from scores where profile_id = ? order by id')
      .pluck()
      .all(r.id);
    expect(totals).toEqual([11, 13]);
  });
});
