/**
 * The provider's client of the operator's seamless-wallet API (packages/contract/src/seamless-wallet.ts).
 *
 * Failure policy (reference §5.1, §5.7): a call without a definitive answer (timeout, network error,
 * INTERNAL, unreadable body) is retried with the same body and txId for win, rollback, round/end and
 * balance, with exponential backoff; a bet is never retried (the player may have moved on) but is
 * followed by a rollback of its txId, so an unanswered stake is refunded if it was taken. Authenticate
 * is not retried: its launch token is single-use.
 */
import { createHmac } from 'node:crypto';
import {
  isRetryableWalletStatus,
  WALLET_SIGNATURE_HEADER,
  WALLET_TIMESTAMP_HEADER,
  type WalletOperation,
  type WalletRequest,
  type WalletResponse,
  walletApiPaths,
  walletResponseSchemas,
  walletSignaturePayload,
} from '@sika/contract';

export interface RetryPolicy {
  attempts: number;
  baseDelayMs: number;
  maxDelayMs: number;
}

export interface WalletClientOptions {
  /** Up to and including `/wallet-api/v1`. */
  baseUrl: string;
  secret: string;
  timeoutMs?: number;
  retry?: Partial<RetryPolicy>;
  now?: () => number;
  sleep?: (ms: number) => Promise<void>;
}

/** No definitive answer from the wallet: the outcome of the call is unknown. */
export class WalletUnavailableError extends Error {
  /** Set on a bet whose follow-up rollback got no answer either: the caller must keep retrying it. */
  pendingRollback?: WalletRequest<'rollback'>;

  constructor(
    readonly operation: WalletOperation,
    reason: string,
  ) {
    super(`wallet ${operation}: no definitive answer (${reason})`);
    this.name = 'WalletUnavailableError';
  }
}

export interface WalletClient {
  authenticate(request: WalletRequest<'authenticate'>): Promise<WalletResponse<'authenticate'>>;
  balance(request: WalletRequest<'balance'>): Promise<WalletResponse<'balance'>>;
  /** On no definitive answer: rolls the bet back (with retries), then throws WalletUnavailableError. */
  bet(request: WalletRequest<'bet'>): Promise<WalletResponse<'bet'>>;
  win(request: WalletRequest<'win'>): Promise<WalletResponse<'win'>>;
  rollback(request: WalletRequest<'rollback'>): Promise<WalletResponse<'rollback'>>;
  roundEnd(request: WalletRequest<'roundEnd'>): Promise<WalletResponse<'roundEnd'>>;
}

export function signWalletBody(secret: string, timestampMs: string, rawBody: string): string {
  return createHmac('sha256', secret).update(walletSignaturePayload(timestampMs, rawBody)).digest('hex');
}

const DEFAULT_RETRY: RetryPolicy = { attempts: 5, baseDelayMs: 200, maxDelayMs: 5000 };

export function createWalletClient(options: WalletClientOptions): WalletClient {
  const timeoutMs = options.timeoutMs ?? 5000;
  const retry = { ...DEFAULT_RETRY, ...options.retry };
  const now = options.now ?? Date.now;
  const sleep = options.sleep ?? ((ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)));

  /** One attempt. Returns a definitive answer or throws WalletUnavailableError. */
  async function callOnce<Op extends WalletOperation>(operation: Op, request: WalletRequest<Op>) {
    const rawBody = JSON.stringify(request);
    const timestampMs = String(now());
    let response: Response;
    try {
      response = await fetch(`${options.baseUrl}${walletApiPaths[operation]}`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          [WALLET_TIMESTAMP_HEADER]: timestampMs,
          [WALLET_SIGNATURE_HEADER]: signWalletBody(options.secret, timestampMs, rawBody),
        },
        body: rawBody,
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (error) {
      throw new WalletUnavailableError(operation, error instanceof Error ? error.name : 'network');
    }
    let body: unknown;
    try {
      body = await response.json();
    } catch {
      throw new WalletUnavailableError(operation, `HTTP ${response.status}, unreadable body`);
    }
    const parsed = walletResponseSchemas[operation].safeParse(body);
    if (!parsed.success)
      throw new WalletUnavailableError(operation, `HTTP ${response.status}, unexpected body`);
    if (isRetryableWalletStatus(parsed.data.status)) throw new WalletUnavailableError(operation, 'INTERNAL');
    return parsed.data as WalletResponse<Op>;
  }

  /** Same request (same txId) until a definitive answer or the attempts run out. */
  async function callWithRetry<Op extends WalletOperation>(operation: Op, request: WalletRequest<Op>) {
    for (let attempt = 1; ; attempt++) {
      try {
        return await callOnce(operation, request);
      } catch (error) {
        if (!(error instanceof WalletUnavailableError) || attempt >= retry.attempts) throw error;
        await sleep(Math.min(retry.maxDelayMs, retry.baseDelayMs * 2 ** (attempt - 1)));
      }
    }
  }

  return {
    authenticate: (request) => callOnce('authenticate', request),
    balance: (request) => callWithRetry('balance', request),
    async bet(request) {
      try {
        return await callOnce('bet', request);
      } catch (error) {
        if (!(error instanceof WalletUnavailableError)) throw error;
        // The stake may or may not have been taken: undo it. If even that fails, the caller queues it.
        const rollback: WalletRequest<'rollback'> = {
          txId: `${request.txId}-rb`,
          roundId: request.roundId,
          originalTxId: request.txId,
          playerId: request.playerId,
          gameCode: request.gameCode,
          sessionToken: request.sessionToken,
        };
        try {
          await callWithRetry('rollback', rollback);
        } catch (rollbackError) {
          if (!(rollbackError instanceof WalletUnavailableError)) throw rollbackError;
          error.pendingRollback = rollback;
        }
        throw error;
      }
    },
    win: (request) => callWithRetry('win', request),
    rollback: (request) => callWithRetry('rollback', request),
    roundEnd: (request) => callWithRetry('roundEnd', request),
  };
}
