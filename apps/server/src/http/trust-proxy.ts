import type { Config } from '../config.ts';

type TrustProxy = false | string[] | ((address: string, hop: number) => boolean);

/**
 * Fastify's trustProxy from TRUST_PROXY. Addresses and CIDRs go to Fastify as they are: only a peer in the
 * list may name the client. A hop count becomes a trust function, because Fastify 5.12 ignores a numeric
 * trustProxy (it cannot check the peer): with a hop count the operator vouches that the server is reached
 * only through that many proxies, each appending the peer it saw, so the client is that many entries from
 * the end of X-Forwarded-For and whatever a client writes before them is never read.
 */
export function trustProxyOption(setting: Config['TRUST_PROXY']): TrustProxy {
  if (setting === false) return false;
  if (typeof setting === 'number') return (_address, hop) => hop < setting;
  return setting;
}
