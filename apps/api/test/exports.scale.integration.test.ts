// Issue 5: exports at scale. 5,000 residents and 50,000 attempts are written straight into the
// database, then every export is downloaded while the server's memory is sampled every 20 ms
// (RSS from a worker thread, which keeps sampling even while the event loop is busy; heap from
// the main thread). The client streams each file to disk, so the test holds none of it. The
// figures are printed, and written to docs/benchmarks.md when UPDATE_BENCHMARKS=1.
//
// That full run (about a minute of CPU, a 2,300-page PDF) is `EXPORT_SCALE=full`, which
// `pnpm test:deep` sets. `npm test` runs the small memory-flatness check: 2,000 residents and
// 20,000 attempts, the CSVs, the small XLSX and an individual PDF streamed and read back, and the
// responses CSV (about 12 MB, three times what the socket buffers hold) shown to hold back while
// the client does not read. The responses XLSX and the PDF report need the full size to outgrow
// the socket buffers, so their checks run only at full scale.
import {
  createReadStream,
  mkdtempSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { get as httpGet, type IncomingMessage } from 'node:http';
import type { Socket } from 'node:net';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import v8 from 'node:v8';
import vm from 'node:vm';
import { Worker } from 'node:worker_threads';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { QUESTIONS, scoreResponses } from '@wf/scoring';
import { profileNameKey } from '@wf/scoring/accounts';
import {
  loginAdmin,
  sampleResponses,
  startServer,
  type Client,
  type TestServer,
} from './helpers.ts';
import {
  download,
  downloadToFile,
  parseCsv,
  pdfEnds,
  readPdf,
  xlsxSheetXml,
} from './exports.support.ts';

const FULL = process.env.EXPORT_SCALE === 'full';
const RESIDENTS = FULL ? 5_000 : 2_000;
const ATTEMPTS = FULL ? 50_000 : 20_000;
const WITHOUT_ATTEMPTS = RESIDENTS / 10; // every tenth resident has none: completion rate 90%
const LEGACY_EVERY = 20; // every twentieth attempt is a legacy one without answers
const MB = 1024 * 1024;
const LEGACY = 'Legacy Data - Individual responses not available';

v8.setFlagsFromString('--expose-gc');
const gc = vm.runInNewContext('gc') as () => void;

let server: TestServer;
let admin: Client;
let dir: string;
let legacyAttempts = 0;
let seedSeconds = 0;
let dbSize = 0;
let probeLatency = { count: 0, median: 0, max: 0 };

/** Peak RSS of the whole process, sampled from a worker thread every 20 ms. */
class RssSampler {
  private worker = new Worker(
    `const { parentPort } = require('node:worker_threads');
     let peak = 0, timer;
     parentPort.on('message', (m) => {
       if (m === 'start') {
         peak = process.memoryUsage.rss();
         timer = setInterval(() => { peak = Math.max(peak, process.memoryUsage.rss()); }, 20);
         parentPort.postMessage('started');
       } else {
         clearInterval(timer);
         parentPort.postMessage(Math.max(peak, process.memoryUsage.rss()));
       }
     });`,
    { eval: true },
  );
  private ask<T>(message: string): Promise<T> {
    return new Promise((resolve) => {
      this.worker.once('message', resolve);
      this.worker.postMessage(message);
    });
  }
  start() {
    return this.ask<string>('start');
  }
  stop() {
    return this.ask<number>('stop');
  }
  close() {
    return this.worker.terminate();
  }
}

interface Measurement {
  name: string;
  file: string;
  seconds: number;
  size: number;
  lines: number;
  baseRss: number;
  peakRss: number;
  baseHeap: number;
  peakHeap: number;
  samples: number;
  cpuSeconds: number;
  load: number;
}
const results: Measurement[] = [];
let sampler: RssSampler;

async function measure(name: string, path: string, fileName: string): Promise<Measurement> {
  gc();
  const baseRss = process.memoryUsage.rss();
  const baseHeap = process.memoryUsage().heapUsed;
  let peakHeap = baseHeap;
  let samples = 0;
  const heapTimer = setInterval(() => {
    samples += 1;
    peakHeap = Math.max(peakHeap, process.memoryUsage().heapUsed);
  }, 20);
  await sampler.start();
  const load = loadavg()[0] ?? 0;
  const cpu = process.cpuUsage();
  const started = performance.now();
  const file = join(dir, fileName);
  const res = await downloadToFile(server.url, admin, path, file);
  const seconds = (performance.now() - started) / 1000;
  const used = process.cpuUsage(cpu);
  const cpuSeconds = (used.user + used.system) / 1e6;
  const peakRss = await sampler.stop();
  clearInterval(heapTimer);
  if (res.status !== 200) throw new Error(`${path}: ${res.status}`);
  const m = {
    ...{ name, file, seconds, size: res.size, lines: res.lines, baseRss, peakRss },
    ...{ baseHeap, peakHeap, samples, cpuSeconds, load },
  };
  results.push(m);
  return m;
}

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'wf-exports-scale-'));
  server = await startServer({ env: { RATE_LIMITS: 'off' } });
  admin = await loginAdmin(server);
  sampler = new RssSampler();
  // Warm-up on the empty database: modules, fonts and routes are loaded before anything is
  // measured, so the figures are those of a server that has been running for a while.
  for (const path of ['participant-scores.csv', 'participant-scores.xlsx', 'report.pdf']) {
    expect((await download(server.url, admin, `/api/exports/${path}`)).status).toBe(200);
  }

  const started = performance.now();
  const sqlite = server.database.sqlite;
  const answerSets = Array.from({ length: 16 }, (_, seed) => {
    const responses = sampleResponses(seed);
    return { json: JSON.stringify(responses), ...scoreResponses(responses) };
  });
  const insertProfile = sqlite.prepare(
    `insert into profiles (profile_name, profile_name_key, email, password_hash, apartment, apartment_community_name, created_at)
     values (@name, @key, @email, 'not-a-hash', @apartment, @community, @createdAt)`,
  );
  const insertScore = sqlite.prepare(
    `insert into scores (profile_id, total_score, direct_score, indirect_score, responses, is_legacy, created_at)
     values (?, ?, ?, ?, ?, ?, ?)`,
  );
  const start = Date.parse('2024-01-01T00:00:00Z');
  sqlite.transaction(() => {
    const ids: number[] = [];
    for (let i = 0; i < RESIDENTS; i++) {
      const name = `Resident ${String(i).padStart(4, '0')} of Block ${i % 40}`;
      const info = insertProfile.run({
        name,
        key: profileNameKey(name),
        email: `resident.${i}@scale.example.com`,
        apartment: `T${i % 40}-${i}`,
        community: `Community ${i % 7}`,
        createdAt: start + i * 1000,
      });
      ids.push(Number(info.lastInsertRowid));
    }
    const withAttempts = ids.filter((_, i) => i % 10 !== 9);
    expect(RESIDENTS - withAttempts.length).toBe(WITHOUT_ATTEMPTS);
    // 90% of the residents share the attempts: 11 each, and one more for the first few (500 or
    // 200), so resident 0 has 12.
    let n = 0;
    withAttempts.forEach((id, k) => {
      const count =
        Math.floor(ATTEMPTS / withAttempts.length) + (k < ATTEMPTS % withAttempts.length ? 1 : 0);
      for (let a = 0; a < count; a++, n++) {
        const set = answerSets[(k + a) % answerSets.length]!;
        const legacy = n % LEGACY_EVERY === 0;
        if (legacy) legacyAttempts += 1;
        insertScore.run(
          id,
          set.totalScore,
          set.directScore,
          set.indirectScore,
          legacy ? null : set.json,
          legacy ? 1 : 0,
          start + 86_400_000 + n * 60_000,
        );
      }
    });
    expect(n).toBe(ATTEMPTS);
    sqlite.exec(`
      update profiles set
        water_score = coalesce((select total_score from scores where profile_id = profiles.id
                                order by created_at desc, id desc limit 1), 0),
        latest_score_at = (select max(created_at) from scores where profile_id = profiles.id)
      where is_admin = 0`);
  })();
  seedSeconds = (performance.now() - started) / 1000;
  sqlite.pragma('wal_checkpoint(TRUNCATE)');
  dbSize = statSync(server.dbPath).size;
}, 120_000);

