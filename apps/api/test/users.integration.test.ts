// Section 7, profiles: GET /api/users?userId, the administrator's GET /api/users (with search),
// PUT /api/users and DELETE /api/users?id.
import { beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '@wf/scoring/accounts';
import {
  ADMIN,
  Client,
  expectError,
  login,
  loginAdmin,
  rowCounts,
  sampleResponses,
  scorePayload,
  signup,
  useTestServer,
  type Resident,
} from './helpers.ts';

const server = await useTestServer();
const admin = await loginAdmin(server);

const countWhere = (table: string, profileId: number) =>
  server.database.sqlite
    .prepare(`select count(*) from ${table} where profile_id = ?`)
    .pluck()
    .get(profileId) as number;

describe('GET /api/users?userId', () => {
  it('returns { success, user } with the snake_case fields the profile screen reads', async () => {
    const r = await signup(server);
    const res = await r.client.get('/api/users', { userId: r.id });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ success: true, user: expect.any(Object) });
    expect(res.body.user).toMatchObject({
      id: r.id,
      profile_name: r.profileName,
      email: r.email,
      apartment: r.apartment,
      apartment_community_name: r.apartmentCommunityName,
      profileName: r.profileName,
      apartmentCommunityName: r.apartmentCommunityName,
      isAdmin: false,
      waterScore: 0,
    });
    expect(Object.keys(res.body.user).join()).not.toMatch(/password|hash/i);
  });

  it("is 403 for another resident's profile, 200 for the administrator, 404 when missing", async () => {
    const a = await signup(server);
    const b = await signup(server);
    expectError(await b.client.get('/api/users', { userId: a.id }), 403);
    const res = await admin.get('/api/users', { userId: a.id });
    expect(res.status).toBe(200);
    expect(res.body.user.email).toBe(a.email);
    expectError(await admin.get('/api/users', { userId: 987654 }), 404, 'Profile not found');
    expectError(await a.client.get('/api/users', { userId: 'abc' }), 400, 'userId');
  });
});

describe('GET /api/users (administrator)', () => {
  let a: Resident;
  let b: Resident;
  beforeAll(async () => {
    a = await signup(server, {
      profileName: 'Lotus Pond',
      apartmentCommunityName: 'Riverside Towers',
    });
    b = await signup(server, { profileName: 'Hill_View 100%', email: 'hillview@sample.net' });
  });

  it('lists every profile as { success, users }', async () => {
    const res = await admin.get('/api/users');
    expect(res.status).toBe(200);
    expect(res.body.success).toBe(true);
    const ids = res.body.users.map((u: { id: number }) => u.id);
    expect(ids).toEqual(expect.arrayContaining([a.id, b.id, server.adminId]));
    expect(res.body.users).toHaveLength(rowCounts(server).profiles);
    for (const user of res.body.users) {
      expect(user).toHaveProperty('profile_name');
      expect(user).toHaveProperty('createdAt');
      expect(user).toHaveProperty('waterScore');
      expect(Object.keys(user).join()).not.toMatch(/password|hash/i);
    }
  });

  it('searches name, email and community case-insensitively, with % and _ taken literally', async () => {
    const search = async (term: string) =>
      (await admin.get('/api/users', { search: term })).body.users.map((u: { id: number }) => u.id);
    expect(await search('LOTUS')).toEqual([a.id]);
    expect(await search('riverside tow')).toEqual([a.id]);
    expect(await search('SAMPLE.NET')).toEqual([b.id]);
    expect(await search('100%')).toEqual([b.id]);
    expect(await search('l_view')).toEqual([b.id]);
    expect(await search('%')).toEqual([b.id]);
    expect(await search('no such resident anywhere')).toEqual([]);
    expect((await search('')).length).toBe(rowCounts(server).profiles);
  });

  it('folds the case of non-ASCII letters too', async () => {
    const e = await signup(server, {
      profileName: 'Émile Ångström',
      apartmentCommunityName: 'Ölgärten',
    });
    for (const term of ['Émile', 'émile', 'ÉMILE', 'ångström', 'ÖLGÄRTEN']) {
      const res = await admin.get('/api/users', { search: term });
      expect(
        res.body.users.map((u: { id: number }) => u.id),
        term,
      ).toEqual([e.id]);
    }
  });

  it('is 403 for a resident and 401 without a session', async () => {
    expectError(await a.client.get('/api/users'), 403);
    expectError(await a.client.get('/api/users', { search: 'a' }), 403);
    expectError(await new Client(server).get('/api/users'), 401);
  });
});

