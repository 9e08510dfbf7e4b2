// `pnpm bench`: seeds a temporary database (10,000 residents, 100,000 attempts), starts the
// production bundle, and measures each route with autocannon against its baseline in one run.
// Loopback only; every load is bounded by its duration. Results: docs/benchmarks.md.
//
// The machine is shared (2 cores, other work running), so routes are measured in interleaved
// rounds: each round gives every route of a group (a baseline and what is compared with it) a
// short slice, and the slices are summed. A busy moment then slows a route and its baseline
// alike, and the ratio, which is what the targets are about, stays meaningful.
import { spawn } from 'node:child_process';
import {
  copyFileSync,
  existsSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon, { type Result } from 'autocannon';
import { openDatabase } from '@wf/db/client';
import { runMigrations } from '@wf/db/migrate';
import { hashPassword } from '../src/domain/passwords.ts';
import { answerSetStream } from '@wf/scoring/arbitraries';
import { seedResidents, seededEmail, submissionBody } from './fixtures.ts';
import { API_ROOT, REPO_ROOT, spawnServer, type ServerProcess } from './server-process.ts';

const RESIDENTS = Number(process.env.BENCH_RESIDENTS ?? 10_000);
const ATTEMPTS = Number(process.env.BENCH_ATTEMPTS ?? 100_000);
/** Seconds of measurement per route, split over the rounds. */
const DURATION = Number(process.env.BENCH_DURATION ?? 5);
const ROUNDS = Math.max(1, Number(process.env.BENCH_ROUNDS ?? 5));
const WARMUP = Number(process.env.BENCH_WARMUP ?? 1);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const PROFILE = process.env.BENCH_PROFILE === '1';
const ONLY = process.env.BENCH_ONLY?.split(',').map((s) => s.trim());
const WRITE_DOCS = process.env.BENCH_DOCS !== '0' && !ONLY;
const PASSWORD = 'bench-password-1';
const HISTORY_INPUT = encodeURIComponent(JSON.stringify({ limit: 50 }));
const startedAt = Date.now();
const loadAtStart = loadavg()[0]!.toFixed(1);

interface Target {
  url: string;
  pid: number | undefined;
}

interface Route {
  key: string;
  label: string;
  group: 'rest' | 'trpc' | 'submit' | 'workers';
  /** The route whose requests/s and server CPU per request this one is compared with. */
  baseline?: string;
  minRatio?: number;
  /** Most server CPU per request, as a multiple of the baseline's (the steadier measure). */
  maxCpuRatio?: number;
  maxP99Ms?: number;
  minRps?: number;
  target: () => Target;
  request: () => Omit<Parameters<typeof autocannon>[0], 'url'>;
  /** Checks one answer before the measurement, so an error page cannot pass for speed. */
  check?: (body: unknown) => string | null;
}

/** One slice's latency distribution: how many requests, and [fraction, ms] points of its CDF. */
interface Distribution {
  count: number;
  points: [number, number][];
}

interface Measured {
  ok: number;
  seconds: number;
  cpuSeconds: number;
  latencies: Distribution[];
  non2xx: number;
  errors: number;
  timeouts: number;
}

interface Row {
  route: Route;
  rps: number;
  p50: number;
  p99: number;
  ratio?: number;
  cpuUs: number;
  /** Server CPU per request as a multiple of the baseline's, and of the bare Fastify route's. */
  cpuRatio?: number;
  cpuVsBare?: number;
  met: boolean | null;
  /** The targets a row missed, said with its figures. */
  misses: string[];
  notes: string[];
}

function log(message: string) {
  const s = ((Date.now() - startedAt) / 1000).toFixed(1).padStart(6);
  console.log(`[${s}s] ${message}`);
}

/**
 * CPU seconds (user + system) a server has used so far, from /proc (Linux; 0 elsewhere): the
 * process and its children, so that a WORKERS=2 server counts its primary and both workers.
 * (A worker replaced during a slice would lose its time; none is, in a healthy run.)
 */
function cpuSeconds(pid: number | undefined): number {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    const own = (Number(fields[11]) + Number(fields[12])) / 100; // utime + stime, in USER_HZ ticks
    const children = readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8')
      .trim()
      .split(/\s+/)
      .filter(Boolean)
      .map(Number);
    return own + children.reduce((sum, child) => sum + cpuSeconds(child), 0);
  } catch {
    return 0;
  }
}

