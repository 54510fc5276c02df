/**
 * Settling rounds. The server draws every outcome from the player's committed seeds (never from
 * anything the page sends), takes the stake through the session's wallet first, and pays after.
 * One-shot games settle in one call; a mines round stays open while the player reveals tiles.
 *
 * Errors (ProviderError): INVALID_REQUEST, BET_OUT_OF_LIMITS, ROUND_IN_PROGRESS, ROUND_NOT_FOUND, and
 * from the wallet INSUFFICIENT_FUNDS, SESSION_KICKED, PLAYER_BLOCKED, WALLET_UNAVAILABLE.
 */
import { createFairStream, MINES_TILES } from '@sika/fairness';
import { catalogueEntry } from '../catalogue.ts';
import {
  areValidParams,
  type GameCode,
  type GameParams,
  minesMaxSafeReveals,
  minesMultiplier,
  payoutMinorFor,
  playRound,
  type RoundResult,
  ratioValue,
} from '../engines/index.ts';
import { ProviderError } from './errors.ts';
import type { GameWallet } from './game-wallet.ts';
import { newRoundId } from './ids.ts';
import {
  type ActiveMinesRound,
  type PlayerState,
  type RoundRecord,
  remember,
  type Session,
  serialized,
} from './player-state.ts';
import { type SeedPair, takeNonce } from './seed-pair.ts';

const streamFor = (seeds: SeedPair, nonce: number) =>
  createFairStream({ serverSeed: seeds.serverSeed, clientSeed: seeds.clientSeed, nonce });

function assertStake(gameCode: GameCode, stakeMinor: number): void {
  const { minBetMinor, maxBetMinor } = catalogueEntry(gameCode);
  if (!Number.isSafeInteger(stakeMinor) || stakeMinor < minBetMinor || stakeMinor > maxBetMinor) {
    throw new ProviderError('BET_OUT_OF_LIMITS', `stake must be within ${minBetMinor}–${maxBetMinor}`);
  }
}

/** Runs a wallet call for a session, remembering when the wallet says the player is gone. */
async function withSession<T>(session: Session, call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (error instanceof ProviderError && error.code === 'SESSION_KICKED') session.kicked = true;
    throw error;
  }
}

interface Settlement {
  roundId: string;
  betTxId: string;
  gameCode: GameCode;
  seeds: SeedPair;
  nonce: number;
  stakeMinor: number;
  params: unknown;
  result: RoundResult;
  balanceAfterBetMinor: number;
}

/** Pays the round (or closes it when lost) and records it in the player's history. */
async function finishRound(wallet: GameWallet, player: PlayerState, round: Settlement): Promise<RoundRecord> {
  const payoutMinor = payoutMinorFor(round.stakeMinor, round.result.multiplier);
  let balanceMinor = round.balanceAfterBetMinor;
  if (payoutMinor > 0) {
    const txId = `${round.roundId}-win`;
    const paid = await wallet.win({
      roundId: round.roundId,
      txId,
      betTxId: round.betTxId,
      amountMinor: payoutMinor,
    });
    balanceMinor = paid ?? round.balanceAfterBetMinor + payoutMinor;
  } else {
    await wallet.endRound(round.roundId);
  }
  const record: RoundRecord = {
    roundId: round.roundId,
    gameCode: round.gameCode,
    seeds: round.seeds,
    nonce: round.nonce,
    stakeMinor: round.stakeMinor,
    payoutMinor,
    multiplier: round.result.multiplier,
    params: round.params,
    outcome: round.result.outcome,
    balanceMinor,
    finishedAt: new Date(),
  };
  remember(player, record);
  return record;
}

