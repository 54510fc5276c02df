/**
 * `npm run draw:verify -- <drawId> [--url http://localhost:8090] [--beacon <drand relay>]`
 *
 * Recomputes a Sika draw from its public record alone (docs/draws.md), as any player could: fetches the
 * draw and its tickets from the running Sika, the beacon round from a drand relay (the one the record names
 * unless --beacon says another; `--beacon none` checks the published signature offline), and checks
 *   1. SHA-256(revealed server seed) = the commitment published before the close,
 *   2. the tickets' hash = the hash published at the close,
 *   3. the round's BLS signature against the chain's public key (drand-client), randomness = SHA-256(sig),
 *   4. the outcome = the documented function of those inputs.
 * Exits 0 when every check passes, 1 otherwise, printing each check.
 */
import {
  commitServerSeed,
  type DrawInput,
  drawDigest,
  type LotteryRules,
  lotteryOutcome,
  raffleOutcome,
  ticketLine,
  ticketsHash,
} from '@sika/fairness';
import { type ChainClient, fetchBeacon, type RandomnessBeacon } from 'drand-client';

const args = process.argv.slice(2);
const option = (name: string) => {
  const at = args.indexOf(`--${name}`);
  return at >= 0 ? args[at + 1] : undefined;
};
const drawId = args.find((a, i) => !a.startsWith('--') && !args[i - 1]?.startsWith('--'));
if (!drawId) {
  console.error(
    'usage: npm run draw:verify -- <drawId> [--url http://localhost:8090] [--beacon <relay>|none]',
  );
  process.exit(2);
}
const base = (option('url') ?? process.env.SIKA_URL ?? 'http://localhost:8090').replace(/\/+$/, '');

async function get<T>(url: string): Promise<T> {
  const response = await fetch(url);
  const body = (await response.json()) as { code?: number; msg?: string; data?: T };
  if (!response.ok || body.code !== 0) throw new Error(`${url}: ${response.status} ${body.msg ?? ''}`);
  return body.data as T;
}

interface PublicDraw {
  id: string;
  game: 'lottery' | 'lucky-refund' | 'cash-draw';
  status: string;
  rules: Record<string, unknown>;
  seedCommitment: string;
  ticketCount: number;
  ticketsHash: string | null;
  serverSeed: string | null;
  outcome: Record<string, unknown> | null;
  beacon: {
    relay: string;
    chainHash: string;
    publicKey: string;
    round: number;
    randomness: string | null;
    signature: string | null;
  };
}

const draw = await get<PublicDraw>(`${base}/api/draws/${encodeURIComponent(drawId)}`);
if (!draw.serverSeed || !draw.outcome || !draw.ticketsHash || !draw.beacon.signature) {
  console.log(`draw ${draw.id} is ${draw.status}: nothing to verify yet (beacon round ${draw.beacon.round})`);
  process.exit(1);
}
const { list } = await get<{ list: { seq: number; selection: string; clientSeed: string | null }[] }>(
  `${base}/api/draws/${encodeURIComponent(drawId)}/tickets`,
);

const relay = option('beacon') ?? draw.beacon.relay;
const published = {
  round: draw.beacon.round,
  randomness: draw.beacon.randomness,
  signature: draw.beacon.signature,
};
const chainUrl = `${relay.replace(/\/+$/, '')}/${draw.beacon.chainHash}`;
const client: ChainClient = {
  options: {
    disableBeaconVerification: false,
    noCache: false,
    chainVerificationParams: { chainHash: draw.beacon.chainHash, publicKey: draw.beacon.publicKey },
  },
  chain: () => ({
    baseUrl: chainUrl,
    info: async () =>
      relay === 'none'
        ? ({
            public_key: draw.beacon.publicKey,
            hash: draw.beacon.chainHash,
            schemeID: 'bls-unchained-g1-rfc9380',
          } as never)
        : ((await (await fetch(`${chainUrl}/info`)).json()) as never),
  }),
  latest: () => Promise.reject(new Error('not used')),
  get: async (round) =>
    relay === 'none'
      ? (published as RandomnessBeacon)
      : ((await (await fetch(`${chainUrl}/public/${round}`)).json()) as RandomnessBeacon),
};

const checks: [string, boolean][] = [];
checks.push(['commitment = SHA-256(server seed)', commitServerSeed(draw.serverSeed) === draw.seedCommitment]);
const hash = ticketsHash(list.map((t) => ticketLine(t.seq, t.selection, t.clientSeed)));
checks.push([
  `tickets hash of ${list.length} tickets`,
  hash === draw.ticketsHash && list.length === draw.ticketCount,
]);
let randomness = '';
try {
  const beacon = await fetchBeacon(client, draw.beacon.round);
  randomness = beacon.randomness;
  checks.push([
    `beacon round ${beacon.round}: BLS signature verified (${relay === 'none' ? 'published copy' : relay})`,
    true,
  ]);
  checks.push(['beacon randomness = the one the draw used', beacon.randomness === draw.beacon.randomness]);
} catch (error) {
  checks.push([`beacon round ${draw.beacon.round}: ${(error as Error).message}`, false]);
}
const input: DrawInput = {
  drawId: draw.id,
  serverSeed: draw.serverSeed,
  beaconRandomness: randomness || '0'.repeat(64),
  ticketsHash: hash,
};
const recomputed =
  draw.game === 'lottery'
    ? { ...lotteryOutcome(input, draw.rules as unknown as LotteryRules), digest: drawDigest(input) }
    : // Raffles and the cash draw (whose client seeds are in the ticket lines, so in the tickets hash).
      { ...raffleOutcome(input, list.length, Number(draw.rules.winners ?? 1)) };
// Compared with sorted keys: the stored record is JSON from PostgreSQL, which orders keys its own way.
const canonical = (value: Record<string, unknown>) => JSON.stringify(value, Object.keys(value).sort());
checks.push([`outcome ${canonical(recomputed)}`, canonical(recomputed) === canonical(draw.outcome)]);

for (const [label, ok] of checks) console.log(`${ok ? 'ok  ' : 'FAIL'} ${label}`);
const failed = checks.filter(([, ok]) => !ok).length;
console.log(failed === 0 ? `draw ${draw.id} verified` : `draw ${draw.id}: ${failed} check(s) failed`);
process.exit(failed === 0 ? 0 : 1);
