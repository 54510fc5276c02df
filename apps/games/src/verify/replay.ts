/**
 * Replays a finished round from its revealed seeds with the same engine code the server settled it
 * with. The verify page runs this in the browser; the tests run it against the provider's rounds.
 */
import { commitServerSeed, createFairStream, generateFloats } from '@sika/fairness';
import {
  type GameCode,
  type GameParams,
  payoutMinorFor,
  playRound,
  type Ratio,
  ratioValue,
} from '../engines/index.ts';

export interface ReplayRequest<G extends GameCode = GameCode> {
  gameCode: G;
  serverSeed: string;
  clientSeed: string;
  nonce: number;
  params: GameParams[G];
  /** When given, the payout is recomputed too. */
  stakeMinor?: number;
}

export interface Replay {
  serverSeedHash: string;
  /** The bet's first floats, as Stake-style verifiers list them. */
  firstFloats: number[];
  outcome: unknown;
  multiplier: Ratio;
  multiplierValue: number;
  payoutMinor: number | null;
}

export function replayRound<G extends GameCode>(request: ReplayRequest<G>): Replay {
  const seeds = { serverSeed: request.serverSeed, clientSeed: request.clientSeed, nonce: request.nonce };
  const result = playRound(request.gameCode, createFairStream(seeds), request.params);
  return {
    serverSeedHash: commitServerSeed(request.serverSeed),
    firstFloats: generateFloats(seeds, 8),
    outcome: result.outcome,
    multiplier: result.multiplier,
    multiplierValue: ratioValue(result.multiplier),
    payoutMinor:
      request.stakeMinor === undefined ? null : payoutMinorFor(request.stakeMinor, result.multiplier),
  };
}