/** Places a bet on the session's game: a finished round, or an open mines round. */
export function placeBet(
  session: Session,
  stakeMinor: number,
  params: unknown,
): Promise<RoundRecord | ActiveMinesRound> {
  const { gameCode, player } = session;
  assertStake(gameCode, stakeMinor);
  const rules = gameCode === 'mines' ? { ...(params as object), picks: [] } : params;
  if (!areValidParams(gameCode, rules as GameParams[GameCode])) {
    throw new ProviderError('INVALID_REQUEST', `invalid ${gameCode} parameters`);
  }
  return serialized(player, async () => {
    if (gameCode === 'mines' && player.activeRound)
      throw new ProviderError('ROUND_IN_PROGRESS', 'finish the open round');
    const seeds = player.seeds;
    const nonce = takeNonce(seeds);
    const roundId = newRoundId();
    const betTxId = `${roundId}-bet`;
    const bet = {
      roundId,
      txId: betTxId,
      amountMinor: stakeMinor,
      nonce,
      serverSeedHash: seeds.serverSeedHash,
    };
    const balanceAfterBetMinor = await withSession(session, () => session.wallet.bet(bet));
    const result = playRound(gameCode, streamFor(seeds, nonce), rules as GameParams[GameCode]);
    if (gameCode === 'mines') {
      const { minePositions } = result.outcome as { minePositions: number[] };
      const mines = (rules as GameParams['mines']).mines;
      player.activeRound = {
        roundId,
        betTxId,
        seeds,
        nonce,
        stakeMinor,
        mines,
        picks: [],
        minePositions,
        wallet: session.wallet,
        balanceMinor: balanceAfterBetMinor,
        lastActivityMs: Date.now(),
      };
      return player.activeRound;
    }
    const settlement = { roundId, betTxId, gameCode, seeds, nonce, stakeMinor, params: rules, result };
    return finishRound(session.wallet, player, { ...settlement, balanceAfterBetMinor });
  });
}

/** Settles an open mines round from its seeds and picks: the same replay the verify page does. */
async function finishMines(player: PlayerState, round: ActiveMinesRound): Promise<RoundRecord> {
  const params = { mines: round.mines, picks: [...round.picks] };
  const result = playRound('mines', streamFor(round.seeds, round.nonce), params);
  player.activeRound = null;
  const { roundId, betTxId, seeds, nonce, stakeMinor } = round;
  const settlement = {
    roundId,
    betTxId,
    gameCode: 'mines' as const,
    seeds,
    nonce,
    stakeMinor,
    params,
    result,
  };
  return finishRound(round.wallet, player, { ...settlement, balanceAfterBetMinor: round.balanceMinor });
}

export type MinesMove = { action: 'reveal'; tile: number } | { action: 'cashout' };

/** Reveals a tile or cashes out. The round ends on a mine, on cash-out, or when no tile is left to try. */
export function moveMines(
  session: Session,
  roundId: string,
  move: MinesMove,
): Promise<RoundRecord | ActiveMinesRound> {
  const { player } = session;
  return serialized(player, async () => {
    const round = player.activeRound;
    if (!round || round.roundId !== roundId) throw new ProviderError('ROUND_NOT_FOUND', 'no such open round');
    round.lastActivityMs = Date.now();
    if (move.action === 'cashout') {
      if (round.picks.length === 0) throw new ProviderError('INVALID_REQUEST', 'reveal a tile first');
      return finishMines(player, round);
    }
    const { tile } = move;
    if (!Number.isInteger(tile) || tile < 0 || tile >= MINES_TILES || round.picks.includes(tile)) {
      throw new ProviderError('INVALID_REQUEST', 'not a hidden tile');
    }
    round.picks.push(tile);
    const hit = round.minePositions.includes(tile);
    if (hit || round.picks.length >= minesMaxSafeReveals(round.mines)) return finishMines(player, round);
    return round;
  });
}

/**
 * Cashes out a mines round left open longer than `idleMs` at its current multiplier (0.99× with no tile
 * revealed). Stopping early is a fair stop, so this keeps the 99% RTP, and the stake is never stranded.
 */
export function settleIdleMinesRound(
  player: PlayerState,
  idleMs: number,
  nowMs = Date.now(),
): Promise<unknown> {
  return serialized(player, async () => {
    const round = player.activeRound;
    if (round && nowMs - round.lastActivityMs >= idleMs) await finishMines(player, round);
  });
}

export function minesCashOutValue(round: ActiveMinesRound): number {
  return ratioValue(minesMultiplier(round.mines, round.picks.length));
}

export function minesNextValue(round: ActiveMinesRound): number | null {
  if (round.picks.length >= minesMaxSafeReveals(round.mines)) return null;
  return ratioValue(minesMultiplier(round.mines, round.picks.length + 1));
}
