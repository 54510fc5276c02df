/**
 * What the provider keeps per player and per page session, in memory. Real players are keyed by the
 * operator's player id, so seeds, history and an open mines round survive a new launch; a demo player
 * lives as long as its demo session.
 */

import type { PlayMode } from '../api-types.ts';
import type { GameCode, Ratio } from '../engines/index.ts';
import type { GameWallet } from './game-wallet.ts';
import { newSeedPair, type SeedPair } from './seed-pair.ts';

export const HISTORY_LIMIT = 100;

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
  betTxId: string;
  seeds: SeedPair;
  nonce: number;
  stakeMinor: number;
  mines: number;
  picks: number[];
  minePositions: number[];
  /** The wallet of the session that started it: a win needs no live session. */
  wallet: GameWallet;
  balanceMinor: number;
  lastActivityMs: number;
}

export interface PlayerState {
  key: string;
  seeds: SeedPair;
  previousSeeds: SeedPair | null;
  activeRound: ActiveMinesRound | null;
  history: RoundRecord[];
  /** Serialises this player's operations (nonces, balance, the open round) across parallel requests. */
  tail: Promise<unknown>;
}

export interface Session {
  token: string;
  mode: PlayMode;
  gameCode: GameCode;
  player: PlayerState;
  wallet: GameWallet;
  expiresAtMs: number;
  kicked: boolean;
}

export function newPlayerState(key: string): PlayerState {
  return {
    key,
    seeds: newSeedPair(),
    previousSeeds: null,
    activeRound: null,
    history: [],
    tail: Promise.resolve(),
  };
}

/** Runs `task` after every earlier task of the same player has finished. */
export function serialized<T>(player: PlayerState, task: () => Promise<T>): Promise<T> {
  const run = player.tail.then(task, task);
  player.tail = run.catch(() => undefined);
  return run;
}

export function remember(player: PlayerState, record: RoundRecord): void {
  player.history.unshift(record);
  if (player.history.length > HISTORY_LIMIT) player.history.length = HISTORY_LIMIT;
}