describe('PUT /api/users', () => {
  it('updates the own profile (trimmed) and answers { success, user }', async () => {
    const r = await signup(server);
    const res = await r.client.put('/api/users', {
      userId: r.id,
      profileName: '  New Name 🌱 ',
      apartmentCommunityName: ' Lakeside ',
      apartment: ' D-7 ',
    });
    expect(res.status).toBe(200);
    expect(res.body.success).toBe(true);
    expect(res.body.user).toMatchObject({
      id: r.id,
      profile_name: 'New Name 🌱',
      apartment: 'D-7',
      apartment_community_name: 'Lakeside',
      email: r.email,
    });
    const again = await r.client.get('/api/users', { userId: r.id });
    expect(again.body.user.profileName).toBe('New Name 🌱');
    // Login by the new name works.
    expect((await login(server, 'new name 🌱', r.password)).token).toBeDefined();
  });

  it('keeps the community when it is not sent, and userId defaults to the caller', async () => {
    const r = await signup(server);
    const res = await r.client.put('/api/users', { profileName: r.profileName, apartment: 'E-1' });
    expect(res.status).toBe(200);
    expect(res.body.user).toMatchObject({
      apartment: 'E-1',
      apartmentCommunityName: r.apartmentCommunityName,
    });
  });

  it('refuses a name another profile holds (any case) with 409 "already exists"', async () => {
    const a = await signup(server);
    const b = await signup(server);
    const res = await b.client.put('/api/users', {
      userId: b.id,
      profileName: a.profileName.toUpperCase(),
      apartment: b.apartment,
      apartmentCommunityName: b.apartmentCommunityName,
    });
    expectError(res, 409, 'already exists');
    const adminName = await b.client.put('/api/users', {
      profileName: ADMIN.profileName,
      apartment: b.apartment,
    });
    expectError(adminName, 409, 'already exists');
    // Changing only the case of one's own name is fine.
    const own = await a.client.put('/api/users', {
      profileName: a.profileName.toLowerCase(),
      apartment: a.apartment,
    });
    expect(own.status).toBe(200);
  });

  it('validates with the spec messages and writes nothing on failure', async () => {
    const r = await signup(server);
    const before = JSON.stringify((await r.client.get('/api/users', { userId: r.id })).body);
    const put = (body: unknown) => r.client.put('/api/users', body);
    expectError(
      await put({ profileName: '  ', apartment: 'A' }),
      400,
      MESSAGES.profileNameRequired,
    );
    expectError(await put({ profileName: 'Ok', apartment: ' ' }), 400, MESSAGES.apartmentRequired);
    expectError(await put({ profileName: 'Ok' }), 400, MESSAGES.apartmentRequired);
    expectError(await put({ profileName: 'Ok', apartment: 'A', email: 'x@y.zz' }), 400, 'email');
    expectError(await put({ profileName: 'Ok', apartment: 'A', isAdmin: true }), 400, 'isAdmin');
    expectError(await put({ profileName: 7, apartment: 'A' }), 400, 'Profile name');
    expectError(
      await put({ userId: 'me', profileName: 'Ok', apartment: 'A' }),
      400,
      'must be a number',
    );
    expectError(await put([1, 2]), 400, 'JSON object');
    expect(JSON.stringify((await r.client.get('/api/users', { userId: r.id })).body)).toBe(before);
  });

  it("is 403 for another resident's profile; the administrator may edit a resident's", async () => {
    const a = await signup(server);
    const b = await signup(server);
    const body = { userId: a.id, profileName: 'Hijacked', apartment: 'X' };
    expectError(await b.client.put('/api/users', body), 403);
    const res = await admin.put('/api/users', { ...body, profileName: 'Fixed By Admin' });
    expect(res.status).toBe(200);
    expect(res.body.user).toMatchObject({
      id: a.id,
      profileName: 'Fixed By Admin',
      isAdmin: false,
    });
    expectError(await new Client(server).put('/api/users', body), 401);
  });
});

describe('DELETE /api/users?id (administrator)', () => {
  it('deletes the profile with its scores, sessions and reset links', async () => {
    const r = await signup(server);
    await r.client.post('/api/scores', scorePayload(sampleResponses(2)));
    await r.client.post('/api/scores', scorePayload(sampleResponses(4)));
    await new Client(server).post('/api/auth/forgot-password', { email: r.email });
    server.secrets.add(server.mails.at(-1)!.token);
    expect(countWhere('scores', r.id)).toBe(2);
    expect(countWhere('sessions', r.id)).toBe(1);
    expect(countWhere('password_resets', r.id)).toBe(1);

    const res = await admin.delete('/api/users', { id: r.id });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ success: true, profileName: r.profileName });

    for (const table of ['scores', 'sessions', 'password_resets']) {
      expect(countWhere(table, r.id), table).toBe(0);
    }
    expectError(await r.client.get('/api/users', { userId: r.id }), 401);
    expectError(await admin.get('/api/users', { userId: r.id }), 404);
    expectError(await admin.delete('/api/users', { id: r.id }), 404, 'Profile not found');
    // The reset link died with the profile.
    const reset = await new Client(server).post('/api/auth/reset-password', {
      token: server.mails.at(-1)!.token,
      password: 'Whatever-123',
    });
    expectError(reset, 400);
  });

  it('accepts the JSON content type with an empty body, as many HTTP clients send a DELETE', async () => {
    const r = await signup(server);
    const res = await admin.request('DELETE', '/api/users', {
      query: { id: r.id },
      raw: '',
      headers: { 'content-type': 'application/json' },
    });
    expect(res.status).toBe(200);
    expect(res.body.success).toBe(true);
  });

  it('never deletes the administrator', async () => {
    const res = await admin.delete('/api/users', { id: server.adminId });
    expectError(res, 403, 'cannot be deleted');
    expect((await admin.get('/api/users', { userId: server.adminId })).status).toBe(200);
  });

  it('is 403 for residents (even for themselves), 401 without a session, 400 without an id', async () => {
    const r = await signup(server);
    expectError(await r.client.delete('/api/users', { id: r.id }), 403);
    expectError(await new Client(server).delete('/api/users', { id: r.id }), 401);
    expectError(await admin.delete('/api/users'), 400, 'id');
    expectError(await admin.delete('/api/users', { id: 'all' }), 400, 'id');
    expectError(await admin.delete('/api/users', { id: '1 or 1=1' }), 400, 'id');
    expect((await admin.get('/api/users', { userId: r.id })).status).toBe(200);
  });
});
