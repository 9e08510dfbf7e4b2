// Property: malformed input of any kind (wrong types, missing fields, unknown keys, huge bodies,
// invalid or non-object JSON, SQL-looking strings, unicode, very long strings) never yields a 500
// and never writes anything. fast-check drives every REST endpoint over real HTTP; a payload the
// server would rightly accept is skipped (fc.pre), judged by the very schemas the server uses.
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { scoreResponses } from '@wf/scoring';
import { forgotPasswordSchema, signupSchema, updateProfileSchema } from '@wf/scoring/accounts';
import { deleteProfileSchema, submitScoreSchema, userQuerySchema } from '../src/domain/schemas.ts';
import { createPledgeSchema, previewSchema, setGoalSchema } from '../src/domain/water-schemas.ts';
import {
  completeQuizSchema,
  recordReadingSchema,
  setMissionSchema,
} from '../src/domain/kids-schemas.ts';
import { appRouter } from '../src/trpc/routers/_app.ts';
import { download, parseCsv, readPdf, readXlsx } from './exports.support.ts';
import { HOSTILE_STRINGS } from './hostile-helpers.ts';
import {
  Client,
  PARTICIPANT_CODE,
  loginAdmin,
  residentData,
  sampleResponses,
  scorePayload,
  signup,
  snapshot,
  startServer,
  useTestServer,
  type Res,
  type Resident,
  type TestServer,
} from './helpers.ts';

// FUZZ_RUNS is the count of each body and query property: `pnpm test:deep` runs the full 150,
// `npm test` 50. The hostile-string properties per route and procedure scale with it (25 and 15
// at full count), never below 5 runs. A failure prints its seed; replay it with that FUZZ_RUNS.
const FULL_RUNS = 150;
const RUNS = Math.max(1, Number(process.env.FUZZ_RUNS ?? 50));
const scaled = (atFull: number) => Math.max(5, Math.round((atFull * RUNS) / FULL_RUNS));

const server = await useTestServer();

const admin = await loginAdmin(server);
let r: Resident;
let other: Resident;
beforeAll(async () => {
  r = await signup(server);
  other = await signup(server);
  await r.client.post('/api/scores', scorePayload(sampleResponses(1)));
});

// ---------------------------------------------------------------------------------------------
// Generators

const sqlish = fc.constantFrom(
  "' OR '1'='1",
  "'; DROP TABLE profiles; --",
  '" OR ""="',
  '1; DELETE FROM scores',
  "admin'--",
  '%',
  '_',
  "\\'; select * from sessions; --",
  '1 UNION SELECT password_hash FROM profiles',
);
const weirdString = fc.oneof(
  { arbitrary: fc.string(), weight: 3 },
  { arbitrary: fc.string({ unit: 'binary' }), weight: 2 }, // any code point, lone surrogates too
  { arbitrary: fc.string({ unit: 'grapheme' }), weight: 2 }, // emoji and combining sequences
  { arbitrary: sqlish, weight: 2 },
  { arbitrary: fc.constantFrom('', ' ', '\u0000', '\n\t', '💧', 'Not Applicable'), weight: 1 },
  { arbitrary: fc.nat({ max: 5000 }).map((n) => 'x'.repeat(n)), weight: 1 },
);
const weirdValue: fc.Arbitrary<unknown> = fc.oneof(
  { arbitrary: weirdString, weight: 4 },
  { arbitrary: fc.jsonValue({ maxDepth: 2 }), weight: 3 },
  {
    arbitrary: fc.oneof(fc.integer(), fc.double({ noNaN: true, noDefaultInfinity: true })),
    weight: 2,
  },
  { arbitrary: fc.constantFrom(null, true, false, [], {}, -1, 0, 1e308, '1e3', '0x10'), weight: 2 },
);
const unknownKey = fc.oneof(
  fc.string({ minLength: 1, maxLength: 20 }),
  fc.constantFrom('__proto__', 'constructor', 'isAdmin', 'is_admin', 'passwordHash', 'id'),
);

