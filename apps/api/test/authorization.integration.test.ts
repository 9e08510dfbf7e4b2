// The authorisation matrix: every REST route and every tRPC procedure x {no session, resident A,
// resident B, administrator} -> the expected status. Requests about "someone" are about resident
// A. The routes are read from Fastify as it registers them and the procedures from the router
// itself, so a route or procedure added without a row here (its access expectation) fails the
// first test, and a row whose route is gone fails it too.
import type { RouteOptions } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { appRouter } from '../src/trpc/routers/_app.ts';
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

const registered: RouteOptions[] = [];
const server = await useTestServer({
  checkSecrets: false,
  onRoute: (route) => void registered.push(route),
});

/**
 * Swagger UI's page and its static files under /api/docs come from @fastify/swagger-ui: public
 * by design, hidden from the OpenAPI document, and not ours to authorise route by route.
 */
const REFERENCE_PAGE = '/api/docs';

/** Every REST route under /api as `METHOD /path` (HEAD is GET's twin, answered alike). */
function restRoutes(): string[] {
  return registered
    .filter((r) => r.url.startsWith('/api/') && !r.url.startsWith(REFERENCE_PAGE))
    .flatMap((r) => (Array.isArray(r.method) ? r.method : [r.method]).map((m) => `${m} ${r.url}`))
    .filter((route) => !route.startsWith('HEAD '))
    .sort();
}

type ProcedureType = 'query' | 'mutation' | 'subscription';
/** Every tRPC procedure by its path, with its type; tRPC keeps them flat on the router. */
const PROCEDURES = new Map(
  Object.entries(
    appRouter._def.procedures as unknown as Record<string, { _def: { type: ProcedureType } }>,
  ).map(([path, procedure]) => [path, procedure._def.type]),
);

/** The requests of the row being sent, as `METHOD /path`, to prove it reached its route. */
let sent: string[] = [];
class RecordingClient extends Client {
  override request(method: string, path: string, options?: Parameters<Client['request']>[2]) {
    sent.push(`${method} ${new URL(path, server.url).pathname}`);
    return super.request(method, path, options);
  }
}

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
  const c = new RecordingClient(server);
  for (const [k, v] of clients[caller].cookies) c.cookies.set(k, v);
  return c;
}

/** A brand-new session of the caller, for requests that end it. */
async function fresh(caller: Caller): Promise<Client> {
  const c = new RecordingClient(server);
  if (caller === 'none') return c;
  const session = await login(server, credentials[caller].identifier, credentials[caller].password);
  for (const [k, v] of session.cookies) c.cookies.set(k, v);
  return c;
}

/** Logging out everywhere ends the caller's other sessions, the matrix's own among them. */
async function relogin(caller: Caller, res: Res): Promise<Res> {
  if (caller !== 'none') clients[caller] = await fresh(caller);
  return res;
}

