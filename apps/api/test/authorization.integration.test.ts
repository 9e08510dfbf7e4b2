// The authorisation matrix: every endpoint x {no session, resident A, resident B, administrator}
// -> the expected status, over REST and tRPC. Requests about "someone" are about resident A.
import { beforeAll, describe, expect, it } from 'vitest';
import {
  ADMIN,
  Client,
  PARTICIPANT_CODE,
  assertNoSecretsLeaked,
  login,
  residentData,
  sampleResponses,
  scorePayload,
  signup,
  useTestServer,
  type Res,
  type Resident,
} from './helpers.ts';

type Caller = 'none' | 'A' | 'B' | 'admin';
const CALLERS: Caller[] = ['none', 'A', 'B', 'admin'];

const server = await useTestServer({ checkSecrets: false });
let a: Resident;
let b: Resident;
const clients = {} as Record<Caller, Client>;
const credentials = {} as Record<Exclude<Caller, 'none'>, { identifier: string; password: string }>;

beforeAll(async () => {
  a = await signup(server);
  b = await signup(server);
  clients.none = new Client(server);
  clients.A = a.client;
  clients.B = b.client;
  clients.admin = await login(server, ADMIN.email, ADMIN.password);
  credentials.A = { identifier: a.email, password: a.password };
  credentials.B = { identifier: b.email, password: b.password };
  credentials.admin = { identifier: ADMIN.email, password: ADMIN.password };
  await a.client.post('/api/scores', scorePayload(sampleResponses(1)));
});

/** A client with the caller's cookies, so a Set-Cookie answer does not disturb the caller. */
function as(caller: Caller): Client {
  const c = new Client(server);
  for (const [k, v] of clients[caller].cookies) c.cookies.set(k, v);
  return c;
}

/** A brand-new session of the caller, for requests that end it. */
async function fresh(caller: Caller): Promise<Client> {
  if (caller === 'none') return new Client(server);
  return login(server, credentials[caller].identifier, credentials[caller].password);
}

/** Logging out everywhere ends the caller's other sessions, the matrix's own among them. */
async function relogin(caller: Caller, res: Res): Promise<Res> {
  if (caller !== 'none') clients[caller] = await fresh(caller);
  return res;
}

interface Row {
  name: string;
  send: (caller: Caller) => Promise<Res>;
  expected: [none: number, A: number, B: number, admin: number];
}

const profileBody = () => ({
  userId: a.id,
  profileName: a.profileName,
  apartment: a.apartment,
  apartmentCommunityName: a.apartmentCommunityName,
});

/** A pledge A may make now: a plan action of A's latest answers on a question with none open. */
async function pledgeForA(): Promise<{ questionKey: string; betterAnswer: string }> {
  const { actions } = (await as('A').get('/api/actions')).body;
  const { pledges } = (await as('A').get('/api/pledges')).body;
  const open = new Set(
    pledges
      .filter((p: { status: string }) => p.status === 'open')
      .map((p: { questionKey: string }) => p.questionKey),
  );
  const action = actions.find((x: { questionKey: string }) => !open.has(x.questionKey));
  return { questionKey: action.questionKey, betterAnswer: action.betterAnswer };
}

/** The id of a fresh open pledge of A's. */
async function pledgeIdOfA(): Promise<number> {
  const res = await as('A').post('/api/pledges', await pledgeForA());
  expect(res.status, res.text).toBe(201);
  return res.body.pledge.id;
}

