/**
 * An in-memory operator wallet that speaks the seamless-wallet contract, for tests of the provider
 * (loopback only). It follows the contract's rules (signature window, txId idempotency with stored
 * responses, tombstones, wins after expiry, one session per player) and can inject faults, so the
 * provider's retries and rollbacks are exercised. The real operator side lives in apps/server.
 */
import { randomBytes, timingSafeEqual } from 'node:crypto';
import {
  WALLET_SIGNATURE_HEADER,
  WALLET_SIGNATURE_WINDOW_MS,
  WALLET_TIMESTAMP_HEADER,
  type WalletLimitReason,
  type WalletOperation,
  type WalletRequest,
  type WalletStatus,
  walletApiPaths,
  walletHttpStatus,
  walletRequestSchemas,
} from '@sika/contract';
import Fastify, { type FastifyInstance } from 'fastify';
import { signWalletBody } from '../wallet-client.ts';

interface Player {
  playerId: string;
  balance: number;
  blocked: boolean;
  /** The operator's responsible-gaming refusal of every stake (LIMIT_REACHED), or null. */
  limit: WalletLimitReason | null;
}

interface StoredTx {
  fingerprint: string;
  response: Record<string, unknown>;
  kind: 'bet' | 'win' | 'rollback' | 'tombstone';
  amount: number;
  playerId: string;
  rolledBack: boolean;
}

export interface FakeOperatorWallet {
  url: string;
  app: FastifyInstance;
  /** Issues a one-time launch token for a player (created with `balance` if new). */
  issueLaunchToken(playerId: string, balance?: number): string;
  balanceOf(playerId: string): number;
  /** Makes the next `count` calls of an operation misbehave. */
  failNext(operation: WalletOperation, count: number, mode: 'internal' | 'hang' | 'drop-response'): void;
  expireSessions(): void;
  /** From now on, refuses the player's stakes with LIMIT_REACHED for `reason` (null: accepts again). */
  refuseStakes(playerId: string, reason: WalletLimitReason | null): void;
  calls: { operation: WalletOperation; body: Record<string, unknown> }[];
  close(): Promise<void>;
}

const CURRENCY = 'GHS';

