/**
 * Settling rounds. The server draws every outcome from the player's committed seeds (never from
 * anything the page sends), takes the stake first, and pays after. One-shot games settle in one call;
 * a mines round stays open while the player reveals tiles.
 *
 * Everything a round needs is in the database before anything leaves the process: the nonce is taken
 * and the round recorded before the stake is asked for, and a round's win (or round end) is queued in
 * the transaction that finishes it, then delivered. A restart, or another instance, carries on from there.
 *
 * Errors (ProviderError): INVALID_REQUEST, BET_OUT_OF_LIMITS, ROUND_IN_PROGRESS, ROUND_NOT_FOUND, and
 * from the wallet INSUFFICIENT_FUNDS, SESSION_KICKED, PLAYER_BLOCKED, WALLET_UNAVAILABLE.
 */
import { createFairStream, MINES_TILES } from '@sika/fairness';
import { catalogueEntry } from '../catalogue.ts';
import { type Client, inTransaction } from '../db/database.ts';
import {
  areValidParams,
  type GameCode,
  type GameParams,
  minesMaxSafeReveals,
  minesMultiplier,
  payoutMinorFor,
  playRound,
  type Ratio,
  type RoundResult,
  ratioValue,
} from '../engines/index.ts';
import { ProviderError } from './errors.ts';
import { settlementBody, takeStake, type Wallets, walletBalance } from './game-wallet.ts';
import { newRoundId } from './ids.ts';
import type { ActiveMinesRound, RealWalletSession, RoundRecord, Session } from './player-state.ts';
import { type SeedPair, type SeedRow, seedPairOf } from './seed-pair.ts';

/** A mines round left this long without a move is cashed out (well inside the operator's 1 h refund). */
export const MINES_IDLE_SETTLE_MS = 30 * 60 * 1000;
/** While a mines round is in play, the operator hears of it at least this often (a balance call). */
export const ROUND_HEARTBEAT_MS = 5 * 60 * 1000;
/** A bet still waiting for its stake after this long died with its process: its stake is rolled back. */
export const STUCK_BET_MS = 5 * 60 * 1000;

const streamFor = (seeds: SeedPair, nonce: number) =>
  createFairStream({ serverSeed: seeds.serverSeed, clientSeed: seeds.clientSeed, nonce });

function assertStake(gameCode: GameCode, stakeMinor: number): void {
  const { minBetMinor, maxBetMinor } = catalogueEntry(gameCode);
  if (!Number.isSafeInteger(stakeMinor) || stakeMinor < minBetMinor || stakeMinor > maxBetMinor) {
    throw new ProviderError('BET_OUT_OF_LIMITS', `stake must be within ${minBetMinor}–${maxBetMinor}`);
  }
}

interface RoundRow extends SeedRow {
  round_id: string;
  player_key: string;
  mode: 'real' | 'demo';
  game_code: GameCode;
  seed_id: number;
  nonce: number;
  stake_minor: number;
  params: unknown;
  status: string;
  picks: number[];
  wallet: RealWalletSession | null;
  balance_minor: number | null;
  payout_minor: number | null;
  multiplier: Ratio | null;
  outcome: unknown;
  finished_at: Date | null;
  last_wallet_call_at: Date;
}

const ROUND_COLUMNS = `r.round_id, r.player_key, r.mode, r.game_code, r.seed_id, r.nonce, r.stake_minor, r.params,
  r.status, r.picks, r.wallet, r.balance_minor, r.payout_minor, r.multiplier, r.outcome, r.finished_at,
  r.last_wallet_call_at, s.id, s.server_seed, s.server_seed_hash, s.client_seed, s.next_nonce, s.revealed_at`;

export function recordOf(row: RoundRow): RoundRecord {
  return {
    roundId: row.round_id,
    gameCode: row.game_code,
    seeds: seedPairOf(row),
    nonce: row.nonce,
    stakeMinor: row.stake_minor,
    payoutMinor: row.payout_minor ?? 0,
    multiplier: row.multiplier ?? { num: 0, den: 1 },
    params: row.params,
    outcome: row.outcome,
    balanceMinor: row.balance_minor ?? 0,
    finishedAt: row.finished_at ?? new Date(0),
  };
}

export function activeOf(row: RoundRow): ActiveMinesRound {
  return {
    roundId: row.round_id,
    seeds: seedPairOf(row),
    nonce: row.nonce,
    stakeMinor: row.stake_minor,
    mines: (row.params as { mines: number }).mines,
    picks: row.picks,
    balanceMinor: row.balance_minor ?? 0,
  };
}

