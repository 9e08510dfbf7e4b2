// The check behind "every /api route is in the OpenAPI document with its responses": it reads
// the routes as Fastify registered them (collected by an onRoute hook) and the document the
// server generated from them, and names every route the document leaves out or under-describes.
import type { RouteOptions } from 'fastify';
import { accessOf } from '../src/rest/openapi.ts';

interface Response {
  description?: string;
  headers?: Record<string, { $ref?: string } | undefined>;
  content?: Record<string, { schema?: { $ref?: string } } | undefined>;
}
interface Operation {
  parameters?: { name: string; in: string; description?: string }[];
  operationId?: string;
  tags?: string[];
  summary?: string;
  description?: string;
  security?: Record<string, string[]>[];
  responses?: Record<string, Response | undefined>;
}
export interface OpenApiDocument {
  openapi: string;
  tags?: { name: string }[];
  paths?: Record<string, Record<string, Operation | undefined> | undefined>;
}

/** Fastify's `/a/:id/b` is OpenAPI's `/a/{id}/b`. */
export function openApiPath(url: string): string {
  return url.replace(/:([A-Za-z0-9_]+)/g, '{$1}');
}

interface Options {
  /** Routes under it are checked (default '/api'). */
  prefix?: string;
  /** The only routes that may be left out of the document on purpose (the reference page). */
  hiddenUnder?: string;
}

/** One line per problem; an empty list means every route is documented with its responses. */
export function undocumentedRoutes(
  routes: readonly RouteOptions[],
  document: OpenApiDocument,
  { prefix = '/api', hiddenUnder }: Options = {},
): string[] {
  const problems: string[] = [];
  for (const route of routes) {
    if (!route.url.startsWith(prefix)) continue;
    const methods = (Array.isArray(route.method) ? route.method : [route.method]).filter(
      (m) => m !== 'HEAD',
    );
    const schema = route.schema as { hide?: boolean; response?: Record<string, unknown> };
    for (const method of methods) {
      const name = `${method} ${route.url}`;
      if (schema?.hide) {
        if (!hiddenUnder || !route.url.startsWith(hiddenUnder)) {
          problems.push(`${name}: hidden from the document`);
        }
        continue;
      }
      const declared = Object.keys(schema?.response ?? {});
      if (declared.length === 0) {
        problems.push(`${name}: declares no response schema`);
        continue;
      }
      if (!declared.some((status) => /^2\d\d$/.test(status))) {
        problems.push(`${name}: declares no success response`);
      }
      if (!declared.some((status) => /^[45]\d\d$/.test(status))) {
        problems.push(`${name}: declares no error response`);
      }
      const operation = document.paths?.[openApiPath(route.url)]?.[method.toLowerCase()];
      if (!operation) {
        problems.push(`${name}: missing from the document`);
        continue;
      }
      for (const status of declared) {
        if (!operation.responses?.[status]) {
          problems.push(`${name}: response ${status} missing from the document`);
        }
      }
    }
  }
  return problems;
}

const UNSAFE = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * The failures a route can meet before its handler runs, worked out from the route as
 * registered (not from the document): the cross-site, media type, deadline, size and JSON checks
 * of every write (http/security.ts, http/timeouts.ts, the body parser), 400 for any input it
 * validates, and the
 * gates' 401 and 403 (rest/helpers.ts). 500 always.
 */
export function impliedStatuses(method: string, route: RouteOptions): string[] {
  const statuses = new Set(['500']);
  const schema = (route.schema ?? {}) as Record<string, unknown>;
  if (UNSAFE.has(method)) for (const s of ['400', '403', '408', '413', '415']) statuses.add(s);
  if (schema.body || schema.querystring || schema.params) statuses.add('400');
  const access = accessOf(route);
  if (access !== 'public') statuses.add('401');
  if (access === 'admin') statuses.add('403');
  return [...statuses];
}

const ERROR_SCHEMA = '#/components/schemas/Error';

/**
 * What the contract promises integrators, route by route (issue 29, item 5): an operationId
 * (unique), a known tag, a summary and a description, each parameter described; the session scheme exactly when the route
 * is gated (an empty list when it is public); every failure it can meet declared as `{ error }`;
 * Retry-After on every 429; no response left as "Default Response". One line per problem.
 */
