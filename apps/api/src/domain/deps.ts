import type { Config } from '../env.ts';
import type { Mailer, Mailing } from './mailer.ts';
import type { RateLimits } from './rate-limit.ts';
import type { Store } from './store.ts';

/**
 * Everything a domain function needs, passed first. The database is reached only through the
 * store: reads, cached reads, and writes that clear the cache (store.ts).
 */
export interface Deps {
  store: Store;
  config: Config;
  /** Password resets (tests may replace them) and every other mail (mailer.ts). */
  mailer: Mailer & Mailing;
  limits: RateLimits;
}