interface Row {
  /** `METHOD /path` as Fastify registered it (REST), or the procedure's path (tRPC). */
  route: string;
  /** Which case of the route this row is, when it has more than one. */
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

/** A meter reading dated after every earlier one (each must be later than the last). */
let meterDay = 0;
function meterReading() {
  meterDay += 1;
  const date = new Date(Date.UTC(2024, 0, 1) + meterDay * 86_400_000).toISOString().slice(0, 10);
  return { date, readingKl: 1000 + meterDay * 10, occupiedFlats: 40, residents: 150 };
}

/** A new latest meter reading, recorded by the administrator outside the row's own requests. */
async function latestMeterReading() {
  const res = await clients.admin.post('/api/admin/meter-readings', meterReading());
  expect(res.status, res.text).toBe(201);
  return res.body.reading as ReturnType<typeof meterReading> & { id: number };
}

/** A new campaign (a start of its own), saved by the administrator outside the row's requests. */
let campaignYear = 2040;
async function newCampaign() {
  campaignYear += 1;
  const res = await clients.admin.put('/api/admin/campaign', {
    start: `${campaignYear}-01-01`,
    end: `${campaignYear}-02-01`,
    checkIns: [`${campaignYear}-01-15`],
  });
  expect(res.status, res.text).toBe(200);
}

/** A campaign body for the save rows (the same start: the same campaign, saved again). */
const campaignBody = { start: '2040-03-01', end: '2040-03-31', checkIns: ['2040-03-15'] };

/** One earlier attempt from the browser's local history, for the legacy import. */
const earlierEntry = () => ({
  entries: [{ score: 60, directScore: 40, indirectScore: 20, date: '2023-01-05T08:30:00.000Z' }],
});

const restRows: Row[] = [
  {
    name: 'GET /api/health',
    route: 'GET /api/health',
    send: (c) => as(c).get('/api/health'),
    expected: [200, 200, 200, 200],
  },
  {
    name: 'POST /api/auth/signup',
    route: 'POST /api/auth/signup',
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
    route: 'POST /api/auth/login',
    send: async (c) =>
      (await fresh(c)).post('/api/auth/login', { identifier: a.email, password: a.password }),
    expected: [200, 200, 200, 200],
  },
  {
    name: 'POST /api/auth/forgot-password',
    route: 'POST /api/auth/forgot-password',
    send: (c) => as(c).post('/api/auth/forgot-password', { email: b.email }),
    expected: [200, 200, 200, 200],
  },
  {
    name: 'POST /api/auth/reset-password (bad token)',
    route: 'POST /api/auth/reset-password',
    send: (c) =>
      as(c).post('/api/auth/reset-password', { token: 'not-a-token', password: 'Long-enough-1' }),
    expected: [400, 400, 400, 400],
  },
  {
    // Deliberately idempotent: logging out without a session succeeds and clears the cookie.
    name: 'POST /api/auth/logout',
    route: 'POST /api/auth/logout',
    send: async (c) => (await fresh(c)).post('/api/auth/logout'),
    expected: [200, 200, 200, 200],
  },
  {
    name: 'GET /api/auth/me',
    route: 'GET /api/auth/me',
    send: (c) => as(c).get('/api/auth/me'),
    expected: [401, 200, 200, 200],
  },
  {
    name: 'POST /api/scores (for A)',
    route: 'POST /api/scores',
    send: (c) => as(c).post('/api/scores', scorePayload(sampleResponses(2), a.id)),
    expected: [401, 201, 403, 403],
  },
  {
    name: 'POST /api/scores (no userId: for oneself)',
    route: 'POST /api/scores',
    send: (c) => as(c).post('/api/scores', scorePayload(sampleResponses(3))),
    expected: [401, 201, 201, 201],
  },
  {
    name: 'GET /api/scores?userId=A',
    route: 'GET /api/scores',
    send: (c) => as(c).get('/api/scores', { userId: a.id }),
    expected: [401, 200, 403, 200],
  },
  {
    name: 'GET /api/scores?userId=A&limit=5',
    route: 'GET /api/scores',
    send: (c) => as(c).get('/api/scores', { userId: a.id, limit: 5 }),
    expected: [401, 200, 403, 200],
  },
  {
    name: 'GET /api/scores?userId=A&type=latest',
    route: 'GET /api/scores',
    send: (c) => as(c).get('/api/scores', { userId: a.id, type: 'latest' }),
    expected: [401, 200, 403, 200],
  },
  {
    name: 'GET /api/scores?userId=A&type=withResponses',
    route: 'GET /api/scores',
    send: (c) => as(c).get('/api/scores', { userId: a.id, type: 'withResponses' }),
    expected: [401, 200, 403, 200],
  },
  {
    name: 'GET /api/analytics?type=leaderboard',
    route: 'GET /api/analytics',
    send: (c) => as(c).get('/api/analytics', { type: 'leaderboard', limit: 10 }),
    expected: [401, 200, 200, 200],
  },
  {
    name: 'GET /api/analytics?type=stats',
    route: 'GET /api/analytics',
    send: (c) => as(c).get('/api/analytics', { type: 'stats' }),
    expected: [401, 200, 200, 200],
  },
  {
    name: 'GET /api/analytics?type=stats&userId=A',
    route: 'GET /api/analytics',
    send: (c) => as(c).get('/api/analytics', { type: 'stats', userId: a.id }),
    expected: [401, 200, 403, 200],
  },
  {
    name: 'GET /api/analytics?type=rank&userId=A',
    route: 'GET /api/analytics',
    send: (c) => as(c).get('/api/analytics', { type: 'rank', userId: a.id }),
    expected: [401, 200, 403, 200],
  },
  {
    name: 'GET /api/analytics?type=comparison&userId=A',
    route: 'GET /api/analytics',
    send: (c) => as(c).get('/api/analytics', { type: 'comparison', userId: a.id }),
    expected: [401, 200, 403, 200],
  },
  {
    name: 'GET /api/analytics?type=improved',
    route: 'GET /api/analytics',
    send: (c) => as(c).get('/api/analytics', { type: 'improved', period: 'month' }),
    expected: [401, 200, 200, 200],
  },
  {
    name: 'GET /api/analytics?type=households',
    route: 'GET /api/analytics',
    send: (c) => as(c).get('/api/analytics', { type: 'households' }),
    expected: [401, 200, 200, 200],
  },
  {
    name: 'GET /api/household?userId=A',
    route: 'GET /api/household',
    send: (c) => as(c).get('/api/household', { userId: a.id }),
    expected: [401, 200, 403, 200],
  },
  {
    name: 'POST /api/household/join (a code no household has)',
    route: 'POST /api/household/join',
    send: (c) => as(c).post('/api/household/join', { code: 'ZZZZ9999' }),
    expected: [401, 403, 403, 403],
  },
  {
    name: 'POST /api/household/join-code (for A)',
    route: 'POST /api/household/join-code',
    send: (c) => as(c).post('/api/household/join-code', { userId: a.id }),
    expected: [401, 200, 403, 200],
  },
  {
    name: 'POST /api/household/leave (for A)',
    route: 'POST /api/household/leave',
    send: (c) => as(c).post('/api/household/leave', { userId: a.id }),
    expected: [401, 200, 403, 200],
  },
  {
    name: 'GET /api/users?userId=A',
    route: 'GET /api/users',
    send: (c) => as(c).get('/api/users', { userId: a.id }),
    expected: [401, 200, 403, 200],
  },
  {
    name: 'GET /api/users',
    route: 'GET /api/users',
    send: (c) => as(c).get('/api/users'),
    expected: [401, 403, 403, 200],
  },
  {
    name: 'GET /api/users?search=',
    route: 'GET /api/users',
    send: (c) => as(c).get('/api/users', { search: 'resident' }),
    expected: [401, 403, 403, 200],
  },
  {
    name: 'PUT /api/users (A)',
    route: 'PUT /api/users',
    send: (c) => as(c).put('/api/users', profileBody()),
    expected: [401, 200, 403, 200],
  },
  {
    name: 'GET /api/footprint?userId=A',
    route: 'GET /api/footprint',
    send: (c) => as(c).get('/api/footprint', { userId: a.id }),
    expected: [401, 200, 403, 200],
  },
  {
    name: 'POST /api/footprint/preview',
    route: 'POST /api/footprint/preview',
    send: (c) => as(c).post('/api/footprint/preview', { responses: sampleResponses(5) }),
    expected: [401, 200, 200, 200],
  },
  {
    name: 'GET /api/actions?userId=A',
    route: 'GET /api/actions',
    send: (c) => as(c).get('/api/actions', { userId: a.id }),
    expected: [401, 200, 403, 200],
  },
  {
    name: 'GET /api/pledges?userId=A',
    route: 'GET /api/pledges',
    send: (c) => as(c).get('/api/pledges', { userId: a.id }),
    expected: [401, 200, 403, 200],
  },
  {
    name: 'POST /api/pledges (for A)',
    route: 'POST /api/pledges',
    send: async (c) => as(c).post('/api/pledges', { ...(await pledgeForA()), userId: a.id }),
    expected: [401, 201, 403, 403],
  },
  {
    name: "DELETE /api/pledges?id=<A's pledge>",
    route: 'DELETE /api/pledges',
    send: async (c) => as(c).delete('/api/pledges', { id: await pledgeIdOfA() }),
    expected: [401, 200, 403, 200],
  },
  {
    name: 'GET /api/goal?userId=A',
    route: 'GET /api/goal',
    send: (c) => as(c).get('/api/goal', { userId: a.id }),
    expected: [401, 200, 403, 200],
  },
  {
    name: 'PUT /api/goal (for A)',
    route: 'PUT /api/goal',
    send: (c) => as(c).put('/api/goal', { userId: a.id, targetPercent: 10 }),
    expected: [401, 200, 403, 403],
  },
  {
    name: 'DELETE /api/goal?userId=A',
    route: 'DELETE /api/goal',
    send: (c) => as(c).delete('/api/goal', { userId: a.id }),
    expected: [401, 200, 403, 403],
  },
  {
    name: 'DELETE /api/users?id=<another resident>',
    route: 'DELETE /api/users',
    send: async (c) => {
      const victim = await signup(server);
      return as(c).delete('/api/users', { id: victim.id });
    },
    expected: [401, 403, 403, 200],
  },
  {
    name: 'GET /api/auth/sessions',
    route: 'GET /api/auth/sessions',
    send: (c) => as(c).get('/api/auth/sessions'),
    expected: [401, 200, 200, 200],
  },
  {
    name: 'POST /api/auth/logout-everywhere',
    route: 'POST /api/auth/logout-everywhere',
    send: async (c) => relogin(c, await (await fresh(c)).post('/api/auth/logout-everywhere')),
    expected: [401, 200, 200, 200],
  },
  {
    name: 'POST /api/auth/change-password (wrong current password)',
    route: 'POST /api/auth/change-password',
    send: (c) =>
      as(c).post('/api/auth/change-password', {
        currentPassword: 'certainly-not-it',
        newPassword: 'Kite string 77',
      }),
    expected: [401, 400, 400, 400],
  },
  {
    name: 'GET /api/admin/participant-code',
    route: 'GET /api/admin/participant-code',
    send: (c) => as(c).get('/api/admin/participant-code'),
    expected: [401, 403, 403, 200],
  },
  {
    name: 'PUT /api/admin/participant-code',
    route: 'PUT /api/admin/participant-code',
    send: (c) => as(c).put('/api/admin/participant-code', { code: PARTICIPANT_CODE }),
    expected: [401, 403, 403, 200],
  },
  {
    name: 'POST /api/admin/reset-link (A)',
    route: 'POST /api/admin/reset-link',
    send: (c) => as(c).post('/api/admin/reset-link', { profileId: a.id }),
    expected: [401, 403, 403, 200],
  },
  {
    name: 'DELETE /api/users?id=<self>',
    route: 'DELETE /api/users',
    send: (c) =>
      as(c).delete('/api/users', {
        id: c === 'A' ? a.id : c === 'B' ? b.id : server.adminId,
      }),
    expected: [401, 403, 403, 403],
  },
  {
    route: 'GET /api/openapi.json',
    name: 'GET /api/openapi.json',
    send: (c) => as(c).get('/api/openapi.json'),
    expected: [200, 200, 200, 200],
  },
  {
    route: 'POST /api/scores/legacy',
    name: 'POST /api/scores/legacy (for oneself)',
    send: (c) => as(c).post('/api/scores/legacy', earlierEntry()),
    expected: [401, 200, 200, 200],
  },
  {
    route: 'POST /api/admin/migrate-legacy',
    name: 'POST /api/admin/migrate-legacy',
    send: (c) => as(c).post('/api/admin/migrate-legacy'),
    expected: [401, 403, 403, 200],
  },
  ...[
    'participant-scores.csv',
    'participant-scores.xlsx',
    'questionnaire-responses.csv',
    'questionnaire-responses.xlsx',
    'report.pdf',
    'community-report.pdf',
    'meter-readings.xlsx',
  ].map((file): Row => ({
    route: `GET /api/exports/${file}`,
    name: `GET /api/exports/${file}`,
    send: (c) => as(c).get(`/api/exports/${file}`),
    expected: [401, 403, 403, 200],
  })),
  {
    route: 'GET /api/exports/profiles/:id/report.pdf',
    name: "GET /api/exports/profiles/<A's id>/report.pdf",
    send: (c) => as(c).get(`/api/exports/profiles/${a.id}/report.pdf`),
    expected: [401, 403, 403, 200],
  },
  {
    route: 'GET /api/exports/poster.pdf',
    name: 'GET /api/exports/poster.pdf',
    send: (c) => as(c).get('/api/exports/poster.pdf'),
    expected: [401, 403, 403, 200],
  },
  // A child's certificate and the calendar file: one's own, or any resident's for the
  // administrator, as the kids' corner is.
  {
    route: 'GET /api/kids/certificate.pdf',
    name: 'GET /api/kids/certificate.pdf?userId=A',
    send: (c) => as(c).get('/api/kids/certificate.pdf', { userId: a.id }),
    expected: [401, 200, 403, 200],
  },
  {
    route: 'GET /api/calendar/next-check-in.ics',
    name: 'GET /api/calendar/next-check-in.ics?userId=A',
    send: (c) => as(c).get('/api/calendar/next-check-in.ics', { userId: a.id }),
    expected: [401, 200, 403, 200],
  },
  // The kids' corner and the detective's readings may be written by the administrator for a
  // resident (docs/kids.md), unlike pledges and the goal, which are only ever one's own.
  {
    route: 'GET /api/kids',
    name: 'GET /api/kids?userId=A',
    send: (c) => as(c).get('/api/kids', { userId: a.id }),
    expected: [401, 200, 403, 200],
  },
  {
    route: 'PUT /api/kids/missions',
    name: 'PUT /api/kids/missions (for A)',
    send: (c) =>
      as(c).put('/api/kids/missions', { userId: a.id, mission: 'water-song', done: true }),
    expected: [401, 200, 403, 200],
  },
  {
    route: 'POST /api/kids/quiz',
    name: 'POST /api/kids/quiz (for A)',
    send: (c) => as(c).post('/api/kids/quiz', { userId: a.id }),
    expected: [401, 200, 403, 200],
  },
  {
    route: 'GET /api/detective',
    name: 'GET /api/detective?userId=A',
    send: (c) => as(c).get('/api/detective', { userId: a.id }),
    expected: [401, 200, 403, 200],
  },
  {
    route: 'PUT /api/detective/readings',
    name: 'PUT /api/detective/readings (for A)',
    send: (c) =>
      as(c).put('/api/detective/readings', {
        userId: a.id,
        reading: { step: 'bucket', bucketLitres: 12 },
      }),
    expected: [401, 200, 403, 200],
  },
  {
    route: 'DELETE /api/detective/readings',
    name: 'DELETE /api/detective/readings?userId=A',
    send: (c) => as(c).delete('/api/detective/readings', { userId: a.id, step: 'bucket' }),
    expected: [401, 200, 403, 200],
  },
  {
    route: 'GET /api/admin/campaign-next',
    name: 'GET /api/admin/campaign-next',
    send: (c) => as(c).get('/api/admin/campaign-next'),
    expected: [401, 403, 403, 200],
  },
  {
    route: 'GET /api/admin/meter-readings',
    name: 'GET /api/admin/meter-readings',
    send: (c) => as(c).get('/api/admin/meter-readings'),
    expected: [401, 403, 403, 200],
  },
  {
    route: 'POST /api/admin/meter-readings',
    name: 'POST /api/admin/meter-readings',
    send: (c) => as(c).post('/api/admin/meter-readings', meterReading()),
    expected: [401, 403, 403, 201],
  },
  {
    route: 'PUT /api/admin/meter-readings',
    name: 'PUT /api/admin/meter-readings?id= (the latest)',
    send: async (c) => {
      const { id, ...values } = await latestMeterReading();
      return as(c).put('/api/admin/meter-readings', values, { query: { id } });
    },
    expected: [401, 403, 403, 200],
  },
  {
    route: 'DELETE /api/admin/meter-readings',
    name: 'DELETE /api/admin/meter-readings?id= (the latest)',
    send: async (c) =>
      as(c).delete('/api/admin/meter-readings', { id: (await latestMeterReading()).id }),
    expected: [401, 403, 403, 200],
  },
  {
    route: 'GET /api/admin/audit-log.csv',
    name: 'GET /api/admin/audit-log.csv',
    send: (c) => as(c).get('/api/admin/audit-log.csv'),
    expected: [401, 403, 403, 200],
  },
  {
    route: 'GET /api/admin/audit-log',
    name: 'GET /api/admin/audit-log',
    send: (c) => as(c).get('/api/admin/audit-log'),
    expected: [401, 403, 403, 200],
  },
  // Reminders (issue 30): one's own choices only; the unsubscribe link needs no session (its
  // signed token is the credential); the campaign is the administrator's.
  {
    route: 'GET /api/notifications',
    name: 'GET /api/notifications',
    send: (c) => as(c).get('/api/notifications'),
    expected: [401, 200, 200, 200],
  },
  {
    route: 'PUT /api/notifications',
    name: 'PUT /api/notifications (email off)',
    send: (c) => as(c).put('/api/notifications', { email: false }),
    expected: [401, 200, 200, 200],
  },
  {
    route: 'GET /api/notifications/unsubscribe',
    name: 'GET /api/notifications/unsubscribe (bad token)',
    send: (c) => as(c).get('/api/notifications/unsubscribe', { token: '1.not-signed' }),
    expected: [400, 400, 400, 400],
  },
  {
    route: 'POST /api/notifications/unsubscribe',
    name: 'POST /api/notifications/unsubscribe (bad token)',
    send: (c) =>
      as(c).post('/api/notifications/unsubscribe', undefined, {
        query: { token: '1.not-signed' },
      }),
    expected: [400, 400, 400, 400],
  },
  {
    route: 'GET /api/admin/reminders/status',
    name: 'GET /api/admin/reminders/status',
    send: (c) => as(c).get('/api/admin/reminders/status'),
    expected: [401, 403, 403, 200],
  },
  {
    route: 'POST /api/admin/reminders',
    name: 'POST /api/admin/reminders',
    send: (c) => as(c).post('/api/admin/reminders'),
    expected: [401, 403, 403, 200],
  },
  {
    route: 'GET /api/admin/campaign',
    name: 'GET /api/admin/campaign',
    send: (c) => as(c).get('/api/admin/campaign'),
    expected: [401, 403, 403, 200],
  },
  {
    route: 'PUT /api/admin/campaign',
    name: 'PUT /api/admin/campaign',
    send: (c) => as(c).put('/api/admin/campaign', campaignBody),
    expected: [401, 403, 403, 200],
  },
  {
    route: 'GET /api/admin/campaign/announcement',
    name: 'GET /api/admin/campaign/announcement',
    send: async (c) => {
      await newCampaign();
      return as(c).get('/api/admin/campaign/announcement');
    },
    expected: [401, 403, 403, 200],
  },
  {
    route: 'POST /api/admin/campaign/announcement',
    name: 'POST /api/admin/campaign/announcement (a new campaign)',
    send: async (c) => {
      await newCampaign();
      return as(c).post('/api/admin/campaign/announcement');
    },
    expected: [401, 403, 403, 200],
  },
  {
    route: 'GET /api/admin/campaign/returns',
    name: 'GET /api/admin/campaign/returns',
    send: async (c) => {
      await newCampaign();
      return as(c).get('/api/admin/campaign/returns');
    },
    expected: [401, 403, 403, 200],
  },
];

const trpcRows: Row[] = [
  {
    name: 'trpc health',
    route: 'health',
    send: (c) => as(c).trpcQuery('health'),
    expected: [200, 200, 200, 200],
  },
  {
    name: 'trpc auth.me',
    route: 'auth.me',
    send: (c) => as(c).trpcQuery('auth.me'),
    expected: [200, 200, 200, 200], // answers { user: null } without a session
  },
  {
    name: 'trpc auth.login',
    route: 'auth.login',
    send: async (c) =>
      (await fresh(c)).trpcMutation('auth.login', { identifier: b.email, password: b.password }),
    expected: [200, 200, 200, 200],
  },
  {
    name: 'trpc auth.sessions',
    route: 'auth.sessions',
    send: (c) => as(c).trpcQuery('auth.sessions'),
    expected: [401, 200, 200, 200],
  },
  {
    name: 'trpc auth.logoutEverywhere',
    route: 'auth.logoutEverywhere',
    send: async (c) => relogin(c, await (await fresh(c)).trpcMutation('auth.logoutEverywhere')),
    expected: [401, 200, 200, 200],
  },
  {
    name: 'trpc auth.changePassword (wrong current password)',
    route: 'auth.changePassword',
    send: (c) =>
      as(c).trpcMutation('auth.changePassword', {
        currentPassword: 'certainly-not-it',
        newPassword: 'Kite string 77',
      }),
    expected: [401, 400, 400, 400],
  },
  {
    name: 'trpc admin.participantCode',
    route: 'admin.participantCode',
    send: (c) => as(c).trpcQuery('admin.participantCode'),
    expected: [401, 403, 403, 200],
  },
  {
    name: 'trpc admin.setParticipantCode',
    route: 'admin.setParticipantCode',
    send: (c) => as(c).trpcMutation('admin.setParticipantCode', { code: PARTICIPANT_CODE }),
    expected: [401, 403, 403, 200],
  },
  {
    name: 'trpc admin.resetLink (A)',
    route: 'admin.resetLink',
    send: (c) => as(c).trpcMutation('admin.resetLink', { profileId: a.id }),
    expected: [401, 403, 403, 200],
  },
  {
    name: 'trpc auth.forgotPassword',
    route: 'auth.forgotPassword',
    send: (c) => as(c).trpcMutation('auth.forgotPassword', { email: a.email }),
    expected: [200, 200, 200, 200],
  },
  {
    name: 'trpc scores.submit (for A)',
    route: 'scores.submit',
    send: (c) => as(c).trpcMutation('scores.submit', scorePayload(sampleResponses(4), a.id)),
    expected: [401, 200, 403, 403],
  },
  {
    name: 'trpc scores.history (A)',
    route: 'scores.history',
    send: (c) => as(c).trpcQuery('scores.history', { userId: a.id }),
    expected: [401, 200, 403, 200],
  },
  {
    name: 'trpc scores.historyWithResponses (A)',
    route: 'scores.historyWithResponses',
    send: (c) => as(c).trpcQuery('scores.historyWithResponses', { userId: a.id }),
    expected: [401, 200, 403, 200],
  },
  {
    name: 'trpc scores.latest (A)',
    route: 'scores.latest',
    send: (c) => as(c).trpcQuery('scores.latest', { userId: a.id }),
    expected: [401, 200, 403, 200],
  },
  {
    name: 'trpc analytics.leaderboard',
    route: 'analytics.leaderboard',
    send: (c) => as(c).trpcQuery('analytics.leaderboard', { limit: 10 }),
    expected: [401, 200, 200, 200],
  },
  {
    name: 'trpc analytics.communityStats',
    route: 'analytics.communityStats',
    send: (c) => as(c).trpcQuery('analytics.communityStats'),
    expected: [401, 200, 200, 200],
  },
  {
    name: 'trpc analytics.userStats (A)',
    route: 'analytics.userStats',
    send: (c) => as(c).trpcQuery('analytics.userStats', { userId: a.id }),
    expected: [401, 200, 403, 200],
  },
  {
    name: 'trpc analytics.rank (A)',
    route: 'analytics.rank',
    send: (c) => as(c).trpcQuery('analytics.rank', { userId: a.id }),
    expected: [401, 200, 403, 200],
  },
  {
    name: 'trpc analytics.comparison (A)',
    route: 'analytics.comparison',
    send: (c) => as(c).trpcQuery('analytics.comparison', { userId: a.id }),
    expected: [401, 200, 403, 200],
  },
  {
    name: 'trpc analytics.improved',
    route: 'analytics.improved',
    send: (c) => as(c).trpcQuery('analytics.improved', { period: 'all', limit: 5 }),
    expected: [401, 200, 200, 200],
  },
  {
    name: 'trpc analytics.improvedByLitres',
    route: 'analytics.improvedByLitres',
    send: (c) => as(c).trpcQuery('analytics.improvedByLitres', { period: 'all', limit: 5 }),
    expected: [401, 200, 200, 200],
  },
  {
    name: 'trpc analytics.householdStats',
    route: 'analytics.householdStats',
    send: (c) => as(c).trpcQuery('analytics.householdStats'),
    expected: [401, 200, 200, 200],
  },
  {
    name: 'trpc household.get (A)',
    route: 'household.get',
    send: (c) => as(c).trpcQuery('household.get', { userId: a.id }),
    expected: [401, 200, 403, 200],
  },
  {
    name: 'trpc household.join (a code no household has)',
    route: 'household.join',
    send: (c) => as(c).trpcMutation('household.join', { code: 'ZZZZ9999' }),
    expected: [401, 403, 403, 403],
  },
  {
    name: 'trpc household.changeCode (for A)',
    route: 'household.changeCode',
    send: (c) => as(c).trpcMutation('household.changeCode', { userId: a.id }),
    expected: [401, 200, 403, 200],
  },
  {
    name: 'trpc household.leave (for A)',
    route: 'household.leave',
    send: (c) => as(c).trpcMutation('household.leave', { userId: a.id }),
    expected: [401, 200, 403, 200],
  },
  {
    name: 'trpc users.me',
    route: 'users.me',
    send: (c) => as(c).trpcQuery('users.me'),
    expected: [401, 200, 200, 200],
  },
  {
    name: 'trpc users.get (A)',
    route: 'users.get',
    send: (c) => as(c).trpcQuery('users.get', { userId: a.id }),
    expected: [401, 200, 403, 200],
  },
  {
    name: 'trpc users.update (own)',
    route: 'users.update',
    send: (c) =>
      as(c).trpcMutation('users.update', {
        profileName: c === 'A' ? a.profileName : c === 'B' ? b.profileName : ADMIN.profileName,
        apartment: c === 'admin' ? 'Admin Office' : 'Q-1',
      }),
    expected: [401, 200, 200, 200],
  },
  {
    name: 'trpc water.footprint (A)',
    route: 'water.footprint',
    send: (c) => as(c).trpcQuery('water.footprint', { userId: a.id }),
    expected: [401, 200, 403, 200],
  },
  {
    name: 'trpc water.summary (A)',
    route: 'water.summary',
    send: (c) => as(c).trpcQuery('water.summary', { userId: a.id }),
    expected: [401, 200, 403, 200],
  },
  {
    name: 'trpc water.preview',
    route: 'water.preview',
    send: (c) => as(c).trpcQuery('water.preview', { responses: sampleResponses(6) }),
    expected: [401, 200, 200, 200],
  },
  {
    name: 'trpc water.actions (A)',
    route: 'water.actions',
    send: (c) => as(c).trpcQuery('water.actions', { userId: a.id }),
    expected: [401, 200, 403, 200],
  },
  {
    name: 'trpc water.history (A)',
    route: 'water.history',
    send: (c) => as(c).trpcQuery('water.history', { userId: a.id }),
    expected: [401, 200, 403, 200],
  },
  {
    name: 'trpc pledges.list (A)',
    route: 'pledges.list',
    send: (c) => as(c).trpcQuery('pledges.list', { userId: a.id }),
    expected: [401, 200, 403, 200],
  },
  {
    name: 'trpc pledges.create (for A)',
    route: 'pledges.create',
    send: async (c) =>
      as(c).trpcMutation('pledges.create', { ...(await pledgeForA()), userId: a.id }),
    expected: [401, 200, 403, 403],
  },
  {
    name: "trpc pledges.remove (A's pledge)",
    route: 'pledges.remove',
    send: async (c) => as(c).trpcMutation('pledges.remove', { id: await pledgeIdOfA() }),
    expected: [401, 200, 403, 200],
  },
  {
    name: 'trpc goal.get (A)',
    route: 'goal.get',
    send: (c) => as(c).trpcQuery('goal.get', { userId: a.id }),
    expected: [401, 200, 403, 200],
  },
  {
    name: 'trpc goal.set (for A)',
    route: 'goal.set',
    send: (c) => as(c).trpcMutation('goal.set', { userId: a.id, targetPercent: 10 }),
    expected: [401, 200, 403, 403],
  },
  {
    name: 'trpc goal.clear (own)',
    route: 'goal.clear',
    send: (c) => as(c).trpcMutation('goal.clear'),
    expected: [401, 200, 200, 200],
  },
  {
    name: 'trpc admin.listProfiles',
    route: 'admin.listProfiles',
    send: (c) => as(c).trpcQuery('admin.listProfiles', { search: 'resident' }),
    expected: [401, 403, 403, 200],
  },
  {
    name: 'trpc admin.deleteProfile (another resident)',
    route: 'admin.deleteProfile',
    send: async (c) => {
      const victim = await signup(server);
      return as(c).trpcMutation('admin.deleteProfile', { id: victim.id });
    },
    expected: [401, 403, 403, 200],
  },
  {
    name: 'trpc admin.deleteProfile (the administrator)',
    route: 'admin.deleteProfile',
    send: (c) => as(c).trpcMutation('admin.deleteProfile', { id: server.adminId }),
    expected: [401, 403, 403, 403],
  },
  {
    name: 'trpc admin.migrateLegacy',
    route: 'admin.migrateLegacy',
    send: (c) => as(c).trpcMutation('admin.migrateLegacy'),
    expected: [401, 403, 403, 200],
  },
  {
    route: 'auth.signupDefaults',
    name: 'trpc auth.signupDefaults',
    send: (c) => as(c).trpcQuery('auth.signupDefaults'),
    expected: [200, 200, 200, 200],
  },
  {
    route: 'auth.signup',
    name: 'trpc auth.signup',
    send: async (c) => {
      const data = residentData();
      server.secrets.add(data.password);
      return (await fresh(c)).trpcMutation('auth.signup', data);
    },
    expected: [200, 200, 200, 200],
  },
  {
    route: 'auth.resetDelivery',
    name: 'trpc auth.resetDelivery',
    send: (c) => as(c).trpcQuery('auth.resetDelivery'),
    expected: [200, 200, 200, 200],
  },
  {
    route: 'auth.resetPassword',
    name: 'trpc auth.resetPassword (bad token)',
    send: (c) =>
      as(c).trpcMutation('auth.resetPassword', { token: 'not-a-token', password: 'Long-enough-1' }),
    expected: [400, 400, 400, 400],
  },
  {
    route: 'scores.importEarlierHistory',
    name: 'trpc scores.importEarlierHistory (for oneself)',
    send: (c) => as(c).trpcMutation('scores.importEarlierHistory', earlierEntry()),
    expected: [401, 200, 200, 200],
  },
  {
    route: 'users.language',
    name: 'trpc users.language (own)',
    send: (c) => as(c).trpcQuery('users.language'),
    expected: [401, 200, 200, 200],
  },
  {
    route: 'users.setLanguage',
    name: 'trpc users.setLanguage (own)',
    send: (c) => as(c).trpcMutation('users.setLanguage', { language: 'en' }),
    expected: [401, 200, 200, 200],
  },
  {
    route: 'users.reportName',
    name: 'trpc users.reportName (own)',
    send: (c) => as(c).trpcQuery('users.reportName'),
    expected: [401, 200, 200, 200],
  },
  {
    route: 'users.setReportName',
    name: 'trpc users.setReportName (own)',
    send: (c) => as(c).trpcMutation('users.setReportName', { showNameInReports: false }),
    expected: [401, 200, 200, 200],
  },
  {
    route: 'kids.get',
    name: 'trpc kids.get (A)',
    send: (c) => as(c).trpcQuery('kids.get', { userId: a.id }),
    expected: [401, 200, 403, 200],
  },
  {
    route: 'kids.setMission',
    name: 'trpc kids.setMission (for A)',
    send: (c) =>
      as(c).trpcMutation('kids.setMission', { userId: a.id, mission: 'water-hero', done: true }),
    expected: [401, 200, 403, 200],
  },
  {
    route: 'kids.completeQuiz',
    name: 'trpc kids.completeQuiz (for A)',
    send: (c) => as(c).trpcMutation('kids.completeQuiz', { userId: a.id }),
    expected: [401, 200, 403, 200],
  },
  {
    route: 'detective.get',
    name: 'trpc detective.get (A)',
    send: (c) => as(c).trpcQuery('detective.get', { userId: a.id }),
    expected: [401, 200, 403, 200],
  },
  {
    route: 'detective.record',
    name: 'trpc detective.record (for A)',
    send: (c) =>
      as(c).trpcMutation('detective.record', {
        userId: a.id,
        reading: { step: 'shower', litresIn10Seconds: 2 },
      }),
    expected: [401, 200, 403, 200],
  },
  {
    route: 'detective.remove',
    name: 'trpc detective.remove (for A)',
    send: (c) => as(c).trpcMutation('detective.remove', { userId: a.id, step: 'shower' }),
    expected: [401, 200, 403, 200],
  },
  ...(
    [
      'dashboard',
      'campaignNext',
      'profileActivity',
      'meterReadings',
      'auditLog',
      'publicUrl',
    ] as const
  ).map((name): Row => ({
    route: `organiser.${name}`,
    name: `trpc organiser.${name}`,
    send: (c) => as(c).trpcQuery(`organiser.${name}`),
    expected: [401, 403, 403, 200],
  })),
  {
    route: 'organiser.addMeterReading',
    name: 'trpc organiser.addMeterReading',
    send: (c) => as(c).trpcMutation('organiser.addMeterReading', meterReading()),
    expected: [401, 403, 403, 200],
  },
  {
    route: 'organiser.correctMeterReading',
    name: 'trpc organiser.correctMeterReading (the latest)',
    send: async (c) =>
      as(c).trpcMutation('organiser.correctMeterReading', await latestMeterReading()),
    expected: [401, 403, 403, 200],
  },
  {
    route: 'organiser.removeMeterReading',
    name: 'trpc organiser.removeMeterReading (the latest)',
    send: async (c) =>
      as(c).trpcMutation('organiser.removeMeterReading', { id: (await latestMeterReading()).id }),
    expected: [401, 403, 403, 200],
  },
  {
    route: 'reminders.settings',
    name: 'trpc reminders.settings',
    send: (c) => as(c).trpcQuery('reminders.settings'),
    expected: [401, 200, 200, 200],
  },
  {
    route: 'reminders.update',
    name: 'trpc reminders.update (email off)',
    send: (c) => as(c).trpcMutation('reminders.update', { email: false }),
    expected: [401, 200, 200, 200],
  },
  ...(['status', 'campaign', 'announcementPreview', 'returns'] as const).map((name): Row => ({
    route: `reminders.${name}`,
    name: `trpc reminders.${name}`,
    send: async (c) => {
      await newCampaign();
      return as(c).trpcQuery(`reminders.${name}`);
    },
    expected: [401, 403, 403, 200],
  })),
  {
    route: 'reminders.saveCampaign',
    name: 'trpc reminders.saveCampaign',
    send: (c) => as(c).trpcMutation('reminders.saveCampaign', campaignBody),
    expected: [401, 403, 403, 200],
  },
  {
    route: 'reminders.sendDue',
    name: 'trpc reminders.sendDue',
    send: (c) => as(c).trpcMutation('reminders.sendDue'),
    expected: [401, 403, 403, 200],
  },
  {
    route: 'reminders.sendAnnouncement',
    name: 'trpc reminders.sendAnnouncement (a new campaign)',
    send: async (c) => {
      await newCampaign();
      return as(c).trpcMutation('reminders.sendAnnouncement');
    },
    expected: [401, 403, 403, 200],
  },
  {
    name: 'trpc auth.logout',
    route: 'auth.logout',
    send: async (c) => (await fresh(c)).trpcMutation('auth.logout'),
    expected: [200, 200, 200, 200],
  },
];

/** `GET /api/exports/profiles/:id/report.pdf` matches `GET /api/exports/profiles/7/report.pdf`. */
function reaches(route: string, request: string): boolean {
  if (PROCEDURES.has(route)) return request.endsWith(` /trpc/${route}`);
  const pattern = route.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/:[A-Za-z]+/g, '[^/]+');
  return new RegExp(`^${pattern}$`).test(request);
}

