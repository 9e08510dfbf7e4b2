// Starts the API server as a child process (the built bundle or the TypeScript source through
// tsx) and waits until it listens. Used by `pnpm bench` and by the crash and backup tests.
import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';

export const API_ROOT = fileURLToPath(new URL('..', import.meta.url));
export const REPO_ROOT = fileURLToPath(new URL('../../..', import.meta.url));

/** A port that was free a moment ago (the server needs it before it starts). */
export async function freePort(): Promise<number> {
  const server = createServer();
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

export interface ServerProcess {
  child: ChildProcess;
  port: number;
  url: string;
  /** Everything the process wrote, for failure messages. */
  output(): string;
  /** SIGTERM and wait for the exit (the server closes the database cleanly). */
  stop(): Promise<void>;
  /** SIGKILL: no chance to finish anything; resolves when the process is gone. */
  kill(): Promise<void>;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

export interface SpawnOptions {
  /** `dist`: node dist/main.js (production bundle); `src`: node --import tsx src/main.ts. */
  entry: 'dist' | 'src';
  env: Record<string, string>;
  nodeArgs?: string[];
  readyTimeoutMs?: number;
}

export async function spawnServer(options: SpawnOptions): Promise<ServerProcess> {
  const port = Number(options.env.PORT ?? (await freePort()));
  const args =
    options.entry === 'dist'
      ? [...(options.nodeArgs ?? []), 'dist/main.js']
      : [...(options.nodeArgs ?? []), '--import', 'tsx', 'src/main.ts'];
  const child = spawn(process.execPath, args, {
    cwd: API_ROOT,
    env: {
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? '',
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      HOST: '127.0.0.1',
      ADMIN_PASSWORD: 'admin-password-for-tests',
      // `pnpm test:crash` runs its proof with one server process and again with two.
      ...(process.env.WORKERS ? { WORKERS: process.env.WORKERS } : {}),
      ...options.env,
      PORT: String(port),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) => {
    child.once('exit', (code, signal) => resolve({ code, signal }));
  });
  const ready = new Promise<void>((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('is running at')) resolve();
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    void exited.then(({ code, signal }) =>
      reject(new Error(`server exited (${code ?? signal}) before listening:\n${output}`)),
    );
  });
  // Several workers start one after the primary has prepared the file: allow them longer.
  const workers = Number(options.env.WORKERS ?? process.env.WORKERS ?? 1);
  const timeoutMs = options.readyTimeoutMs ?? (workers > 1 ? 90_000 : 30_000);
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new Error(`server did not listen within ${timeoutMs} ms:\n${output}`)),
      timeoutMs,
    );
  });
  try {
    await Promise.race([ready, timeout]);
  } catch (error) {
    child.kill('SIGKILL');
    throw error;
  } finally {
    clearTimeout(timer);
  }
  const gone = async (signal: NodeJS.Signals) => {
    if (child.exitCode === null && child.signalCode === null) child.kill(signal);
    await exited;
  };
  return {
    child,
    port,
    url: `http://127.0.0.1:${port}`,
    output: () => output,
    stop: () => gone('SIGTERM'),
    kill: () => gone('SIGKILL'),
    exited,
  };
}