/** The valid payload with one thing broken: a field dropped, retyped, or an unknown one added. */
function mutated(base: Record<string, unknown>): fc.Arbitrary<Record<string, unknown>> {
  const keys = Object.keys(base);
  return fc.oneof(
    fc.constantFrom(...keys).map((k) => {
      const { [k]: _drop, ...rest } = base;
      return rest;
    }),
    fc.tuple(fc.constantFrom(...keys), weirdValue).map(([k, v]) => ({ ...base, [k]: v })),
    fc
      .tuple(fc.constantFrom(...keys), weirdValue, fc.constantFrom(...keys), weirdValue)
      .map(([k1, v1, k2, v2]) => ({ ...base, [k1]: v1, [k2]: v2 })),
    fc
      .tuple(
        unknownKey.filter((k) => !keys.includes(k)),
        weirdValue,
      )
      .map(([k, v]) => ({ ...base, [k]: v })),
  );
}

type Body = { raw: string };

/** Any body at all: mutated valid payloads, arbitrary JSON, non-JSON text, oversized bodies. */
function bodies(base: Record<string, unknown>): fc.Arbitrary<Body> {
  return fc
    .oneof(
      { arbitrary: mutated(base).map((o) => JSON.stringify(o)), weight: 8 },
      {
        arbitrary: fc
          .dictionary(unknownKey, weirdValue, { maxKeys: 5 })
          .map((o) => JSON.stringify(o)),
        weight: 2,
      },
      {
        arbitrary: fc.jsonValue({ maxDepth: 3 }).map((v) => JSON.stringify(v) ?? 'null'),
        weight: 2,
      },
      { arbitrary: weirdString, weight: 1 }, // mostly not JSON at all
      {
        arbitrary: fc.constantFrom(
          '{',
          '{"a":}',
          '[',
          'nul',
          '{"a":1,}',
          "{'a':1}",
          '\u0000',
          '{"a":"\\u12"}',
        ),
        weight: 1,
      },
      {
        arbitrary: fc
          .integer({ min: 64 * 1024, max: 90 * 1024 })
          .map((n) => JSON.stringify({ ...base, padding: 'p'.repeat(n) })),
        weight: 1,
      },
    )
    .map((raw) => ({ raw }));
}

const queryKey = fc.oneof(
  { arbitrary: fc.constantFrom('userId', 'limit', 'type', 'search', 'id'), weight: 4 },
  { arbitrary: fc.string({ maxLength: 12 }), weight: 1 },
);
const queryValue = fc.oneof(
  { arbitrary: weirdString.filter((s) => s.length < 300), weight: 3 },
  { arbitrary: fc.integer({ min: -5, max: 2000 }).map(String), weight: 2 },
  {
    arbitrary: fc.constantFrom('latest', 'withResponses', 'leaderboard', 'stats', '1.5', '-0', ''),
    weight: 2,
  },
);
const queries = fc.oneof(
  {
    arbitrary: fc
      .dictionary(queryKey, queryValue, { maxKeys: 4 })
      .map((q) => new URLSearchParams(q).toString()),
    weight: 4,
  },
  { arbitrary: fc.string({ unit: 'binary', maxLength: 60 }), weight: 1 }, // raw, badly escaped query text
);

const idQueries = fc
  .tuple(queryValue, fc.dictionary(queryKey, queryValue, { maxKeys: 1 }))
  .map(([id, extra]) => new URLSearchParams({ ...extra, id }).toString());

// ---------------------------------------------------------------------------------------------
// The property

function parsedJson(raw: string): unknown {
  try {
    return JSON.parse(raw);
  } catch {
    return undefined;
  }
}

function asObject(value: unknown): Record<string, unknown> | undefined {
  return value && typeof value === 'object' && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : undefined;
}