async function bareServer(): Promise<Target & { stop: () => Promise<void> }> {
  const child = spawn(process.execPath, ['bench/bare-server.mjs'], {
    cwd: API_ROOT,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const port = await new Promise<number>((resolve, reject) => {
    let out = '';
    child.stdout.on('data', (c: Buffer) => {
      out += c.toString();
      const m = /listening on (\d+)/.exec(out);
      if (m) resolve(Number(m[1]));
    });
    child.once('exit', (code) => reject(new Error(`bare server exited with ${code}`)));
  });
  return {
    url: `http://127.0.0.1:${port}`,
    pid: child.pid,
    stop: async () => {
      if (child.exitCode !== null) return;
      const exited = new Promise((r) => child.once('exit', r));
      child.kill('SIGTERM');
      await exited;
    },
  };
}

async function login(url: string): Promise<string> {
  const response = await fetch(`${url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ identifier: seededEmail(1), password: PASSWORD }),
  });
  const cookie = /wf_session=[^;]+/.exec(response.headers.get('set-cookie') ?? '')?.[0];
  if (!response.ok || !cookie)
    throw new Error(`login failed: ${response.status} ${await response.text()}`);
  return cookie;
}

async function checkOnce(route: Route) {
  const spec = route.request().requests?.[0];
  if (!route.check || !spec) return;
  const request = spec.setupRequest ? spec.setupRequest({ ...spec }, {}) : spec;
  const response = await fetch(`${route.target().url}${request.path ?? '/'}`, {
    method: request.method ?? 'GET',
    headers: request.headers,
    body: request.body,
  });
  const body: unknown = await response.json().catch(() => null);
  const problem = response.ok
    ? route.check(body)
    : `status ${response.status}: ${JSON.stringify(body)}`;
  if (problem) throw new Error(`${route.label}: ${problem}`);
}

async function runSlice(route: Route, seconds: number): Promise<{ result: Result; cpu: number }> {
  const target = route.target();
  const before = cpuSeconds(target.pid);
  const result = await autocannon({
    url: target.url,
    connections: CONNECTIONS,
    duration: seconds,
    timeout: 10,
    ...route.request(),
  });
  return { result, cpu: cpuSeconds(target.pid) - before };
}

/** Warms every route of the group up, then measures them in interleaved rounds. */
async function measureGroup(routes: Route[]): Promise<Map<string, Measured>> {
  const measured = new Map<string, Measured>();
  for (const route of routes) {
    await checkOnce(route);
    if (WARMUP > 0) await runSlice(route, WARMUP);
    measured.set(route.key, {
      ok: 0,
      seconds: 0,
      cpuSeconds: 0,
      latencies: [],
      non2xx: 0,
      errors: 0,
      timeouts: 0,
    });
  }
  for (let round = 1; round <= ROUNDS; round++) {
    log(`  round ${round}/${ROUNDS}: ${routes.map((r) => r.key).join(', ')}`);
    for (const route of routes) {
      const { result, cpu } = await runSlice(route, DURATION / ROUNDS);
      const m = measured.get(route.key)!;
      m.ok += result['2xx'];
      m.seconds += result.duration;
      m.cpuSeconds += cpu;
      const l = result.latency;
      m.latencies.push({
        count: l.totalCount,
        points: [
          [0.5, l.p50],
          [0.75, l.p75],
          [0.9, l.p90],
          [0.975, l.p97_5],
          [0.99, l.p99],
          [0.999, l.p99_9],
          [0.9999, l.p99_99],
          [1, l.max],
        ],
      });
      m.non2xx += result.non2xx;
      m.errors += result.errors;
      m.timeouts += result.timeouts;
    }
  }
  return measured;
}

/**
 * The q-quantile of all the slices' requests together, from each slice's percentiles. Each
 * slice counts as below x only up to its highest listed percentile at or under x, so the
 * estimate errs high (never lower than the true value), yet one slow slice does not stand for
 * the whole run the way the worst slice's p99 would.
 */
function mergedQuantile(slices: Distribution[], q: number): number {
  const total = slices.reduce((n, s) => n + s.count, 0);
  const values = [...new Set(slices.flatMap((s) => s.points.map(([, v]) => v)))].sort(
    (a, b) => a - b,
  );
  for (const x of values) {
    const below = slices.reduce((n, s) => {
      const reached = s.points.filter(([, v]) => v <= x).map(([p]) => p);
      return n + s.count * Math.max(0, ...reached);
    }, 0);
    if (below >= q * total) return x;
  }
  return values.at(-1) ?? 0;
}

/** The bare route's figures of this run, so every group can be compared with it. */
let bareMeasured: Measured | undefined;

function toRows(routes: Route[], measured: Map<string, Measured>): Row[] {
  const rps = (key: string) => {
    const m = measured.get(key);
    return m ? m.ok / m.seconds : undefined;
  };
  const cpu = (key: string | undefined) => {
    const m = key ? measured.get(key) : undefined;
    return m && m.ok > 0 ? (m.cpuSeconds * 1e6) / m.ok : undefined;
  };
  return routes.map((route) => {
    const m = measured.get(route.key)!;
    const own = m.ok / m.seconds;
    const base = route.baseline ? rps(route.baseline) : undefined;
    const ratio = base ? own / base : undefined;
    const notes: string[] = [];
    if (m.non2xx || m.errors || m.timeouts) {
      notes.push(`${m.non2xx} non-2xx, ${m.errors} errors, ${m.timeouts} timeouts`);
    }
    const p99 = mergedQuantile(m.latencies, 0.99);
    const cpuUs = (m.cpuSeconds * 1e6) / Math.max(1, m.ok);
    const baseCpu = cpu(route.baseline);
    const cpuRatio = baseCpu ? cpuUs / baseCpu : undefined;
    const bareCpu =
      bareMeasured && bareMeasured.ok > 0
        ? (bareMeasured.cpuSeconds * 1e6) / bareMeasured.ok
        : undefined;
    const cpuVsBare = bareCpu ? cpuUs / bareCpu : undefined;
    const hasTarget =
      route.minRatio !== undefined ||
      route.maxCpuRatio !== undefined ||
      route.maxP99Ms !== undefined ||
      route.minRps !== undefined;
    const misses = [
      ...(route.minRatio !== undefined && !(ratio !== undefined && ratio >= route.minRatio)
        ? [`${((ratio ?? 0) * 100).toFixed(0)}% of its baseline`]
        : []),
      ...(route.maxCpuRatio !== undefined &&
      !(cpuRatio !== undefined && cpuRatio <= route.maxCpuRatio)
        ? [`${(cpuRatio ?? 0).toFixed(2)}x its baseline's CPU per request`]
        : []),
      ...(route.maxP99Ms !== undefined && p99 >= route.maxP99Ms ? [`p99 ${p99} ms`] : []),
      ...(route.minRps !== undefined && own < route.minRps ? [`${Math.round(own)}/s`] : []),
    ];
    const met = hasTarget ? notes.length === 0 && misses.length === 0 : null;
    return {
      route,
      rps: own,
      p50: mergedQuantile(m.latencies, 0.5),
      p99,
      misses,
      ratio,
      cpuUs,
      cpuRatio,
      cpuVsBare,
      met,
      notes,
    };
  });
}

