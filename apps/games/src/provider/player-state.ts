/**
 * What the provider keeps per round and per page session, as read from its database. Real players are
 * keyed by the operator's player id, so seeds, history and an open mines round survive a new launch, a
 * restart, and a request served by another instance; a demo player lives as long as its demo sessions.
 */
import type { PlayMode } from '../api-types.ts';
import type { GameCode, Ratio } from '../engines/index.ts';
import type { SeedPair } from './seed-pair.ts';

export const HISTORY_LIMIT = 50;

export interface RoundRecord {
  roundId: string;
  gameCode: GameCode;
  seeds: SeedPair;
  nonce: number;
  stakeMinor: number;
  payoutMinor: number;
  multiplier: Ratio;
  params: unknown;
  outcome: unknown;
  balanceMinor: number;
  finishedAt: Date;
}

export interface ActiveMinesRound {
  roundId: string;
  seeds: SeedPair;
  nonce: number;
  stakeMinor: number;
  mines: number;
  picks: number[];
  balanceMinor: number;
}

/** The operator's wallet session behind real play. */
export interface RealWalletSession {
  sessionToken: string;
  playerId: string;
  gameCode: string;
  currency: string;
}

export interface Session {
  token: string;
  tokenHash: string;
  mode: PlayMode;
  gameCode: GameCode;
  playerKey: string;
  currency: string;
  /** Real play only. */
  wallet: RealWalletSession | null;
}
