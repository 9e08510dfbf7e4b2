import cluster, { type Worker } from 'node:cluster';
import type { FastifyBaseLogger } from 'fastify';

// WORKERS > 1 (docs/operations.md): node:cluster forks that many copies of this program, which
// share the port (the primary accepts connections and hands them round-robin to the workers)
// and the SQLite file (WAL lets them read side by side; writers take turns under the busy
// timeout). The primary serves nothing itself: it starts the workers, replaces one that dies,
// and stops them all gracefully on SIGTERM or SIGINT.

/** A worker that dies this soon after another replacement is part of a crash loop. */
const RESTART_WINDOW_MS = 60_000;
const MAX_RESTARTS_IN_WINDOW = 10;
/** How long a graceful stop may take before the remaining workers are killed. */
const STOP_TIMEOUT_MS = 15_000;
/** A worker that exits while the primary is stopping (Ctrl-C reaches all) is not replaced. */
const REPLACE_DELAY_MS = 200;

/** Forks `count` workers and resolves once all of them listen. */
export async function runPrimary(count: number, log: FastifyBaseLogger): Promise<void> {
  let stopping = false;
  const restarts: number[] = [];

  const stop = (code: number) => {
    if (stopping) return;
    stopping = true;
    const alive = Object.values(cluster.workers ?? {}).filter((w): w is Worker => !!w);
    if (alive.length === 0) process.exit(code);
    let left = alive.length;
    for (const worker of alive) {
      worker.once('exit', () => {
        left -= 1;
        if (left === 0) process.exit(code);
      });
      // Each worker closes its server (open requests finish) and the database, then exits.
      worker.process.kill('SIGTERM');
    }
    setTimeout(() => {
      for (const worker of alive) if (!worker.isDead()) worker.process.kill('SIGKILL');
      process.exit(code);
    }, STOP_TIMEOUT_MS).unref();
  };
  process.on('SIGTERM', () => stop(0));
  process.on('SIGINT', () => stop(0));

  await new Promise<void>((resolve, reject) => {
    let listening = 0;
    const onStartupExit = (worker: Worker, code: number | null, signal: string | null) => {
      reject(
        new Error(
          `A worker process (pid ${worker.process.pid}) exited (${signal ?? code}) before it listened; see its output above.`,
        ),
      );
    };
    cluster.on('exit', onStartupExit);
    cluster.on('listening', () => {
      listening += 1;
      if (listening === count) {
        cluster.off('exit', onStartupExit);
        resolve();
      }
    });
    for (let i = 0; i < count; i++) cluster.fork();
  }).catch((error: unknown) => {
    stop(1);
    throw error;
  });

  cluster.on('exit', (worker, code, signal) => {
    if (stopping) return;
    setTimeout(() => {
      if (stopping) return;
      const now = Date.now();
      restarts.push(now);
      while (restarts.length > 0 && restarts[0]! < now - RESTART_WINDOW_MS) restarts.shift();
      if (restarts.length > MAX_RESTARTS_IN_WINDOW) {
        log.fatal(
          { restarts: restarts.length },
          'Worker processes keep dying; the server stops (see the errors above)',
        );
        stop(1);
        return;
      }
      log.warn(
        { pid: worker.process.pid, code, signal },
        'A worker process died; starting another',
      );
      cluster.fork();
    }, REPLACE_DELAY_MS);
  });
}
