// The REST contract as a document: /api/openapi.json is a valid OpenAPI 3.1 document that
// lists every /api route the server registers, with its responses, and /api/docs shows it.
import swagger from '@fastify/swagger';
import { Validator } from '@seriousme/openapi-schema-validator';
import Fastify, { type RouteOptions } from 'fastify';
import {
  jsonSchemaTransform,
  jsonSchemaTransformObject,
  serializerCompiler,
  validatorCompiler,
} from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { Client, useTestServer } from './helpers.ts';
import { undocumentedRoutes, type OpenApiDocument } from './openapi.support.ts';

const routes: RouteOptions[] = [];
const server = await useTestServer({ onRoute: (route) => void routes.push(route) });
const client = new Client(server);

async function fetchDocument(): Promise<OpenApiDocument> {
  const res = await client.get('/api/openapi.json');
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toMatch(/^application\/json/);
  return res.body as OpenApiDocument;
}

describe('GET /api/openapi.json', () => {
  it('is a valid OpenAPI 3.1 document', async () => {
    const document = await fetchDocument();
    expect(document.openapi).toBe('3.1.0');
    const validator = new Validator();
    const result = await validator.validate(document as unknown as Record<string, unknown>);
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
    expect(validator.version).toBe('3.1');
  });

  it('lists every /api route with its responses', async () => {
    const document = await fetchDocument();
    const apiRoutes = routes.filter(
      (r) => r.url.startsWith('/api/') && !r.url.startsWith('/api/docs'),
    );
    // The section 7 calls and the downloads are all there (not an empty list passing vacuously).
    expect(apiRoutes.length).toBeGreaterThanOrEqual(19);
    expect(undocumentedRoutes(routes, document, { hiddenUnder: '/api/docs' })).toEqual([]);
    const paths = Object.keys(document.paths ?? {});
    for (const path of [
      '/api/scores',
      '/api/analytics',
      '/api/users',
      '/api/auth/login',
      '/api/footprint',
      '/api/footprint/preview',
      '/api/actions',
      '/api/pledges',
      '/api/goal',
      '/api/kids',
      '/api/kids/missions',
      '/api/detective',
      '/api/detective/readings',
    ]) {
      expect(paths).toContain(path);
    }
  });

  it('describes bodies and failures with the zod schemas the routes validate with', async () => {
    const document = (await fetchDocument()) as Json;
    const submit = document.paths['/api/scores'].post;
    const body = submit.requestBody.content['application/json'].schema;
    expect(body.properties.responses).toBeDefined();
    expect(Object.keys(submit.responses)).toEqual(
      expect.arrayContaining(['201', '400', '401', '500']),
    );
    const error = submit.responses['400'].content['application/json'].schema;
    expect(JSON.stringify(error)).toMatch(/Error|"error"/);
    const history = document.paths['/api/scores'].get.parameters.map((p: Json) => p.name);
    expect(history).toEqual(expect.arrayContaining(['userId', 'limit', 'type']));
  });
});

describe('the documentation check', () => {
  it('reports a route that declares no response schema, and only that one', async () => {
    const collected: RouteOptions[] = [];
    const app = Fastify({ logger: false });
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(serializerCompiler);
    app.addHook('onRoute', (route) => void collected.push(route));
    await app.register(swagger, {
      openapi: { openapi: '3.1.0', info: { title: 'throwaway', version: '0' } },
      transform: jsonSchemaTransform,
      transformObject: jsonSchemaTransformObject,
    });
    app.get(
      '/api/declared',
      {
        schema: {
          response: { 200: z.object({ ok: z.boolean() }), 500: z.object({ error: z.string() }) },
        },
      },
      async () => ({ ok: true }),
    );
    app.get('/api/undeclared', async () => ({ ok: true }));
    app.get('/api/hidden', { schema: { hide: true } }, async () => ({ ok: true }));
    await app.ready();
    const document = app.swagger() as unknown as OpenApiDocument;
    expect(undocumentedRoutes(collected, document)).toEqual([
      'GET /api/undeclared: declares no response schema',
      'GET /api/hidden: hidden from the document',
    ]);
    // A declared route the document lost is reported too.
    const withoutDeclared = { ...document, paths: { ...document.paths, '/api/declared': {} } };
    expect(undocumentedRoutes(collected, withoutDeclared)).toContain(
      'GET /api/declared: missing from the document',
    );
    await app.close();
  });
});

describe('GET /api/docs', () => {
  it('answers a readable reference page whose assets are served here', async () => {
    const page = await client.get('/api/docs');
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toMatch(/^text\/html/);
    expect(page.text).toContain('swagger-ui');
    const scripts = [...page.text.matchAll(/<script src="([^"]+)"/g)].map((m) => m[1]!);
    expect(scripts.length).toBeGreaterThan(0);
    for (const src of scripts) {
      // Relative to the page, never another host: the machine may have no internet.
      expect(src).not.toMatch(/^(https?:)?\/\//);
      const asset = await client.get(new URL(src, `${server.url}/api/docs`).pathname);
      expect(asset.status).toBe(200);
      expect(asset.headers.get('content-type')).toMatch(/javascript/);
    }
    // The app's policy applies and allows scripts from here only.
    expect(page.headers.get('content-security-policy')).toContain("script-src 'self'");
    const spec = await client.get('/api/docs/json');
    expect(spec.status).toBe(200);
    expect(spec.body.openapi).toBe('3.1.0');
  });
});

// Response bodies are whatever the server sent; tests read them freely.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Json = any;