function machine() {
  const cpuinfo = existsSync('/proc/cpuinfo') ? readFileSync('/proc/cpuinfo', 'utf8') : '';
  const model = /model name\s*:\s*(.+)/.exec(cpuinfo)?.[1] ?? cpus()[0]?.model ?? 'unknown';
  return { model: model.trim(), nproc: cpus().length, node: process.version };
}

function table(rows: Row[]): string {
  const labels = new Map(rows.map((r) => [r.route.key, r.route.label]));
  const head =
    '| route | req/s | p50 ms | p99 ms | req/s to baseline | server CPU µs/req | CPU to baseline | CPU to bare Fastify | target | met |';
  const lines = rows.map((r) => {
    const t = r.route;
    const baseName =
      t.baseline === 'bare'
        ? 'bare Fastify'
        : t.baseline === 'trpc-health'
          ? 'tRPC health'
          : labels.get(t.baseline ?? '');
    const target = [
      t.minRatio !== undefined ? `>= ${Math.round(t.minRatio * 100)}% of ${baseName}` : '',
      t.maxCpuRatio !== undefined
        ? `CPU/req <= ${t.maxCpuRatio}x ${baseName}${t.maxCpuRatio < 2 ? ` (${Math.round(100 / t.maxCpuRatio)}% efficiency)` : ''}`
        : '',
      t.maxP99Ms !== undefined ? `p99 < ${t.maxP99Ms} ms` : '',
      t.minRps !== undefined ? `>= ${t.minRps.toLocaleString('en-US')}/s` : '',
    ]
      .filter(Boolean)
      .join(', ');
    const isBaseline = rows.some((o) => o.route.baseline === t.key);
    const ratio =
      r.ratio !== undefined ? `${(r.ratio * 100).toFixed(0)}%` : isBaseline ? 'baseline' : '-';
    const met = r.met === null ? '' : r.met ? 'yes' : '**no**';
    const note = r.notes.length ? ` (${r.notes.join('; ')})` : '';
    const times = (x: number | undefined) => (x === undefined ? '-' : `${x.toFixed(2)}x`);
    const cpuRatio = r.cpuRatio !== undefined ? times(r.cpuRatio) : isBaseline ? 'baseline' : '-';
    const cpuVsBare = t.key === 'bare' ? 'baseline' : times(r.cpuVsBare);
    return `| ${t.label}${note} | ${Math.round(r.rps).toLocaleString('en-US')} | ${r.p50} | ${r.p99} | ${ratio} | ${r.cpuUs.toFixed(0)} | ${cpuRatio} | ${cpuVsBare} | ${target || '-'} | ${met} |`;
  });
  return [head, '|---|---:|---:|---:|---:|---:|---:|---:|---|---|', ...lines].join('\n');
}

