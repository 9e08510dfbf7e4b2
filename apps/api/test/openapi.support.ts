// The check behind "every /api route is in the OpenAPI document with its responses": it reads
// the routes as Fastify registered them (collected by an onRoute hook) and the document the
// server generated from them, and names every route the document leaves out or under-describes.
import type { RouteOptions } from 'fastify';

interface Operation {
  responses?: Record<string, unknown>;
}
export interface OpenApiDocument {
  openapi: string;
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
