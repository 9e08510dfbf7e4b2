// HTTP hardening: body limits, content types, same-origin checks, malformed JSON, hostile and
// unusual strings, security headers, and errors that never carry a stack trace.
import { request as httpRequest } from 'node:http';
import { beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '@wf/scoring/accounts';
import {
  Client,
  PUBLIC_URL,
  expectError,
  expectTrpcError,
  login,
  loginAdmin,
  residentData,
  sampleResponses,
  scorePayload,
  signup,
  snapshot,
  startServer,
  tableNames,
  useTestServer,
  type Resident,
} from './helpers.ts';

const server = await useTestServer();
let r: Resident;
beforeAll(async () => {
  r = await signup(server);
});

/** A raw request with a chunked body (no Content-Length), which fetch cannot send. */
function chunked(path: string, chunks: string[], headers: Record<string, string>) {
  return new Promise<{ status: number; body: string }>((resolve, reject) => {
    const url = new URL(path, server.url);
    const req = httpRequest(
      url,
      { method: 'POST', headers: { 'transfer-encoding': 'chunked', ...headers } },
      (res) => {
        let body = '';
        res.on('data', (c) => (body += c));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
      },
    );
    req.on('error', reject);
    for (const c of chunks) req.write(c);
    req.end();
  });
}

describe('request bodies', () => {
  const bigLogin = () => JSON.stringify({ identifier: r.email, password: 'x'.repeat(70 * 1024) });

  it('answers 413 for a body over 64 KiB and writes nothing', async () => {
    const before = snapshot(server);
    for (const path of ['/api/auth/login', '/api/auth/signup', '/api/scores', '/trpc/auth.login']) {
      const res = await r.client.request('POST', path, { raw: bigLogin() });
      expect(res.status, path).toBe(413);
      expect(res.body.error).toMatch(/too large/);
    }
    const put = await r.client.request('PUT', '/api/users', { raw: bigLogin() });
    expectError(put, 413, 'too large');
    expect(snapshot(server)).toBe(before);
  });

  it('answers 413 for a chunked body over 64 KiB too', async () => {
    const res = await chunked('/api/auth/login', Array(80).fill('x'.repeat(1024)), {
      'content-type': 'application/json',
      cookie: `wf_session=${r.client.token}`,
    });
    expect(res.status).toBe(413);
    expect(JSON.parse(res.body).error).toMatch(/too large/);
  });

  it('accepts a body just under the limit (then judges its content)', async () => {
    const res = await new Client(server).request('POST', '/api/auth/login', {
      raw: JSON.stringify({ identifier: r.email, password: 'y'.repeat(60 * 1024) }),
    });
    expectError(res, 401, 'Invalid credentials');
  });

  it('answers 415 for a body that is not JSON', async () => {
    const before = snapshot(server);
    const form = new URLSearchParams({ identifier: r.email, password: r.password }).toString();
    for (const type of [
      'text/plain',
      'application/x-www-form-urlencoded',
      'multipart/form-data; boundary=x',
      'application/xml',
      'application/jsonp',
    ]) {
      for (const path of ['/api/auth/login', '/api/scores', '/trpc/auth.login']) {
        const res = await new Client(server).request('POST', path, {
          raw: form,
          headers: { 'content-type': type },
        });
        expect(res.status, `${type} ${path}`).toBe(415);
        expect(res.body.error).toMatch(/JSON/);
      }
    }
    const noType = await fetch(new URL('/api/auth/login', server.url), {
      method: 'POST',
      body: JSON.stringify({ identifier: r.email, password: r.password }),
    }); // fetch labels a string body text/plain
    expect(noType.status).toBe(415);
    expect(snapshot(server)).toBe(before);
  });

  it('answers 400 for invalid JSON, non-object JSON and prototype poisoning', async () => {
    const before = snapshot(server);
    const cases: [string, RegExp][] = [
      ['{"identifier": "a@b.co", "password": ', /not valid JSON/],
      ["{'identifier': 'x'}", /not valid JSON/],
      ['undefined', /not valid JSON/],
      ['[1,2,3]', /JSON object/],
      ['"a string"', /JSON object/],
      ['42', /JSON object/],
      ['true', /JSON object/],
      ['{"__proto__": {"isAdmin": true}, "identifier": "x", "password": "y"}', /./],
      ['{"constructor": {"prototype": {"isAdmin": true}}}', /./],
    ];
    for (const path of [
      '/api/auth/signup',
      '/api/auth/login',
      '/api/scores',
      '/api/auth/forgot-password',
    ]) {
      for (const [raw, message] of cases) {
        const res = await r.client.request('POST', path, { raw });
        expectError(res, 400, message);
      }
      // An empty body is "no body": the fields are then missing.
      expectError(
        await r.client.request('POST', path, { raw: '' }),
        400,
        /required|Please enter|responses/,
      );
      // JSON null is the same.
      expectError(await r.client.request('POST', path, { raw: 'null' }), 400);
    }
    expect(snapshot(server)).toBe(before);
  });

  it('accepts JSON content types with parameters and in any case', async () => {
    for (const type of [
      'application/json; charset=utf-8',
      'Application/JSON',
      'application/json;charset=UTF-8',
    ]) {
      const data = residentData();
      server.secrets.add(data.password);
      const res = await new Client(server).request('POST', '/api/auth/signup', {
        raw: JSON.stringify(data),
        headers: { 'content-type': type },
      });
      expect(res.status, type).toBe(201);
    }
  });

  it('answers an oversized URL with a JSON 431', async () => {
    const res = await r.client.get('/api/scores', { userId: '9'.repeat(20_000) });
    expect(res.status).toBe(431);
    expect(typeof res.body.error).toBe('string');
  });

  it('accepts a bodiless JSON-typed POST where no body is needed (logout)', async () => {
    const c = await login(server, r.email, r.password);
    const res = await c.request('POST', '/api/auth/logout', {
      headers: { 'content-type': 'application/json' },
    });
    expect(res.status).toBe(200);
    expect(c.token).toBeUndefined();
  });
});

describe('same-origin rule for state-changing requests', () => {
  const unsafe: [string, string, unknown][] = [
    ['POST', '/api/auth/signup', residentData()],
    ['POST', '/api/auth/login', { identifier: 'x', password: 'y' }],
    ['POST', '/api/auth/logout', {}],
    ['POST', '/api/scores', scorePayload()],
    ['PUT', '/api/users', { profileName: 'Evil', apartment: 'X' }],
    ['DELETE', '/api/users?id=1', undefined],
    ['POST', '/trpc/auth.logout', {}],
    ['POST', '/trpc/scores.submit', scorePayload()],
  ];

  it('answers 403 to a cross-origin Origin or Sec-Fetch-Site and writes nothing', async () => {
    const before = snapshot(server);
    const hostile: Record<string, string>[] = [
      { origin: 'https://evil.example.com' },
      { origin: 'null' },
      { origin: `${server.url}.evil.com` },
      { origin: 'not a url' },
      { 'sec-fetch-site': 'cross-site' },
      { 'sec-fetch-site': 'same-site' },
      { origin: server.url, 'sec-fetch-site': 'cross-site' },
    ];
    for (const [method, path, json] of unsafe) {
      for (const headers of hostile) {
        const res = await r.client.request(method, path, { json, headers, noOrigin: true });
        expect(res.status, `${method} ${path} ${JSON.stringify(headers)}`).toBe(403);
        expect(res.body.error).toMatch(/Cross-site/);
      }
    }
    expect(snapshot(server)).toBe(before);
    // The session survived every attempt.
    expect((await r.client.get('/api/auth/me')).status).toBe(200);
  });

  it('lets same-origin pages and non-browser clients through', async () => {
    const sameOrigin = await r.client.post('/api/scores', scorePayload(sampleResponses(5)), {
      headers: { 'sec-fetch-site': 'same-origin' },
    });
    expect(sameOrigin.status).toBe(201);
    const noOrigin = await r.client.post('/api/scores', scorePayload(sampleResponses(6)), {
      noOrigin: true,
    });
    expect(noOrigin.status).toBe(201);
  });

  it('accepts the configured PUBLIC_URL as our own origin (behind a Host-rewriting proxy)', async () => {
    const res = await r.client.post('/api/scores', scorePayload(sampleResponses(7)), {
      noOrigin: true,
      headers: { origin: PUBLIC_URL },
    });
    expect(res.status).toBe(201);
    const lookalike = await r.client.post('/api/scores', scorePayload(sampleResponses(7)), {
      noOrigin: true,
      headers: { origin: PUBLIC_URL.replace(':8080', ':8081') },
    });
    expectError(lookalike, 403);
  });

  it('does not guard reads: a cross-origin GET changes nothing and answers normally', async () => {
    const res = await r.client.get(
      '/api/scores',
      {},
      { headers: { origin: 'https://evil.example.com' } },
    );
    expect(res.status).toBe(200);
  });
});

describe('hostile and unusual strings', () => {
  it('stores SQL-looking, unicode and emoji text verbatim and finds it again', async () => {
    const names = [
      "Robert'); DROP TABLE profiles;--",
      '" OR 1=1 --',
      'Zoë 🚿💧 水',
      'مرحبا',
      '<script>alert(1)</script>',
    ];
    for (const profileName of names) {
      const res = await new Client(server).post(
        '/api/auth/signup',
        residentData({ profileName, apartment: "1'; DELETE FROM scores; --" }),
      );
      expect(res.status, profileName).toBe(201);
      expect(res.body.user.profileName).toBe(profileName);
      expect(res.body.user.apartment).toBe("1'; DELETE FROM scores; --");
    }
    // Issue 14, item 4: a control character (this list once stored 'a\u0000b' verbatim) is now
    // refused with a message, and nothing is written.
    const nul = await new Client(server).post(
      '/api/auth/signup',
      residentData({ profileName: 'a\u0000b' }),
    );
    expectError(nul, 400, MESSAGES.profileNameHidden);
    expect(tableNames(server)).toEqual(
      expect.arrayContaining(['profiles', 'scores', 'sessions', 'password_resets']),
    );
    const admin = await loginAdmin(server);
    const found = await admin.get('/api/users', { search: "'); DROP" });
    expect(found.body.users.map((u: { profileName: string }) => u.profileName)).toEqual([names[0]]);
    expect((await admin.get('/api/users', { search: "' OR '1'='1" })).body.users).toEqual([]);
  });

  it('refuses SQL-looking identifiers and ids without effect', async () => {
    const before = snapshot(server);
    for (const identifier of ["' OR '1'='1", "admin'--", "x' OR email LIKE '%"]) {
      expectError(
        await new Client(server).post('/api/auth/login', { identifier, password: "' OR '1'='1" }),
        401,
        'Invalid credentials',
      );
    }
    expectError(await r.client.get('/api/scores', { userId: '1 OR 1=1' }), 400, 'userId');
    expectError(await r.client.get('/api/scores', { limit: '1; DROP TABLE scores' }), 400, 'limit');
    expect(snapshot(server)).toBe(before);
  });

  it('refuses over-long strings with a message naming the limit', async () => {
    expectError(
      await new Client(server).post(
        '/api/auth/signup',
        residentData({ apartment: '9'.repeat(41) }),
      ),
      400,
      'at most 40',
    );
    expectError(
      await new Client(server).post(
        '/api/auth/signup',
        residentData({ email: `${'e'.repeat(250)}@example.com` }),
      ),
      400,
      'Email must be at most',
    );
    const long = { ...sampleResponses(), q1_householdSize: '💧'.repeat(5_000) };
    expectError(await r.client.post('/api/scores', { responses: long }), 400, 'q1_householdSize');
    expectError(await r.client.get('/api/users', { search: 's'.repeat(201) }), 400);
  });
});

describe('security headers and error hygiene', () => {
  const check = (headers: Headers, what: string) => {
    const csp = headers.get('content-security-policy') ?? '';
    expect(csp, what).toMatch(/object-src 'none'/);
    expect(csp, what).toMatch(/base-uri 'self'/);
    expect(csp, what).toMatch(/frame-ancestors 'none'/);
    expect(csp, what).toMatch(/default-src 'self'/);
    expect(headers.get('x-content-type-options'), what).toBe('nosniff');
    expect(headers.get('referrer-policy'), what).toBe('strict-origin-when-cross-origin');
    expect(headers.get('x-powered-by'), what).toBeNull();
  };

  it('sends them on successes, errors, tRPC and unknown routes', async () => {
    check((await r.client.get('/api/health')).headers, 'health');
    check((await r.client.get('/api/scores')).headers, 'scores');
    check((await new Client(server).get('/api/scores')).headers, '401');
    check((await r.client.post('/api/scores', { responses: {} })).headers, '400');
    check((await r.client.request('POST', '/api/auth/login', { raw: '{' })).headers, 'bad json');
    check((await r.client.get('/api/nowhere')).headers, '404');
    check((await r.client.trpcQuery('health')).headers, 'trpc');
    check(
      (await r.client.post('/api/scores', {}, { headers: { origin: 'https://evil.example' } }))
        .headers,
      '403',
    );
  });

  it('answers unknown API routes with a JSON 404', async () => {
    expectError(await r.client.get('/api/nowhere'), 404, 'No such API route');
    expectError(await r.client.request('PATCH', '/api/users', { json: {} }), 404);
    expectError(await r.client.get('/api/auth/signup'), 404);
  });

  it('hides internal faults behind a generic 500, on both surfaces', async () => {
    const broken = await startServer({
      env: { RATE_LIMITS: 'off' },
      mailer: {
        async sendPasswordReset() {
          throw new Error('SMTP exploded at /srv/secret/path.ts:12 password=hunter2');
        },
      },
    });
    try {
      const victim = await signup(broken);
      const rest = await new Client(broken).post('/api/auth/forgot-password', {
        email: victim.email,
      });
      expectError(rest, 500, 'Something went wrong on our side');
      expect(rest.text).not.toMatch(/SMTP|secret|hunter2|stack/);
      const trpc = await new Client(broken).trpcMutation('auth.forgotPassword', {
        email: victim.email,
      });
      expectTrpcError(trpc, 500, 'Something went wrong on our side');
      expect(trpc.text).not.toMatch(/SMTP|secret|hunter2|stack/);
      // The server is still fine afterwards.
      expect((await new Client(broken).get('/api/health')).status).toBe(200);
    } finally {
      await broken.close();
    }
  });
});