const restRows: Row[] = [
  {
    name: 'GET /api/health',
    send: (c) => as(c).get('/api/health'),
    expected: [200, 200, 200, 200],
  },
  {
    name: 'POST /api/auth/signup',
    send: async (c) => {
      const data = residentData();
      server.secrets.add(data.password);
      // A fresh session of the caller: signing up and logging in end the browser's older
      // session (issue 14, item 9), which must not be the one the other rows use.
      return (await fresh(c)).post('/api/auth/signup', data);
    },
    expected: [201, 201, 201, 201],
  },
  {
    name: 'POST /api/auth/login',
    send: async (c) =>
      (await fresh(c)).post('/api/auth/login', { identifier: a.email, password: a.password }),
    expected: [200, 200, 200, 200],
  },
  {
    name: 'POST /api/auth/forgot-password',
    send: (c) => as(c).post('/api/auth/forgot-password', { email: b.email }),
    expected: [200, 200, 200, 200],
  },
  {
    name: 'POST /api/auth/reset-password (bad token)',
    send: (c) =>
      as(c).post('/api/auth/reset-password', { token: 'not-a-token', password: 'Long-enough-1' }),
    expected: [400, 400, 400, 400],
  },
  {
    // Deliberately idempotent: logging out without a session succeeds and clears the cookie.
    name: 'POST /api/auth/logout',
    send: async (c) => (await fresh(c)).post('/api/auth/logout'),
    expected: [200, 200, 200, 200],
  },
  {
    name: 'GET /api/auth/me',
    send: (c) => as(c).get('/api/auth/me'),
    expected: [401, 200, 200, 200],
  },
  {
    name: 'POST /api/scores (for A)',
    send: (c) => as(c).post('/api/scores', scorePayload(sampleResponses(2), a.id)),
    expected: [401, 201, 403, 403],
  },
  {
    name: 'POST /api/scores (no userId: for oneself)',
    send: (c) => as(c).post('/api/scores', scorePayload(sampleResponses(3))),
    expected: [401, 201, 201, 201],
  },
  {
    name: 'GET /api/scores?userId=A',
    send: (c) => as(c).get('/api/scores', { userId: a.id }),
    expected: [401, 200, 403, 200],
  },
  {
    name: 'GET /api/scores?userId=A&limit=5',
    send: (c) => as(c).get('/api/scores', { userId: a.id, limit: 5 }),
    expected: [401, 200, 403, 200],
  },
  {
    name: 'GET /api/scores?userId=A&type=latest',
    send: (c) => as(c).get('/api/scores', { userId: a.id, type: 'latest' }),
    expected: [401, 200, 403, 200],
  },
  {
    name: 'GET /api/scores?userId=A&type=withResponses',
    send: (c) => as(c).get('/api/scores', { userId: a.id, type: 'withResponses' }),
    expected: [401, 200, 403, 200],
  },
  {
    name: 'GET /api/analytics?type=leaderboard',
    send: (c) => as(c).get('/api/analytics', { type: 'leaderboard', limit: 10 }),
    expected: [401, 200, 200, 200],
  },
  {
    name: 'GET /api/analytics?type=stats',
    send: (c) => as(c).get('/api/analytics', { type: 'stats' }),
    expected: [401, 200, 200, 200],
  },
  {
    name: 'GET /api/analytics?type=stats&userId=A',
    send: (c) => as(c).get('/api/analytics', { type: 'stats', userId: a.id }),
    expected: [401, 200, 403, 200],
  },
  {
    name: 'GET /api/analytics?type=rank&userId=A',
    send: (c) => as(c).get('/api/analytics', { type: 'rank', userId: a.id }),
    expected: [401, 200, 403, 200],
  },
  {
    name: 'GET /api/analytics?type=comparison&userId=A',
    send: (c) => as(c).get('/api/analytics', { type: 'comparison', userId: a.id }),
    expected: [401, 200, 403, 200],
  },
  {
    name: 'GET /api/analytics?type=improved',
    send: (c) => as(c).get('/api/analytics', { type: 'improved', period: 'month' }),
    expected: [401, 200, 200, 200],
  },
  {
    name: 'GET /api/analytics?type=households',
    send: (c) => as(c).get('/api/analytics', { type: 'households' }),
    expected: [401, 200, 200, 200],
  },
  {
    name: 'GET /api/users?userId=A',
    send: (c) => as(c).get('/api/users', { userId: a.id }),
    expected: [401, 200, 403, 200],
  },
  { name: 'GET /api/users', send: (c) => as(c).get('/api/users'), expected: [401, 403, 403, 200] },
  {
    name: 'GET /api/users?search=',
    send: (c) => as(c).get('/api/users', { search: 'resident' }),
    expected: [401, 403, 403, 200],
  },
  {
    name: 'PUT /api/users (A)',
    send: (c) => as(c).put('/api/users', profileBody()),
    expected: [401, 200, 403, 200],
  },
  {
    name: 'GET /api/footprint?userId=A',
    send: (c) => as(c).get('/api/footprint', { userId: a.id }),
    expected: [401, 200, 403, 200],
  },
  {
    name: 'POST /api/footprint/preview',
    send: (c) => as(c).post('/api/footprint/preview', { responses: sampleResponses(5) }),
    expected: [401, 200, 200, 200],
  },
  {
    name: 'GET /api/actions?userId=A',
    send: (c) => as(c).get('/api/actions', { userId: a.id }),
    expected: [401, 200, 403, 200],
  },
  {
    name: 'GET /api/pledges?userId=A',
    send: (c) => as(c).get('/api/pledges', { userId: a.id }),
    expected: [401, 200, 403, 200],
  },
  {
    name: 'POST /api/pledges (for A)',
    send: async (c) => as(c).post('/api/pledges', { ...(await pledgeForA()), userId: a.id }),
    expected: [401, 201, 403, 403],
  },
  {
    name: "DELETE /api/pledges?id=<A's pledge>",
    send: async (c) => as(c).delete('/api/pledges', { id: await pledgeIdOfA() }),
    expected: [401, 200, 403, 200],
  },
  {
    name: 'GET /api/goal?userId=A',
    send: (c) => as(c).get('/api/goal', { userId: a.id }),
    expected: [401, 200, 403, 200],
  },
  {
    name: 'PUT /api/goal (for A)',
    send: (c) => as(c).put('/api/goal', { userId: a.id, targetPercent: 10 }),
    expected: [401, 200, 403, 403],
  },
  {
    name: 'DELETE /api/goal?userId=A',
    send: (c) => as(c).delete('/api/goal', { userId: a.id }),
    expected: [401, 200, 403, 403],
  },
  {
    name: 'DELETE /api/users?id=<another resident>',
    send: async (c) => {
      const victim = await signup(server);
      return as(c).delete('/api/users', { id: victim.id });
    },
    expected: [401, 403, 403, 200],
  },
  {
    name: 'GET /api/auth/sessions',
    send: (c) => as(c).get('/api/auth/sessions'),
    expected: [401, 200, 200, 200],
  },
  {
    name: 'POST /api/auth/logout-everywhere',
    send: async (c) => relogin(c, await (await fresh(c)).post('/api/auth/logout-everywhere')),
    expected: [401, 200, 200, 200],
  },
  {
    name: 'POST /api/auth/change-password (wrong current password)',
    send: (c) =>
      as(c).post('/api/auth/change-password', {
        currentPassword: 'certainly-not-it',
        newPassword: 'Kite string 77',
      }),
    expected: [401, 400, 400, 400],
  },
  {
    name: 'GET /api/admin/participant-code',
    send: (c) => as(c).get('/api/admin/participant-code'),
    expected: [401, 403, 403, 200],
  },
  {
    name: 'PUT /api/admin/participant-code',
    send: (c) => as(c).put('/api/admin/participant-code', { code: PARTICIPANT_CODE }),
    expected: [401, 403, 403, 200],
  },
  {
    name: 'POST /api/admin/reset-link (A)',
    send: (c) => as(c).post('/api/admin/reset-link', { profileId: a.id }),
    expected: [401, 403, 403, 200],
  },
  {
    name: 'DELETE /api/users?id=<self>',
    send: (c) =>
      as(c).delete('/api/users', {
        id: c === 'A' ? a.id : c === 'B' ? b.id : server.adminId,
      }),
    expected: [401, 403, 403, 403],
  },
];

