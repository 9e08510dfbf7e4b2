// Shared scaffolding of the integration suites: a real server on port 0 over a temporary SQLite
// file, an HTTP client that keeps its own cookie jar, account helpers, and generators of valid
// questionnaire answers. Every response body any client receives is kept on the server handle,
// so a suite can prove afterwards that no password or session token ever came back.
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openDatabase } from '@wf/db/client';
import { runMigrations } from '@wf/db/migrate';
import { seedAdmin } from '@wf/db/seed';
import { QUESTIONS, scoreResponses, type Responses } from '@wf/scoring';
import { afterAll, expect } from 'vitest';
import { loadConfig } from '../src/env.ts';
import type { Mailer } from '../src/domain/mailer.ts';
import { hashPassword } from '../src/domain/passwords.ts';
import { SECURE_SESSION_COOKIE, SESSION_COOKIE } from '../src/domain/sessions.ts';
import { buildServer } from '../src/server.ts';

// Response bodies are whatever the server sent; tests read them freely.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type Json = any;

export const PARTICIPANT_CODE = 'TEST-CODE-7731';
export const PUBLIC_URL = 'http://water.test:8080';
export const COMMUNITY = 'Green Valley Apartments';
export const ADMIN = {
  profileName: 'admin',
  email: 'admin@example.org',
  password: `Adm1n-${randomBytes(8).toString('hex')}`,
};

export interface SentMail {
  to: string;
  profileName: string;
  link: string;
  token: string;
}

type Built = Awaited<ReturnType<typeof buildServer>>;

export interface TestServer {
  /** http://127.0.0.1:<port> */
  url: string;
  app: Built['app'];
  deps: Built['deps'];
  database: ReturnType<typeof openDatabase>;
  dbPath: string;
  mails: SentMail[];
  /** Text of every response any client of this server received. */
  bodies: string[];
  /** Plaintext passwords, session tokens and reset tokens that must never be stored or echoed. */
  secrets: Set<string>;
  adminId: number;
  close(): Promise<void>;
}

export interface StartOptions {
  env?: Record<string, string>;
  /** Replaces the capturing mailer (e.g. to see the logging one). */
  mailer?: Mailer | null;
  logger?: Parameters<typeof buildServer>[0]['logger'];
  onRoute?: Parameters<typeof buildServer>[0]['onRoute'];
  /** An existing file to open (a restart); closing then keeps it. */
  dbPath?: string;
}

