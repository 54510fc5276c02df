/**
 * The provider's page API (`/api/v1/*`): what the game pages send and receive. Types only, so that the
 * pages import them without pulling server code; the server validates requests with zod (provider/routes.ts).
 */
import type { WalletLimitReason } from '@sika/contract';
import type { GameCode, GameOutcomes, GameParams } from './engines/index.ts';
import type { FairnessView } from './provider/seed-pair.ts';

export type PlayMode = 'real' | 'demo';

export interface GameInfo {
  name: string;
  rtp: number;
  maxWinMultiplier: number;
  minBetMinor: number;
  maxBetMinor: number;
}

export interface SessionView {
  /** Bearer token for every later call of this page. */
  token: string;
  mode: PlayMode;
  gameCode: GameCode;
  currency: string;
  /** Minor units. */
  balance: number;
  fairness: FairnessView;
  /** A mines round still open (after a reload), without its mine positions. */
  activeRound: RoundView | null;
  game: GameInfo;
  /** Free rounds the operator awarded for this game, offered before paid play (real play only). */
  freeRounds: FreeRoundsOffer | null;
}

export interface FreeRoundsOffer {
  awardId: string;
  rounds: number;
  roundsLeft: number;
  /** The stake each free round is played at, minor units. */
  bet: number;
  expiresAt: string;
}

export interface ActiveMinesOutcome {
  revealed: number[];
  /** Multiplier if cashed out now, and after one more safe tile (null when no further tile is allowed). */
  cashOutMultiplier: number;
  nextMultiplier: number | null;
}

export interface RoundView<G extends GameCode = GameCode> {
  roundId: string;
  gameCode: G;
  status: 'active' | 'finished';
  /** Minor units. */
  stake: number;
  payout: number;
  multiplier: number;
  params: GameParams[G];
  outcome: GameOutcomes[G] | ActiveMinesOutcome;
  nonce: number;
  clientSeed: string;
  serverSeedHash: string;
  /** Revealed once the player rotated this seed pair; null before. */
  serverSeed: string | null;
  /** Balance after the round (after the bet for an active round). */
  balance: number;
  finishedAt: string | null;
  /** A free round: the award it was played from, with the rounds it has left after it. */
  freeRounds?: FreeRoundsOffer | null;
}

export interface PlayRequest {
  stake: number;
  params: unknown;
  freeRoundAwardId?: string;
}

export type MinesAction = { action: 'reveal'; tile: number } | { action: 'cashout' };

export interface ApiErrorBody {
  error: { code: string; message: string; balance?: number; reason?: WalletLimitReason };
}

export type { FairnessView };