export async function startFakeOperatorWallet(secret: string): Promise<FakeOperatorWallet> {
  const players = new Map<string, Player>();
  const launchTokens = new Map<string, string>();
  const sessions = new Map<string, { playerId: string; expiresAtMs: number }>();
  const txs = new Map<string, StoredTx>();
  const faults = new Map<WalletOperation, { count: number; mode: 'internal' | 'hang' | 'drop-response' }>();
  const calls: FakeOperatorWallet['calls'] = [];
  const app = Fastify({ forceCloseConnections: true });
  let walletTxSeq = 0;

  const ok = (playerId: string, extra: Record<string, unknown> = {}) => ({
    status: 'OK' as const,
    ...extra,
    balance: players.get(playerId)?.balance ?? 0,
    currency: CURRENCY,
  });
  const fail = (status: WalletStatus, extra: Record<string, unknown> = {}) => ({ status, ...extra });

  /** Idempotency: replay a stored response, refuse a reused txId with another request. */
  function once(txId: string, fingerprint: string, run: () => StoredTx | Record<string, unknown>) {
    const stored = txs.get(txId);
    if (stored && stored.kind !== 'tombstone') {
      return stored.fingerprint === fingerprint ? stored.response : fail('INVALID_REQUEST');
    }
    const result = run();
    if ('fingerprint' in result) {
      txs.set(txId, result as StoredTx);
      return (result as StoredTx).response;
    }
    return result;
  }

  const handlers: { [Op in WalletOperation]: (body: WalletRequest<Op>) => Record<string, unknown> } = {
    authenticate(body) {
      const playerId = launchTokens.get(body.launchToken);
      if (!playerId) return fail('INVALID_SESSION');
      launchTokens.delete(body.launchToken);
      for (const [token, session] of sessions) if (session.playerId === playerId) sessions.delete(token);
      const sessionToken = randomBytes(24).toString('hex');
      const expiresAtMs = Date.now() + 3_600_000;
      sessions.set(sessionToken, { playerId, expiresAtMs });
      return ok(playerId, { sessionToken, playerId, expiresAt: new Date(expiresAtMs).toISOString() });
    },
    balance(body) {
      const problem = sessionProblem(body.sessionToken, body.playerId);
      return problem ? fail(problem) : ok(body.playerId);
    },
    bet(body) {
      const fingerprint = JSON.stringify([body.roundId, body.playerId, body.amount]);
      if (txs.get(body.txId)?.kind === 'tombstone') return fail('TX_ROLLED_BACK');
      return once(body.txId, fingerprint, () => {
        const problem = sessionProblem(body.sessionToken, body.playerId);
        if (problem) return fail(problem);
        const player = players.get(body.playerId)!;
        if (player.limit) {
          return fail('LIMIT_REACHED', { reason: player.limit, balance: player.balance, currency: CURRENCY });
        }
        if (player.balance < body.amount)
          return fail('INSUFFICIENT_FUNDS', { balance: player.balance, currency: CURRENCY });
        player.balance -= body.amount;
        return stored('bet', body, fingerprint);
      });
    },
    win(body) {
      const fingerprint = JSON.stringify([body.roundId, body.betTxId, body.freeRoundAwardId, body.amount]);
      return once(body.txId, fingerprint, () => {
        if (body.freeRoundAwardId !== undefined) {
          // A free round: no bet to settle; this fake pays any award (the real operator checks it).
          const player = players.get(body.playerId);
          if (!player) return fail('TX_NOT_FOUND');
          player.balance += body.amount;
          return stored('win', body, fingerprint);
        }
        const bet = txs.get(body.betTxId ?? '');
        if (!bet || bet.kind === 'tombstone') return fail(bet ? 'TX_ROLLED_BACK' : 'TX_NOT_FOUND');
        if (bet.rolledBack) return fail('TX_ROLLED_BACK');
        players.get(body.playerId)!.balance += body.amount;
        return stored('win', body, fingerprint);
      });
    },
    rollback(body) {
      const fingerprint = JSON.stringify([body.roundId, body.originalTxId]);
      return once(body.txId, fingerprint, () => {
        const original = txs.get(body.originalTxId);
        const player = players.get(body.playerId);
        if (!original) {
          txs.set(body.originalTxId, {
            fingerprint: '',
            response: {},
            kind: 'tombstone',
            amount: 0,
            playerId: body.playerId,
            rolledBack: true,
          });
        } else if (!original.rolledBack && player) {
          original.rolledBack = true;
          if (original.kind === 'bet') player.balance += original.amount;
          if (original.kind === 'win') player.balance -= Math.min(player.balance, original.amount);
        }
        return stored('rollback', body, fingerprint);
      });
    },
    roundEnd: (body) => ok(body.playerId),
  };

  function stored(
    kind: StoredTx['kind'],
    body: { txId: string; playerId: string; amount?: number },
    fingerprint: string,
  ): StoredTx {
    walletTxSeq += 1;
    const response = ok(body.playerId, { txId: body.txId, walletTxId: `w${walletTxSeq}` });
    return {
      fingerprint,
      response,
      kind,
      amount: body.amount ?? 0,
      playerId: body.playerId,
      rolledBack: false,
    };
  }

  function sessionProblem(sessionToken: string, playerId: string): WalletStatus | null {
    const session = sessions.get(sessionToken);
    if (!session || session.playerId !== playerId) return 'INVALID_SESSION';
    if (session.expiresAtMs < Date.now()) return 'SESSION_EXPIRED';
    if (players.get(playerId)?.blocked) return 'PLAYER_BLOCKED';
    return null;
  }

  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) =>
    done(null, body),
  );
  for (const [operation, path] of Object.entries(walletApiPaths) as [WalletOperation, string][]) {
    app.post(`/wallet-api/v1${path}`, async (request, reply) => {
      const rawBody = String(request.body ?? '');
      const timestamp = String(request.headers[WALLET_TIMESTAMP_HEADER] ?? '');
      const signature = Buffer.from(String(request.headers[WALLET_SIGNATURE_HEADER] ?? ''));
      const expected = Buffer.from(signWalletBody(secret, timestamp, rawBody));
      const fresh = Math.abs(Date.now() - Number(timestamp)) <= WALLET_SIGNATURE_WINDOW_MS;
      if (!fresh || signature.length !== expected.length || !timingSafeEqual(signature, expected)) {
        return reply.code(401).send(fail('INVALID_SIGNATURE'));
      }
      const parsed = walletRequestSchemas[operation].safeParse(JSON.parse(rawBody));
      if (!parsed.success)
        return reply.code(400).send(fail('INVALID_REQUEST', { message: parsed.error.message }));
      calls.push({ operation, body: parsed.data });
      const fault = faults.get(operation);
      if (fault && fault.count > 0) {
        fault.count -= 1;
        if (fault.mode === 'internal') return reply.code(500).send(fail('INTERNAL'));
        if (fault.mode === 'hang') return new Promise(() => {});
        (handlers[operation] as (body: unknown) => unknown)(parsed.data); // applied, but the answer is lost
        return reply.code(502).send('bad gateway');
      }
      const response = (handlers[operation] as (body: unknown) => Record<string, unknown>)(parsed.data);
      return reply.code(walletHttpStatus[response.status as WalletStatus]).send(response);
    });
  }
  const url = await app.listen({ host: '127.0.0.1', port: 0 });

  return {
    url: `${url}/wallet-api/v1`,
    app,
    calls,
    issueLaunchToken(playerId, balance = 100_000) {
      if (!players.has(playerId)) players.set(playerId, { playerId, balance, blocked: false, limit: null });
      const token = randomBytes(24).toString('hex');
      launchTokens.set(token, playerId);
      return token;
    },
    balanceOf: (playerId) => players.get(playerId)?.balance ?? 0,
    failNext: (operation, count, mode) => faults.set(operation, { count, mode }),
    expireSessions() {
      for (const session of sessions.values()) session.expiresAtMs = 0;
    },
    refuseStakes(playerId, reason) {
      const player = players.get(playerId);
      if (player) player.limit = reason;
    },
    close: async () => {
      await app.close();
    },
  };
}
