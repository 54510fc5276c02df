/**
 * Where a round's money goes: the operator's seamless wallet for real play, a virtual balance held here
 * for demo play (it never reaches the operator's ledger). The round logic sees one interface.
 */
import type { WalletResponse } from '@sika/contract';
import { type WalletClient, WalletUnavailableError } from '../wallet-client.ts';
import { ProviderError } from './errors.ts';
import type { SettlementQueue } from './settlement-queue.ts';

export interface BetRequest {
  roundId: string;
  txId: string;
  amountMinor: number;
  nonce: number;
  serverSeedHash: string;
}

export interface WinRequest {
  roundId: string;
  txId: string;
  betTxId: string;
  amountMinor: number;
}

export interface GameWallet {
  readonly currency: string;
  balance(): Promise<number>;
  /**
   * Takes the stake and returns the balance after it.
   * Throws ProviderError: INSUFFICIENT_FUNDS, SESSION_KICKED, PLAYER_BLOCKED, WALLET_UNAVAILABLE.
   */
  bet(request: BetRequest): Promise<number>;
  /** Pays a win that closes the round; the balance after it, or null when it was queued for retry. */
  win(request: WinRequest): Promise<number | null>;
  /** Closes a lost round; queued for retry when the wallet does not answer. */
  endRound(roundId: string): Promise<void>;
}

export const DEMO_START_BALANCE_MINOR = 100_000;

/** Demo money: a number in memory per demo session. */
export class DemoWallet implements GameWallet {
  constructor(
    readonly currency: string,
    private balanceMinor = DEMO_START_BALANCE_MINOR,
  ) {}

  async balance(): Promise<number> {
    return this.balanceMinor;
  }

  async bet(request: BetRequest): Promise<number> {
    if (request.amountMinor > this.balanceMinor) {
      throw new ProviderError('INSUFFICIENT_FUNDS', 'demo balance too low', this.balanceMinor);
    }
    this.balanceMinor -= request.amountMinor;
    return this.balanceMinor;
  }

  async win(request: WinRequest): Promise<number> {
    this.balanceMinor += request.amountMinor;
    return this.balanceMinor;
  }

  async endRound(): Promise<void> {}
}

export interface RealWalletSession {
  sessionToken: string;
  playerId: string;
  gameCode: string;
  currency: string;
}

type FailureStatus = Exclude<WalletResponse<'bet'>['status'], 'OK'>;

function betRefusal(status: FailureStatus, balance: number | undefined): ProviderError {
  switch (status) {
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

/** Real money through the operator's seamless-wallet API. */
export class RealWallet implements GameWallet {
  readonly currency: string;

  constructor(
    private readonly client: WalletClient,
    private readonly session: RealWalletSession,
    private readonly queue: SettlementQueue,
  ) {
    this.currency = session.currency;
  }

  async balance(): Promise<number> {
    const { sessionToken, playerId, gameCode } = this.session;
    const answer = await this.unlessUnavailable(() =>
      this.client.balance({ sessionToken, playerId, gameCode }),
    );
    if (answer.status === 'OK') return answer.balance;
    throw betRefusal(answer.status, undefined);
  }

  async bet(request: BetRequest): Promise<number> {
    const { sessionToken, playerId, gameCode, currency } = this.session;
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
    const answer = await this.unlessUnavailable(() => this.client.bet(body));
    if (answer.status === 'OK') return answer.balance;
    throw betRefusal(answer.status, 'balance' in answer ? answer.balance : undefined);
  }

  async win(request: WinRequest): Promise<number | null> {
    const { playerId, gameCode, currency, sessionToken } = this.session;
    const wire = {
      txId: request.txId,
      roundId: request.roundId,
      betTxId: request.betTxId,
      amount: request.amountMinor,
      playerId,
      gameCode,
      currency,
      sessionToken,
      roundClosed: true,
    };
    try {
      const answer = await this.client.win(wire);
      // TX_NOT_FOUND / TX_ROLLED_BACK: the operator has already undone (refunded) the bet, so there is
      // nothing left to pay or retry; the balance is then unknown here.
      return answer.status === 'OK' ? answer.balance : null;
    } catch (error) {
      if (!(error instanceof WalletUnavailableError)) throw error;
      this.queue.enqueue(`win ${request.txId}`, () => this.client.win(wire));
      return null;
    }
  }

  async endRound(roundId: string): Promise<void> {
    const { playerId, gameCode, sessionToken } = this.session;
    const body = { roundId, playerId, gameCode, sessionToken };
    try {
      await this.client.roundEnd(body);
    } catch (error) {
      if (!(error instanceof WalletUnavailableError)) throw error;
      this.queue.enqueue(`round/end ${roundId}`, () => this.client.roundEnd(body));
    }
  }

  /** Maps "no definitive answer" to WALLET_UNAVAILABLE, queueing a bet's rollback that did not land. */
  private async unlessUnavailable<T>(call: () => Promise<T>): Promise<T> {
    try {
      return await call();
    } catch (error) {
      if (!(error instanceof WalletUnavailableError)) throw error;
      const rollback = error.pendingRollback;
      if (rollback)
        this.queue.enqueue(`rollback ${rollback.originalTxId}`, () => this.client.rollback(rollback));
      throw new ProviderError('WALLET_UNAVAILABLE', error.message);
    }
  }
}