afterAll(async () => {
  await sampler?.close();
  await server?.close();
  if (dir) rmSync(dir, { recursive: true, force: true });
  if (FULL && results.length > 0) {
    const section = benchmarkSection();
    console.log(section);
    if (process.env.UPDATE_BENCHMARKS === '1') writeBenchmarks(section);
  }
});

const EXPORTS = {
  scoresCsv: ['participant scores CSV', '/api/exports/participant-scores.csv', 'scores.csv'],
  responsesCsv: [
    'questionnaire responses CSV',
    '/api/exports/questionnaire-responses.csv',
    'responses.csv',
  ],
  scoresXlsx: ['participant scores XLSX', '/api/exports/participant-scores.xlsx', 'scores.xlsx'],
  responsesXlsx: [
    'questionnaire responses XLSX',
    '/api/exports/questionnaire-responses.xlsx',
    'responses.xlsx',
  ],
  report: ['PDF report', '/api/exports/report.pdf', 'report.pdf'],
  individual: ['individual PDF (12 attempts)', '', 'one.pdf'],
} as const;
/** What only the full size proves (see the top of the file). */
const FULL_ONLY = new Set<keyof typeof EXPORTS>(['responsesXlsx', 'report']);
const measured = {} as Record<keyof typeof EXPORTS, Measurement>;

