// Issue 13, item 1: the built web app is served compressed from the .br/.gz files the build
// writes, with Vary and cache headers; API answers of 1 KB or more are compressed (the cached
// reads once per cached answer: compression.integration.test.ts), exports never are; source maps
// and the bundle report stay on the server. Real server over HTTP, real build (apps/web/dist),
// raw responses read with node:http so no client decodes anything behind the test's back.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { defaultWebDist } from '../src/server.ts';
import { loginAdmin, scorePayload, sampleResponses, signup, useTestServer } from './helpers.ts';
import { decodeBody, rawGet, type RawResponse } from './raw-http.ts';

const dist = defaultWebDist();
if (!existsSync(join(dist, 'index.html'))) {
  throw new Error(`No web build at ${dist}: run \`pnpm turbo run build\` first.`);
}
const server = await useTestServer();

const get = (path: string, headers: Record<string, string> = {}) =>
  rawGet(server.url, path, headers);
const decode = decodeBody;

const varies = (raw: RawResponse) =>
  String(raw.headers.vary ?? '')
    .toLowerCase()
    .split(/\s*,\s*/)
    .includes('accept-encoding');

// The largest script of the build: it certainly has compressed copies (threshold 1 KB).
const assets = readdirSync(join(dist, 'assets'));
const script = assets
  .filter((f) => f.endsWith('.js'))
  .sort(
    (a, b) =>
      readFileSync(join(dist, 'assets', b)).length - readFileSync(join(dist, 'assets', a)).length,
  )[0]!;
const scriptPath = `/assets/${script}`;
const scriptBytes = readFileSync(join(dist, 'assets', script));

describe('static files of the web app', () => {
  it('has compressed copies of the script beside it (the build made them)', () => {
    expect(existsSync(join(dist, 'assets', `${script}.br`))).toBe(true);
    expect(existsSync(join(dist, 'assets', `${script}.gz`))).toBe(true);
  });

  it('answers Accept-Encoding: br with the brotli file, Vary and a long immutable cache', async () => {
    const raw = await get(scriptPath, { 'accept-encoding': 'br' });
    expect(raw.status).toBe(200);
    expect(raw.headers['content-encoding']).toBe('br');
    expect(varies(raw)).toBe(true);
    expect(raw.headers['content-type']).toMatch(/javascript/);
    expect(raw.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(raw.body.length).toBeLessThan(scriptBytes.length);
    expect(decode(raw).equals(scriptBytes)).toBe(true);
  });

  it('answers Accept-Encoding: gzip with the gzip file', async () => {
    const raw = await get(scriptPath, { 'accept-encoding': 'gzip' });
    expect(raw.status).toBe(200);
    expect(raw.headers['content-encoding']).toBe('gzip');
    expect(varies(raw)).toBe(true);
    expect(raw.body.length).toBeLessThan(scriptBytes.length);
    expect(decode(raw).equals(scriptBytes)).toBe(true);
  });

  it('prefers brotli when the browser takes both, as browsers say', async () => {
    const raw = await get(scriptPath, { 'accept-encoding': 'gzip, deflate, br, zstd' });
    expect(raw.headers['content-encoding']).toBe('br');
    expect(decode(raw).equals(scriptBytes)).toBe(true);
  });

  it('answers without Accept-Encoding with the file as it is (identity), still with Vary', async () => {
    const raw = await get(scriptPath);
    expect(raw.status).toBe(200);
    expect(raw.headers['content-encoding']).toBeUndefined();
    expect(varies(raw)).toBe(true);
    expect(raw.body.equals(scriptBytes)).toBe(true);
  });

  it('serves the pages compressed and never cached without revalidation: the landing page on /, a screen its own page, the app on any other deep link', async () => {
    const pages = {
      '/': 'landing.html',
      '/dashboard': 'pages/dashboard.html',
      '/login': 'pages/login.html',
      '/no-such-screen': 'index.html',
    };
    for (const [path, file] of Object.entries(pages)) {
      const html = readFileSync(join(dist, file));
      const raw = await get(path, { 'accept-encoding': 'br' });
      expect(raw.status, path).toBe(200);
      expect(raw.headers['content-type'], path).toMatch(/text\/html/);
      expect(raw.headers['cache-control'], path).toBe('no-cache');
      expect(raw.headers['content-encoding'], path).toBe('br');
      expect(decode(raw).equals(html), path).toBe(true);
    }
    // Two different pages: the landing page loads its own script, not the app's.
    const script = (file: string) =>
      /<script type="module"[^>]*src="([^"]+)"/.exec(readFileSync(join(dist, file), 'utf8'))?.[1];
    expect(script('landing.html')).toBeTruthy();
    expect(script('landing.html')).not.toBe(script('index.html'));
    // A screen's page is the app's, announcing the screen's own chunk besides the app's scripts.
    const login = readFileSync(join(dist, 'pages/login.html'), 'utf8');
    expect(script('pages/login.html')).toBe(script('index.html'));
    expect(login).toMatch(
      /<link rel="modulepreload" crossorigin href="\/assets\/_public\.login-[^"]+\.js">/,
    );
    expect(readFileSync(join(dist, 'index.html'), 'utf8')).not.toContain('_public.login-');
  });

  it('does not serve source maps, the bundle report or the compressed copies by name', async () => {
    const map = assets.find((f) => f.endsWith('.js.map'));
    expect(map, 'the build writes source maps').toBeDefined();
    expect(existsSync(join(dist, 'bundle-report.json'))).toBe(true);
    for (const path of [
      `/assets/${map}`,
      '/bundle-report.json',
      `${scriptPath}.br`,
      `${scriptPath}.gz`,
    ]) {
      for (const encoding of [undefined, 'br', 'gzip']) {
        const raw = await get(path, encoding ? { 'accept-encoding': encoding } : {});
        expect(raw.status, `${path} (${encoding ?? 'identity'})`).toBe(404);
        expect(decode(raw).toString(), path).not.toContain('"mappings"');
      }
    }
  });

  it('does not point the scripts at their source maps', () => {
    expect(scriptBytes.toString()).not.toMatch(/sourceMappingURL/);
  });
});

