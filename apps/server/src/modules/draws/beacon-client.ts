import { beaconRoundAt, beaconRoundTime } from '@sika/fairness';
import { type ChainClient, type ChainInfo, fetchBeacon, type RandomnessBeacon } from 'drand-client';
import type { Config } from '../../config.ts';

/** quicknet (integration-contracts §6.4): what production pins, so that a relay cannot swap the chain. */
export const QUICKNET = {
  url: 'https://api.drand.sh',
  chainHash: '52db9ba70e0cc0f6eaf7803dd07447a1f5477735fd3f661792ba94600c84e971',
  publicKey:
    '83cf0f2896adee7eb8b5f01fcad3912212c437e0073e911fb90022d3e760183c8c4b450b6a0a6c3ac6a5776a2d1064510d1fec758c921cc22b0e17e63aaf4bcb5ed66304de9cf809bd274ca73bab4af5a6e9c76a4bc09e76eae8991ef5ece45a',
} as const;

/** A beacon round that is not published yet (drand answers 404 or 425): the draw waits. */
export class BeaconRoundNotYet extends Error {
  constructor(readonly round: number) {
    super(`beacon round ${round} is not published yet`);
  }
}

export interface VerifiedRound {
  round: number;
  randomness: string;
  signature: string;
}

/**
 * The beacon adapter, on drand's HTTP contract (`/info`, `/{chainhash}/info`, `/{chainhash}/public/{round}`).
 * Signatures are checked by drand-client (`fetchBeacon` verifies the BLS signature against the chain's
 * public key and that randomness = SHA-256(signature)); we only fetch. The chain is pinned by hash and
 * public key when configured (production: quicknet); otherwise (the local simulator) the first `/info`
 * is trusted and every draw records the chain hash it committed to.
 */
export interface BeaconClient {
  url: string;
  info(): Promise<ChainInfo>;
  roundAt(timeMs: number): Promise<number>;
  roundTime(round: number): Promise<number>;
  /** Errors: BeaconRoundNotYet; any other error means the beacon could not be reached or lied. */
  round(round: number): Promise<VerifiedRound>;
}

export function createBeaconClient(settings: {
  url: string;
  chainHash?: string | undefined;
  publicKey?: string | undefined;
}): BeaconClient {
  const base = settings.url.replace(/\/+$/, '');
  let cached: Promise<ChainInfo> | null = null;
  const info = () => {
    cached ??= loadInfo(base, settings.chainHash, settings.publicKey).catch((error) => {
      cached = null;
      throw error;
    });
    return cached;
  };
  return {
    url: base,
    info,
    roundAt: async (timeMs) => {
      const chain = await info();
      return beaconRoundAt(timeMs, chain.genesis_time, chain.period);
    },
    roundTime: async (round) => {
      const chain = await info();
      return beaconRoundTime(round, chain.genesis_time, chain.period);
    },
    async round(round) {
      const chain = await info();
      const chainUrl = `${base}/${chain.hash}`;
      const client: ChainClient = {
        options: {
          disableBeaconVerification: false,
          noCache: false,
          chainVerificationParams: { chainHash: chain.hash, publicKey: chain.public_key },
        },
        chain: () => ({ baseUrl: chainUrl, info: async () => chain }),
        latest: () => getJson<RandomnessBeacon>(`${chainUrl}/public/latest`, round),
        get: (n) => getJson<RandomnessBeacon>(`${chainUrl}/public/${n}`, n),
      };
      const beacon = await fetchBeacon(client, round);
      return { round: beacon.round, randomness: beacon.randomness, signature: beacon.signature };
    },
  };
}

async function loadInfo(base: string, chainHash?: string, publicKey?: string): Promise<ChainInfo> {
  const chain = await getJson<ChainInfo>(chainHash ? `${base}/${chainHash}/info` : `${base}/info`, 0);
  if (chainHash && chain.hash !== chainHash)
    throw new Error(`beacon chain is ${chain.hash}, not ${chainHash}`);
  if (publicKey && chain.public_key !== publicKey)
    throw new Error('beacon public key differs from the pinned one');
  if (!Number.isInteger(chain.genesis_time) || !Number.isInteger(chain.period) || chain.period < 1)
    throw new Error('beacon chain info without a schedule');
  return chain;
}

async function getJson<T>(url: string, round: number): Promise<T> {
  const response = await fetch(url, { signal: AbortSignal.timeout(10_000) });
  if (response.status === 404 || response.status === 425) throw new BeaconRoundNotYet(round);
  if (!response.ok) throw new Error(`beacon answered ${response.status} for ${url}`);
  return (await response.json()) as T;
}

const clients = new Map<string, BeaconClient>();

/** The configured beacon: BEACON_URL (default: quicknet in production, the local simulator otherwise). */
export function beaconOf(config: Config): BeaconClient {
  const production = config.NODE_ENV === 'production';
  const url = config.BEACON_URL ?? (production ? QUICKNET.url : 'http://127.0.0.1:8093');
  const pinQuicknet = !config.BEACON_URL && production;
  const chainHash = config.BEACON_CHAIN_HASH ?? (pinQuicknet ? QUICKNET.chainHash : undefined);
  const publicKey = config.BEACON_PUBLIC_KEY ?? (pinQuicknet ? QUICKNET.publicKey : undefined);
  const key = `${url}|${chainHash ?? ''}|${publicKey ?? ''}`;
  let client = clients.get(key);
  if (!client) {
    client = createBeaconClient({ url, chainHash, publicKey });
    clients.set(key, client);
  }
  return client;
}
