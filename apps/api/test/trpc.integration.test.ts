// The tRPC surface over its real wire format (tRPC v11, no transformer): queries are
// GET /trpc/<path>?input=<JSON>, mutations POST /trpc/<path> with the input as the JSON body;
// results come back as { result: { data } }, failures as { error: { message, data } }. Each
// procedure is called at least once, and shown to behave and word its errors like its REST twin.
import { beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '@wf/scoring/accounts';
import {
  ADMIN,
  COMMUNITY,
  Client,
  expectError,
  expectTrpcError,
  loginAdmin,
  residentData,
  sampleResponses,
  scorePayload,
  signup,
  useTestServer,
  type Resident,
} from './helpers.ts';

const server = await useTestServer();

const admin = await loginAdmin(server);
let a: Resident;
let b: Resident;
beforeAll(async () => {
  a = await signup(server);
  b = await signup(server);
  for (const seed of [1, 2, 3])
    await a.client.post('/api/scores', scorePayload(sampleResponses(seed)));
  await b.client.post('/api/scores', scorePayload(sampleResponses(9)));
});

const data = (res: { body: { result: { data: unknown } } }) => res.body.result.data;

describe('auth over tRPC', () => {
  it('auth.signupDefaults gives the prefilled community', async () => {
    const res = await new Client(server).trpcQuery('auth.signupDefaults');
    expect(res.status).toBe(200);
    expect(data(res)).toEqual({ defaultCommunityName: COMMUNITY });
  });

  it('auth.signup starts a session and answers like REST', async () => {
    const input = residentData();
    server.secrets.add(input.password);
    const client = new Client(server);
    const res = await client.trpcMutation('auth.signup', input);
    expect(res.status).toBe(200);
    expect(data(res)).toMatchObject({
      success: true,
      user: { email: input.email, isAdmin: false },
    });
    expect(res.setCookies.join('\n')).toMatch(/wf_session=[a-z2-7]{32};.*HttpOnly/i);
    expect(data(await client.trpcQuery('auth.me'))).toMatchObject({ user: { email: input.email } });
  });

  it('auth.signup errors carry the same messages and statuses as REST', async () => {
    const cases = [
      residentData({ email: a.email }),
      residentData({ profileName: a.profileName.toUpperCase() }),
      residentData({ participantCode: 'nope' }),
      residentData({ password: '123' }),
      residentData({ email: 'broken' }),
      residentData({ password: 'password' }),
      { ...residentData(), role: 'admin' },
      (({ apartment: _a, ...rest }) => rest)(residentData()),
    ];
    const messages: string[] = [];
    for (const input of cases) {
      const rest = await new Client(server).post('/api/auth/signup', input);
      const trpc = await new Client(server).trpcMutation('auth.signup', input);
      expectTrpcError(trpc, rest.status, rest.body.error);
      expect(trpc.body.error.message).toBe(rest.body.error);
      messages.push(trpc.body.error.message);
    }
    expect(messages[0]).toContain('already exists');
    expect(messages[1]).toContain('already exists');
    expect(messages[2]).toContain('Invalid participant code');
    expect(messages[3]).toBe(MESSAGES.passwordShort);
    expect(messages[4]).toBe(MESSAGES.emailInvalid);
    expect(messages[7]).toBe(MESSAGES.apartmentRequired);
  });

  it('auth.login by email or name, and the same refusal as REST', async () => {
    for (const identifier of [a.email.toUpperCase(), a.profileName.toLowerCase()]) {
      const res = await new Client(server).trpcMutation('auth.login', {
        identifier,
        password: a.password,
      });
      expect(res.status).toBe(200);
      expect(data(res)).toMatchObject({ success: true, user: { id: a.id } });
    }
    const wrong = { identifier: a.email, password: 'wrong-password' };
    const trpc = await new Client(server).trpcMutation('auth.login', wrong);
    const rest = await new Client(server).post('/api/auth/login', wrong);
    expectTrpcError(trpc, 401, 'Invalid credentials');
    expect(trpc.body.error.message).toBe(rest.body.error);
    const empty = await new Client(server).trpcMutation('auth.login', {
      identifier: '',
      password: '',
    });
    expectTrpcError(empty, 400, MESSAGES.loginBothRequired);
  });

  it('auth.me is null without a session; auth.logout ends it', async () => {
    expect(data(await new Client(server).trpcQuery('auth.me'))).toEqual({ user: null });
    const client = new Client(server);
    await client.trpcMutation('auth.login', { identifier: b.email, password: b.password });
    const logout = await client.trpcMutation('auth.logout');
    expect(logout.status).toBe(200);
    expect(data(logout)).toEqual({ success: true });
    expect(client.token).toBeUndefined();
    expect(data(await client.trpcQuery('auth.me'))).toEqual({ user: null });
  });

  it('auth.forgotPassword and auth.resetPassword', async () => {
    const r = await signup(server);
    // An unknown email is answered as a known one (issue 28: nobody learns who has an account).
    const mails = server.mails.length;
    const unknown = await new Client(server).trpcMutation('auth.forgotPassword', {
      email: 'ghost@example.com',
    });
    expect(server.mails.length).toBe(mails);
    const sent = await new Client(server).trpcMutation('auth.forgotPassword', { email: r.email });
    expect(data(sent)).toEqual({ success: true, ifNoMail: MESSAGES.resetNoMail });
    expect(data(unknown)).toEqual(data(sent));
    const { token } = server.mails.at(-1)!;
    server.secrets.add(token);
    const password = `reset-${r.password}`;
    server.secrets.add(password);
    const reset = await new Client(server).trpcMutation('auth.resetPassword', { token, password });
    expect(data(reset)).toEqual({ success: true });
    expectTrpcError(await r.client.trpcQuery('users.me'), 401);
    const again = await new Client(server).trpcMutation('auth.resetPassword', { token, password });
    const restAgain = await new Client(server).post('/api/auth/reset-password', {
      token,
      password,
    });
    expectTrpcError(again, 400);
    expect(again.body.error.message).toBe(restAgain.body.error);
  });
});

describe('scores over tRPC', () => {
  it('scores.submit recomputes and refuses disagreeing totals with the REST message', async () => {
    const payload = scorePayload(sampleResponses(4));
    const ok = await a.client.trpcMutation('scores.submit', payload);
    expect(ok.status).toBe(200);
    expect(data(ok)).toMatchObject({
      success: true,
      score: { userId: a.id, totalScore: payload.totalScore },
    });
    const bad = { ...payload, totalScore: payload.totalScore + 3 };
    const trpc = await a.client.trpcMutation('scores.submit', bad);
    const rest = await a.client.post('/api/scores', bad);
    expectError(rest, 400, 'expected directScore');
    expectTrpcError(trpc, 400);
    expect(trpc.body.error.message).toBe(rest.body.error);
    expect(trpc.body.error.data.field).toBe('totalScore');
    const invalid = { responses: { ...payload.responses, q9_showerFrequency: 'Hourly' } };
    const trpcInvalid = await a.client.trpcMutation('scores.submit', invalid);
    expectTrpcError(trpcInvalid, 400, 'q9_showerFrequency');
    expect(trpcInvalid.body.error.message).toBe(
      (await a.client.post('/api/scores', invalid)).body.error,
    );
  });

  it('scores.history, historyWithResponses and latest match GET /api/scores', async () => {
    const pairs: [string, unknown, Record<string, string | number>][] = [
      ['scores.history', { userId: a.id, limit: 2 }, { userId: a.id, limit: 2 }],
      ['scores.history', undefined, {}],
      ['scores.historyWithResponses', { userId: a.id }, { userId: a.id, type: 'withResponses' }],
      ['scores.latest', { userId: a.id }, { userId: a.id, type: 'latest' }],
    ];
    for (const [path, input, query] of pairs) {
      const trpc = await a.client.trpcQuery(path, input);
      const rest = await a.client.get('/api/scores', query);
      expect(trpc.status, path).toBe(200);
      // REST's latest also carries the record under `score` (section 7's wording).
      const { score, ...restBody } = query.type === 'latest' ? rest.body : { score: undefined };
      expect(data(trpc), path).toEqual(query.type === 'latest' ? restBody : rest.body);
      if (query.type === 'latest') expect(score).toEqual(restBody);
    }
    const fresh = await signup(server);
    expect(data(await fresh.client.trpcQuery('scores.latest'))).toBeNull();
    expect((await fresh.client.get('/api/scores', { type: 'latest' })).body).toEqual({
      score: null,
    });
  });

  it("refuses another's history with the REST message (403) but lets the administrator in", async () => {
    const trpc = await b.client.trpcQuery('scores.history', { userId: a.id });
    const rest = await b.client.get('/api/scores', { userId: a.id });
    expectTrpcError(trpc, 403);
    expect(trpc.body.error.message).toBe(rest.body.error);
    expect(data(await admin.trpcQuery('scores.history', { userId: a.id }))).toEqual(
      (await admin.get('/api/scores', { userId: a.id })).body,
    );
    const badLimit = await a.client.trpcQuery('scores.history', { limit: 0 });
    expectTrpcError(badLimit, 400, 'limit must be at least 1');
    expect(badLimit.body.error.message).toBe(
      (await a.client.get('/api/scores', { limit: 0 })).body.error,
    );
  });
});

describe('analytics, users and admin over tRPC', () => {
  it('analytics.* equal GET /api/analytics', async () => {
    const pairs: [string, unknown, Record<string, string | number>][] = [
      ['analytics.leaderboard', undefined, { type: 'leaderboard' }],
      ['analytics.leaderboard', { limit: 1 }, { type: 'leaderboard', limit: 1 }],
      ['analytics.communityStats', undefined, { type: 'stats' }],
      ['analytics.userStats', { userId: a.id }, { type: 'stats', userId: a.id }],
    ];
    for (const [path, input, query] of pairs) {
      const trpc = await a.client.trpcQuery(path, input);
      expect(data(trpc), path).toEqual((await a.client.get('/api/analytics', query)).body);
    }
    expectTrpcError(await b.client.trpcQuery('analytics.userStats', { userId: a.id }), 403);
  });

  it('users.me, users.get and users.update equal the REST profile calls', async () => {
    const rest = await a.client.get('/api/users', { userId: a.id });
    expect(data(await a.client.trpcQuery('users.me'))).toEqual({ user: rest.body.user });
    expect(data(await a.client.trpcQuery('users.get', { userId: a.id }))).toEqual({
      user: rest.body.user,
    });
    expectTrpcError(await b.client.trpcQuery('users.get', { userId: a.id }), 403);
    const updated = await a.client.trpcMutation('users.update', {
      profileName: `${a.profileName} ✓`,
      apartment: 'T-1',
    });
    expect(data(updated)).toMatchObject({
      success: true,
      user: { profileName: `${a.profileName} ✓` },
    });
    const dup = { profileName: b.profileName, apartment: 'T-1' };
    const trpcDup = await a.client.trpcMutation('users.update', dup);
    const restDup = await a.client.put('/api/users', dup);
    expectTrpcError(trpcDup, 409, 'already exists');
    expect(trpcDup.body.error.message).toBe(restDup.body.error);
    const blank = { profileName: ' ', apartment: 'T-1' };
    expectTrpcError(
      await a.client.trpcMutation('users.update', blank),
      400,
      MESSAGES.profileNameRequired,
    );
  });

  it('admin.listProfiles, admin.deleteProfile and admin.migrateLegacy', async () => {
    const list = await admin.trpcQuery('admin.listProfiles', { search: b.email.toUpperCase() });
    expect(data(list)).toEqual(
      (await admin.get('/api/users', { search: b.email.toUpperCase() })).body,
    );
    const all = await admin.trpcQuery('admin.listProfiles');
    expect((data(all) as { users: unknown[] }).users.length).toBeGreaterThan(3);
    expectTrpcError(await a.client.trpcQuery('admin.listProfiles'), 403);

    const victim = await signup(server);
    const del = await admin.trpcMutation('admin.deleteProfile', { id: victim.id });
    expect(data(del)).toMatchObject({ success: true, profileName: victim.profileName });
    const gone = await admin.trpcMutation('admin.deleteProfile', { id: victim.id });
    expectTrpcError(gone, 404, 'Profile not found');
    const self = await admin.trpcMutation('admin.deleteProfile', { id: server.adminId });
    expectTrpcError(self, 403, 'cannot be deleted');
    expect(self.body.error.message).toBe(
      (await admin.delete('/api/users', { id: server.adminId })).body.error,
    );

    const migrated = await admin.trpcMutation('admin.migrateLegacy');
    expect(data(migrated)).toMatchObject({ success: true, updated: expect.any(Number) });
  });
});

describe('the tRPC transport', () => {
  it('answers health, batches, and keeps GET for queries and POST for mutations', async () => {
    expect(data(await new Client(server).trpcQuery('health'))).toEqual({ ok: true });
    const batch = await a.client.request('GET', '/trpc/health,scores.latest', {
      query: { batch: 1, input: JSON.stringify({ 1: { userId: a.id } }) },
    });
    expect(batch.status).toBe(200);
    expect(batch.body).toHaveLength(2);
    expect(batch.body[0].result.data).toEqual({ ok: true });
    expect(batch.body[1].result.data.userId).toBe(a.id);
    // A mutation is never run by a GET, and a query is not a POST.
    const viaGet = await new Client(server).request('GET', '/trpc/auth.login', {
      query: { input: JSON.stringify({ identifier: ADMIN.email, password: ADMIN.password }) },
    });
    expect(viaGet.status).toBe(405);
    expect(viaGet.setCookies).toHaveLength(0);
    const viaPost = await a.client.request('POST', '/trpc/scores.history', { json: {} });
    expect(viaPost.status).toBe(405);
  });

  it('answers 404 for an unknown procedure and 400 for unreadable input, without stacks', async () => {
    const missing = await a.client.trpcQuery('scores.nope');
    expectTrpcError(missing, 404);
    const garbage = await a.client.request('GET', '/trpc/scores.history', {
      query: { input: '{oops' },
    });
    expect(garbage.status).toBe(400);
    expect(garbage.text).not.toMatch(/"stack"|\.ts:\d+/);
    const badBody = await a.client.request('POST', '/trpc/scores.submit', { raw: '{"responses":' });
    expect(badBody.status).toBe(400);
    expect(badBody.text).not.toMatch(/"stack"|\.ts:\d+/);
  });
});