/**
 * Replaces the generated part of our section in docs/benchmarks.md (between the markers), so
 * notes written under it by hand and other engineers' sections stay as they are.
 */
async function writeDocs(generated: string) {
  const file = join(REPO_ROOT, 'docs', 'benchmarks.md');
  const heading = '## API throughput (pnpm bench)';
  const [open, close] = ['<!-- pnpm bench: start -->', '<!-- pnpm bench: end -->'];
  const block = `${open}\n${generated.trim()}\n${close}`;
  let text = existsSync(file) ? readFileSync(file, 'utf8') : '# Benchmarks\n';
  const at = text.indexOf(heading);
  const from = at >= 0 ? text.indexOf(open, at) : -1;
  const to = from >= 0 ? text.indexOf(close, from) : -1;
  if (from >= 0 && to >= 0) {
    text = text.slice(0, from) + block + text.slice(to + close.length);
  } else if (at >= 0) {
    const end = at + heading.length;
    text = `${text.slice(0, end)}\n\n${block}\n${text.slice(end)}`;
  } else {
    text = `${text.trimEnd()}\n\n${heading}\n\n${block}\n`;
  }
  // The repository's formatting (npm test runs prettier --check), with the root's prettier.
  try {
    const prettier = await import('prettier');
    const options = await prettier.resolveConfig(file);
    text = await prettier.format(text, { ...options, filepath: file });
  } catch (error) {
    log(`docs/benchmarks.md is not formatted (prettier: ${String(error)})`);
  }
  writeFileSync(file, text);
}

