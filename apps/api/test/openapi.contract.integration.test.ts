// The contract integrators build on (issue 29, item 5): every operation of the served document
// names itself, says who may call it and declares every status and header it can answer with;
// and the real server's answers to a round of calls are ones the document describes.
import swagger from '@fastify/swagger';
import Fastify, { type RouteOptions } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { SUBMISSIONS_PER_HOUR } from '@wf/scoring/rate-limits';
import { LEGACY_ATTEMPTS_PER_PROFILE } from '../src/domain/quotas.ts';
import { replies } from '../src/rest/contract.ts';
import { adminOnly, signedIn } from '../src/rest/helpers.ts';
import { documentBase, operation, transform, transformObject } from '../src/rest/openapi.ts';
import {
  ADMIN,
  Client,
  sampleResponses,
  signup,
  useTestServer,
  type RequestOptions,
  type Res,
} from './helpers.ts';
import { answerProblems, contractProblems, type OpenApiDocument } from './openapi.support.ts';

const routes: RouteOptions[] = [];
// The limits on: the 429s are part of what the document must describe.
const server = await useTestServer({
  env: { RATE_LIMITS: 'on' },
  onRoute: (route) => void routes.push(route),
});

type Document = OpenApiDocument & {
  components: { headers: Record<string, { required?: boolean }> };
};

async function served(): Promise<Document> {
  const res = await new Client(server).get('/api/openapi.json');
  expect(res.status).toBe(200);
  return res.body as Document;
}

describe('every operation of the served document', () => {
  it('has an operationId, a tag, a summary, a description, its security and its failures', async () => {
    const document = await served();
    const operations = Object.values(document.paths ?? {}).flatMap((item) =>
      Object.values(item ?? {}),
    );
    // Not an empty list passing vacuously: the routes of section 7, the accounts, the water
    // and kids' calls, the administrator's records and downloads.
    expect(operations.length).toBeGreaterThanOrEqual(48);
    expect(contractProblems(routes, document, { hiddenUnder: '/api/docs' })).toEqual([]);
  });

  it('asks for the session exactly where the route is gated', async () => {
    const document = await served();
    const security = (path: string, method: string) =>
      JSON.stringify(document.paths?.[path]?.[method]?.security);
    expect(security('/api/auth/login', 'post')).toBe('[]');
    expect(security('/api/auth/signup', 'post')).toBe('[]');
    expect(security('/api/health', 'get')).toBe('[]');
    expect(security('/api/scores', 'post')).toBe('[{"session":[]}]');
    expect(security('/api/users', 'delete')).toBe('[{"session":[]}]');
    expect(security('/api/exports/report.pdf', 'get')).toBe('[{"session":[]}]');
    // Only the calls one makes before having a session (and the service's own) are public.
    const publicOps = Object.entries(document.paths ?? {}).flatMap(([path, item]) =>
      Object.entries(item ?? {})
        .filter(([, op]) => op?.security?.length === 0)
        .map(([method]) => `${method.toUpperCase()} ${path}`),
    );
    expect(publicOps.sort()).toEqual([
      'GET /api/health',
      'GET /api/notifications/unsubscribe',
      'GET /api/openapi.json',
      'POST /api/auth/forgot-password',
      'POST /api/auth/login',
      'POST /api/auth/logout',
      'POST /api/auth/reset-password',
      'POST /api/auth/signup',
      'POST /api/notifications/unsubscribe',
    ]);
  });

  it('declares what the issue named: 429 with Retry-After, 409, the headers, the login fields', async () => {
    const document = (await served()) as Json;
    const submit = document.paths['/api/scores'].post.responses;
    expect(submit['429'].headers['Retry-After']).toEqual({
      $ref: '#/components/headers/RetryAfter',
    });
    expect(document.paths['/api/scores/legacy'].post.responses['409']).toBeDefined();
    for (const status of ['400', '403', '413', '415']) {
      expect(document.paths['/api/scores/legacy'].post.responses[status]).toBeDefined();
    }
    const login = document.paths['/api/auth/login'].post;
    expect(login.responses['200'].headers['Set-Cookie']).toEqual({
      $ref: '#/components/headers/SessionStarts',
    });
    expect(document.paths['/api/auth/logout'].post.responses['200'].headers['Set-Cookie']).toEqual({
      $ref: '#/components/headers/SessionEnds',
    });
    const csv = document.paths['/api/exports/participant-scores.csv'].get.responses['200'];
    expect(csv.headers['Content-Disposition']).toEqual({
      $ref: '#/components/headers/ContentDisposition',
    });
    // The description names only the fields its schema accepts.
    const fields = Object.keys(
      login.requestBody.content['application/json'].schema.properties,
    ).sort();
    expect(fields).toEqual(['identifier', 'password']);
    for (const alias of ['profileName', 'emailOrProfileName', 'username']) {
      expect(login.description).not.toContain(alias);
    }
  });
});