async function expectRefusedWithoutWrites(send: () => Promise<Res>, mayPass = false) {
  const before = snapshot(server);
  const res = await send();
  if (!(mayPass && res.status < 300)) {
    expect(res.status, res.text).toBeGreaterThanOrEqual(400);
    expect(res.status, res.text).toBeLessThan(500);
    expect(res.headers.get('content-type') ?? '').toMatch(/application\/json/);
    expect(typeof res.body?.error, res.text).toBe('string');
    expect(res.body.error.length).toBeGreaterThan(0);
    expect(res.text).not.toMatch(/"stack"|\bat .+\.(ts|js):\d+/);
  }
  expect(snapshot(server)).toBe(before);
}

interface BodyTarget {
  name: string;
  method: 'POST' | 'PUT' | 'DELETE';
  path: string;
  client: () => Client;
  base: () => Record<string, unknown>;
  /** True when the server would rightly accept the payload (and write): such runs are skipped. */
  accepted: (body: unknown) => boolean;
}

const bodyTargets: BodyTarget[] = [
  {
    name: 'POST /api/auth/signup',
    method: 'POST',
    path: '/api/auth/signup',
    client: () => r.client,
    base: () => residentData(),
    accepted: (body) => {
      const parsed = signupSchema.safeParse(body);
      return parsed.success && parsed.data.participantCode === PARTICIPANT_CODE;
    },
  },
  {
    name: 'POST /api/auth/login',
    method: 'POST',
    path: '/api/auth/login',
    client: () => r.client,
    // The right account with a wrong password: no mutation can guess the real one.
    base: () => ({ identifier: r.email, password: 'not-the-password' }),
    accepted: (body) => Object.values(asObject(body) ?? {}).includes(r.password),
  },
  {
    name: 'POST /api/auth/forgot-password',
    method: 'POST',
    path: '/api/auth/forgot-password',
    client: () => r.client,
    base: () => ({ email: 'nobody@example.com' }),
    // Any well-formed email is taken, known or not (issue 28: the answer tells nobody who has
    // an account); only a known one writes (a reset link).
    accepted: (body) => forgotPasswordSchema.safeParse(body).success,
  },
  {
    name: 'POST /api/auth/reset-password',
    method: 'POST',
    path: '/api/auth/reset-password',
    client: () => r.client,
    base: () => ({ token: 'A'.repeat(43), password: 'Fresh-pass-123' }),
    accepted: () => false, // no reset is pending: every token is unknown
  },
  {
    name: 'POST /api/scores',
    method: 'POST',
    path: '/api/scores',
    client: () => r.client,
    base: () => scorePayload(sampleResponses(2), r.id),
    accepted: (body) => {
      const parsed = submitScoreSchema.safeParse(body);
      if (!parsed.success) return false;
      const right = scoreResponses(parsed.data.responses);
      const agree = (['totalScore', 'directScore', 'indirectScore'] as const).every(
        (k) => parsed.data[k] === undefined || parsed.data[k] === right[k],
      );
      return agree && (parsed.data.userId === undefined || parsed.data.userId === r.id);
    },
  },
  {
    name: 'PUT /api/users',
    method: 'PUT',
    path: '/api/users',
    client: () => r.client,
    base: () => ({
      userId: r.id,
      profileName: other.profileName, // taken: the base itself is refused (409)
      apartment: r.apartment,
      apartmentCommunityName: r.apartmentCommunityName,
    }),
    accepted: (body) => {
      const { userId, ...fields } = asObject(body) ?? {};
      const id = userQuerySchema.safeParse({ userId });
      const update = updateProfileSchema.safeParse(fields);
      if (!id.success || !update.success) return false;
      if (id.data.userId !== undefined && id.data.userId !== r.id) return false; // 403
      return update.data.profileName.toLowerCase() !== other.profileName.toLowerCase();
    },
  },
  {
    name: 'POST /api/footprint/preview',
    method: 'POST',
    path: '/api/footprint/preview',
    client: () => r.client,
    base: () => ({ responses: sampleResponses(3) }),
    accepted: (body) => previewSchema.safeParse(body).success,
  },
  {
    name: 'POST /api/pledges',
    method: 'POST',
    path: '/api/pledges',
    client: () => r.client,
    base: () => ({ questionKey: 'q16_tapWhileBrushing', betterAnswer: 'Always', userId: other.id }),
    // Skips every well-formed pledge for oneself, whether or not it improves the latest answer.
    accepted: (body) => {
      const parsed = createPledgeSchema.safeParse(body);
      return parsed.success && (parsed.data.userId === undefined || parsed.data.userId === r.id);
    },
  },
  {
    name: 'PUT /api/goal',
    method: 'PUT',
    path: '/api/goal',
    client: () => r.client,
    base: () => ({ targetPercent: 120 }),
    accepted: (body) => {
      const parsed = setGoalSchema.safeParse(body);
      return parsed.success && (parsed.data.userId === undefined || parsed.data.userId === r.id);
    },
  },
  {
    name: 'PUT /api/kids/missions',
    method: 'PUT',
    path: '/api/kids/missions',
    client: () => r.client,
    base: () => ({ mission: 'water-song', done: 'yes' }),
    accepted: (body) => {
      const parsed = setMissionSchema.safeParse(body);
      return parsed.success && (parsed.data.userId === undefined || parsed.data.userId === r.id);
    },
  },
  {
    name: 'POST /api/kids/quiz',
    method: 'POST',
    path: '/api/kids/quiz',
    client: () => r.client,
    base: () => ({ userId: other.id }),
    accepted: (body) => {
      const parsed = completeQuizSchema.safeParse(body ?? {});
      return parsed.success && (parsed.data.userId === undefined || parsed.data.userId === r.id);
    },
  },
  {
    name: 'PUT /api/detective/readings',
    method: 'PUT',
    path: '/api/detective/readings',
    client: () => r.client,
    base: () => ({ reading: { step: 'shower', litresIn10Seconds: 50 } }),
    accepted: (body) => {
      const parsed = recordReadingSchema.safeParse(body);
      return parsed.success && (parsed.data.userId === undefined || parsed.data.userId === r.id);
    },
  },
];

