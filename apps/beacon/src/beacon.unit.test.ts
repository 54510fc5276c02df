import { fetchBeacon, HttpCachingChain, HttpChainClient, roundAt } from 'drand-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RunningBeacon, startBeacon } from './app.ts';
import { newSecretKey } from './chain.ts';

let beacon: RunningBeacon;
beforeAll(async () => {
  beacon = await startBeacon({ secretKey: newSecretKey() });
});
afterAll(() => beacon?.close());

function client(publicKey = beacon.chain.info.public_key) {
  const chainUrl = `${beacon.url}/${beacon.chain.info.hash}`;
  const options = {
    disableBeaconVerification: false,
    noCache: false,
    chainVerificationParams: { chainHash: beacon.chain.info.hash, publicKey },
  };
  return new HttpChainClient(new HttpCachingChain(chainUrl, options), options);
}

describe('beacon simulator', () => {
  it('serves quicknet-shaped chain info', async () => {
    const info = (await (await fetch(`${beacon.url}/info`)).json()) as { public_key: string; hash: string };
    expect(info).toMatchObject({ period: 3, genesis_time: 1692803367, schemeID: 'bls-unchained-g1-rfc9380' });
    expect(info.public_key).toMatch(/^[0-9a-f]{192}$/);
    expect(await (await fetch(`${beacon.url}/chains`)).json()).toEqual([info.hash]);
  });

  it('signs rounds that drand-client verifies (BLS on G1, RFC 9380)', async () => {
    const current = roundAt(Date.now(), beacon.chain.info);
    const verified = await fetchBeacon(client(), current - 5);
    expect(verified.round).toBe(current - 5);
    expect(verified.randomness).toMatch(/^[0-9a-f]{64}$/);
  });

  it('is refused by drand-client under another public key', async () => {
    const other = await startBeacon({ secretKey: newSecretKey() });
    try {
      await expect(fetchBeacon(client(other.chain.info.public_key), 10)).rejects.toThrow();
    } finally {
      await other.close();
    }
  });

  it('answers 425 for a round whose time has not come, and serves it once the clock passes it', async () => {
    const future = roundAt(Date.now(), beacon.chain.info) + 100;
    const early = await fetch(`${beacon.url}/${beacon.chain.info.hash}/public/${future}`);
    expect(early.status).toBe(425);
    beacon.advance(301_000);
    const late = await fetch(`${beacon.url}/${beacon.chain.info.hash}/public/${future}`);
    expect(late.status).toBe(200);
    expect(((await late.json()) as { round: number }).round).toBe(future);
  });
});
