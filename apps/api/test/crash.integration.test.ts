// Crash safety: the server runs as a child process on a SQLite file with the durability setting
// in use (WAL, synchronous FULL), takes concurrent signups and score submissions, and is killed
// with SIGKILL at a random moment. After each kill the server must start again on the same
// file, every request that was answered 2xx must be in the database, and no partial write may
// be left (see databaseProblems). `npm test` runs 2 rounds; `pnpm test:crash` runs 20.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { spawnServer, type ServerProcess } from '../bench/server-process.ts';
import {
  PARTICIPANT_CODE,
  databaseProblems,
  mixedLoad,
  openSqlite,
  type Answered,
} from './proof-helpers.ts';

const ROUNDS = Math.max(1, Number(process.env.CRASH_ROUNDS ?? 2));
const dir = mkdtempSync(join(tmpdir(), 'wf-crash-'));
const dbPath = join(dir, 'crash.db');
let server: ServerProcess | undefined;

const start = () =>
  spawnServer({
    // The TypeScript source, so the test always runs what is in the tree (no build needed).
    entry: 'src',
    env: {
      DATABASE_URL: `file:${dbPath}`,
      PARTICIPANT_CODE,
      RATE_LIMITS: 'off',
      LOG_LEVEL: 'warn',
    },
  });

afterAll(async () => {
  await server?.kill();
  rmSync(dir, { recursive: true, force: true });
});

async function signupResident(url: string, name: string): Promise<string> {
  const response = await fetch(`${url}/api/auth/signup`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      profileName: name,
      email: `${name.toLowerCase().replace(/\W/g, '.')}@example.com`,
      password: 'submitter-password',
      apartment: 'S-1',
      apartmentCommunityName: 'Crash Towers',
      participantCode: PARTICIPANT_CODE,
    }),
  });
  expect(response.status).toBe(201);
  return /wf_session=[^;]+/.exec(response.headers.get('set-cookie') ?? '')![0];
}

/** Every 2xx answer is in the database, exactly as it was answered. */
function missingAnswers(answered: Answered[]): string[] {
  const sqlite = openSqlite(dbPath);
  try {
    const score = sqlite.prepare(
      'select profile_id, total_score, direct_score, indirect_score, responses from scores where id = ?',
    );
    const profile = sqlite.prepare('select id from profiles where email = ?').pluck();
    const missing: string[] = [];
    for (const a of answered) {
      if (a.kind === 'submit') {
        const sent = a.sent as {
          responses: unknown;
          totalScore: number;
          directScore: number;
          indirectScore: number;
        };
        const stored = (a.body as { score: { id: number; userId: number } }).score;
        const row = score.get(stored.id) as
          | {
              profile_id: number;
              total_score: number;
              direct_score: number;
              indirect_score: number;
              responses: string;
            }
          | undefined;
        if (
          !row ||
          row.profile_id !== stored.userId ||
          row.total_score !== sent.totalScore ||
          row.direct_score !== sent.directScore ||
          row.indirect_score !== sent.indirectScore ||
          row.responses !== JSON.stringify(sent.responses)
        ) {
          missing.push(`score ${stored.id}: ${JSON.stringify(row)}`);
        }
      } else {
        const id = profile.get(a.sent);
        if (id !== (a.body as { user: { id: number } }).user.id)
          missing.push(`profile ${String(a.sent)}`);
      }
    }
    return missing;
  } finally {
    sqlite.close();
  }
}

describe(`kill -9 under load (${ROUNDS} rounds)`, () => {
  it(
    'loses no answered write, leaves no partial row, and restarts cleanly every time',
    async () => {
      server = await start();
      const cookies = [
        await signupResident(server.url, 'Submitter One'),
        await signupResident(server.url, 'Submitter Two'),
        await signupResident(server.url, 'Submitter Three'),
      ];
      let acknowledged = 0;
      let inFlight = 0;
      for (let round = 1; round <= ROUNDS; round++) {
        const load = mixedLoad({
          url: server.url,
          cookies,
          workers: 24,
          signupShare: 0.15,
          maxRequests: 20_000,
          maxMs: 10_000,
          tag: `r${round}`,
        });
        // A random moment once the load is going (at least 20 answers in, at most 10 s): the
        // kill then lands among commits, with every loop's request in flight.
        const going = Date.now() + 10_000;
        while (load.answered.length < 20 && Date.now() < going)
          await new Promise((r) => setTimeout(r, 5));
        await new Promise((r) => setTimeout(r, Math.random() * 600));
        await server.kill();
        const { answered, unanswered } = await load.done;

        // Answers the server gave before it died were all successes (valid requests only).
        const statuses = [...new Set(answered.map((a) => a.status))];
        expect(
          statuses.filter((s) => s !== 201),
          `round ${round}: statuses ${statuses.join(', ')}`,
        ).toEqual([]);

        // The server starts again on the file the kill left behind (WAL recovery included).
        server = await start();
        const health = await fetch(`${server.url}/api/health`);
        expect(health.status).toBe(200);
        expect(server.output()).not.toMatch(/"level":(50|60)/);

        expect(missingAnswers(answered), `round ${round}`).toEqual([]);
        expect(
          databaseProblems(dbPath, { everyResidentHasSession: true }),
          `round ${round}`,
        ).toEqual([]);

        // A resident whose signup was answered just before the kill can log in with the password.
        const lastSignup = answered.filter((a) => a.kind === 'signup').at(-1);
        if (lastSignup) {
          const login = await fetch(`${server.url}/api/auth/login`, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({
              identifier: lastSignup.sent,
              password: `pw-${String(lastSignup.sent).slice('crash.'.length, -'@example.com'.length)}-long-enough`,
            }),
          });
          expect(login.status, `round ${round}: login of ${String(lastSignup.sent)}`).toBe(200);
        }
        acknowledged += answered.length;
        inFlight += unanswered;
        console.log(
          `round ${round}: ${answered.length} answered 2xx and kept, ${unanswered} in flight at the kill`,
        );
      }
      // The kills did land under load, and with requests in flight.
      expect(acknowledged).toBeGreaterThanOrEqual(ROUNDS * 20);
      expect(inFlight).toBeGreaterThan(0);
      await server.stop();
      server = undefined;
      expect(databaseProblems(dbPath, { everyResidentHasSession: true })).toEqual([]);
    },
    60_000 + ROUNDS * 20_000,
  );
});
