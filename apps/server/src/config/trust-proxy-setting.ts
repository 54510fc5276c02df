import { isIP } from 'node:net';
import { z } from 'zod';

/**
 * The proxy-addr names Fastify accepts for its private ranges: `loopback` (a proxy on the same host),
 * `linklocal`, `uniquelocal` (10/8, 172.16/12, 192.168/16, fc00::/7: a load balancer in the private network).
 */
const PROXY_RANGE_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

/**
 * TRUST_PROXY is `0` (the peer is the client), a hop count (the client is that many addresses back from the
 * end of X-Forwarded-For: `1` behind one load balancer that appends the peer it saw) or a comma-separated
 * list of the proxies' addresses and CIDRs (the client is the last address not in the list). Never "trust
 * everything": then the first X-Forwarded-For entry, which anyone can write, would pick the rate-limit
 * bucket of logins and SMS (issue 10).
 */
export function parseTrustProxy(value: string, context: z.RefinementCtx): false | number | string[] {
  const text = value.trim();
  if (text === '0' || text === 'false' || text === '') return false;
  if (text === 'true') {
    context.addIssue({
      code: 'custom',
      message:
        'true would trust any X-Forwarded-For (a forged one picks a fresh rate-limit bucket); give the number of proxies in front of the server (e.g. 1) or their addresses/CIDRs (e.g. 10.0.0.0/8)',
    });
    return z.NEVER;
  }
  if (/^\d+$/.test(text)) {
    const hops = Number(text);
    if (hops > 10) {
      context.addIssue({
        code: 'custom',
        message: `${hops} proxy hops is not a real deployment (at most 10)`,
      });
      return z.NEVER;
    }
    return hops;
  }
  const entries = text.split(',').map((entry) => entry.trim());
  const bad = entries.filter((entry) => !isTrustedProxyEntry(entry));
  if (bad.length > 0) {
    context.addIssue({
      code: 'custom',
      message: `not a hop count, an IP address, a CIDR or loopback/linklocal/uniquelocal: ${bad.map((b) => JSON.stringify(b)).join(', ')}`,
    });
    return z.NEVER;
  }
  return entries;
}

function isTrustedProxyEntry(entry: string): boolean {
  if (PROXY_RANGE_NAMES.has(entry)) return true;
  const [address = '', prefix, ...rest] = entry.split('/');
  const version = isIP(address);
  if (version === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  if (!/^\d{1,3}$/.test(prefix)) return false;
  return Number(prefix) <= (version === 4 ? 32 : 128);
}