describe('API answers', () => {
  let resident: Awaited<ReturnType<typeof signup>>;
  beforeAll(async () => {
    resident = await signup(server);
    for (let seed = 0; seed < 12; seed++) {
      const res = await resident.client.post('/api/scores', scorePayload(sampleResponses(seed)));
      expect(res.status).toBe(201);
    }
  });
  const cookie = () => `wf_session=${resident.client.token}`;

  it('compresses a history of 1 KB or more, the same JSON each time from the cached text', async () => {
    const plain = await get('/api/scores?limit=50', { cookie: cookie() });
    expect(plain.status).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.length).toBeGreaterThan(1024);
    const history = JSON.parse(plain.body.toString()) as unknown[];
    expect(history).toHaveLength(12);
    for (const encoding of ['br', 'gzip', 'br']) {
      const raw = await get('/api/scores?limit=50', {
        cookie: cookie(),
        'accept-encoding': encoding,
      });
      expect(raw.status).toBe(200);
      expect(raw.headers['content-encoding']).toBe(encoding);
      expect(varies(raw)).toBe(true);
      expect(raw.body.length).toBeLessThan(plain.body.length);
      expect(JSON.parse(decode(raw).toString())).toEqual(history);
    }
  });

  it('compresses a large tRPC answer too, with the same data', async () => {
    const input = encodeURIComponent(JSON.stringify({ limit: 50 }));
    const path = `/trpc/scores.history?input=${input}`;
    const plain = await get(path, { cookie: cookie() });
    expect(plain.status).toBe(200);
    const raw = await get(path, { cookie: cookie(), 'accept-encoding': 'gzip, br' });
    expect(raw.status).toBe(200);
    expect(raw.headers['content-encoding']).toBe('br');
    expect(JSON.parse(decode(raw).toString())).toEqual(JSON.parse(plain.body.toString()));
  });

  it('leaves small answers as they are', async () => {
    const raw = await get('/api/health', { 'accept-encoding': 'br, gzip' });
    expect(raw.status).toBe(200);
    expect(raw.body.length).toBeLessThan(1024);
    expect(raw.headers['content-encoding']).toBeUndefined();
  });

  it('never compresses an export (it streams and waits for the client)', async () => {
    const admin = await loginAdmin(server);
    for (const path of [
      '/api/exports/participant-scores.csv',
      '/api/exports/questionnaire-responses.csv',
    ]) {
      const raw = await get(path, {
        cookie: `wf_session=${admin.token}`,
        'accept-encoding': 'br, gzip',
      });
      expect(raw.status, path).toBe(200);
      expect(raw.headers['content-type'], path).toMatch(/^text\/csv/);
      expect(raw.headers['content-encoding'], path).toBeUndefined();
      expect(raw.body.toString(), path).toContain(resident.profileName);
    }
  });
});
