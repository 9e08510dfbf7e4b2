// Issue 14, items 9-12: logging in ends the browser's older session; sessions have an absolute
// lifetime, a list and "log out everywhere"; answers with personal data are never cached; the
// cookie is `__Host-` and Secure over HTTPS, also behind a trusted proxy.
import { afterAll, describe, expect, it } from 'vitest';
import { SESSION_MAX_AGE_MS, SESSION_TTL_MS } from '../src/domain/sessions.ts';
import {
  ADMIN,
  PARTICIPANT_CODE,
  Client,
  expectError,
  expectTrpcError,
  login,
  signup,
  startServer,
  useTestServer,
  type TestServer,
} from './helpers.ts';
import { cookieFrom, requestFrom } from './hostile-helpers.ts';

const server = await useTestServer();
const DAY = 24 * 60 * 60 * 1000;

function sessionRows(profileId: number) {
  return server.database.sqlite
    .prepare('select id, created_at, expires_at from sessions where profile_id = ?')
    .all(profileId) as { id: string; created_at: number; expires_at: number }[];
}

describe('logging in ends the session the browser already had', () => {
  it('over REST and tRPC, and on signup', async () => {
    const r = await signup(server);
    const before = sessionRows(r.id);
    expect(before).toHaveLength(1);
    const oldToken = r.client.token!;
    const res = await r.client.post('/api/auth/login', {
      identifier: r.email,
      password: r.password,
    });
    expect(res.status).toBe(200);
    const after = sessionRows(r.id);
    expect(after).toHaveLength(1);
    expect(after[0]!.id).not.toBe(before[0]!.id);
    const replay = new Client(server);
    replay.cookies.set('wf_session', oldToken);
    expectError(await replay.get('/api/auth/me'), 401);

    const viaTrpc = await r.client.trpcMutation('auth.login', {
      identifier: r.profileName,
      password: r.password,
    });
    expect(viaTrpc.status).toBe(200);
    expect(sessionRows(r.id)).toHaveLength(1);

    // A browser still holding r's session signs someone else up: r's session ends too.
    const other = await r.client.post('/api/auth/signup', {
      profileName: `Other ${Date.now()}`,
      email: `other.${Date.now()}@example.com`,
      password: 'Blue kettle 2044',
      apartmentCommunityName: 'Green Valley Apartments',
      apartment: 'C-1',
      participantCode: PARTICIPANT_CODE,
    });
    server.secrets.add('Blue kettle 2044');
    expect(other.status).toBe(201);
    expect(sessionRows(r.id)).toHaveLength(0);
  });
});

describe('session lifetime', () => {
  it('ends a session at its absolute lifetime, however recently it was renewed', async () => {
    const r = await signup(server);
    const now = Date.now();
    // Logged in 60 days ago, used (and renewed) yesterday: still within its idle time.
    server.database.sqlite
      .prepare('update sessions set created_at = ?, expires_at = ? where profile_id = ?')
      .run(now - SESSION_MAX_AGE_MS - 1000, now + 29 * DAY, r.id);
    expectError(await r.client.get('/api/auth/me'), 401);
    expect(sessionRows(r.id)).toHaveLength(0);
  });

  it('never renews past the absolute lifetime', async () => {
    const r = await signup(server);
    const now = Date.now();
    const createdAt = now - SESSION_MAX_AGE_MS + 10 * DAY;
    server.database.sqlite
      .prepare('update sessions set created_at = ?, expires_at = ? where profile_id = ?')
      .run(createdAt, now + DAY, r.id);
    const res = await r.client.get('/api/auth/me');
    expect(res.status).toBe(200);
    const [row] = sessionRows(r.id);
    expect(row!.expires_at).toBe(createdAt + SESSION_MAX_AGE_MS);
    expect(row!.expires_at).toBeLessThan(now + SESSION_TTL_MS);
    expect(res.setCookies.join('\n')).toMatch(/wf_session=/);
  });
});

