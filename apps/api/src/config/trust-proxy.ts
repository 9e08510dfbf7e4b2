// The TRUST_PROXY setting as env.ts reads it. Here, not in http/, so that the configuration does
// not depend on the HTTP layer; http/trust-proxy.ts turns the setting into Fastify's option.
import { isIP } from 'node:net';
import { z } from 'zod';

/**
 * TRUST_PROXY says which peers may tell us the client's address (X-Forwarded-For) and scheme
 * (X-Forwarded-Proto): a number of proxy hops in front of the server, or the proxies' own
 * addresses and networks. `true` (trust whoever connects) is refused: with it every per-address
 * limit reads a header any client can write (issue 14, item 1). Fastify's `trustProxy` takes
 * both forms as they are.
 */
export type TrustProxy = false | number | string[];

// proxy-addr's names for the usual private ranges.
const NAMED = new Set(['loopback', 'linklocal', 'uniquelocal']);

function isAddressOrNetwork(entry: string): boolean {
  if (NAMED.has(entry)) return true;
  const [address = '', bits, extra] = entry.split('/');
  const version = isIP(address);
  if (version === 0 || extra !== undefined) return false;
  if (bits === undefined) return true;
  if (!/^\d{1,3}$/.test(bits)) return false;
  return Number(bits) <= (version === 4 ? 32 : 128);
}

export const TRUST_PROXY_TRUE =
  'TRUST_PROXY=true is not accepted: it lets any client choose the address every limit counts. ' +
  'Set the number of proxies in front of the server (usually 1) or their addresses ' +
  '(for example 10.0.0.5 or 10.0.0.0/8,loopback).';

export const trustProxySchema = z
  .string()
  .trim()
  .optional()
  .transform((value, ctx): TrustProxy => {
    if (value === undefined || value === '' || value === 'false' || value === '0') return false;
    if (value === 'true') {
      ctx.addIssue({ code: 'custom', message: TRUST_PROXY_TRUE });
      return z.NEVER;
    }
    if (/^\d+$/.test(value)) {
      const hops = Number(value);
      if (hops <= 32) return hops;
    }
    const entries = value.split(',').map((e) => e.trim());
    const bad = entries.filter((e) => !isAddressOrNetwork(e));
    if (bad.length > 0) {
      ctx.addIssue({
        code: 'custom',
        message: `TRUST_PROXY must be a number of proxy hops (1-32) or a comma-separated list of proxy addresses or networks (CIDR); not understood: ${bad.join(', ')}`,
      });
      return z.NEVER;
    }
    return entries;
  });
