import { hostname } from 'node:os';
import type { SqliteHandle } from '@wf/db/client';
import type { Deps } from './deps.ts';
import { sendDueReminders } from './reminders.ts';
import { deleteExpiredSessions } from './sessions.ts';

/**
 * Scheduled work runs once per machine and interval, however many server processes share the
 * file (WORKERS): a process runs a job only when it has claimed the job's lease row, and a
 * claim succeeds only after the previous holder's lease ran out. One atomic statement decides.
 */
export function claimLease(
  sqlite: SqliteHandle,
  name: string,
  holder: string,
  forMs: number,
  now = Date.now(),
): boolean {
  const claim = sqlite.prepare<[{ name: string; holder: string; until: number; now: number }]>(
    `INSERT INTO job_leases (name, holder, until) VALUES (@name, @holder, @until)
     ON CONFLICT (name) DO UPDATE SET holder = excluded.holder, until = excluded.until
     WHERE job_leases.until <= @now`,
  );
  return claim.run({ name, holder, until: now + forMs, now }).changes === 1;
}

interface Job {
  name: string;
  everyMs: number;
  run: () => unknown;
}

const MINUTE = 60_000;
/** How often a process looks for a job that is due. */
const TICK_MS = MINUTE;

/**
 * The machine's jobs: ended sessions and spent rate-limit counters are deleted; due check-in
 * reminders go out (in the community's daytime only: sendDueReminders decides).
 */
export function jobs(deps: Deps): Job[] {
  return [
    {
      name: 'delete-expired-sessions',
      everyMs: 60 * MINUTE,
      run: () => deleteExpiredSessions(deps),
    },
    { name: 'sweep-rate-limits', everyMs: 15 * MINUTE, run: () => deps.limits.sweep() },
    { name: 'send-reminders', everyMs: 15 * MINUTE, run: () => sendDueReminders(deps) },
  ];
}

/**
 * Runs each due job now (at start) and then checks every minute; returns a stop function. A
 * job that throws is logged and tried again at its next interval.
 */
export function startSchedule(
  sqlite: SqliteHandle,
  list: Job[],
  onError: (error: unknown, job: string) => void,
  holder = `${hostname()}:${process.pid}`,
): () => void {
  const tick = () => {
    for (const job of list) {
      try {
        if (!claimLease(sqlite, job.name, holder, job.everyMs)) continue;
        const result = job.run();
        // A job that sends (reminders) finishes later: its failure is logged the same way.
        if (result instanceof Promise) result.catch((error: unknown) => onError(error, job.name));
      } catch (error) {
        onError(error, job.name);
      }
    }
  };
  tick();
  const timer = setInterval(tick, TICK_MS);
  timer.unref();
  return () => clearInterval(timer);
}
