import { createHash } from 'node:crypto';
import { writeTransaction, type SqliteHandle } from '@wf/db/client';
import { errors } from './errors.ts';

/**
 * The counters live in SQLite (table rate_limits), not in a process's memory: every server
 * process of the machine (WORKERS) counts the same attempts, and a restart forgives nothing an
 * attacker could reset by crashing a process. Each statement is atomic; a check and the hits
 * that follow it are made one step with `atomically` (BEGIN IMMEDIATE), so concurrent requests
 * on different processes cannot both pass a check at the last allowed count.
 */
class RateStatements {
  readonly get;
  readonly hit;
  readonly release;
  readonly reset;
  readonly mark;
  readonly sweep;
  constructor(readonly sqlite: SqliteHandle) {
    this.get = sqlite.prepare<[string], { count: number; reset_at: number }>(
      'SELECT count, reset_at FROM rate_limits WHERE key = ?',
    );
    // A new window starts when the old one has ended; otherwise the count goes up.
    this.hit = sqlite.prepare<[{ key: string; now: number; resetAt: number }]>(
      `INSERT INTO rate_limits (key, count, reset_at) VALUES (@key, 1, @resetAt)
       ON CONFLICT (key) DO UPDATE SET
         count = CASE WHEN reset_at <= @now THEN 1 ELSE count + 1 END,
         reset_at = CASE WHEN reset_at <= @now THEN excluded.reset_at ELSE reset_at END`,
    );
    this.release = sqlite.prepare<[string, number]>(
      'UPDATE rate_limits SET count = count - 1 WHERE key = ? AND reset_at > ? AND count > 0',
    );
    this.reset = sqlite.prepare<[string]>('DELETE FROM rate_limits WHERE key = ?');
    this.mark = sqlite.prepare<[string, number]>(
      `INSERT INTO rate_limits (key, count, reset_at) VALUES (?, 1, ?)
       ON CONFLICT (key) DO UPDATE SET count = 1, reset_at = excluded.reset_at`,
    );
    this.sweep = sqlite.prepare<[number]>('DELETE FROM rate_limits WHERE reset_at <= ?');
  }
}

/**
 * A counter's row key: the limiter's name and a hash of what it counts. What was typed into a
 * login form (an email, a name, now and then a password in the wrong field) and the address it
 * came from are never stored, only compared.
 */
function rowKey(name: string, key: string): string {
  return `${name}:${createHash('sha256').update(key).digest('base64url')}`;
}

/** Fixed-window counters per key. Off: nothing counted, nothing refused. */
class Limiter {
  constructor(
    private readonly db: RateStatements,
    readonly name: string,
    readonly limit: number,
    readonly windowMs: number,
    readonly enabled: boolean,
  ) {}

  private entry(key: string, now: number) {
    const row = this.db.get.get(rowKey(this.name, key));
    return row && row.reset_at > now ? row : undefined;
  }

  /** Seconds until `key` may try again, or 0 when it still may. */
  blockedFor(key: string, now = Date.now()): number {
    if (!this.enabled) return 0;
    const e = this.entry(key, now);
    return e && e.count >= this.limit ? Math.ceil((e.reset_at - now) / 1000) : 0;
  }

  count(key: string, now = Date.now()): number {
    return this.entry(key, now)?.count ?? 0;
  }

  hit(key: string, now = Date.now()): void {
    if (!this.enabled) return;
    this.db.hit.run({ key: rowKey(this.name, key), now, resetAt: now + this.windowMs });
  }

  /** Takes back one hit, e.g. an attempt that turned out to be a success. */
  release(key: string, now = Date.now()): void {
    if (this.enabled) this.db.release.run(rowKey(this.name, key), now);
  }

  reset(key: string): void {
    if (this.enabled) this.db.reset.run(rowKey(this.name, key));
  }
}

/** The time since something last happened per key, for "at most one per N minutes" rules. */
export class Cooldown {
  constructor(
    private readonly db: RateStatements,
    readonly name: string,
    readonly intervalMs: number,
  ) {}

  /** Seconds until `key` may happen again, or 0. */
  waitFor(key: string, now = Date.now()): number {
    if (this.intervalMs === 0) return 0;
    const row = this.db.get.get(rowKey(this.name, key));
    return row && row.reset_at > now ? Math.ceil((row.reset_at - now) / 1000) : 0;
  }

  mark(key: string, now = Date.now()): void {
    if (this.intervalMs > 0) this.db.mark.run(rowKey(this.name, key), now + this.intervalMs);
  }
}

const MINUTE = 60_000;

/**
 * The limits, and whom each one stops (docs/security.md has the reasoning):
 * - Wrong passwords count per account AND source address: an attacker's failures lock only the
 *   attacker's address out of that account, never the owner on another address (issue 14,
 *   item 2). Per address over all accounts, they stop spraying. Per account over all addresses,
 *   many failures only slow every attempt down (`loginSlowdownPerIdentifier`), never refuse one.
 * - Reset requests count per address and per (email, address); per email over all addresses,
 *   after a few mails only a cool-down applies, so the owner always gets a link within minutes.
 */
export function createRateLimits(sqlite: SqliteHandle, enabled = true) {
  const db = new RateStatements(sqlite);
  const l = (limit: number, minutes: number) => ({ limit, minutes });
  const limiters = {
    loginFailuresPerIdentifierAndIp: l(10, 15),
    loginFailuresPerIp: l(100, 15),
    loginSlowdownPerIdentifier: l(30, 15),
    signupsPerIp: l(300, 60),
    participantCodeFailuresPerIp: l(10, 15),
    resetRequestsPerEmailAndIp: l(3, 15),
    resetRequestsPerIp: l(20, 15),
    resetMailsPerEmail: l(3, 15),
    changePasswordFailuresPerProfile: l(10, 15),
  };
  const built = Object.fromEntries(
    Object.entries(limiters).map(([name, { limit, minutes }]) => [
      name,
      new Limiter(db, name, limit, minutes * MINUTE, enabled),
    ]),
  ) as Record<keyof typeof limiters, Limiter>;
  return {
    enabled,
    ...built,
    resetMailCooldownPerEmail: new Cooldown(
      db,
      'resetMailCooldownPerEmail',
      enabled ? 5 * MINUTE : 0,
    ),
    /** Runs checks and hits as one step for every process (a BEGIN IMMEDIATE transaction). */
    atomically<T>(fn: () => T): T {
      return enabled ? writeTransaction(sqlite, fn) : fn();
    },
    /** Deletes counters whose window has ended (scheduled, see domain/schedule.ts). */
    sweep(now = Date.now()): number {
      return db.sweep.run(now).changes;
    },
  };
}
export type RateLimits = ReturnType<typeof createRateLimits>;

/** How long each login attempt waits once an account is over its slowdown threshold. */
export const LOGIN_SLOWDOWN_MS = 1000;

export function pleaseWait(message: string, waitSeconds: number) {
  return errors.tooMany(message, waitSeconds);
}

/** Throws a 429 naming the wait when any of the (limiter, key) pairs is over its limit. */
export function assertAllowed(message: string, ...checks: [Limiter, string][]): void {
  const wait = Math.max(0, ...checks.map(([limiter, key]) => limiter.blockedFor(key)));
  if (wait > 0) throw pleaseWait(message, wait);
}
