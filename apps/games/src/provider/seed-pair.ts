import { commitServerSeed, newClientSeed, newServerSeed } from '@sika/fairness';

/**
 * One epoch of a player's seeds (a row of `seed_pairs`): a server seed (secret until rotated), its
 * commitment shown before play, the player's client seed and the next nonce. Rounds refer to their
 * pair, so their history shows the server seed as soon as the pair is revealed.
 */
export interface SeedPair {
  readonly id: number;
  readonly serverSeed: string;
  readonly serverSeedHash: string;
  readonly clientSeed: string;
  readonly nextNonce: number;
  readonly revealed: boolean;
}

export function newSeedValues(clientSeed: string = newClientSeed()) {
  const serverSeed = newServerSeed();
  return { serverSeed, serverSeedHash: commitServerSeed(serverSeed), clientSeed };
}

export interface SeedRow {
  id: number | string;
  server_seed: string;
  server_seed_hash: string;
  client_seed: string;
  next_nonce: number;
  revealed_at: Date | null;
}

export function seedPairOf(row: SeedRow): SeedPair {
  return {
    id: Number(row.id),
    serverSeed: row.server_seed,
    serverSeedHash: row.server_seed_hash,
    clientSeed: row.client_seed,
    nextNonce: row.next_nonce,
    revealed: row.revealed_at !== null,
  };
}

export interface FairnessView {
  serverSeedHash: string;
  clientSeed: string;
  nonce: number;
  /** The pair before the last rotation, with its server seed revealed. */
  previous: { serverSeed: string; serverSeedHash: string; clientSeed: string; nonces: number } | null;
}

export function fairnessView(current: SeedPair, previous: SeedPair | null): FairnessView {
  return {
    serverSeedHash: current.serverSeedHash,
    clientSeed: current.clientSeed,
    nonce: current.nextNonce,
    previous: previous
      ? {
          serverSeed: previous.serverSeed,
          serverSeedHash: previous.serverSeedHash,
          clientSeed: previous.clientSeed,
          nonces: previous.nextNonce,
        }
      : null,
  };
}
