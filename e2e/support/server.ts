import { spawn, type ChildProcess } from 'node:child_process';
import {
  cpSync,
  createWriteStream,
  existsSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
} from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
export const PARTICIPANT_CODE = 'E2E-CODE-42';
export const ADMIN = { email: 'admin@e2e.test', password: 'e2e-admin-pass', profileName: 'admin' };

export interface RunningServer {
  url: string;
  dbPath: string;
  logPath: string;
  stop(): Promise<void>;
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.listen(0, '127.0.0.1', () => {
      const address = srv.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      srv.close(() => resolve(port));
    });
    srv.on('error', reject);
  });
}

/**
 * Starts the production build (apps/api/dist + apps/web/dist) on a fresh SQLite file. A variable
 * given as undefined is left unset (MAIL_OUTBOX_DIR: undefined, a server with no mail at all).
 */
export async function startServer(
  extraEnv: Record<string, string | undefined> = {},
): Promise<RunningServer> {
  const dir = mkdtempSync(join(tmpdir(), 'wf-e2e-'));
  const dbPath = join(dir, 'e2e.db');
  const logPath = join(dir, 'server.log');
  // A snapshot of the built web app: other work may rebuild apps/web/dist while tests run, and
  // the server lists its static files once at start, so a rebuild would 404 every new chunk.
  const webDist = join(dir, 'web');
  const builtWeb = join(ROOT, 'apps/web/dist');
  if (!existsSync(join(builtWeb, 'index.html'))) {
    throw new Error(
      'apps/web/dist is missing: run `pnpm exec turbo run build --filter=@wf/api --filter=@wf/web`',
    );
  }
  cpSync(builtWeb, webDist, { recursive: true, filter: (src) => !src.endsWith('.map') });
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const log = createWriteStream(logPath);
  const child: ChildProcess = spawn(process.execPath, [join(ROOT, 'apps/api/dist/main.js')], {
    cwd: dir,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: `file:${dbPath}`,
      PARTICIPANT_CODE,
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      ADMIN_PROFILE_NAME: ADMIN.profileName,
      PUBLIC_URL: url,
      WEB_DIST: webDist,
      RATE_LIMITS: 'off',
      LOG_LEVEL: 'info',
      // Reset mails land here as JSON files; the server never logs a reset link.
      MAIL_OUTBOX_DIR: join(dir, 'mail'),
      ...extraEnv,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.pipe(log);
  child.stderr?.pipe(log);
  let stopping = false;
  child.once('exit', (code, signal) => {
    if (stopping) return;
    // A server that dies mid-run turns every later test into ECONNREFUSED: say why, once.
    const tail = readFileSync(logPath, 'utf8').split('\n').slice(-30).join('\n');
    console.error(
      `e2e server ${url} exited unexpectedly (code ${code}, signal ${signal}); log tail:\n${tail}`,
    );
  });
  // Generous: the browser starts at the same time, on a machine that may be busy with other work
  // (a start took over 30 s at a load average of 38).
  const deadline = Date.now() + 90_000;
  for (;;) {
    if (child.exitCode !== null) {
      throw new Error(`server exited (${child.exitCode}):\n${readFileSync(logPath, 'utf8')}`);
    }
    try {
      const res = await fetch(`${url}/api/health`);
      if (res.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error('server did not start within 90 s');
    await new Promise((r) => setTimeout(r, 100));
  }
  return {
    url,
    dbPath,
    logPath,
    stop: async () => {
      stopping = true;
      if (child.exitCode === null) {
        await new Promise<void>((resolve) => {
          child.once('exit', () => resolve());
          child.kill('SIGTERM');
        });
      }
      log.end();
      if (!process.env.E2E_KEEP_TMP) rmSync(dir, { recursive: true, force: true });
    },
  };
}

/**
 * The newest password-reset link mailed to `email`: the server writes each mail into the
 * MAIL_OUTBOX_DIR next to its log (no SMTP in tests, and a link is never logged).
 */
export function lastResetLink(logPath: string, email: string): string | undefined {
  const outbox = join(dirname(logPath), 'mail');
  if (!existsSync(outbox)) return undefined;
  const files = readdirSync(outbox)
    .filter((f) => f.endsWith('.json'))
    .sort()
    .reverse();
  for (const file of files) {
    try {
      const mail = JSON.parse(readFileSync(join(outbox, file), 'utf8')) as {
        to?: string;
        link?: string;
      };
      // Reminder mails share the outbox and carry no `link`.
      if (mail.to === email.toLowerCase() && mail.link) return mail.link;
    } catch {
      // being written
    }
  }
  return undefined;
}
