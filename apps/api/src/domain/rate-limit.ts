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

const MINUTE = 60_000;

export function createRateLimits(enabled = true) {
  const big = Number.MAX_SAFE_INTEGER;
  const l = (limit: number, minutes: number) =>
    new Limiter(enabled ? limit : big, minutes * MINUTE);
  return {
    loginFailuresPerIdentifier: l(10, 15),
    loginFailuresPerIp: l(100, 15),
    signupsPerIp: l(300, 60),
    participantCodeFailuresPerIp: l(10, 15),
    resetRequestsPerEmail: l(3, 15),
    resetRequestsPerIp: l(20, 15),
  };
}
export type RateLimits = ReturnType<typeof createRateLimits>;

/** Throws a 429 naming the wait when any of the (limiter, key) pairs is over its limit. */
export function assertAllowed(message: string, ...checks: [Limiter, string][]): void {
  const wait = Math.max(0, ...checks.map(([limiter, key]) => limiter.blockedFor(key)));
  if (wait > 0) {
    const minutes = Math.ceil(wait / 60);
    throw errors.tooMany(
      `${message} Please wait ${minutes} minute${minutes === 1 ? '' : 's'} and try again.`,
      wait,
    );
  }
}