describe('the contract check', () => {
  it('reports a route added without its operation, and passes one declared in one line', async () => {
    const collected: RouteOptions[] = [];
    const app = Fastify({ logger: false });
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(serializerCompiler);
    app.addHook('onRoute', (route) => void collected.push(route));
    await app.register(swagger, { openapi: documentBase(), transform, transformObject });
    const ok = z.object({ ok: z.boolean() });
    app.post(
      '/api/declared',
      {
        ...signedIn,
        schema: {
          ...operation({
            id: 'doDeclared',
            tag: 'Scores',
            summary: 'Declared',
            description: 'A route as every route file writes one.',
            returns: 'Done.',
          }),
          body: z.object({ n: z.number() }),
          response: replies({ 200: ok }, 401),
        },
      },
      async () => ({ ok: true }),
    );
    app.get(
      '/api/bare',
      { ...adminOnly, schema: { response: replies({ 200: ok }, 401) } },
      async () => ({ ok: true }),
    );
    await app.ready();
    const document = app.swagger() as unknown as OpenApiDocument;
    expect(contractProblems(collected, document)).toEqual([
      'GET /api/bare: no operationId',
      'GET /api/bare: no tags',
      'GET /api/bare: no summary',
      'GET /api/bare: no description',
      'GET /api/bare: 403 not declared',
      'GET /api/bare: 200 says nothing of what it means',
      'GET /api/bare: 401 says nothing of what it means',
      'GET /api/bare: 500 says nothing of what it means',
    ]);
    // The one-line declaration filled in what the route implies.
    const declared = document.paths?.['/api/declared']?.post;
    expect(Object.keys(declared?.responses ?? {}).sort()).toEqual(
      ['200', '400', '401', '403', '408', '413', '415', '500'].sort(),
    );
    expect(declared?.security).toEqual([{ session: [] }]);
    // A document that lost a declaration is reported.
    const lost = structuredClone(document) as Json;
    delete lost.paths['/api/declared'].post.responses['415'];
    lost.paths['/api/declared'].post.security = [];
    lost.paths['/api/declared'].post.responses['401'].description = 'Default Response';
    expect(contractProblems(collected, lost)).toEqual(
      expect.arrayContaining([
        'POST /api/declared: security [], expected [{"session":[]}]',
        'POST /api/declared: 415 not declared',
        'POST /api/declared: 401 says nothing of what it means',
      ]),
    );
    await app.close();
  });
});