describe('malformed input never yields a 500 and never writes (fast-check)', () => {
  for (const target of bodyTargets) {
    it(`${target.name}: ${RUNS} arbitrary bodies`, async () => {
      await fc.assert(
        fc.asyncProperty(bodies(target.base()), async ({ raw }) => {
          fc.pre(!target.accepted(parsedJson(raw)));
          await expectRefusedWithoutWrites(() =>
            target.client().request(target.method, target.path, { raw }),
          );
        }),
        { numRuns: RUNS },
      );
    });
  }

  it(`DELETE /api/users: ${RUNS} arbitrary queries (administrator)`, async () => {
    const residents = new Set([r.id, other.id]);
    await fc.assert(
      fc.asyncProperty(fc.oneof(queries, idQueries), async (query) => {
        const parsed = deleteProfileSchema.safeParse(
          Object.fromEntries(new URLSearchParams(query)),
        );
        fc.pre(!(parsed.success && residents.has(parsed.data.id)));
        await expectRefusedWithoutWrites(() => admin.request('DELETE', `/api/users?${query}`));
      }),
      { numRuns: RUNS },
    );
  });

  it(`DELETE /api/pledges: ${RUNS} arbitrary queries (no pledge exists)`, async () => {
    await fc.assert(
      fc.asyncProperty(fc.oneof(queries, idQueries), fc.boolean(), async (query, asAdmin) => {
        const client = asAdmin ? admin : r.client;
        await expectRefusedWithoutWrites(() => client.request('DELETE', `/api/pledges?${query}`));
      }),
      { numRuns: RUNS },
    );
  });

  it(`DELETE /api/detective/readings: ${RUNS} arbitrary queries (nothing is stored)`, async () => {
    await fc.assert(
      fc.asyncProperty(queries, fc.boolean(), async (query, asAdmin) => {
        const client = asAdmin ? admin : r.client;
        // A well-formed removal of one's own reading may pass: there is none, so nothing changes.
        await expectRefusedWithoutWrites(
          () => client.request('DELETE', `/api/detective/readings?${query}`),
          true,
        );
      }),
      { numRuns: RUNS },
    );
  });

  for (const path of [
    '/api/scores',
    '/api/analytics',
    '/api/users',
    '/api/footprint',
    '/api/actions',
    '/api/pledges',
    '/api/goal',
    '/api/kids',
    '/api/detective',
  ]) {
    it(`GET ${path}: ${RUNS} arbitrary queries never fail with a 500 or write`, async () => {
      await fc.assert(
        fc.asyncProperty(queries, fc.boolean(), async (query, asAdmin) => {
          const client = asAdmin ? admin : r.client;
          await expectRefusedWithoutWrites(() => client.request('GET', `${path}?${query}`), true);
        }),
        { numRuns: RUNS },
      );
    });
  }

  it('the accounts and scores are as they were', async () => {
    expect((await r.client.get('/api/users', { userId: r.id })).body.user).toMatchObject({
      profileName: r.profileName,
      email: r.email,
      apartment: r.apartment,
    });
    expect((await r.client.get('/api/scores')).body).toHaveLength(1);
  });
});