describe(`exports of ${RESIDENTS} residents and ${ATTEMPTS} attempts`, () => {
  // Every file is downloaded first, one after the other, so that reading them back (which
  // allocates a lot in this same process) cannot disturb the measurements.
  beforeAll(async () => {
    const firstId = server.database.sqlite
      .prepare("select id from profiles where email = 'resident.0@scale.example.com'")
      .pluck()
      .get() as number;
    for (const [key, [name, path, file]] of Object.entries(EXPORTS)) {
      if (!FULL && FULL_ONLY.has(key as keyof typeof EXPORTS)) continue;
      const url = key === 'individual' ? `/api/exports/profiles/${firstId}/report.pdf` : path;
      if (key !== 'report') {
        measured[key as keyof typeof EXPORTS] = await measure(name, url, file);
        continue;
      }
      // Other users keep working during the longest export: time a session check every 50 ms.
      const latencies: number[] = [];
      let running = true;
      const probe = (async () => {
        while (running) {
          const t = performance.now();
          const res = await admin.get('/api/auth/me');
          if (res.status !== 200) throw new Error(`session check failed: ${res.status}`);
          latencies.push(performance.now() - t);
          await new Promise((resolve) => setTimeout(resolve, 50));
        }
      })();
      measured.report = await measure(name, url, file);
      running = false;
      await probe;
      latencies.sort((a, b) => a - b);
      probeLatency = {
        count: latencies.length,
        median: latencies[Math.floor(latencies.length / 2)] ?? 0,
        max: latencies.at(-1) ?? 0,
      };
    }
  }, 180_000);

  it('streamed the participant scores CSV, one row per resident, as in the database', () => {
    const m = measured.scoresCsv;
    expect(m.lines).toBe(1 + RESIDENTS);
    const rows = parseCsv(readFileSync(m.file, 'utf8').slice(1));
    const expected = server.database.sqlite
      .prepare(
        `select p.email, count(s.id) as attempts, coalesce(max(s.total_score), 0) as best,
                avg(s.total_score) as average
         from profiles p left join scores s on s.profile_id = p.id
         where p.is_admin = 0 group by p.id order by p.id`,
      )
      .all() as { email: string; attempts: number; best: number; average: number | null }[];
    expect(rows.slice(1).map((r) => [r[1], r[4], r[5], r[6]])).toEqual(
      expected.map((e) => [
        e.email,
        String(e.attempts),
        String(e.best),
        String(Math.round(e.average ?? 0)),
      ]),
    );
  });

  it('streamed the responses CSV, one row per attempt, legacy ones marked', async () => {
    const m = measured.responsesCsv;
    expect(m.lines).toBe(1 + ATTEMPTS);
    let legacyRows = 0;
    let header: string[] = [];
    for await (const line of createInterface({
      input: createReadStream(m.file, 'utf8'),
      crlfDelay: Infinity,
    })) {
      if (header.length === 0) header = parseCsv(`${line.slice(1)}\r\n`)[0] ?? [];
      else if (line.endsWith(LEGACY)) legacyRows += 1;
    }
    expect(header).toHaveLength(8 + QUESTIONS.length);
    expect(legacyRows).toBe(legacyAttempts);
  });

  it.runIf(FULL)('streamed both XLSX twins', async () => {
    const count = (text: string, part: string) => text.split(part).length - 1;
    const scoresXml = xlsxSheetXml(readFileSync(measured.scoresXlsx.file));
    expect(count(scoresXml, '<row ')).toBe(1 + RESIDENTS);
    const responsesXml = xlsxSheetXml(readFileSync(measured.responsesXlsx.file));
    expect(count(responsesXml, '<row ')).toBe(1 + ATTEMPTS);
    expect(count(responsesXml, LEGACY)).toBe(legacyAttempts * QUESTIONS.length);
    // The small one is also read back whole by exceljs.
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.readFile(measured.scoresXlsx.file);
    expect(workbook.worksheets[0]?.rowCount).toBe(1 + RESIDENTS);
    expect(workbook.worksheets[0]?.getRow(2).getCell(2).value).toBe('resident.0@scale.example.com');
  });

  it.runIf(FULL)('streamed the PDF report while other requests were served', async () => {
    const { pages, first, last } = await pdfEnds(readFileSync(measured.report.file));
    expect(pages).toBeGreaterThan(2_000);
    expect(first).toContain(`Total Participants: ${RESIDENTS}`);
    expect(first).toContain(`Participants with Scores: ${RESIDENTS - WITHOUT_ATTEMPTS}`);
    expect(first).toContain('Completion Rate: 90%');
    expect(last).toContain('Resident 4999 of Block 39');
    expect(probeLatency.count).toBeGreaterThan(5);
  });

  it('streamed an individual PDF', async () => {
    const { text } = await readPdf(readFileSync(measured.individual.file));
    expect(text).toContain('Total Attempts: 12');
  });

  it.runIf(!FULL)('streamed the small XLSX, read back whole', async () => {
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.readFile(measured.scoresXlsx.file);
    expect(workbook.worksheets[0]?.rowCount).toBe(1 + RESIDENTS);
    expect(workbook.worksheets[0]?.getRow(2).getCell(2).value).toBe('resident.0@scale.example.com');
  });

  it.each(
    (
      [
        ['questionnaire-responses.csv', 'responsesCsv'],
        ['questionnaire-responses.xlsx', 'responsesXlsx'],
        ['report.pdf', 'report'],
      ] as const
    ).filter(([, key]) => FULL || !FULL_ONLY.has(key)),
  )(
    '%s holds back while the client does not read, and lets go when it leaves',
    async (file, key) => {
      const sqlite = server.database.sqlite;
      const fullyCheckpointed = () => {
        // A write, then a checkpoint that never waits: frames newer than an open reader's
        // snapshot cannot be copied back, so all of them are copied only when no export reads.
        sqlite
          .prepare('update profiles set water_score = water_score + 1 where id = ?')
          .run(server.adminId);
        const [row] = sqlite.pragma('wal_checkpoint(PASSIVE)') as {
          log: number;
          checkpointed: number;
        }[];
        return row !== undefined && row.log === row.checkpointed;
      };
      // An earlier export's connection may still be closing on a busy machine.
      await expect.poll(fullyCheckpointed, { timeout: 20_000, interval: 100 }).toBe(true);

      // The server's end of this download: what it has handed to the socket, sent or still
      // queued in memory, is its bytesWritten. Counting bytes, not process RSS, keeps the
      // proof exact on a busy machine where the garbage collector moves RSS by tens of MB.
      const serverSockets: Socket[] = [];
      const onConnection = (socket: Socket) => serverSockets.push(socket);
      server.app.server.on('connection', onConnection);
      const url = new URL(`/api/exports/${file}`, server.url);
      const cookie = [...admin.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
      const response = await new Promise<IncomingMessage>((resolve) => {
        httpGet(url, { headers: { cookie }, agent: false }, resolve);
      });
      server.app.server.off('connection', onConnection);
      expect(response.statusCode).toBe(200);
      try {
        response.pause();
        const serverSocket = serverSockets.find((s) => s.remotePort === response.socket.localPort);
        if (!serverSocket) throw new Error('the server end of the download was not seen');
        // Wait until the export stops producing: the socket buffers are full and nobody reads.
        let written = -1;
        await expect
          .poll(
            () => {
              const before = written;
              written = serverSocket.bytesWritten;
              return written === before;
            },
            { timeout: 30_000, interval: 500 },
          )
          .toBe(true);
        // It stopped well short of the whole file: it waits for the socket instead of
        // filling memory, and keeps its snapshot.
        expect(written).toBeLessThan(measured[key].size * 0.9);
        expect(response.readableEnded).toBe(false);
        expect(fullyCheckpointed()).toBe(false);
      } finally {
        response.destroy();
      }
      await expect.poll(fullyCheckpointed, { timeout: 20_000, interval: 100 }).toBe(true);
      // And the server is fine.
      expect((await admin.get('/api/auth/me')).status).toBe(200);
    },
    // Its polls alone may take 70 s on a busy machine; the default 30 s cut it short.
    120_000,
  );
});

function benchmarkSection(): string {
  const mb = (bytes: number) => (bytes / MB).toFixed(1);
  const signed = (bytes: number) => `${bytes < 0 ? '-' : '+'}${mb(Math.abs(bytes))}`;
  const header = ['export', 'file', 'time', 'CPU', 'load', 'RSS before', 'RSS peak', 'RSS growth'];
  header.push('heap before', 'heap peak', 'heap growth');
  const body = results.map((m) => [
    m.name,
    `${mb(m.size)} MB`,
    `${m.seconds.toFixed(2)} s`,
    `${m.cpuSeconds.toFixed(2)} s`,
    m.load.toFixed(1),
    `${mb(m.baseRss)} MB`,
    `${mb(m.peakRss)} MB`,
    `${signed(m.peakRss - m.baseRss)} MB`,
    `${mb(m.baseHeap)} MB`,
    `${mb(m.peakHeap)} MB`,
    `${signed(m.peakHeap - m.baseHeap)} MB`,
  ]);
  // Padded the way Prettier formats a Markdown table, so the file passes `prettier --check`.
  const widths = header.map((h, i) => Math.max(h.length, ...body.map((r) => r[i]?.length ?? 0)));
  const line = (cells: string[]) =>
    `| ${cells.map((c, i) => c.padEnd(widths[i] ?? 0)).join(' | ')} |`;
  const rows = [
    line(header),
    `| ${widths.map((w) => '-'.repeat(w)).join(' | ')} |`,
    ...body.map(line),
  ];
  return [
    '## Admin exports at scale',
    '',
    `\`apps/api/test/exports.scale.integration.test.ts\`: ${RESIDENTS.toLocaleString('en-US')} residents (${WITHOUT_ATTEMPTS} without attempts) and ${ATTEMPTS.toLocaleString('en-US')} attempts (${legacyAttempts.toLocaleString('en-US')} of them legacy, without answers) written straight into the SQLite file (${mb(dbSize)} MB) in one transaction (${seedSeconds.toFixed(1)} s). Each export is downloaded over HTTP by the administrator, one after the other, and streamed to a file by the client.`,
    '',
    'The server runs in the test process; memory is sampled every 20 ms during each download: RSS of the whole process from a worker thread (it keeps sampling while the event loop is busy), V8 heap used from the main thread. The baseline is taken right after a forced GC; "peak" is the highest sample while the download runs.',
    '',
    ...rows,
    '',
    `While the PDF report was being written, a session check (GET /api/auth/me) every 50 ms took ${probeLatency.median.toFixed(0)} ms median, ${probeLatency.max.toFixed(0)} ms worst (${probeLatency.count} requests).`,
    '',
    'Reading the figures:',
    '',
    '- Memory stays flat: no export grows RSS by more than a few tens of MB over a baseline of about 200 MB (the test runner and the server), whatever the size of the file. "Heap before" is back at the same value before every export, so nothing is retained; the heap growth during an export is short-lived garbage between collections.',
    '- How: rows come from better-sqlite3 `.iterate()` on a separate read-only connection (one snapshot per export, so other requests never find the connection busy), in id order, with one GROUP BY per table; every writer waits for `drain` on the response; a paused client stops the export (tested: the server stops after handing the socket about 4 MB, what the kernel buffers hold, and releases its snapshot when the client disconnects).',
    '- XLSX: exceljs feeds each worksheet to its zip without waiting; the writer waits while more than 512 KiB is queued there. Without that wait the responses XLSX grew RSS by about 105 MB during development. Sharing one style object per column halved its CPU time (exceljs otherwise renders a style for every cell).',
    '- PDF: pdfkit writes each page out as soon as the next one starts; what it keeps is the cross-reference table and page tree, about 1 KB per page (about 2.3 MB for the 2,300 pages here). Its cost is CPU (glyph widths and kerning), 2 to 3 ms per participant.',
    '- "load" is the 1-minute load average of the 2-core machine when the export started: other test suites ran at the same time, so wall time varies from run to run; CPU time is the steadier figure.',
    '',
    `Measured on ${new Date().toISOString().slice(0, 10)}, Node ${process.version}, ${process.platform}/${process.arch}. Re-run: \`cd apps/api && EXPORT_SCALE=full UPDATE_BENCHMARKS=1 pnpm exec vitest run test/exports.scale.integration.test.ts\`.`,
    '',
  ].join('\n');
}

/** Replaces this section of docs/benchmarks.md (or adds it), leaving every other heading alone. */
function writeBenchmarks(section: string): void {
  const path = join(import.meta.dirname, '..', '..', '..', 'docs', 'benchmarks.md');
  let text = '';
  try {
    text = readFileSync(path, 'utf8');
  } catch {
    text = '# Benchmarks\n';
  }
  const heading = '## Admin exports at scale';
  const startAt = text.indexOf(heading);
  if (startAt === -1) {
    text = `${text.trimEnd()}\n\n${section}`;
  } else {
    const next = text.indexOf('\n## ', startAt + heading.length);
    text = `${text.slice(0, startAt)}${section}${next === -1 ? '' : `\n${text.slice(next + 1)}`}`;
  }
  writeFileSync(path, text);
}
