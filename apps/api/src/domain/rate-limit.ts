import { errors } from './errors.ts';

/**
 * Fixed-window counters in memory: enough for one process, and they forget on restart, which
 * errs on the side of letting residents back in.
 */
class Limiter {
  private readonly hits = new Map<string, { count: number; resetAt: number }>();
  constructor(
    readonly limit: number,
    readonly windowMs: number,
  ) {}

  private entry(key: string, now: number) {
    const e = this.hits.get(key);
    if (!e || e.resetAt <= now) return undefined;
    return e;
  }

  /** Seconds until `key` may try again, or 0 when it still may. */
  blockedFor(key: string, now = Date.now()): number {
    const e = this.entry(key, now);
    return e && e.count >= this.limit ? Math.ceil((e.resetAt - now) / 1000) : 0;
  }

  count(key: string, now = Date.now()): number {
    return this.entry(key, now)?.count ?? 0;
  }

  hit(key: string, now = Date.now()): void {
    const e = this.entry(key, now);
    if (e) e.count += 1;
    else this.hits.set(key, { count: 1, resetAt: now + this.windowMs });
    if (this.hits.size > 50_000) this.sweep(now);
  }

  /** Takes back one hit, e.g. an attempt that turned out to be a success. */
  release(key: string, now = Date.now()): void {
    const e = this.entry(key, now);
    if (e && e.count > 0) e.count -= 1;
  }

  reset(key: string): void {
    this.hits.delete(key);
  }

  private sweep(now: number) {
    for (const [k, e] of this.hits) if (e.resetAt <= now) this.hits.delete(k);
  }
}

/** The time since something last happened per key, for "at most one per N minutes" rules. */
export class Cooldown {
  private readonly last = new Map<string, number>();
  constructor(readonly intervalMs: number) {}

  /** Seconds until `key` may happen again, or 0. */
  waitFor(key: string, now = Date.now()): number {
    const at = this.last.get(key);
    return at === undefined || now - at >= this.intervalMs
      ? 0
      : Math.ceil((at + this.intervalMs - now) / 1000);
  }

  mark(key: string, now = Date.now()): void {
    this.last.set(key, now);
    if (this.last.size > 50_000) {
      for (const [k, at] of this.last) if (now - at >= this.intervalMs) this.last.delete(k);
    }
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
export function createRateLimits(enabled = true) {
  const big = Number.MAX_SAFE_INTEGER;
  const l = (limit: number, minutes: number) =>
    new Limiter(enabled ? limit : big, minutes * MINUTE);
  return {
    enabled,
    loginFailuresPerIdentifierAndIp: l(10, 15),
    loginFailuresPerIp: l(100, 15),
    loginSlowdownPerIdentifier: l(30, 15),
    signupsPerIp: l(300, 60),
    participantCodeFailuresPerIp: l(10, 15),
    resetRequestsPerEmailAndIp: l(3, 15),
    resetRequestsPerIp: l(20, 15),
    resetMailsPerEmail: l(3, 15),
    resetMailCooldownPerEmail: new Cooldown(enabled ? 5 * MINUTE : 0),
    changePasswordFailuresPerProfile: l(10, 15),
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
