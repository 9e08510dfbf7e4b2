import type { RouteOptions } from 'fastify';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import type { OpenAPIV3_1 } from 'openapi-types';
import { adminOnly, signedIn } from './helpers.ts';

// The contract integrators build on (issue 29, item 5). A route file says what only it knows,
// in one spread: `...operation({ id, tag, summary, description, returns })` in its schema. What
// follows from the route itself is filled in here, so it cannot drift from what the server does:
// the session requirement from the route's gate (helpers.ts), the failures the HTTP layer
// answers before the handler runs (http/security.ts, the body parser, the gates), Retry-After on
// every 429, the session cookie's Set-Cookie, and what each status means.

/** The document's tags, in the order the reference page lists them. */
export const TAGS = {
  Accounts: 'Signing up and in, the session, passwords and the caller’s sessions.',
  Scores: 'Questionnaire attempts: submitting, history, and the earlier history kept in a browser.',
  Community: 'Leaderboards and community figures.',
  Water: 'Litres: the footprint, the what-if, the action plan, pledges and the family goal.',
  Households: 'The family a resident belongs to: its members, its join code, joining and leaving.',
  Kids: 'The kids’ corner and the water detective.',
  Reminders: 'Check-in reminders by email and on a phone, and the organiser’s campaign.',
  Profiles: 'Residents’ profiles.',
  Administration: 'The administrator’s settings and records.',
  Exports: 'The administrator’s downloads (files written while they download).',
  Service: 'This document and the health check.',
} as const;
export type Tag = keyof typeof TAGS;

type ErrorStatus = 400 | 401 | 403 | 404 | 408 | 409 | 413 | 415 | 429 | 500;

/** Headers a route's success answer carries beyond the ones derived here. */
type SuccessHeader =
  /** A new session: its cookie is set. */
  | 'session-starts'
  /** The session ended: its cookie is cleared. */
  | 'session-ends'
  /** The session may end (the caller asked): its cookie is then cleared. */
  | 'session-may-end'
  /** A file download: the name to save it as. */
  | 'file-name';

export interface OperationDoc {
  /** The operationId: a verb and what it acts on, unique in the document. */
  id: string;
  tag: Tag;
  /** A few words, shown in lists of operations. */
  summary: string;
  /**
   * What the call does, in a sentence or more; it must agree with the schemas. A route may give
   * it as its schema's own `description` instead (the contract test requires one or the other).
   */
  description?: string;
  /** What the success answer is (its response description). */
  returns: string;
  headers?: SuccessHeader[];
  /** What a failure status means for this call, where it means more than the general text. */
  failures?: Partial<Record<ErrorStatus, string>>;
  /** What a query or path parameter does here, where it does more than `PARAMETERS` says. */
  parameters?: Record<string, string>;
}

/** What a parameter of these names does wherever the schema and the route say no more. */
const PARAMETERS: Record<string, string> = {
  userId:
    'Another profile’s id, for the administrator only (403 otherwise); left out, the caller’s own.',
};

/** Carries the route's own notes from its schema to the document's last pass (then removed). */
const NOTES = 'x-wf-operation';

interface Notes extends OperationDoc {
  access: Access;
}

/** In a route's schema: `schema: { ...operation({...}), body, response }`. */
export function operation(doc: OperationDoc) {
  return {
    operationId: doc.id,
    tags: [doc.tag],
    summary: doc.summary,
    ...(doc.description === undefined ? {} : { description: doc.description }),
    [NOTES]: doc,
  };
}

/** Who may call a route, read off its gate (helpers.ts): the document follows the code. */
export type Access = 'public' | 'session' | 'admin';

export function accessOf(route: Pick<RouteOptions, 'preValidation'>): Access {
  const hooks = [route.preValidation].flat();
  if (hooks.includes(adminOnly.preValidation)) return 'admin';
  if (hooks.includes(signedIn.preValidation)) return 'session';
  return 'public';
}

export const SESSION_SCHEME = 'session';
const SESSION_REQUIRED = [{ [SESSION_SCHEME]: [] }];

const UNSAFE = new Set(['post', 'put', 'patch', 'delete']);
const BEFORE_SESSION = new Set([408, 413, 415]);

const ERROR_REF = '#/components/schemas/Error';