describe('your sessions and log out everywhere', () => {
  it('lists the sessions (created, last used, browser, current) without any token or hash', async () => {
    const r = await signup(server);
    const phone = await requestFrom(server, '/api/auth/login', {
      json: { identifier: r.email, password: r.password },
      headers: {
        'user-agent':
          'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Version/17.0 Mobile/15E148 Safari/604.1',
      },
    });
    const phoneCookie = cookieFrom(phone);
    const res = await r.client.get('/api/auth/sessions');
    expect(res.status).toBe(200);
    expect(res.body.sessions).toHaveLength(2);
    const current = res.body.sessions.filter((s: { current: boolean }) => s.current);
    expect(current).toHaveLength(1);
    const iphone = res.body.sessions.find((s: { current: boolean }) => !s.current);
    expect(iphone.userAgent).toBe('Safari on iOS');
    for (const s of res.body.sessions) {
      expect(Object.keys(s).sort()).toEqual(
        ['createdAt', 'current', 'expiresAt', 'id', 'lastUsedAt', 'userAgent'].sort(),
      );
      expect(Date.parse(s.createdAt)).toBeLessThanOrEqual(Date.now());
      expect(Date.parse(s.lastUsedAt)).toBeGreaterThanOrEqual(Date.parse(s.createdAt));
    }
    for (const row of sessionRows(r.id)) expect(res.text).not.toContain(row.id);
    expect(res.text).not.toContain(phoneCookie.split('=')[1]!);
    // Over tRPC: the same list.
    const trpc = await r.client.trpcQuery('auth.sessions');
    expect(trpc.body.result.data.sessions).toHaveLength(2);
    expectTrpcError(await new Client(server).trpcQuery('auth.sessions'), 401);
    expectError(await new Client(server).get('/api/auth/sessions'), 401);
  });

  it('logs out everywhere else, keeping this session; or everywhere, this one included', async () => {
    const r = await signup(server);
    const second = await login(server, r.email, r.password);
    const third = await login(server, r.profileName, r.password);
    const res = await r.client.post('/api/auth/logout-everywhere');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ success: true, ended: 2, loggedOutHere: false });
    expectError(await second.get('/api/auth/me'), 401);
    expectError(await third.get('/api/auth/me'), 401);
    expect((await r.client.get('/api/auth/me')).status).toBe(200);

    const fourth = await login(server, r.email, r.password);
    const fifth = await login(server, r.email, r.password);
    const others = await r.client.trpcMutation('auth.logoutEverywhere');
    expect(others.body.result.data).toEqual({ success: true, ended: 2, loggedOutHere: false });
    expectError(await fifth.get('/api/auth/me'), 401);
    const sixth = await login(server, r.email, r.password);
    const all = await r.client.post('/api/auth/logout-everywhere', { includeThisDevice: true });
    expect(all.body).toEqual({ success: true, ended: 2, loggedOutHere: true });
    expect(all.setCookies.join('\n')).toMatch(/wf_session=;/);
    expectError(await sixth.get('/api/auth/me'), 401);
    expectError(await r.client.get('/api/auth/me'), 401);
    expectError(await fourth.get('/api/auth/me'), 401);
    expect(sessionRows(r.id)).toHaveLength(0);
    expectError(
      await new Client(server).post('/api/auth/logout-everywhere', { includeThisDevice: 'yes' }),
      401,
    );
  });
});

describe('Cache-Control: no-store', () => {
  it('is on every /api and /trpc answer with personal data, errors included, but not on health', async () => {
    const r = await signup(server);
    const admin = await login(server, ADMIN.email, ADMIN.password);
    const answers = [
      await r.client.get('/api/auth/me'),
      await r.client.get('/api/scores'),
      await r.client.get('/api/analytics', { type: 'leaderboard' }),
      await r.client.get('/api/auth/sessions'),
      await r.client.trpcQuery('auth.me'),
      await r.client.trpcQuery('users.me'),
      await admin.get('/api/users'),
      await admin.get('/api/exports/participant-scores.csv'),
      await new Client(server).get('/api/auth/me'),
      await new Client(server).post('/api/auth/login', { identifier: 'x', password: 'y' }),
      await new Client(server).get('/api/no-such-route'),
    ];
    for (const res of answers) expect(res.headers.get('cache-control')).toBe('no-store');
    expect((await new Client(server).get('/api/health')).headers.get('cache-control')).not.toBe(
      'no-store',
    );
  });
});

describe('the session cookie over HTTPS', () => {
  const servers: TestServer[] = [];
  afterAll(async () => {
    for (const s of servers) await s.close();
  });

  it('is `__Host-wf_session`, Secure, behind a trusted proxy that says https', async () => {
    const s = await startServer({ env: { RATE_LIMITS: 'off', TRUST_PROXY: '127.0.0.1' } });
    servers.push(s);
    const res = await requestFrom(s, '/api/auth/login', {
      json: { identifier: ADMIN.email, password: ADMIN.password },
      headers: { 'x-forwarded-proto': 'https' },
    });
    expect(res.status).toBe(200);
    const line = res.setCookies.find((c) => c.startsWith('__Host-wf_session='))!;
    expect(line).toBeDefined();
    expect(line).toMatch(/;\s*Secure/i);
    expect(line).toMatch(/;\s*Path=\//i);
    expect(line).not.toMatch(/;\s*Domain=/i);
    expect(line).toMatch(/;\s*HttpOnly/i);
    const cookie = cookieFrom(res);
    s.secrets.add(cookie.split('=')[1]!);
    const me = await requestFrom(s, '/api/auth/me', {
      cookie,
      headers: { 'x-forwarded-proto': 'https' },
    });
    expect(me.status).toBe(200);
    // The same token under the plain name, over HTTPS, is not read: no cookie tossing.
    const tossed = await requestFrom(s, '/api/auth/me', {
      cookie: `wf_session=${cookie.split('=')[1]}`,
      headers: { 'x-forwarded-proto': 'https' },
    });
    expect(tossed.status).toBe(401);
  });

  it('is plain `wf_session` without Secure over http, and an untrusted peer cannot claim https', async () => {
    const s = await startServer({ env: { RATE_LIMITS: 'off', TRUST_PROXY: '10.0.0.1' } });
    servers.push(s);
    const res = await requestFrom(s, '/api/auth/login', {
      json: { identifier: ADMIN.email, password: ADMIN.password },
      headers: { 'x-forwarded-proto': 'https' },
    });
    expect(res.status).toBe(200);
    const line = res.setCookies.find((c) => c.startsWith('wf_session='))!;
    expect(line).toBeDefined();
    expect(line).not.toMatch(/;\s*Secure/i);
    s.secrets.add(cookieFrom(res).split('=')[1]!);
  });
});