const trpcRows: Row[] = [
  { name: 'trpc health', send: (c) => as(c).trpcQuery('health'), expected: [200, 200, 200, 200] },
  {
    name: 'trpc auth.me',
    send: (c) => as(c).trpcQuery('auth.me'),
    expected: [200, 200, 200, 200], // answers { user: null } without a session
  },
  {
    name: 'trpc auth.login',
    send: async (c) =>
      (await fresh(c)).trpcMutation('auth.login', { identifier: b.email, password: b.password }),
    expected: [200, 200, 200, 200],
  },
  {
    name: 'trpc auth.sessions',
    send: (c) => as(c).trpcQuery('auth.sessions'),
    expected: [401, 200, 200, 200],
  },
  {
    name: 'trpc auth.logoutEverywhere',
    send: async (c) => relogin(c, await (await fresh(c)).trpcMutation('auth.logoutEverywhere')),
    expected: [401, 200, 200, 200],
  },
  {
    name: 'trpc auth.changePassword (wrong current password)',
    send: (c) =>
      as(c).trpcMutation('auth.changePassword', {
        currentPassword: 'certainly-not-it',
        newPassword: 'Kite string 77',
      }),
    expected: [401, 400, 400, 400],
  },
  {
    name: 'trpc admin.participantCode',
    send: (c) => as(c).trpcQuery('admin.participantCode'),
    expected: [401, 403, 403, 200],
  },
  {
    name: 'trpc admin.setParticipantCode',
    send: (c) => as(c).trpcMutation('admin.setParticipantCode', { code: PARTICIPANT_CODE }),
    expected: [401, 403, 403, 200],
  },
  {
    name: 'trpc admin.resetLink (A)',
    send: (c) => as(c).trpcMutation('admin.resetLink', { profileId: a.id }),
    expected: [401, 403, 403, 200],
  },
  {
    name: 'trpc auth.forgotPassword',
    send: (c) => as(c).trpcMutation('auth.forgotPassword', { email: a.email }),
    expected: [200, 200, 200, 200],
  },
  {
    name: 'trpc scores.submit (for A)',
    send: (c) => as(c).trpcMutation('scores.submit', scorePayload(sampleResponses(4), a.id)),
    expected: [401, 200, 403, 403],
  },
  {
    name: 'trpc scores.history (A)',
    send: (c) => as(c).trpcQuery('scores.history', { userId: a.id }),
    expected: [401, 200, 403, 200],
  },
  {
    name: 'trpc scores.historyWithResponses (A)',
    send: (c) => as(c).trpcQuery('scores.historyWithResponses', { userId: a.id }),
    expected: [401, 200, 403, 200],
  },
  {
    name: 'trpc scores.latest (A)',
    send: (c) => as(c).trpcQuery('scores.latest', { userId: a.id }),
    expected: [401, 200, 403, 200],
  },
  {
    name: 'trpc analytics.leaderboard',
    send: (c) => as(c).trpcQuery('analytics.leaderboard', { limit: 10 }),
    expected: [401, 200, 200, 200],
  },
  {
    name: 'trpc analytics.communityStats',
    send: (c) => as(c).trpcQuery('analytics.communityStats'),
    expected: [401, 200, 200, 200],
  },
  {
    name: 'trpc analytics.userStats (A)',
    send: (c) => as(c).trpcQuery('analytics.userStats', { userId: a.id }),
    expected: [401, 200, 403, 200],
  },
  {
    name: 'trpc analytics.rank (A)',
    send: (c) => as(c).trpcQuery('analytics.rank', { userId: a.id }),
    expected: [401, 200, 403, 200],
  },
  {
    name: 'trpc analytics.comparison (A)',
    send: (c) => as(c).trpcQuery('analytics.comparison', { userId: a.id }),
    expected: [401, 200, 403, 200],
  },
  {
    name: 'trpc analytics.improved',
    send: (c) => as(c).trpcQuery('analytics.improved', { period: 'all', limit: 5 }),
    expected: [401, 200, 200, 200],
  },
  {
    name: 'trpc analytics.householdStats',
    send: (c) => as(c).trpcQuery('analytics.householdStats'),
    expected: [401, 200, 200, 200],
  },
  {
    name: 'trpc users.me',
    send: (c) => as(c).trpcQuery('users.me'),
    expected: [401, 200, 200, 200],
  },
  {
    name: 'trpc users.get (A)',
    send: (c) => as(c).trpcQuery('users.get', { userId: a.id }),
    expected: [401, 200, 403, 200],
  },
  {
    name: 'trpc users.update (own)',
    send: (c) =>
      as(c).trpcMutation('users.update', {
        profileName: c === 'A' ? a.profileName : c === 'B' ? b.profileName : ADMIN.profileName,
        apartment: c === 'admin' ? 'Admin Office' : 'Q-1',
      }),
    expected: [401, 200, 200, 200],
  },
  {
    name: 'trpc water.footprint (A)',
    send: (c) => as(c).trpcQuery('water.footprint', { userId: a.id }),
    expected: [401, 200, 403, 200],
  },
  {
    name: 'trpc water.summary (A)',
    send: (c) => as(c).trpcQuery('water.summary', { userId: a.id }),
    expected: [401, 200, 403, 200],
  },
  {
    name: 'trpc water.preview',
    send: (c) => as(c).trpcQuery('water.preview', { responses: sampleResponses(6) }),
    expected: [401, 200, 200, 200],
  },
  {
    name: 'trpc water.actions (A)',
    send: (c) => as(c).trpcQuery('water.actions', { userId: a.id }),
    expected: [401, 200, 403, 200],
  },
  {
    name: 'trpc water.history (A)',
    send: (c) => as(c).trpcQuery('water.history', { userId: a.id }),
    expected: [401, 200, 403, 200],
  },
  {
    name: 'trpc pledges.list (A)',
    send: (c) => as(c).trpcQuery('pledges.list', { userId: a.id }),
    expected: [401, 200, 403, 200],
  },
  {
    name: 'trpc pledges.create (for A)',
    send: async (c) =>
      as(c).trpcMutation('pledges.create', { ...(await pledgeForA()), userId: a.id }),
    expected: [401, 200, 403, 403],
  },
  {
    name: "trpc pledges.remove (A's pledge)",
    send: async (c) => as(c).trpcMutation('pledges.remove', { id: await pledgeIdOfA() }),
    expected: [401, 200, 403, 200],
  },
  {
    name: 'trpc goal.get (A)',
    send: (c) => as(c).trpcQuery('goal.get', { userId: a.id }),
    expected: [401, 200, 403, 200],
  },
  {
    name: 'trpc goal.set (for A)',
    send: (c) => as(c).trpcMutation('goal.set', { userId: a.id, targetPercent: 10 }),
    expected: [401, 200, 403, 403],
  },
  {
    name: 'trpc goal.clear (own)',
    send: (c) => as(c).trpcMutation('goal.clear'),
    expected: [401, 200, 200, 200],
  },
  {
    name: 'trpc admin.listProfiles',
    send: (c) => as(c).trpcQuery('admin.listProfiles', { search: 'resident' }),
    expected: [401, 403, 403, 200],
  },
  {
    name: 'trpc admin.deleteProfile (another resident)',
    send: async (c) => {
      const victim = await signup(server);
      return as(c).trpcMutation('admin.deleteProfile', { id: victim.id });
    },
    expected: [401, 403, 403, 200],
  },
  {
    name: 'trpc admin.deleteProfile (the administrator)',
    send: (c) => as(c).trpcMutation('admin.deleteProfile', { id: server.adminId }),
    expected: [401, 403, 403, 403],
  },
  {
    name: 'trpc admin.migrateLegacy',
    send: (c) => as(c).trpcMutation('admin.migrateLegacy'),
    expected: [401, 403, 403, 200],
  },
  {
    name: 'trpc auth.logout',
    send: async (c) => (await fresh(c)).trpcMutation('auth.logout'),
    expected: [200, 200, 200, 200],
  },
];