/** Shared response headers, referred to from every response that carries them. */
const HEADERS: Record<string, OpenAPIV3_1.HeaderObject> = {
  RetryAfter: {
    description: 'Seconds to wait before trying again.',
    required: true,
    schema: { type: 'integer', minimum: 1 },
  },
  SessionStarts: {
    description:
      'The new session: wf_session (HttpOnly, SameSite=Lax, Path=/); over HTTPS __Host-wf_session, also Secure. It replaces any session this browser had.',
    required: true,
    schema: { type: 'string' },
  },
  SessionEnds: {
    description: 'Clears the session cookie (an expiry in the past).',
    schema: { type: 'string' },
  },
  SessionMayEnd: {
    description: 'Clears the session cookie when this device’s session ended too.',
    schema: { type: 'string' },
  },
  SessionRefresh: {
    description:
      'Only when the request carried a session cookie: the cookie again with a later expiry when the session was renewed, or cleared when the session had ended.',
    schema: { type: 'string' },
  },
  ContentDisposition: {
    description: 'attachment, with the file name to save the download as.',
    required: true,
    schema: { type: 'string' },
  },
};

const headerRef = (name: keyof typeof HEADERS) => ({ $ref: `#/components/headers/${name}` });

const WAIT = 'Wait the seconds in Retry-After before trying again (`error` names the minutes).';

const GENERAL: Record<ErrorStatus, string> = {
  400: 'The request is refused as sent; `error` names what to change (a field, the query, or JSON that does not parse).',
  401: 'No valid session: not signed in, or the session has ended. Sign in with POST /api/auth/login.',
  403: 'Not allowed.',
  404: 'Not found; `error` says what.',
  408: 'The request body did not arrive in time; the connection is closed.',
  409: 'It conflicts with what is stored; `error` says how.',
  413: 'The request body is larger than this call accepts.',
  415: 'The request has a body that is not JSON: send it with Content-Type: application/json.',
  429: `Too many attempts for now. ${WAIT}`,
  500: 'A fault on the server’s side; `error` says only that. Try again later.',
};

/**
 * The failures the server answers before a route's handler runs, by how the route is reached:
 * every write meets the cross-site and media type checks (http/security.ts), the body deadline
 * (http/timeouts.ts), the body limit and the JSON parser; input is validated; gates refuse.
 */
function impliedFailures(method: string, op: OpenAPIV3_1.OperationObject, access: Access) {
  const statuses = new Set<ErrorStatus>([500]);
  if (UNSAFE.has(method)) for (const s of [400, 403, 408, 413, 415] as const) statuses.add(s);
  if (op.parameters?.length || op.requestBody) statuses.add(400);
  if (access !== 'public') statuses.add(401);
  if (access === 'admin') statuses.add(403);
  return statuses;
}

function forbiddenText(method: string, access: Access, own?: string): string {
  const reasons = [
    UNSAFE.has(method) && 'the request came from another site’s page (Origin or Sec-Fetch-Site)',
    access === 'admin' && 'the caller is not the administrator',
    own,
  ].filter((r): r is string => typeof r === 'string' && r.length > 0);
  return reasons.length === 0 ? GENERAL[403] : `Not allowed: ${reasons.join('; or ')}.`;
}

function describeParameters(op: OpenAPIV3_1.OperationObject, notes: Notes) {
  for (const parameter of op.parameters ?? []) {
    if ('$ref' in parameter || parameter.description) continue;
    const text = notes.parameters?.[parameter.name] ?? PARAMETERS[parameter.name];
    if (text) parameter.description = text;
  }
}

/** What a success answer does with the session cookie. */
function successCookie(headers: ReadonlySet<SuccessHeader>): keyof typeof HEADERS {
  if (headers.has('session-starts')) return 'SessionStarts';
  if (headers.has('session-ends')) return 'SessionEnds';
  if (headers.has('session-may-end')) return 'SessionMayEnd';
  return 'SessionRefresh';
}

function describeResponses(method: string, op: OpenAPIV3_1.OperationObject, notes: Notes) {
  const responses = (op.responses ??= {}) as Record<string, OpenAPIV3_1.ResponseObject>;
  for (const status of impliedFailures(method, op, notes.access)) {
    responses[status] ??= {
      description: '',
      content: { 'application/json': { schema: { $ref: ERROR_REF } } },
    };
  }
  const successHeaders = new Set(notes.headers ?? []);
  for (const [code, response] of Object.entries(responses)) {
    const status = Number(code);
    const headers: Record<string, { $ref: string }> = {};
    if (status < 400) {
      // A file's own description (exports.ts) is kept: it names the file.
      if (!response.description || response.description === 'Default Response') {
        response.description = notes.returns;
      }
      if (successHeaders.has('file-name'))
        headers['Content-Disposition'] = headerRef('ContentDisposition');
    } else {
      const own = notes.failures?.[status as ErrorStatus];
      response.description =
        status === 403
          ? forbiddenText(method, notes.access, own)
          : status === 429 && own
            ? `${own} ${WAIT}`
            : (own ?? GENERAL[status as ErrorStatus] ?? `HTTP ${status}; \`error\` says why.`);
      if (status === 429) headers['Retry-After'] = headerRef('RetryAfter');
    }
    // These are answered before the session is read (onRequest and the body parser): no cookie.
    if (BEFORE_SESSION.has(status)) {
      if (Object.keys(headers).length > 0) response.headers = { ...response.headers, ...headers };
      continue;
    }
    headers['Set-Cookie'] = headerRef(
      status < 400 ? successCookie(successHeaders) : 'SessionRefresh',
    );
    response.headers = { ...response.headers, ...headers };
  }
}