/** The player's last finished rounds, newest first. */
export async function roundHistory(
  wallets: Wallets,
  playerKey: string,
  limit: number,
): Promise<RoundRecord[]> {
  const rows = await wallets.db.query<RoundRow>(
    `SELECT ${ROUND_COLUMNS} FROM rounds r JOIN seed_pairs s ON s.id = r.seed_id
      WHERE r.player_key = $1 AND r.status = 'finished' ORDER BY r.finished_at DESC LIMIT $2`,
    [playerKey, limit],
  );
  return rows.rows.map(recordOf);
}

/** The player's open mines round, if any. */
export async function openMinesRound(wallets: Wallets, playerKey: string): Promise<ActiveMinesRound | null> {
  const rows = await wallets.db.query<RoundRow>(
    `SELECT ${ROUND_COLUMNS} FROM rounds r JOIN seed_pairs s ON s.id = r.seed_id
      WHERE r.player_key = $1 AND r.status = 'open'`,
    [playerKey],
  );
  return rows.rows[0] ? activeOf(rows.rows[0]) : null;
}

/** Takes the next nonce of the player's current seeds and records the round, before any money moves. */
async function openRound(wallets: Wallets, session: Session, stakeMinor: number, params: unknown) {
  const roundId = newRoundId();
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      const seeds = await inTransaction(wallets.db, async (client) => {
        // A rotation committing meanwhile leaves no unrevealed row in this statement's view: try again.
        const taken = await client.query<SeedRow & { nonce: number }>(
          `UPDATE seed_pairs SET next_nonce = next_nonce + 1 WHERE player_key = $1 AND revealed_at IS NULL
           RETURNING id, server_seed, server_seed_hash, client_seed, next_nonce, revealed_at, next_nonce - 1 AS nonce`,
          [session.playerKey],
        );
        const row = taken.rows[0];
        if (!row) return null;
        await client.query(
          `INSERT INTO rounds (round_id, player_key, mode, game_code, seed_id, nonce, stake_minor, params, status, wallet)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $8, 'betting', $9)`,
          [
            roundId,
            session.playerKey,
            session.mode,
            session.gameCode,
            row.id,
            row.nonce,
            stakeMinor,
            JSON.stringify(params),
            session.wallet ? JSON.stringify(session.wallet) : null,
          ],
        );
        return { seeds: seedPairOf(row), nonce: row.nonce };
      });
      if (seeds) return { roundId, ...seeds };
    } catch (error) {
      if ((error as { code?: string }).code === '23505')
        throw new ProviderError('ROUND_IN_PROGRESS', 'finish the open round');
      throw error;
    }
  }
  throw new ProviderError('WALLET_UNAVAILABLE', 'the seeds are being rotated; try again');
}

/**
 * Finishes a round inside the caller's transaction: records the result and queues its win or round end
 * (real play) or credits the demo balance. Returns the record and the queued call to deliver after commit.
 */
async function finishRound(
  wallets: Wallets,
  client: Client,
  round: { roundId: string; mode: 'real' | 'demo'; playerKey: string; stakeMinor: number; params: unknown },
  wallet: RealWalletSession | null,
  result: RoundResult,
  balanceAfterBetMinor: number,
): Promise<{ settlementId: number | null }> {
  const payoutMinor = payoutMinorFor(round.stakeMinor, result.multiplier);
  let balanceMinor = balanceAfterBetMinor + payoutMinor;
  let settlementId: number | null = null;
  if (!wallet) {
    const credited = await client.query<{ balance: number }>(
      'UPDATE players SET demo_balance_minor = demo_balance_minor + $2 WHERE key = $1 RETURNING demo_balance_minor AS balance',
      [round.playerKey, payoutMinor],
    );
    balanceMinor = credited.rows[0]?.balance ?? balanceMinor;
  } else {
    const { operation, body } = settlementBody(wallet, round.roundId, payoutMinor);
    settlementId = await wallets.queue.enqueue(client, operation, `${operation} ${round.roundId}`, body);
  }
  await client.query(
    `UPDATE rounds SET status = 'finished', payout_minor = $2, multiplier = $3, outcome = $4, params = $5,
            balance_minor = $6, finished_at = now(), last_activity_at = now() WHERE round_id = $1`,
    [
      round.roundId,
      payoutMinor,
      JSON.stringify(result.multiplier),
      JSON.stringify(result.outcome),
      JSON.stringify(round.params),
      balanceMinor,
    ],
  );
  return { settlementId };
}

