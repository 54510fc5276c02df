import { commitServerSeed, newClientSeed, newServerSeed } from '@sika/fairness';

/**
 * One epoch of a player's seeds: a server seed (secret until rotated), its commitment shown before
 * play, the player's client seed and the next nonce. Rounds keep a reference to their pair, so their
 * history shows the server seed as soon as the pair is revealed.
 */
export interface SeedPair {
  readonly serverSeed: string;
  readonly serverSeedHash: string;
  readonly clientSeed: string;
  nextNonce: number;
  revealed: boolean;
}

export function newSeedPair(clientSeed: string = newClientSeed()): SeedPair {
  const serverSeed = newServerSeed();
  return {
    serverSeed,
    serverSeedHash: commitServerSeed(serverSeed),
    clientSeed,
    nextNonce: 0,
    revealed: false,
  };
}

/** Takes the next nonce: a nonce is used once, even if its bet then fails. */
export function takeNonce(pair: SeedPair): number {
  const nonce = pair.nextNonce;
  pair.nextNonce += 1;
  return nonce;
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