type Document = OpenAPIV3_1.Document;

/** Component schemas no path reaches (zod's input twins of output-only schemas) are left out. */
function pruneUnusedSchemas(document: Document) {
  const schemas = document.components?.schemas;
  if (!schemas) return;
  const prefix = '#/components/schemas/';
  const reached = new Set<string>();
  const visit = (value: unknown) => {
    if (Array.isArray(value)) return value.forEach(visit);
    if (value === null || typeof value !== 'object') return;
    for (const [key, child] of Object.entries(value)) {
      if (key === '$ref' && typeof child === 'string' && child.startsWith(prefix)) {
        const name = child.slice(prefix.length);
        if (!reached.has(name)) {
          reached.add(name);
          visit(schemas[name]);
        }
      } else visit(child);
    }
  };
  visit(document.paths);
  for (const name of Object.keys(schemas)) if (!reached.has(name)) delete schemas[name];
}

type TransformInput = Parameters<typeof jsonSchemaTransform>[0];
type ObjectInput = Parameters<typeof jsonSchemaTransformObject>[0];

/** @fastify/swagger's `transform`: zod to JSON Schema, and the session requirement. */
export function transform(input: TransformInput) {
  const result = jsonSchemaTransform(input);
  const schema = result.schema as Record<string, unknown> | undefined;
  if (!schema || schema.hide) return result;
  const access = accessOf(input.route);
  const notes = schema[NOTES] as OperationDoc | undefined;
  if (notes) schema[NOTES] = { ...notes, access } satisfies Notes;
  // Public calls say so (an empty list) rather than leaving it unsaid.
  schema.security = access === 'public' ? [] : SESSION_REQUIRED;
  return result;
}

/** @fastify/swagger's `transformObject`: each operation's responses completed, then tidied. */
export function transformObject(input: ObjectInput) {
  const document = jsonSchemaTransformObject(input) as Document;
  for (const item of Object.values(document.paths ?? {})) {
    for (const [method, op] of Object.entries(item ?? {})) {
      if (typeof op !== 'object' || op === null || !('responses' in op)) continue;
      const operationObject = op as OpenAPIV3_1.OperationObject & { [NOTES]?: Notes };
      const notes = operationObject[NOTES];
      delete operationObject[NOTES];
      // A route without notes is reported by the contract test (test/openapi.*).
      if (notes) {
        describeParameters(operationObject, notes);
        describeResponses(method, operationObject, notes);
      }
    }
  }
  document.components = { ...document.components, headers: HEADERS };
  pruneUnusedSchemas(document);
  return document;
}

/** The document's own parts: what it is, where it is served, its tags and security scheme. */
export const documentBase = (): Partial<Document> => ({
  openapi: '3.1.0',
  info: {
    title: 'Water Footprint Tracker API',
    version: '1.0.0',
    description:
      'The REST calls of the product spec (section 7) and the administrator’s downloads. Sign in with POST /api/auth/login; the session travels in the wf_session cookie (__Host-wf_session over HTTPS). Every failure answers { "error": "..." }. Writes from a browser page must come from this site (Origin or Sec-Fetch-Site), and any request body is JSON.',
    contact: { name: 'The community’s organiser (the administrator of this installation)' },
  },
  // Paths carry their /api prefix, so the server is this one, at its root.
  servers: [{ url: '/', description: 'This installation' }],
  tags: Object.entries(TAGS).map(([name, description]) => ({ name, description })),
  components: {
    securitySchemes: {
      [SESSION_SCHEME]: {
        type: 'apiKey' as const,
        in: 'cookie',
        name: 'wf_session',
        description:
          'The session cookie set by POST /api/auth/login or /api/auth/signup (named __Host-wf_session over HTTPS).',
      },
    },
  },
});
