// The maps a maintainer reads must match the code. Where a list is kept, it is checked against
// what it lists: e2e/README.md names every browser test file and no other, and every REST call
// (`GET /api/...`) or tRPC procedure (`scores.history`) the READMEs and docs/ name exists on the
// server, read from Fastify's routes and the router itself. The lists of routes and procedures
// themselves are not copied into the docs: the README links /api/docs, and the authorisation
// test (authorization.integration.test.ts) holds a row for every route and procedure.
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import type { RouteOptions } from 'fastify';
import { describe, expect, it } from 'vitest';
import { appRouter } from '../src/trpc/routers/_app.ts';
import { useTestServer } from './helpers.ts';

const ROOT = join(import.meta.dirname, '..', '..', '..');
const read = (...path: string[]) => readFileSync(join(ROOT, ...path), 'utf8');

const registered: RouteOptions[] = [];
await useTestServer({ onRoute: (route) => void registered.push(route) });

/** Every route as `METHOD /path`, path parameters as `:param`. */
function restRoutes(): Set<string> {
  return new Set(
    registered.flatMap((r) =>
      (Array.isArray(r.method) ? r.method : [r.method]).map(
        (m) => `${m} ${r.url.replace(/:[A-Za-z]+/g, ':param')}`,
      ),
    ),
  );
}

const PROCEDURES = new Set(Object.keys(appRouter._def.procedures));
const ROUTERS = new Set([...PROCEDURES].map((p) => p.split('.')[0]).filter((p) => p !== 'health'));

/** The Markdown files a maintainer reads: the READMEs and docs/. */
function maps(): { file: string; text: string }[] {
  const readmes = ['README.md', 'e2e/README.md'];
  for (const dir of ['apps', 'packages']) {
    for (const name of readdirSync(join(ROOT, dir))) {
      try {
        read(dir, name, 'README.md');
        readmes.push(`${dir}/${name}/README.md`);
      } catch {
        // no README in this package
      }
    }
  }
  const docs = readdirSync(join(ROOT, 'docs'))
    .filter((f) => f.endsWith('.md'))
    .map((f) => `docs/${f}`);
  return [...readmes, ...docs].map((file) => ({ file, text: read(file) }));
}

/** `GET /api/users?id`, `GET /api/exports/profiles/<id>/report.pdf` -> the route it names. */
export function namedCalls(text: string): string[] {
  const calls = text.matchAll(/\b(GET|POST|PUT|DELETE|PATCH) (\/api\/[A-Za-z0-9_\-./:{}<>]*)/g);
  return [...calls].map(([, method, path]) => {
    const clean = path!
      .replace(/[.,:]+$/, '')
      .replace(/\/(:[A-Za-z]+|\{[^}]+\}|<[^>]+>)(?=\/|$)/g, '/:param');
    return `${method} ${clean}`;
  });
}

/** File names (`water.ts`) look like procedures and are not. */
const EXTENSIONS = new Set(['ts', 'tsx', 'js', 'mjs', 'css', 'md', 'json', 'html']);

/** `scores.history`, `water.preview` in backticks, for a router the app has. */
export function namedProcedures(text: string): string[] {
  return [...text.matchAll(/`([a-z]+)\.([a-z][A-Za-z]*)`/g)]
    .filter(([, router, name]) => ROUTERS.has(router!) && !EXTENSIONS.has(name!))
    .map(([, router, name]) => `${router}.${name}`);
}

describe('e2e/README.md', () => {
  it('names every browser test file, and no file that is not there', () => {
    const files = readdirSync(join(ROOT, 'e2e', 'tests'))
      .filter((f) => f.endsWith('.test.ts'))
      .sort();
    const listed = [...read('e2e', 'README.md').matchAll(/^\| `([^`]+\.test\.ts)` +\|/gm)]
      .map(([, f]) => f!)
      .sort();
    expect(files.length).toBeGreaterThan(20);
    expect(listed).toEqual(files);
  });
});

describe('READMEs and docs/', () => {
  it('name only REST calls the server has', () => {
    const routes = restRoutes();
    const wrong = maps().flatMap(({ file, text }) =>
      namedCalls(text)
        .filter((call) => !routes.has(call))
        .map((call) => `${file}: ${call}`),
    );
    expect(wrong).toEqual([]);
  });

  it('name only tRPC procedures the router has', () => {
    const wrong = maps().flatMap(({ file, text }) =>
      namedProcedures(text)
        .filter((p) => !PROCEDURES.has(p))
        .map((p) => `${file}: ${p}`),
    );
    expect(wrong).toEqual([]);
  });

  it('the checks find a call or procedure that is not there (control)', () => {
    expect(namedCalls('`GET /api/users?id`, GET /api/exports/profiles/<id>/report.pdf.')).toEqual([
      'GET /api/users',
      'GET /api/exports/profiles/:param/report.pdf',
    ]);
    const routes = restRoutes();
    expect(namedCalls('POST /api/nothing-here').filter((c) => !routes.has(c))).toHaveLength(1);
    expect(
      namedProcedures('`scores.history`, `scores.nothingHere`, `z.object`, `water.ts`'),
    ).toEqual(['scores.history', 'scores.nothingHere']);
  });
});
