/**
 * Where a round's stake comes from: the operator's seamless wallet for real play, a virtual balance in the
 * provider's database for demo play (it never reaches the operator's ledger).
 */
import type { WalletLimitReason, WalletResponse } from '@sika/contract';
import type { Pool } from '../db/database.ts';
import { type WalletClient, WalletUnavailableError } from '../wallet-client.ts';
import { ProviderError } from './errors.ts';
import type { RealWalletSession, Session } from './player-state.ts';
import type { SettlementQueue } from './settlement-queue.ts';

export const DEMO_START_BALANCE_MINOR = 100_000;

export interface BetRequest {
  roundId: string;
  txId: string;
  amountMinor: number;
  nonce: number;
  serverSeedHash: string;
}

export interface Wallets {
  db: Pool;
  client: WalletClient;
  queue: SettlementQueue;
}

type FailureStatus = Exclude<WalletResponse<'bet'>['status'], 'OK'>;

function betRefusal(
  status: FailureStatus,
  balance: number | undefined,
  reason?: WalletLimitReason,
): ProviderError {
  switch (status) {
    case 'LIMIT_REACHED':
      // Definitive (the operator's responsible-gaming settings): the page says why, nothing is retried.
      return new ProviderError('LIMIT_REACHED', `limit reached: ${reason ?? 'unknown'}`, balance, reason);
    case 'INSUFFICIENT_FUNDS':
      return new ProviderError('INSUFFICIENT_FUNDS', 'insufficient funds', balance);
    case 'INVALID_SESSION':
    case 'SESSION_EXPIRED':
      return new ProviderError('SESSION_KICKED', `wallet answered ${status}`);
    case 'PLAYER_BLOCKED':
      return new ProviderError('PLAYER_BLOCKED', 'player blocked');
    default:
      return new ProviderError('WALLET_UNAVAILABLE', `wallet answered ${status}`);
  }
}

/** Maps "no definitive answer" to WALLET_UNAVAILABLE, queueing a bet's rollback that did not land. */
async function unlessUnavailable<T>(wallets: Wallets, call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (!(error instanceof WalletUnavailableError)) throw error;
    const rollback = error.pendingRollback;
    if (rollback) {
      const id = await wallets.queue.enqueue(
        wallets.db,
        'rollback',
        `rollback ${rollback.originalTxId}`,
        rollback,
      );
      void wallets.queue.deliver(id);
    }
    throw new ProviderError('WALLET_UNAVAILABLE', error.message);
  }
}

/**
 * The balance to show. With a round id it also tells the operator that round is still in play (a mines
 * round between reveals), so it is not refunded as abandoned.
 * Throws ProviderError: SESSION_KICKED, PLAYER_BLOCKED, WALLET_UNAVAILABLE.
 */
export async function walletBalance(wallets: Wallets, session: Session, roundId?: string): Promise<number> {
  if (!session.wallet) {
    const row = await wallets.db.query<{ balance: number }>(
      'SELECT demo_balance_minor AS balance FROM players WHERE key = $1',
      [session.playerKey],
    );
    return row.rows[0]?.balance ?? 0;
  }
  const { sessionToken, playerId, gameCode } = session.wallet;
  const answer = await unlessUnavailable(wallets, () =>
    wallets.client.balance({ sessionToken, playerId, gameCode, ...(roundId ? { roundId } : {}) }),
  );
  if (answer.status === 'OK') return answer.balance;
  throw betRefusal(answer.status, undefined);
}

/**
 * Takes the stake and returns the balance after it.
 * Throws ProviderError: INSUFFICIENT_FUNDS, LIMIT_REACHED, SESSION_KICKED, PLAYER_BLOCKED, WALLET_UNAVAILABLE.
 */
export async function takeStake(wallets: Wallets, session: Session, request: BetRequest): Promise<number> {
  if (!session.wallet) {
    const taken = await wallets.db.query<{ balance: number }>(
      `UPDATE players SET demo_balance_minor = demo_balance_minor - $2
        WHERE key = $1 AND demo_balance_minor >= $2 RETURNING demo_balance_minor AS balance`,
      [session.playerKey, request.amountMinor],
    );
    if (taken.rows[0]) return taken.rows[0].balance;
    const balance = await walletBalance(wallets, session);
    throw new ProviderError('INSUFFICIENT_FUNDS', 'demo balance too low', balance);
  }
  const { sessionToken, playerId, gameCode, currency } = session.wallet;
  const body = {
    txId: request.txId,
    roundId: request.roundId,
    sessionToken,
    playerId,
    gameCode,
    amount: request.amountMinor,
    currency,
    meta: { nonce: request.nonce, serverSeedHash: request.serverSeedHash },
  };
  const answer = await unlessUnavailable(wallets, () => wallets.client.bet(body));
  if (answer.status === 'OK') return answer.balance;
  throw betRefusal(
    answer.status,
    'balance' in answer ? answer.balance : undefined,
    answer.status === 'LIMIT_REACHED' ? answer.reason : undefined,
  );
}

/** The wire body of a round's win (it closes the round) or, for a loss, of its round end. */
export function settlementBody(wallet: RealWalletSession, roundId: string, payoutMinor: number) {
  const { playerId, gameCode, currency, sessionToken } = wallet;
  if (payoutMinor === 0)
    return { operation: 'roundEnd' as const, body: { roundId, playerId, gameCode, sessionToken } };
  return {
    operation: 'win' as const,
    body: {
      txId: `${roundId}-win`,
      roundId,
      betTxId: `${roundId}-bet`,
      amount: payoutMinor,
      playerId,
      gameCode,
      currency,
      sessionToken,
      roundClosed: true,
    },
  };
}