async function run(rows: Row[]) {
  const actual: Record<string, number[]> = {};
  const expected: Record<string, number[]> = {};
  for (const row of rows) {
    expected[row.name] = row.expected;
    actual[row.name] = [];
    for (const caller of CALLERS) {
      sent = [];
      const res = await row.send(caller);
      actual[row.name]!.push(res.status);
      expect(
        sent.some((request) => reaches(row.route, request)),
        `${row.name} as ${caller} sent ${sent.join(', ')}, not ${row.route}`,
      ).toBe(true);
      if (res.status >= 400) {
        // Every refusal explains itself without leaking internals.
        const message = PROCEDURES.has(row.route) ? res.body?.error?.message : res.body?.error;
        expect(typeof message, `${row.name} as ${caller}`).toBe('string');
        expect(res.text).not.toMatch(/"stack"/);
      }
    }
  }
  expect(actual).toEqual(expected);
}

/** What has no row (missing) and what a row names that no longer exists (stale). */
function coverage(existing: string[], rows: Row[]) {
  const covered = new Set(rows.map((r) => r.route));
  return {
    missing: existing.filter((route) => !covered.has(route)),
    stale: [...covered].filter((route) => !existing.includes(route)),
  };
}

describe('authorisation matrix', () => {
  it('has a row for every REST route and tRPC procedure the server has, and none other', () => {
    const rest = restRoutes();
    // Read from the server, not a list: the spec's calls and the later ones are all there.
    expect(rest.length).toBeGreaterThanOrEqual(45);
    expect(PROCEDURES.size).toBeGreaterThanOrEqual(50);
    expect(coverage(rest, restRows)).toEqual({ missing: [], stale: [] });
    expect(coverage([...PROCEDURES.keys()], trpcRows)).toEqual({ missing: [], stale: [] });
  });

  it('the coverage check names a route or procedure without a row (control)', () => {
    const withNew = [...restRoutes(), 'POST /api/new-thing'];
    expect(coverage(withNew, restRows).missing).toEqual(['POST /api/new-thing']);
    const without = trpcRows.filter((r) => r.route !== 'goal.clear');
    expect(coverage([...PROCEDURES.keys()], without).missing).toEqual(['goal.clear']);
  });

  // Many rows, each with logins: time on a shared machine, the same assertions.
  it('REST: each route x {no session, A, B, administrator}', { timeout: 180_000 }, async () => {
    await run(restRows);
  });

  it('tRPC: each procedure x {no session, A, B, administrator}', { timeout: 180_000 }, async () => {
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
