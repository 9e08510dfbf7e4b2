import type { TrustProxy } from '../config/trust-proxy.ts';

/** Fastify's `trustProxy` for the setting (its types omit the hop count, which it accepts). */
export function fastifyTrustProxy(setting: TrustProxy): boolean | string[] | TrustHops {
  if (typeof setting !== 'number') return setting;
  // The same rule Fastify applies to a number: trust that many hops nearest to the server.
  return (_address: string, hop: number) => hop < setting;
}

type TrustHops = (address: string, hop: number) => boolean;