async function main() {
  const dir = mkdtempSync(join(tmpdir(), 'wf-bench-'));
  const dbFull = join(dir, 'bench-full.db');
  const dbNormal = join(dir, 'bench-normal.db');
  const stops: (() => Promise<void>)[] = [];
  try {
    log(
      `seeding ${RESIDENTS.toLocaleString('en-US')} residents and ${ATTEMPTS.toLocaleString('en-US')} attempts into ${dir}`,
    );
    const database = openDatabase({ url: `file:${dbFull}` });
    runMigrations(database.db);
    const passwordHash = await hashPassword(PASSWORD);
    seedResidents(database.sqlite, { residents: RESIDENTS, attempts: ATTEMPTS, passwordHash });
    database.sqlite.pragma('wal_checkpoint(TRUNCATE)');
    database.sqlite.close();
    // A twin for the synchronous=NORMAL server, so both durability settings see the same data;
    // and twins for the servers with one and two worker processes (WORKERS).
    copyFileSync(dbFull, dbNormal);
    const dbWorkers1 = join(dir, 'bench-workers-1.db');
    const dbWorkers2 = join(dir, 'bench-workers-2.db');
    copyFileSync(dbFull, dbWorkers1);
    copyFileSync(dbFull, dbWorkers2);
    log('seeded');

    const bare = await bareServer();
    stops.push(bare.stop);
    // BENCH_PROFILE=1: each server writes a V8 CPU profile here when it stops (node --cpu-prof).
    const profileDir = join(tmpdir(), 'wf-bench-profiles');
    if (PROFILE) log(`CPU profiles go to ${profileDir}`);
    const startApi = async (file: string, synchronous: 'FULL' | 'NORMAL', workers = 1) => {
      const server: ServerProcess = await spawnServer({
        entry: 'dist',
        env: {
          DATABASE_URL: `file:${file}`,
          DB_SYNCHRONOUS: synchronous,
          RATE_LIMITS: 'off',
          LOG_LEVEL: 'warn',
          WORKERS: String(workers),
        },
        readyTimeoutMs: 120_000,
        nodeArgs: PROFILE ? ['--cpu-prof', `--cpu-prof-dir=${profileDir}`] : [],
      });
      stops.push(server.stop);
      return { url: server.url, pid: server.child.pid };
    };
    const api = await startApi(dbFull, 'FULL');
    const apiNormal = await startApi(dbNormal, 'NORMAL');
    log(
      `bare Fastify on ${bare.url}; production servers (dist/main.js) on ${api.url} (synchronous FULL) and ${apiNormal.url} (NORMAL)`,
    );
    const apiWorkers1 = await startApi(dbWorkers1, 'FULL', 1);
    const apiWorkers2 = await startApi(dbWorkers2, 'FULL', 2);
    log(
      `servers with WORKERS=1 on ${apiWorkers1.url} and WORKERS=2 on ${apiWorkers2.url} (twins of the FULL file)`,
    );
    const cookie = await login(api.url);
    const cookieNormal = await login(apiNormal.url);
    const cookieWorkers1 = await login(apiWorkers1.url);
    const cookieWorkers2 = await login(apiWorkers2.url);
    const getWith = (path: string, sessionCookie: string) => (): Spec => ({
      requests: [{ method: 'GET', path, headers: { cookie: sessionCookie } }],
    });

    type Spec = ReturnType<Route['request']>;
    const get =
      (path: string, withCookie = true) =>
      (): Spec => ({
        requests: [{ method: 'GET', path, headers: withCookie ? { cookie } : {} }],
      });
    const answers = answerSetStream(7);
    const bodies = Array.from({ length: 1000 }, () => JSON.stringify(submissionBody(answers)));
    let next = 0;
    const submit = (sessionCookie: () => string) => (): Spec => ({
      requests: [
        {
          method: 'POST',
          path: '/api/scores',
          headers: { cookie: sessionCookie(), 'content-type': 'application/json' },
          // Every request a different valid answer set, with the totals the server computes.
          setupRequest: (request) => ({ ...request, body: bodies[next++ % bodies.length] }),
        },
      ],
    });
    const rows = (n: number) => (b: unknown) =>
      Array.isArray(b) && b.length === n ? null : `expected ${n} rows`;
    const stats = (b: unknown) =>
      b && typeof b === 'object' && 'totalUsers' in b ? null : 'expected stats';
    const withResponses = (b: unknown) =>
      b && typeof b === 'object' && 'responses' in b && b.responses
        ? null
        : 'expected an attempt with responses';
    const trpc = (check: (d: unknown) => string | null) => (b: unknown) =>
      check((b as { result?: { data?: unknown } } | null)?.result?.data);
    const created = (b: unknown) =>
      b && typeof b === 'object' && 'score' in b ? null : 'expected the stored score';

    const main = () => api;
    const routes = (
      [
        {
          key: 'bare',
          label: 'bare Fastify JSON route',
          group: 'rest',
          target: () => bare,
          request: get('/', false),
        },
        // Informational: what the production server's own per-request work costs (security
        // headers, cookie parsing, logger, origin check), and then the session check on top.
        {
          key: 'rest-health',
          label: 'REST `/api/health`, no cookie (informational)',
          group: 'rest',
          baseline: 'bare',
          target: main,
          request: get('/api/health', false),
        },
        {
          key: 'rest-health-session',
          label: 'REST `/api/health` with the session cookie (informational)',
          group: 'rest',
          baseline: 'bare',
          target: main,
          request: get('/api/health'),
        },
        {
          key: 'rest-leaderboard',
          label: 'REST leaderboard',
          group: 'rest',
          baseline: 'bare',
          maxCpuRatio: 2,
          maxP99Ms: 25,
          target: main,
          request: get('/api/analytics?type=leaderboard'),
          check: rows(10),
        },
        {
          key: 'rest-stats',
          label: 'REST community stats',
          group: 'rest',
          baseline: 'bare',
          maxCpuRatio: 2,
          maxP99Ms: 25,
          target: main,
          request: get('/api/analytics?type=stats'),
          check: stats,
        },
        {
          key: 'rest-history',
          label: 'REST history (limit 50)',
          group: 'rest',
          baseline: 'bare',
          maxCpuRatio: 2,
          maxP99Ms: 25,
          target: main,
          request: get('/api/scores?limit=50'),
          check: rows(50),
        },
        {
          key: 'rest-latest',
          label: 'REST latest with responses',
          group: 'rest',
          baseline: 'bare',
          maxCpuRatio: 2,
          maxP99Ms: 25,
          target: main,
          request: get('/api/scores?type=latest'),
          check: withResponses,
        },
        // Informational: past the cache (it keeps histories up to the default 50), every request queries.
        {
          key: 'rest-history-100',
          label: 'REST history (limit 100, not cached: informational)',
          group: 'rest',
          baseline: 'bare',
          target: main,
          request: get('/api/scores?limit=100'),
          check: rows(100),
        },
        // Informational: what compressing a 50-attempt history per request costs (browsers ask
        // for it; API answers of 1 KB or more are compressed, brotli at quality 4).
        {
          key: 'rest-history-br',
          label: 'REST history (limit 50) with `Accept-Encoding: br` (informational)',
          group: 'rest',
          baseline: 'bare',
          target: main,
          request: () => ({
            requests: [
              {
                method: 'GET',
                path: '/api/scores?limit=50',
                headers: { cookie, 'accept-encoding': 'br' },
              },
            ],
          }),
        },
        {
          key: 'trpc-health',
          label: 'tRPC empty procedure `health`',
          group: 'trpc',
          target: main,
          request: get('/trpc/health'),
        },
        {
          key: 'trpc-leaderboard',
          label: 'tRPC leaderboard',
          group: 'trpc',
          baseline: 'trpc-health',
          maxCpuRatio: 1.25,
          target: main,
          request: get('/trpc/analytics.leaderboard'),
          check: trpc(rows(10)),
        },
        {
          key: 'trpc-stats',
          label: 'tRPC community stats',
          group: 'trpc',
          baseline: 'trpc-health',
          maxCpuRatio: 1.25,
          target: main,
          request: get('/trpc/analytics.communityStats'),
          check: trpc(stats),
        },
        {
          key: 'trpc-history',
          label: 'tRPC history (limit 50)',
          group: 'trpc',
          baseline: 'trpc-health',
          maxCpuRatio: 1.25,
          target: main,
          request: get(`/trpc/scores.history?input=${HISTORY_INPUT}`),
          check: trpc(rows(50)),
        },
        {
          key: 'trpc-latest',
          label: 'tRPC latest with responses',
          group: 'trpc',
          baseline: 'trpc-health',
          maxCpuRatio: 1.25,
          target: main,
          request: get('/trpc/scores.latest'),
          check: trpc(withResponses),
        },
        {
          key: 'submit',
          label: 'score submission, REST POST, synchronous FULL (the setting in use)',
          group: 'submit',
          minRps: 1000,
          target: main,
          request: submit(() => cookie),
          check: created,
        },
        {
          key: 'submit-normal',
          label: 'score submission, REST POST, synchronous NORMAL (for comparison)',
          group: 'submit',
          target: () => apiNormal,
          request: submit(() => cookieNormal),
          check: created,
        },
        // Issue 31: the same reads and submissions with one and two server processes over one
        // file (node:cluster). req/s is the target (two cores should nearly double the reads;
        // submissions share one write lock and must not get slower); CPU per request, primary
        // included, says what the second process costs.
        ...(
          [
            ['REST history (limit 50)', '/api/scores?limit=50', rows(50), 'rest'],
            [
              'tRPC history (limit 50)',
              `/trpc/scores.history?input=${HISTORY_INPUT}`,
              trpc(rows(50)),
              'trpc',
            ],
          ] as const
        ).flatMap(([label, path, check, key]): Route[] => [
          {
            key: `workers1-${key}`,
            label: `${label}, WORKERS=1`,
            group: 'workers',
            target: () => apiWorkers1,
            request: getWith(path, cookieWorkers1),
            check,
          },
          {
            key: `workers2-${key}`,
            label: `${label}, WORKERS=2`,
            group: 'workers',
            baseline: `workers1-${key}`,
            minRatio: 1.6,
            target: () => apiWorkers2,
            request: getWith(path, cookieWorkers2),
            check,
          },
        ]),
        {
          key: 'workers1-submit',
          label: 'score submission, REST POST, FULL, WORKERS=1',
          group: 'workers',
          target: () => apiWorkers1,
          request: submit(() => cookieWorkers1),
          check: created,
        },
        {
          key: 'workers2-submit',
          label: 'score submission, REST POST, FULL, WORKERS=2',
          group: 'workers',
          baseline: 'workers1-submit',
          minRatio: 1,
          target: () => apiWorkers2,
          request: submit(() => cookieWorkers2),
          check: created,
        },
      ] satisfies Route[]
    ).filter((r) => !ONLY || ONLY.includes(r.key));

    const all: Row[] = [];
    for (const group of ['rest', 'trpc', 'submit', 'workers'] as const) {
      const members = routes.filter((r) => r.group === group);
      if (members.length === 0) continue;
      log(
        `measuring ${members.length} routes: ${WARMUP} s warm-up each, then ${ROUNDS} rounds of ${(DURATION / ROUNDS).toFixed(1)} s each, ${CONNECTIONS} connections`,
      );
      const measured = await measureGroup(members);
      bareMeasured ??= measured.get('bare');
      for (const row of toRows(members, measured)) {
        all.push(row);
        log(
          `  ${row.route.label}: ${Math.round(row.rps)} req/s, p50 ${row.p50} ms, p99 ${row.p99} ms, server CPU ${row.cpuUs.toFixed(0)} µs/req${row.ratio ? `, ${(row.ratio * 100).toFixed(0)}% of baseline` : ''}${row.notes.length ? ` (${row.notes.join('; ')})` : ''}`,
        );
      }
    }

    const m = machine();
    const failed = all.filter((r) => r.met === false);
    const seconds = Math.round((Date.now() - startedAt) / 1000);
    const generated = [
      `Latest run: ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC, ${seconds} s for \`bench/run.ts\` after the build. ` +
        `Machine: ${m.nproc} CPU cores (\`nproc\`), ${m.model}, Node.js ${m.node}; ` +
        `load average ${loadAtStart} at the start and ${loadavg()[0]!.toFixed(1)} at the end (above the core count, other work competed for the cores).`,
      '',
      `autocannon, ${CONNECTIONS} connections over loopback, ${DURATION} s per route after ${WARMUP} s of warm-up, in ${ROUNDS} interleaved rounds per group ` +
        `(bare Fastify with the REST routes, the empty tRPC procedure with the tRPC routes, FULL with NORMAL, WORKERS=1 with WORKERS=2). ` +
        `Client and servers share the cores, and other work on the machine moves absolute figures from run to run; the ratios are measured side by side. ` +
        `req/s counts 2xx answers; p50 and p99 are over all the rounds' requests (estimated from each round's percentiles, rounded up); server CPU is the server process's user+system time (from /proc) over each slice, divided by the answers it served. ` +
        `The targets are on CPU per request, the steadier figure on a shared machine: a cached REST read may cost at most twice the bare route, a tRPC read at most 1.25x the empty procedure (80% of its efficiency); req/s ratios are shown beside them.`,
      '',
      `Data: ${RESIDENTS.toLocaleString('en-US')} residents and ${ATTEMPTS.toLocaleString('en-US')} attempts in a temporary SQLite file (WAL), ` +
        'served by the production bundle (`node dist/main.js`, NODE_ENV=production, LOG_LEVEL=warn, RATE_LIMITS=off) to a logged-in resident with 200 attempts. ' +
        'Reads run before any write, so cached reads are measured warm (every write clears the cache). ' +
        'The last group runs the same reads and submissions on two more twins of the file, served with `WORKERS=1` and `WORKERS=2` (node:cluster); the server CPU of the second counts its primary and both workers.',
      '',
      table(all),
      '',
      failed.length === 0
        ? 'Every target was met in this run.'
        : `Missed in this run: ${failed.map((r) => `${r.route.label} (${[...r.misses, ...r.notes].join(', ')})`).join('; ')}.`,
    ].join('\n');
    console.log(`\n## API throughput (pnpm bench)\n\n${generated}\n`);
    if (WRITE_DOCS) {
      await writeDocs(generated);
      log('written to docs/benchmarks.md');
    }
    process.exitCode = failed.length === 0 ? 0 : 1;
  } finally {
    for (const stop of stops.reverse()) await stop().catch(() => undefined);
    rmSync(dir, { recursive: true, force: true });
  }
}

await main();