describe('the real answers', () => {
  it('are described by the document: each status declared, each header it sends declared', async () => {
    const document = await served();
    const problems: string[] = [];
    const seen: string[] = [];
    const call = async (
      client: Client,
      method: string,
      path: string,
      options: RequestOptions = {},
    ): Promise<Res> => {
      const res = await client.request(method, path, options);
      seen.push(`${method} ${path} ${res.status}`);
      problems.push(
        ...answerProblems(document, { method, path }, res, document.components.headers),
      );
      return res;
    };

    // Signing up and in, and out.
    const visitor = new Client(server);
    const data = {
      profileName: 'Contract Check',
      email: 'contract.check@example.com',
      password: 'pw-contract-check-91',
      apartment: 'C-1',
      apartmentCommunityName: 'Green Valley Apartments',
      participantCode: 'TEST-CODE-7731',
    };
    server.secrets.add(data.password);
    expect((await call(visitor, 'POST', '/api/auth/signup', { json: data })).status).toBe(201);
    expect((await call(visitor, 'GET', '/api/auth/me')).status).toBe(200);
    expect((await call(visitor, 'POST', '/api/auth/logout')).status).toBe(200);
    expect((await call(visitor, 'GET', '/api/auth/me')).status).toBe(401);
    const wrong = { identifier: data.email, password: 'not-the-password' };
    expect((await call(visitor, 'POST', '/api/auth/login', { json: wrong })).status).toBe(401);
    const right = { identifier: data.email, password: data.password };
    expect((await call(visitor, 'POST', '/api/auth/login', { json: right })).status).toBe(200);

    // What the HTTP layer refuses before any handler.
    const resident = await signup(server);
    const submit = (options: RequestOptions) =>
      call(resident.client, 'POST', '/api/scores', options);
    expect((await submit({ json: { responses: {} } })).status).toBe(400);
    expect((await submit({ raw: '{"responses":' })).status).toBe(400);
    const crossSite = { origin: 'https://elsewhere.example' };
    expect((await submit({ json: {}, headers: crossSite })).status).toBe(403);
    expect((await submit({ raw: 'a=1', headers: { 'content-type': 'text/plain' } })).status).toBe(
      415,
    );
    expect((await submit({ raw: `{"x":"${'a'.repeat(70_000)}"}` })).status).toBe(413);
    expect((await call(resident.client, 'GET', '/api/users', { query: {} })).status).toBe(403);
    expect((await call(new Client(server), 'GET', '/api/footprint')).status).toBe(401);

    // The limits: the submissions quota answers 429 with Retry-After.
    for (let i = 0; i < SUBMISSIONS_PER_HOUR; i++) {
      const res = await resident.client.post('/api/scores', { responses: sampleResponses(i) });
      expect(res.status).toBe(201);
    }
    const refused = await submit({ json: { responses: sampleResponses(99) } });
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);

    // The legacy import's quota answers 409: a full import, then one more attempt.
    const start = Date.parse('2021-01-01T00:00:00Z');
    const entry = (i: number) => ({
      score: 50,
      directScore: 40,
      indirectScore: 10,
      date: new Date(start + i * 3_600_000).toISOString(),
    });
    const legacy = (entries: unknown[]) =>
      call(resident.client, 'POST', '/api/scores/legacy', { json: { entries } });
    const full = Array.from({ length: LEGACY_ATTEMPTS_PER_PROFILE }, (_, i) => entry(i));
    expect((await legacy(full)).status).toBe(200);
    expect((await legacy([entry(-1)])).status).toBe(409);

    // The administrator's downloads name their file.
    const admin = new Client(server);
    const adminLogin = { identifier: ADMIN.email, password: ADMIN.password };
    expect((await call(admin, 'POST', '/api/auth/login', { json: adminLogin })).status).toBe(200);
    const csv = await call(admin, 'GET', '/api/exports/participant-scores.csv');
    expect(csv.status).toBe(200);
    expect(csv.headers.get('content-disposition')).toMatch(/^attachment/);
    expect((await call(admin, 'GET', '/api/exports/profiles/999999/report.pdf')).status).toBe(404);

    expect(problems).toEqual([]);
    const statuses = new Set(seen.map((line) => line.split(' ').pop()));
    for (const status of ['200', '201', '400', '401', '403', '404', '409', '413', '415']) {
      expect(statuses).toContain(status);
    }

    // The check fails on what the issue found: the 429 and the file name undeclared.
    const before = structuredClone(document) as Json;
    delete before.paths['/api/scores'].post.responses['429'];
    delete before.paths['/api/exports/participant-scores.csv'].get.responses['200'].headers;
    const headers = document.components.headers;
    expect(
      answerProblems(before, { method: 'POST', path: '/api/scores' }, refused, headers),
    ).toEqual(['POST /api/scores -> 429: status not declared']);
    const csvPath = '/api/exports/participant-scores.csv';
    expect(answerProblems(before, { method: 'GET', path: csvPath }, csv, headers)).toEqual([
      `GET ${csvPath} -> 200: sends content-disposition, undeclared`,
    ]);
  });
});

// Documents are read freely in these checks.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Json = any;