export async function startServer(options: StartOptions = {}): Promise<TestServer> {
  const dir = options.dbPath ? null : mkdtempSync(join(tmpdir(), 'wf-api-test-'));
  const dbPath = options.dbPath ?? join(dir!, 'test.db');
  const config = loadConfig({
    NODE_ENV: 'test',
    DATABASE_URL: `file:${dbPath}`,
    PARTICIPANT_CODE,
    PUBLIC_URL,
    ADMIN_PROFILE_NAME: ADMIN.profileName,
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
    ...options.env,
  });
  const database = openDatabase({ url: config.DATABASE_URL });
  runMigrations(database.db);
  await seedAdmin(database.db, {
    profileName: config.ADMIN_PROFILE_NAME,
    email: config.ADMIN_EMAIL,
    passwordHash: () => hashPassword(config.ADMIN_PASSWORD),
  });
  const mails: SentMail[] = [];
  const capturing: Mailer = {
    async sendPasswordReset(to, profileName, link) {
      const token = new URL(link).searchParams.get('token') ?? '';
      mails.push({ to, profileName, link, token });
    },
  };
  const { app, deps } = await buildServer({
    config,
    database,
    mailer: options.mailer === null ? undefined : (options.mailer ?? capturing),
    logger: options.logger ?? false,
    onRoute: options.onRoute,
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('no port');
  const adminRow = database.sqlite.prepare('select id from profiles where is_admin = 1').get() as {
    id: number;
  };
  const server: TestServer = {
    url: `http://127.0.0.1:${address.port}`,
    app,
    deps,
    database,
    dbPath,
    mails,
    bodies: [],
    secrets: new Set([ADMIN.password]),
    adminId: adminRow.id,
    async close() {
      await app.close();
      database.sqlite.close();
      if (dir) rmSync(dir, { recursive: true, force: true });
    },
  };
  return server;
}

export interface UseServerOptions extends StartOptions {
  /** assertNoSecretsLeaked before closing; off for suites that prove it in their own tests. */
  checkSecrets?: boolean;
}

/**
 * The server of one test file, awaited at its top level: started with the rate limits off
 * unless `env` says otherwise, and closed after the file's last test, once it is clear that no
 * secret was stored or echoed.
 */
export async function useTestServer(options: UseServerOptions = {}): Promise<TestServer> {
  const { checkSecrets = true, ...start } = options;
  const server = await startServer({ ...start, env: { RATE_LIMITS: 'off', ...start.env } });
  afterAll(async () => {
    // A leak must fail the file without keeping its port and temporary directory alive.
    try {
      if (checkSecrets) assertNoSecretsLeaked(server);
    } finally {
      await server.close();
    }
  });
  return server;
}

export interface Res {
  status: number;
  headers: Headers;
  text: string;
  body: Json;
  setCookies: string[];
}

export interface RequestOptions {
  /** Sent as JSON with Content-Type: application/json. */
  json?: unknown;
  /** Sent verbatim; Content-Type comes from `headers` (application/json unless overridden). */
  raw?: string | Uint8Array;
  query?: Record<string, string | number | undefined>;
  headers?: Record<string, string>;
  /** Omit the Origin header a browser page would send (default: sent for unsafe methods). */
  noOrigin?: boolean;
}

/** A browser-like HTTP client with its own cookie jar. */
export class Client {
  readonly cookies = new Map<string, string>();
  constructor(readonly server: TestServer) {}

  get token(): string | undefined {
    return this.cookies.get(SESSION_COOKIE) ?? this.cookies.get(SECURE_SESSION_COOKIE);
  }

  async request(method: string, path: string, options: RequestOptions = {}): Promise<Res> {
    const url = new URL(path, this.server.url);
    for (const [k, v] of Object.entries(options.query ?? {})) {
      if (v !== undefined) url.searchParams.set(k, String(v));
    }
    const headers: Record<string, string> = {};
    const unsafe = !['GET', 'HEAD'].includes(method);
    if (unsafe && !options.noOrigin) headers.origin = this.server.url;
    let body: string | Uint8Array | undefined;
    if (options.json !== undefined) {
      body = JSON.stringify(options.json);
      headers['content-type'] = 'application/json';
    } else if (options.raw !== undefined) {
      body = options.raw;
      headers['content-type'] = 'application/json';
    }
    if (this.cookies.size > 0) {
      headers.cookie = [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    }
    Object.assign(headers, options.headers);
    const response = await fetch(url, { method, headers, body });
    const text = await response.text();
    this.server.bodies.push(text);
    const setCookies = response.headers.getSetCookie();
    for (const line of setCookies) this.storeCookie(line);
    let parsed: Json = undefined;
    if ((response.headers.get('content-type') ?? '').includes('json') && text !== '') {
      parsed = JSON.parse(text);
    }
    return { status: response.status, headers: response.headers, text, body: parsed, setCookies };
  }

  private storeCookie(line: string) {
    const [pair = '', ...attributes] = line.split(';').map((s) => s.trim());
    const eq = pair.indexOf('=');
    const name = pair.slice(0, eq);
    const value = pair.slice(eq + 1);
    const expired = attributes.some((a) => {
      const [k = '', v = ''] = a.split('=');
      if (k.toLowerCase() === 'max-age') return Number(v) <= 0;
      if (k.toLowerCase() === 'expires') return Date.parse(v) <= Date.now();
      return false;
    });
    if (expired || value === '') this.cookies.delete(name);
    else {
      this.cookies.set(name, value);
      if (name === SESSION_COOKIE || name === SECURE_SESSION_COOKIE) this.server.secrets.add(value);
    }
  }

  get(path: string, query?: RequestOptions['query'], options: RequestOptions = {}) {
    return this.request('GET', path, { ...options, query });
  }
  post(path: string, json?: unknown, options: RequestOptions = {}) {
    return this.request('POST', path, { ...options, json });
  }
  put(path: string, json?: unknown, options: RequestOptions = {}) {
    return this.request('PUT', path, { ...options, json });
  }
  delete(path: string, query?: RequestOptions['query'], options: RequestOptions = {}) {
    return this.request('DELETE', path, { ...options, query });
  }

  /** A tRPC v11 query as httpLink sends it (no transformer): GET /trpc/<path>?input=<json>. */
  trpcQuery(path: string, input?: unknown) {
    const query = input === undefined ? {} : { input: JSON.stringify(input) };
    return this.request('GET', `/trpc/${path}`, { query });
  }
  /** A tRPC v11 mutation as httpLink sends it: POST /trpc/<path> with the input as the JSON body. */
  trpcMutation(path: string, input?: unknown) {
    return input === undefined
      ? this.request('POST', `/trpc/${path}`, { headers: { 'content-type': 'application/json' } })
      : this.request('POST', `/trpc/${path}`, { json: input });
  }
}

// ---------------------------------------------------------------------------------------------
// Accounts

let counter = 0;

export interface ResidentData {
  profileName: string;
  email: string;
  password: string;
  apartment: string;
  apartmentCommunityName: string;
  participantCode: string;
}

/** A fresh, valid signup payload (unique name, email and a random password). */
export function residentData(overrides: Partial<ResidentData> = {}): ResidentData {
  const tag = `${++counter}${randomBytes(3).toString('hex')}`;
  return {
    profileName: `Resident ${tag}`,
    email: `resident.${tag}@example.com`,
    password: `pw-${randomBytes(8).toString('hex')}`,
    apartment: `B-${counter}`,
    apartmentCommunityName: COMMUNITY,
    participantCode: PARTICIPANT_CODE,
    ...overrides,
  };
}

export interface Resident extends ResidentData {
  id: number;
  client: Client;
  user: Json;
}

export async function signup(
  server: TestServer,
  overrides: Partial<ResidentData> = {},
): Promise<Resident> {
  const data = residentData(overrides);
  server.secrets.add(data.password);
  const client = new Client(server);
  const res = await client.post('/api/auth/signup', data);
  if (res.status !== 201) throw new Error(`signup failed: ${res.status} ${res.text}`);
  return { ...data, id: res.body.user.id, client, user: res.body.user };
}

/** Logs in over REST and returns a client holding the new session cookie. */
export async function login(server: TestServer, identifier: string, password: string) {
  const client = new Client(server);
  const res = await attemptLogin(client, identifier, password);
  if (res.status !== 200) throw new Error(`login failed: ${res.status} ${res.text}`);
  return client;
}

/** POST /api/auth/login, whatever the answer, from `by` or else from a fresh client of it. */
export function attemptLogin(
  by: Client | TestServer,
  identifier: string,
  password: string,
  headers: Record<string, string> = {},
) {
  const from = by instanceof Client ? by : new Client(by);
  return from.post('/api/auth/login', { identifier, password }, { headers });
}

export function loginAdmin(server: TestServer) {
  return login(server, ADMIN.email, ADMIN.password);
}

// ---------------------------------------------------------------------------------------------
// Questionnaire answers

/** Any complete, valid answer set (the shared generator of @wf/scoring/arbitraries). */
export { anyResponses as responsesArb } from '@wf/scoring/arbitraries';

/** A deterministic valid answer set: question i takes option (seed + i) mod its option count. */
export function sampleResponses(seed = 0): Responses {
  return Object.fromEntries(
    QUESTIONS.map((q, i) => [q.key, q.options[(seed + i) % q.options.length]]),
  ) as Responses;
}

/** The POST /api/scores payload the web app sends: the answers and their (correct) scores. */
export function scorePayload(responses: Responses = sampleResponses(), userId?: number) {
  return { ...(userId === undefined ? {} : { userId }), ...scoreResponses(responses), responses };
}

/** A resident takes the questionnaire with these answers; the attempt must be kept (201). */
export async function submitAnswers(who: { client: Client }, responses: Responses): Promise<Res> {
  const res = await who.client.post('/api/scores', scorePayload(responses));
  expect(res.status, res.text).toBe(201);
  return res;
}

/** Seeds whose sample answer sets have pairwise different totals, highest first. */
export function distinctTotals(count: number): { seed: number; total: number }[] {
  const seen = new Map<number, number>();
  for (let seed = 0; seen.size < count && seed < 500; seed++) {
    const total = scoreResponses(sampleResponses(seed)).totalScore;
    if (!seen.has(total)) seen.set(total, seed);
  }
  return [...seen]
    .map(([total, seed]) => ({ seed, total }))
    .sort((a, b) => b.total - a.total)
    .slice(0, count);
}

// ---------------------------------------------------------------------------------------------
// Database inspection

export function tableNames(server: TestServer): string[] {
  return server.database.sqlite
    .prepare("select name from sqlite_master where type = 'table' order by name")
    .pluck()
    .all() as string[];
}

type Counts = Record<string, number> &
  Record<'profiles' | 'sessions' | 'scores' | 'password_resets', number>;

export function rowCounts(server: TestServer): Counts {
  const counts = {} as Counts;
  for (const t of tableNames(server)) {
    counts[t] = server.database.sqlite
      .prepare(`select count(*) from "${t}"`)
      .pluck()
      .get() as number;
  }
  return counts;
}

/** Every row of every table, as text: equal snapshots mean nothing was written. */
export function snapshot(server: TestServer): string {
  return tableNames(server)
    .map((t) => {
      const rows = server.database.sqlite.prepare(`select * from "${t}" order by rowid`).all();
      return `${t}:${JSON.stringify(rows)}`;
    })
    .join('\n');
}

/**
 * Fails if any registered secret (password, session token, reset token) appears in any column of
 * any table, in the raw database and WAL files, or in any response body this server has sent.
 */
export function assertNoSecretsLeaked(server: TestServer): void {
  const secrets = [...server.secrets].filter((s) => s.length >= 8);
  expect(secrets.length).toBeGreaterThan(0);
  const sqlite = server.database.sqlite;
  for (const table of tableNames(server)) {
    const columns = (
      sqlite.prepare(`pragma table_info("${table}")`).all() as { name: string }[]
    ).map((c) => c.name);
    for (const row of sqlite.prepare(`select * from "${table}"`).all() as Record<
      string,
      unknown
    >[]) {
      for (const column of columns) {
        const value = row[column];
        const text = Buffer.isBuffer(value) ? value.toString('latin1') : String(value);
        for (const secret of secrets) {
          if (text.includes(secret)) {
            throw new Error(`secret found in ${table}.${column}`);
          }
        }
      }
    }
  }
  for (const file of [server.dbPath, `${server.dbPath}-wal`]) {
    if (!existsSync(file)) continue;
    const bytes = readFileSync(file);
    for (const secret of secrets) {
      if (bytes.includes(Buffer.from(secret)))
        throw new Error(`secret found in the bytes of ${file}`);
    }
  }
  for (const body of server.bodies) {
    for (const secret of secrets) {
      if (body.includes(secret))
        throw new Error(`secret found in a response body: ${body.slice(0, 200)}`);
    }
  }
}

/** Shape of every REST failure: a JSON object whose `error` is a non-empty string, no stack. */
export function expectError(res: Res, status: number, message?: string | RegExp): void {
  expect({ status: res.status, body: res.body }).toMatchObject({ status });
  expect(res.headers.get('content-type') ?? '').toMatch(/application\/json/);
  expect(typeof res.body?.error).toBe('string');
  expect(res.body.error.length).toBeGreaterThan(0);
  expect(res.text).not.toMatch(/\bat .+\.(ts|js):\d+/);
  expect(res.text).not.toMatch(/"stack"/);
  if (typeof message === 'string') expect(res.body.error).toContain(message);
  else if (message) expect(res.body.error).toMatch(message);
}

/** A tRPC answer's data, after checking it is a 200 (the body is shown when it is not). */
export function trpcData(res: Res): Json {
  expect(res.status, res.text).toBe(200);
  return res.body.result.data;
}

/** tRPC error envelope: { error: { message, data: { code, httpStatus } } }, never a stack. */
export function expectTrpcError(res: Res, httpStatus: number, message?: string | RegExp): void {
  expect(res.status).toBe(httpStatus);
  expect(res.body?.error?.data?.httpStatus).toBe(httpStatus);
  expect(res.text).not.toMatch(/"stack"/);
  if (typeof message === 'string') expect(res.body.error.message).toContain(message);
  else if (message) expect(res.body.error.message).toMatch(message);
}