// ---------------------------------------------------------------------------------------------
/**
 * A path segment for any string: a URL carries UTF-8 bytes, and a lone surrogate has none, so
 * encodeURIComponent throws on it; it travels as U+FFFD, as a browser would send it.
 */
function pathSegment(s: string): string {
  return encodeURIComponent(
    s.replace(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g, '\uFFFD'),
  );
}

// Issue 14: hostile strings through every REST route and tRPC procedure, then every export.

describe('hostile strings through every route and procedure (fast-check)', () => {
  let hostile: TestServer;
  let resident: Resident;
  let boss: Client;
  const hostileString = fc.oneof(
    { arbitrary: fc.constantFrom(...HOSTILE_STRINGS), weight: 4 },
    { arbitrary: fc.string({ unit: 'binary', maxLength: 80 }), weight: 2 },
    { arbitrary: fc.string({ unit: 'grapheme', maxLength: 40 }), weight: 1 },
  );

  beforeAll(async () => {
    hostile = await startServer({ env: { RATE_LIMITS: 'off' } });
    resident = await signup(hostile);
    boss = await loginAdmin(hostile);
    await resident.client.post('/api/scores', scorePayload(sampleResponses(5)));
  }, 60_000);
  afterAll(async () => {
    await hostile.close();
  });

  /** A copy of a client's cookies, so an answer that ends a session leaves the original alone. */
  const copy = (client: Client) => {
    const c = new Client(hostile);
    for (const [k, v] of client.cookies) c.cookies.set(k, v);
    return c;
  };
  const withString = (s: string) => ({
    ...residentData(),
    profileName: `F ${s}`.slice(0, 60),
    apartment: s.slice(0, 40) || 'A',
  });

  // Each REST route with the string in each of its inputs; writes are allowed (a hostile string
  // may be a fine name), 5xx never.
  const rest: [string, (s: string) => Promise<Res>][] = [
    ['POST /api/auth/signup', (s) => new Client(hostile).post('/api/auth/signup', withString(s))],
    [
      'POST /api/auth/signup (email, community, code)',
      (s) =>
        new Client(hostile).post('/api/auth/signup', {
          ...residentData(),
          email: `${s}@example.com`,
          apartmentCommunityName: s,
          participantCode: s,
        }),
    ],
    [
      'POST /api/auth/login',
      (s) => new Client(hostile).post('/api/auth/login', { identifier: s, password: s }),
    ],
    [
      'POST /api/auth/forgot-password',
      (s) => new Client(hostile).post('/api/auth/forgot-password', { email: s }),
    ],
    [
      'POST /api/auth/reset-password',
      (s) => new Client(hostile).post('/api/auth/reset-password', { token: s, password: s }),
    ],
    [
      'POST /api/auth/change-password',
      (s) =>
        copy(resident.client).post('/api/auth/change-password', {
          currentPassword: s,
          newPassword: s,
        }),
    ],
    [
      'POST /api/auth/logout-everywhere',
      (s) => copy(resident.client).post('/api/auth/logout-everywhere', { includeThisDevice: s }),
    ],
    ['GET /api/auth/sessions', (s) => copy(resident.client).get('/api/auth/sessions', { s })],
    ['GET /api/auth/me', (s) => copy(resident.client).get('/api/auth/me', { s })],
    ['POST /api/auth/logout', (s) => new Client(hostile).post('/api/auth/logout', { s })],
    [
      'PUT /api/users',
      (s) =>
        copy(resident.client).put('/api/users', {
          profileName: `R ${s}`.slice(0, 60),
          apartment: s.slice(0, 40) || 'A',
          apartmentCommunityName: s.slice(0, 100) || 'C',
        }),
    ],
    ['GET /api/users', (s) => boss.get('/api/users', { search: s.slice(0, 200) })],
    ['GET /api/users?userId', (s) => copy(resident.client).get('/api/users', { userId: s })],
    ['DELETE /api/users', (s) => boss.delete('/api/users', { id: s })],
    [
      'GET /api/scores',
      (s) => copy(resident.client).get('/api/scores', { userId: s, limit: s, type: s }),
    ],
    [
      'POST /api/scores',
      (s) =>
        copy(resident.client).post('/api/scores', {
          responses: { ...sampleResponses(2), q1_householdSize: s },
        }),
    ],
    [
      'POST /api/scores/legacy',
      (s) =>
        copy(resident.client).post('/api/scores/legacy', {
          entries: [
            { score: 50, directScore: 40, indirectScore: 10, date: s },
            {
              score: 50,
              directScore: 40,
              indirectScore: 10,
              date: '2022-01-01',
              responses: { q1_householdSize: s },
            },
          ],
        }),
    ],
    [
      'GET /api/analytics',
      (s) => copy(resident.client).get('/api/analytics', { type: s, userId: s, limit: s }),
    ],
    [
      'PUT /api/detective/readings',
      (s) => copy(resident.client).put('/api/detective/readings', { reading: { step: s } }),
    ],
    [
      'PUT /api/kids/missions',
      (s) => copy(resident.client).put('/api/kids/missions', { mission: s, done: true }),
    ],
    ['POST /api/admin/migrate-legacy', (s) => boss.post('/api/admin/migrate-legacy', { s })],
    ['GET /api/admin/participant-code', (s) => boss.get('/api/admin/participant-code', { s })],
    ['POST /api/admin/reset-link', (s) => boss.post('/api/admin/reset-link', { profileId: s })],
    [
      'GET /api/exports/:id/report.pdf',
      (s) => boss.get(`/api/exports/profiles/${pathSegment(s)}/report.pdf`),
    ],
    ['GET /api/<anything>', (s) => copy(resident.client).get(`/api/${pathSegment(s)}`)],
  ];

  for (const [name, send] of rest) {
    it(`${name}: no 5xx`, async () => {
      await fc.assert(
        fc.asyncProperty(hostileString, async (s) => {
          const res = await send(s);
          expect(
            res.status,
            `${name} ${JSON.stringify(s).slice(0, 80)}: ${res.text.slice(0, 200)}`,
          ).toBeLessThan(500);
        }),
        { numRuns: scaled(25) },
      );
    });
  }

  // Every tRPC procedure, found from the router itself (so a new one is fuzzed too): known ones
  // get their own input shapes with the string in each field, the rest a generic input.
  const shaped: Record<string, (s: string) => unknown> = {
    'auth.signup': withString,
    'auth.login': (s) => ({ identifier: s, password: s }),
    'auth.forgotPassword': (s) => ({ email: s }),
    'auth.resetPassword': (s) => ({ token: s, password: s }),
    'auth.changePassword': (s) => ({ currentPassword: s, newPassword: s }),
    'users.update': (s) => ({
      profileName: `T ${s}`.slice(0, 60),
      apartment: s.slice(0, 40) || 'A',
    }),
    'users.get': (s) => ({ userId: s }),
    'users.setLanguage': (s) => ({ language: s }),
    'scores.submit': (s) => ({ responses: { ...sampleResponses(3), q2_laundryFrequency: s } }),
    'scores.history': (s) => ({ userId: s, limit: s }),
    'scores.importEarlierHistory': (s) => ({
      entries: [{ score: 1, directScore: 1, indirectScore: 0, date: s }],
    }),
    'admin.listProfiles': (s) => ({ search: s.slice(0, 200) }),
    'admin.deleteProfile': (s) => ({ id: s }),
    'admin.setParticipantCode': (s) => ({ code: s }),
    'admin.resetLink': (s) => ({ profileId: s }),
    'kids.setMission': (s) => ({ mission: s, done: true }),
    'detective.record': (s) => ({ reading: { step: s, bucketLitres: 10 } }),
    'detective.remove': (s) => ({ step: s }),
  };
  const procedures = Object.entries(
    appRouter._def.procedures as unknown as Record<string, { _def: { type: string } }>,
  );

  it('covers every tRPC procedure', () => {
    expect(procedures.length).toBeGreaterThan(20);
  });

  for (const [path, procedure] of procedures) {
    it(`trpc ${path}: no 5xx`, async () => {
      await fc.assert(
        fc.asyncProperty(hostileString, fc.boolean(), async (s, asAdmin) => {
          const input = shaped[path]?.(s) ?? { value: s, id: s, userId: s };
          const client = copy(asAdmin ? boss : resident.client);
          const res =
            procedure._def.type === 'query'
              ? await client.trpcQuery(path, input)
              : await client.trpcMutation(path, input);
          expect(
            res.status,
            `${path} ${JSON.stringify(s).slice(0, 80)}: ${res.text.slice(0, 200)}`,
          ).toBeLessThan(500);
        }),
        { numRuns: scaled(15) },
      );
    });
  }

  it('leaves every export valid: CSV, XLSX and PDF read back', { timeout: 180_000 }, async () => {
    // Whatever was accepted above is in the database; write the corpus straight in too.
    const sqlite = hostile.database.sqlite;
    for (const [i, s] of HOSTILE_STRINGS.entries()) {
      sqlite
        .prepare(
          `insert into profiles (profile_name, profile_name_key, email, password_hash, apartment, apartment_community_name)
           values (?, ?, ?, 'x', ?, ?)`,
        )
        .run(`Z${i} ${s}`, `z${i}-fuzz`, `fuzz.${i}@example.com`, s, s);
      // With an attempt, so each appears in every export; its answers carry the string too.
      sqlite
        .prepare(
          `insert into scores (profile_id, total_score, direct_score, indirect_score, responses)
           select id, 50, 40, 10, ? from profiles where email = ?`,
        )
        .run(
          JSON.stringify({ ...sampleResponses(4), q1_householdSize: s }),
          `fuzz.${i}@example.com`,
        );
    }
    const admin = await loginAdmin(hostile);
    for (const slug of ['participant-scores', 'questionnaire-responses']) {
      const csv = await download(hostile.url, admin, `/api/exports/${slug}.csv`);
      expect(csv.status).toBe(200);
      expect(parseCsv(csv.text.slice(1)).length).toBeGreaterThan(HOSTILE_STRINGS.length);
      const xlsx = await download(hostile.url, admin, `/api/exports/${slug}.xlsx`);
      expect(xlsx.status).toBe(200);
      expect((await readXlsx(xlsx.bytes)).length).toBeGreaterThan(HOSTILE_STRINGS.length);
    }
    const report = await download(hostile.url, admin, '/api/exports/report.pdf');
    expect(report.status).toBe(200);
    expect((await readPdf(report.bytes)).pages).toBeGreaterThan(0);
    const ids = sqlite
      .prepare('select id from profiles where is_admin = 0')
      .pluck()
      .all() as number[];
    for (const id of ids) {
      const one = await download(hostile.url, admin, `/api/exports/profiles/${id}/report.pdf`);
      expect(one.status, `profile ${id}`).toBe(200);
      expect((await readPdf(one.bytes)).pages).toBeGreaterThan(0);
    }
  });
});
