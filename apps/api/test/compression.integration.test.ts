// Compressed API answers: the cached reads (compressed once per cached answer by sendCached) and
// the rest (compressed per request by @fastify/compress) honour Accept-Encoding, say Vary, and
// never serve a compressed copy of an answer that a write has since changed.
import { gzipSync } from 'node:zlib';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  expectError,
  sampleResponses,
  scorePayload,
  signup,
  useTestServer,
  type Resident,
} from './helpers.ts';
import { decodeBody, rawGet as getRaw, type RawResponse } from './raw-http.ts';

const server = await useTestServer();
let r: Resident;

beforeAll(async () => {
  r = await signup(server);
  // Enough attempts that the history's JSON is over the 1 KB threshold.
  for (let i = 0; i < 12; i++) {
    expect((await r.client.post('/api/scores', scorePayload(sampleResponses(i)))).status).toBe(201);
  }
});

const rawGet = (path: string, headers: Record<string, string>) => getRaw(server.url, path, headers);
const decoded = (raw: RawResponse): unknown => JSON.parse(decodeBody(raw).toString('utf8'));

const cookie = () => `wf_session=${r.client.token}`;
const HISTORY = '/api/scores?limit=50';

describe('cached reads (sendCached)', () => {
  it('answers br, gzip or identity as Accept-Encoding asks, always with Vary, the same JSON', async () => {
    const plain = await rawGet(HISTORY, { cookie: cookie() });
    expect(plain.status).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.length).toBeGreaterThan(1024);
    const expected = decoded(plain);
    expect(expected).toHaveLength(12);

    const cases: [string, string][] = [
      ['br', 'br'],
      ['gzip', 'gzip'],
      ['gzip, deflate, br, zstd', 'br'],
      ['br;q=0, gzip', 'gzip'],
    ];
    for (const [accept, encoding] of cases) {
      const res = await rawGet(HISTORY, { cookie: cookie(), 'accept-encoding': accept });
      expect(res.headers['content-encoding'], accept).toBe(encoding);
      expect(res.headers['content-type']).toMatch(/^application\/json/);
      expect(res.body.length, accept).toBeLessThan(plain.body.length);
      expect(decoded(res), accept).toEqual(expected);
    }
    for (const res of [
      plain,
      await rawGet(HISTORY, { cookie: cookie(), 'accept-encoding': 'br' }),
    ]) {
      expect(String(res.headers.vary)).toMatch(/accept-encoding/i);
    }
    const identityOnly = await rawGet(HISTORY, { cookie: cookie(), 'accept-encoding': 'identity' });
    expect(identityOnly.headers['content-encoding']).toBeUndefined();
    expect(decoded(identityOnly)).toEqual(expected);
  });

  it('never serves a compressed copy of an answer a write has changed', async () => {
    const before = decoded(await rawGet(HISTORY, { cookie: cookie(), 'accept-encoding': 'br' }));
    expect(before).toHaveLength(12);
    expect((await r.client.post('/api/scores', scorePayload(sampleResponses(99)))).status).toBe(
      201,
    );
    for (const accept of ['br', 'gzip', 'identity']) {
      const after = decoded(await rawGet(HISTORY, { cookie: cookie(), 'accept-encoding': accept }));
      expect(after, accept).toHaveLength(13);
    }
  });

  it('sends small answers as they are', async () => {
    const res = await rawGet('/api/analytics?type=rank', {
      cookie: cookie(),
      'accept-encoding': 'br',
    });
    expect(res.status).toBe(200);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(decoded(res)).toMatchObject({ rank: expect.any(Number) });
  });

  it('keeps errors plain JSON', async () => {
    const res = await rawGet(HISTORY, { 'accept-encoding': 'br' });
    expect(res.status).toBe(401);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(decoded(res)).toEqual({ error: expect.any(String) });
  });
});

describe('other answers (@fastify/compress)', () => {
  it('compresses a large tRPC answer, as the web app reads it', async () => {
    const path = `/trpc/scores.history?input=${encodeURIComponent(JSON.stringify({ limit: 50 }))}`;
    const plain = await rawGet(path, { cookie: cookie() });
    expect(plain.status).toBe(200);
    expect(plain.body.length).toBeGreaterThan(1024);
    for (const encoding of ['br', 'gzip']) {
      const res = await rawGet(path, { cookie: cookie(), 'accept-encoding': encoding });
      expect(res.headers['content-encoding']).toBe(encoding);
      expect(String(res.headers.vary)).toMatch(/accept-encoding/i);
      expect(decoded(res)).toEqual(decoded(plain));
    }
  });

  it('refuses a compressed request body as unreadable JSON, writing nothing', async () => {
    const body = gzipSync(JSON.stringify(scorePayload(sampleResponses(5))));
    const res = await r.client.request('POST', '/api/scores', {
      raw: body,
      headers: { 'content-encoding': 'gzip' },
    });
    expect(res.status).toBeGreaterThanOrEqual(400);
    expect(res.status).toBeLessThan(500);
    expectError(res, res.status);
    const history = await r.client.get('/api/scores', { limit: 50 });
    expect(history.body).toHaveLength(13);
  });
});