/** Delivers a finished round's queued call and returns the round as recorded (with the wallet's balance). */
export async function deliverAndRead(wallets: Wallets, roundId: string, settlementId: number | null) {
  if (settlementId !== null) {
    const answer = await wallets.queue.deliver(settlementId);
    // A win the operator answered: show its balance. TX_NOT_FOUND / TX_ROLLED_BACK: the operator already
    // refunded the bet; nothing is left to pay, and the balance shown stays the estimate.
    if (answer && answer.status === 'OK' && 'txId' in answer) {
      await wallets.db.query('UPDATE rounds SET balance_minor = $2 WHERE round_id = $1', [
        roundId,
        answer.balance,
      ]);
    }
  }
  const rows = await wallets.db.query<RoundRow>(
    `SELECT ${ROUND_COLUMNS} FROM rounds r JOIN seed_pairs s ON s.id = r.seed_id WHERE r.round_id = $1`,
    [roundId],
  );
  return recordOf(rows.rows[0]!);
}

/** Places a bet on the session's game: a finished round, or an open mines round. */
export async function placeBet(
  wallets: Wallets,
  session: Session,
  stakeMinor: number,
  params: unknown,
): Promise<RoundRecord | ActiveMinesRound> {
  const { gameCode } = session;
  assertStake(gameCode, stakeMinor);
  const rules = gameCode === 'mines' ? { ...(params as object), picks: [] } : params;
  if (!areValidParams(gameCode, rules as GameParams[GameCode])) {
    throw new ProviderError('INVALID_REQUEST', `invalid ${gameCode} parameters`);
  }
  const { roundId, seeds, nonce } = await openRound(wallets, session, stakeMinor, rules);
  let balanceAfterBetMinor: number;
  try {
    balanceAfterBetMinor = await takeStake(wallets, session, {
      roundId,
      txId: `${roundId}-bet`,
      amountMinor: stakeMinor,
      nonce,
      serverSeedHash: seeds.serverSeedHash,
    });
  } catch (error) {
    await wallets.db.query(`UPDATE rounds SET status = 'refused' WHERE round_id = $1`, [roundId]);
    throw error;
  }
  const result = playRound(gameCode, streamFor(seeds, nonce), rules as GameParams[GameCode]);
  if (gameCode === 'mines') {
    await wallets.db.query(
      `UPDATE rounds SET status = 'open', balance_minor = $2, last_activity_at = now(), last_wallet_call_at = now()
        WHERE round_id = $1`,
      [roundId, balanceAfterBetMinor],
    );
    const mines = (rules as GameParams['mines']).mines;
    return { roundId, seeds, nonce, stakeMinor, mines, picks: [], balanceMinor: balanceAfterBetMinor };
  }
  const { settlementId } = await inTransaction(wallets.db, (client) =>
    finishRound(
      wallets,
      client,
      { roundId, mode: session.mode, playerKey: session.playerKey, stakeMinor, params: rules },
      session.wallet,
      result,
      balanceAfterBetMinor,
    ),
  );
  return deliverAndRead(wallets, roundId, settlementId);
}

/** Settles an open mines round (locked by the caller) from its seeds and picks: the verify page's replay. */
function finishMines(wallets: Wallets, client: Client, row: RoundRow, picks: number[]) {
  const params = { mines: (row.params as { mines: number }).mines, picks };
  const result = playRound('mines', streamFor(seedPairOf(row), row.nonce), params);
  return finishRound(
    wallets,
    client,
    { roundId: row.round_id, mode: row.mode, playerKey: row.player_key, stakeMinor: row.stake_minor, params },
    row.wallet,
    result,
    row.balance_minor ?? 0,
  );
}

export type MinesMove = { action: 'reveal'; tile: number } | { action: 'cashout' };

