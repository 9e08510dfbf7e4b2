// Backups of the running server: `pnpm db:backup` (scripts/db-backup.mjs) copies the live
// database while signups and score submissions keep arriving; the copy is sound and holds
// every write answered before the backup started. `pnpm db:restore` refuses while the server
// runs, restores once it is stopped, and the server then starts on the restored file.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { REPO_ROOT, spawnServer, type ServerProcess } from '../bench/server-process.ts';
import {
  PARTICIPANT_CODE,
  databaseProblems,
  mixedLoad,
  openSqlite,
  type Answered,
} from './proof-helpers.ts';

const dir = mkdtempSync(join(tmpdir(), 'wf-backup-e2e-'));
const live = join(dir, 'live.db');
const backupFile = join(dir, 'backup.db');
let server: ServerProcess | undefined;

afterAll(async () => {
  await server?.kill();
  rmSync(dir, { recursive: true, force: true });
});

const start = (file: string) =>
  spawnServer({
    entry: 'src',
    env: { DATABASE_URL: `file:${file}`, PARTICIPANT_CODE, RATE_LIMITS: 'off', LOG_LEVEL: 'warn' },
  });

/** Runs one of the root scripts the way `pnpm db:backup <file>` does. */
function script(name: 'db-backup' | 'db-restore', file: string, databaseUrl: string) {
  return new Promise<{ code: number | null; output: string }>((resolve) => {
    const child = spawn(process.execPath, [join('scripts', `${name}.mjs`), file], {
      cwd: REPO_ROOT,
      env: { ...process.env, DATABASE_URL: databaseUrl },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (c: Buffer) => (output += c.toString()));
    child.stderr.on('data', (c: Buffer) => (output += c.toString()));
    const timer = setTimeout(() => child.kill('SIGKILL'), 60_000);
    child.once('exit', (code) => {
      clearTimeout(timer);
      resolve({ code, output });
    });
  });
}

function rowsPresent(file: string, answered: Answered[]): string[] {
  const sqlite = openSqlite(file);
  try {
    const score = sqlite.prepare('select count(*) from scores where id = ?').pluck();
    const profile = sqlite.prepare('select id from profiles where email = ?').pluck();
    return answered.flatMap((a) => {
      if (a.kind === 'submit') {
        const id = (a.body as { score: { id: number } }).score.id;
        return score.get(id) === 1 ? [] : [`score ${id}`];
      }
      return profile.get(a.sent) === (a.body as { user: { id: number } }).user.id
        ? []
        : [`profile ${String(a.sent)}`];
    });
  } finally {
    sqlite.close();
  }
}

describe('pnpm db:backup / db:restore', () => {
  it('backs up under write load and restores a database the server starts on', async () => {
    server = await start(live);
    const cookies: string[] = [];
    for (const n of [1, 2]) {
      const response = await fetch(`${server.url}/api/auth/signup`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          profileName: `Backer ${n}`,
          email: `backer${n}@example.com`,
          password: 'backer-password',
          apartment: 'B-1',
          apartmentCommunityName: 'Backup Court',
          participantCode: PARTICIPANT_CODE,
        }),
      });
      expect(response.status).toBe(201);
      cookies.push(/wf_session=[^;]+/.exec(response.headers.get('set-cookie') ?? '')![0]);
    }
    const load = mixedLoad({
      url: server.url,
      cookies,
      workers: 8,
      signupShare: 0.1,
      maxRequests: 50_000,
      maxMs: 30_000,
      tag: 'b',
    });
    while (load.answered.length < 200) await new Promise((r) => setTimeout(r, 20));

    // Everything answered before the backup starts must be in it.
    const before = [...load.answered];
    const backup = await script('db-backup', backupFile, `file:${live}`);
    const duringBackup = load.answered.length - before.length;
    load.stop();
    const { answered } = await load.done;
    expect(backup.code, backup.output).toBe(0);
    expect(backup.output).toMatch(/integrity_check ok/);
    // Writes went on while the backup ran (it took the script's whole run, start-up included).
    expect(duringBackup).toBeGreaterThan(0);
    expect(answered.every((a) => a.status === 201)).toBe(true);

    expect(databaseProblems(backupFile)).toEqual([]);
    expect(rowsPresent(backupFile, before)).toEqual([]);

    // The server holds the database open: a restore over it is refused and changes nothing.
    const refused = await script('db-restore', backupFile, `file:${live}`);
    expect(refused.code).toBe(1);
    expect(refused.output).toMatch(/is open in another process/);
    expect(rowsPresent(live, answered)).toEqual([]);

    await server.stop();
    server = undefined;
    const restored = await script('db-restore', backupFile, `file:${live}`);
    expect(restored.code, restored.output).toBe(0);
    expect(restored.output).toMatch(/kept as .*live\.db\.pre-restore-/);

    // The restored database is the backup: the writes answered before it, and the server starts on it.
    expect(databaseProblems(live)).toEqual([]);
    expect(rowsPresent(live, before)).toEqual([]);
    server = await start(live);
    const login = await fetch(`${server.url}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ identifier: 'backer1@example.com', password: 'backer-password' }),
    });
    expect(login.status).toBe(200);
    await server.stop();
    server = undefined;
  }, 120_000);
});