async function run(rows: Row[]) {
  const actual: Record<string, number[]> = {};
  const expected: Record<string, number[]> = {};
  for (const row of rows) {
    expected[row.name] = row.expected;
    actual[row.name] = [];
    for (const caller of CALLERS) {
      const res = await row.send(caller);
      actual[row.name]!.push(res.status);
      if (res.status >= 400) {
        // Every refusal explains itself without leaking internals.
        const message = row.name.startsWith('trpc') ? res.body?.error?.message : res.body?.error;
        expect(typeof message, `${row.name} as ${caller}`).toBe('string');
        expect(res.text).not.toMatch(/"stack"/);
      }
    }
  }
  expect(actual).toEqual(expected);
}

describe('authorisation matrix', () => {
  // More rows since issue 14 (sessions, change password, participant code, reset links), each
  // with logins: more time on a shared machine, the same assertions.
  it('REST: each endpoint x {no session, A, B, administrator}', { timeout: 120_000 }, async () => {
    await run(restRows);
  });

  it('tRPC: each procedure x {no session, A, B, administrator}', { timeout: 120_000 }, async () => {
    await run(trpcRows);
  });

  it('says why: 401 asks to log in, 403 names the rule', async () => {
    const none = await as('none').get('/api/scores', { userId: a.id });
    expect(none.body.error).toBe('Please log in to continue.');
    const other = await as('B').get('/api/scores', { userId: a.id });
    expect(other.body.error).toMatch(/your own/);
    const list = await as('A').get('/api/users');
    expect(list.body.error).toMatch(/administrator/);
  });
});

describe('secrets', () => {
  it('never stores or returns a password or session token in clear text', async () => {
    // Everything the matrix did, plus every account and session of this file, is in view.
    expect(server.secrets.size).toBeGreaterThan(10);
    assertNoSecretsLeaked(server);
  });

  it('the scan really finds a leak (control)', () => {
    const secret = a.password;
    expect(() =>
      assertNoSecretsLeaked({ ...server, bodies: [...server.bodies, `{"echo":"${secret}"}`] }),
    ).toThrow(/response body/);
    const token = a.client.token!;
    server.database.sqlite.exec('create table leak_probe (v text)');
    server.database.sqlite.prepare('insert into leak_probe values (?)').run(`x${token}x`);
    try {
      expect(() => assertNoSecretsLeaked(server)).toThrow(/leak_probe\.v/);
    } finally {
      server.database.sqlite.exec('drop table leak_probe');
      server.database.sqlite.exec('vacuum');
      server.database.sqlite.pragma('wal_checkpoint(TRUNCATE)');
    }
    assertNoSecretsLeaked(server);
  });
});