/** Reveals a tile or cashes out. The round ends on a mine, on cash-out, or when no tile is left to try. */
export async function moveMines(
  wallets: Wallets,
  session: Session,
  roundId: string,
  move: MinesMove,
): Promise<RoundRecord | ActiveMinesRound> {
  const step = await inTransaction(wallets.db, async (client) => {
    const rows = await client.query<RoundRow>(
      `SELECT ${ROUND_COLUMNS} FROM rounds r JOIN seed_pairs s ON s.id = r.seed_id
        WHERE r.round_id = $1 AND r.player_key = $2 AND r.status = 'open' FOR UPDATE OF r`,
      [roundId, session.playerKey],
    );
    const row = rows.rows[0];
    if (!row) throw new ProviderError('ROUND_NOT_FOUND', 'no such open round');
    if (move.action === 'cashout') {
      if (row.picks.length === 0) throw new ProviderError('INVALID_REQUEST', 'reveal a tile first');
      return { finished: await finishMines(wallets, client, row, row.picks), active: null, heartbeat: false };
    }
    const { tile } = move;
    if (!Number.isInteger(tile) || tile < 0 || tile >= MINES_TILES || row.picks.includes(tile)) {
      throw new ProviderError('INVALID_REQUEST', 'not a hidden tile');
    }
    const picks = [...row.picks, tile];
    const mines = (row.params as { mines: number }).mines;
    const { minePositions } = playRound('mines', streamFor(seedPairOf(row), row.nonce), { mines, picks: [] })
      .outcome as { minePositions: number[] };
    if (minePositions.includes(tile) || picks.length >= minesMaxSafeReveals(mines)) {
      return { finished: await finishMines(wallets, client, row, picks), active: null, heartbeat: false };
    }
    const heartbeat =
      row.wallet !== null && Date.now() - row.last_wallet_call_at.getTime() >= ROUND_HEARTBEAT_MS;
    await client.query(
      `UPDATE rounds SET picks = $2, last_activity_at = now(),
              last_wallet_call_at = CASE WHEN $3 THEN now() ELSE last_wallet_call_at END WHERE round_id = $1`,
      [roundId, JSON.stringify(picks), heartbeat],
    );
    return { finished: null, active: { ...activeOf(row), picks }, heartbeat };
  });
  if (step.finished) return deliverAndRead(wallets, roundId, step.finished.settlementId);
  // The operator measures abandonment from its last word about the round: tell it the round is alive.
  if (step.heartbeat) await walletBalance(wallets, session, roundId).catch(() => undefined);
  return step.active!;
}

/**
 * Cashes out mines rounds left open longer than `idleMs` at their current multiplier (0.99× with no
 * tile revealed). Stopping early is a fair stop, so this keeps the 99% RTP, and the stake is never
 * stranded. Rows are taken with SKIP LOCKED: instances sweeping together never settle one twice.
 */
export async function settleIdleMinesRounds(wallets: Wallets, idleMs: number, nowMs = Date.now()) {
  const cutoff = new Date(nowMs - idleMs);
  for (;;) {
    const done = await inTransaction(wallets.db, async (client) => {
      const rows = await client.query<RoundRow>(
        `SELECT ${ROUND_COLUMNS} FROM rounds r JOIN seed_pairs s ON s.id = r.seed_id
          WHERE r.status = 'open' AND r.last_activity_at < $1 ORDER BY r.last_activity_at LIMIT 1
          FOR UPDATE OF r SKIP LOCKED`,
        [cutoff],
      );
      const row = rows.rows[0];
      if (!row) return null;
      return { roundId: row.round_id, ...(await finishMines(wallets, client, row, row.picks)) };
    });
    if (!done) return;
    await deliverAndRead(wallets, done.roundId, done.settlementId);
  }
}

/**
 * A round still 'betting' long after its bet was sent belongs to a process that died mid-bet: the stake
 * may or may not have been taken, so its rollback is queued (a rollback of a bet the operator never saw
 * is harmless, and refuses that bet if it ever arrives).
 */
export async function abandonStuckBets(wallets: Wallets, nowMs = Date.now()) {
  await inTransaction(wallets.db, async (client) => {
    const stuck = await client.query<{ round_id: string; wallet: RealWalletSession | null }>(
      `UPDATE rounds SET status = 'abandoned' WHERE status = 'betting' AND created_at < $1
       RETURNING round_id, wallet`,
      [new Date(nowMs - STUCK_BET_MS)],
    );
    for (const { round_id: roundId, wallet } of stuck.rows) {
      if (!wallet) continue;
      const betTxId = `${roundId}-bet`;
      await wallets.queue.enqueue(client, 'rollback', `rollback ${betTxId}`, {
        txId: `${betTxId}-rb`,
        roundId,
        originalTxId: betTxId,
        playerId: wallet.playerId,
        gameCode: wallet.gameCode,
        sessionToken: wallet.sessionToken,
      });
    }
  });
}

export function minesCashOutValue(round: ActiveMinesRound): number {
  return ratioValue(minesMultiplier(round.mines, round.picks.length));
}

export function minesNextValue(round: ActiveMinesRound): number | null {
  if (round.picks.length >= minesMaxSafeReveals(round.mines)) return null;
  return ratioValue(minesMultiplier(round.mines, round.picks.length + 1));
}