export function contractProblems(
  routes: readonly RouteOptions[],
  document: OpenApiDocument,
  { prefix = '/api', hiddenUnder }: Options = {},
): string[] {
  const problems: string[] = [];
  const tags = new Set((document.tags ?? []).map((t) => t.name));
  const ids = new Map<string, string>();
  for (const route of routes) {
    if (!route.url.startsWith(prefix) || (hiddenUnder && route.url.startsWith(hiddenUnder))) {
      continue;
    }
    const methods = [route.method].flat().filter((m) => m !== 'HEAD');
    for (const method of methods) {
      const name = `${method} ${route.url}`;
      const op = document.paths?.[openApiPath(route.url)]?.[method.toLowerCase()];
      if (!op) {
        problems.push(`${name}: missing from the document`);
        continue;
      }
      if (!op.operationId) problems.push(`${name}: no operationId`);
      else if (ids.has(op.operationId)) {
        problems.push(
          `${name}: operationId ${op.operationId} is also ${ids.get(op.operationId)}'s`,
        );
      } else ids.set(op.operationId, name);
      if (!op.tags?.length) problems.push(`${name}: no tags`);
      for (const tag of op.tags ?? []) {
        if (!tags.has(tag)) problems.push(`${name}: tag ${tag} is not in the document's tags`);
      }
      if (!op.summary?.trim()) problems.push(`${name}: no summary`);
      if (!op.description?.trim()) problems.push(`${name}: no description`);
      for (const parameter of op.parameters ?? []) {
        if (!parameter.description?.trim()) {
          problems.push(`${name}: ${parameter.in} parameter ${parameter.name} has no description`);
        }
      }
      const access = accessOf(route);
      const expected = access === 'public' ? '[]' : '[{"session":[]}]';
      if (JSON.stringify(op.security) !== expected) {
        problems.push(`${name}: security ${JSON.stringify(op.security)}, expected ${expected}`);
      }
      const responses = op.responses ?? {};
      if (!Object.keys(responses).some((s) => /^2\d\d$/.test(s))) {
        problems.push(`${name}: no success response`);
      }
      for (const status of impliedStatuses(method, route)) {
        if (!responses[status]) problems.push(`${name}: ${status} not declared`);
      }
      for (const [status, response] of Object.entries(responses)) {
        const description = response?.description?.trim();
        if (!description || description === 'Default Response') {
          problems.push(`${name}: ${status} says nothing of what it means`);
        }
        if (/^[45]/.test(status)) {
          const schema = response?.content?.['application/json']?.schema?.$ref;
          if (schema !== ERROR_SCHEMA) problems.push(`${name}: ${status} is not { error }`);
        }
        if (status === '429' && !response?.headers?.['Retry-After']) {
          problems.push(`${name}: 429 without Retry-After`);
        }
      }
    }
  }
  return problems;
}

/** The operation an actual request reached: its path template matched against the document. */
export function operationFor(
  document: OpenApiDocument,
  method: string,
  pathname: string,
): { path: string; op: Operation } | undefined {
  for (const [path, item] of Object.entries(document.paths ?? {})) {
    const pattern = new RegExp(`^${path.replace(/\{[^}]+\}/g, '[^/]+')}$`);
    const op = item?.[method.toLowerCase()];
    if (op && pattern.test(pathname)) return { path, op };
  }
  return undefined;
}

/** The headers the contract speaks of: sent means declared, declared-required means sent. */
const CONTRACT_HEADERS = ['set-cookie', 'retry-after', 'content-disposition'];

/**
 * Whether one real answer of the server is one the document describes (what Prism's proxy
 * checks): its status is declared for that operation, and every contract header it carries is
 * declared on that response. One line per problem.
 */
export function answerProblems(
  document: OpenApiDocument,
  request: { method: string; path: string },
  answer: { status: number; headers: Headers },
  components: Record<string, { required?: boolean }> = {},
): string[] {
  const name = `${request.method} ${request.path} -> ${answer.status}`;
  const found = operationFor(document, request.method, request.path);
  if (!found) return [`${name}: no such operation in the document`];
  const response = found.op.responses?.[String(answer.status)];
  if (!response) return [`${name}: status not declared`];
  const declared = Object.keys(response.headers ?? {}).map((h) => h.toLowerCase());
  const problems: string[] = [];
  for (const header of CONTRACT_HEADERS) {
    if (answer.headers.has(header) && !declared.includes(header)) {
      problems.push(`${name}: sends ${header}, undeclared`);
    }
  }
  for (const [header, ref] of Object.entries(response.headers ?? {})) {
    const component = ref?.$ref?.split('/').pop();
    if (component && components[component]?.required && !answer.headers.has(header)) {
      problems.push(`${name}: declares ${header} as always sent, but it is missing`);
    }
  }
  return problems;
}
