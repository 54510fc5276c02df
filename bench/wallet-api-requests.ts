/**
 * The requests of `npm run bench:wallet-api` built and signed before a phase starts, and sent on undici's
 * lowest-level path (`dispatch`): the load generator shares the box's 2 CPUs with what it measures (a real
 * aggregator runs on a machine of its own), so the timed phase does no JSON, no HMAC, no uuid, and reads
 * no answer through a stream.
 *
 * Every signature is still the server's real HMAC over the exact body sent (signWalletRequest). The
 * timestamp is the time of signing: the server accepts a timestamp within WALLET_SIGNATURE_WINDOW_MS
 * (5 minutes) of its clock, and a phase (≤ 30 s, or a 5 s step of the search) is built just before it runs.
 * Replays are judged by txId, which is fresh for every request.
 */
import { randomInt, randomUUID } from 'node:crypto';
import type { Dispatcher, Pool } from 'undici';
import { signWalletRequest } from '../apps/server/src/modules/games/index.ts';
import { GAME, type Player, REQUEST_TIMEOUT_MS, SECRET } from './wallet-api-setup.ts';

export interface SignedRequest {
  path: string;
  headers: string[];
  body: Buffer;
}

/** A round planned in full: its bet, and the follow-up sent once the bet is answered OK. */
export interface PlannedRound {
  player: Player;
  bet: SignedRequest;
  kind: 'win' | 'loss' | 'rollback';
  followUp: SignedRequest;
}

export function signed(operation: string, payload: Record<string, unknown>): SignedRequest {
  const raw = JSON.stringify(payload);
  const timestamp = String(Date.now());
  return {
    path: `/wallet-api/v1${operation}`,
    headers: [
      'content-type',
      'application/json',
      'x-timestamp',
      timestamp,
      'x-signature',
      signWalletRequest(SECRET, timestamp, raw),
    ],
    body: Buffer.from(raw),
  };
}

/** A realistic round of `player`: a bet, then a win (45 %), a closing win of 0 (45 %) or a rollback (10 %). */
export function planRound(player: Player): PlannedRound {
  const roundId = `bench-${randomUUID()}`;
  const betTxId = randomUUID();
  const bet = signed('/bet', {
    txId: betTxId,
    roundId,
    sessionToken: player.sessionToken,
    playerId: player.playerId,
    gameCode: GAME.code,
    amount: 1 + randomInt(100),
    currency: 'GHS',
  });
  const dice = randomInt(100);
  const kind = dice < 45 ? 'win' : dice < 90 ? 'loss' : 'rollback';
  const base = { txId: randomUUID(), roundId, playerId: player.playerId, gameCode: GAME.code };
  const followUp =
    kind === 'rollback'
      ? signed('/rollback', { ...base, originalTxId: betTxId })
      : signed('/win', {
          ...base,
          betTxId,
          amount: kind === 'win' ? 1 + randomInt(200) : 0,
          currency: 'GHS',
          roundClosed: true,
        });
  return { player, bet, kind, followUp };
}

/** The rollback of a round's bet, for rounds left open at the end of a phase. */
export function rollbackOf(round: PlannedRound): SignedRequest {
  const bet = JSON.parse(round.bet.body.toString()) as { txId: string; roundId: string };
  return signed('/rollback', {
    txId: randomUUID(),
    roundId: bet.roundId,
    originalTxId: bet.txId,
    playerId: round.player.playerId,
    gameCode: GAME.code,
  });
}

const OK_PREFIX = Buffer.from('{"status":"OK"');

/**
 * Sends one prepared request; resolves with its answer's status ('OK' or the refusal's status). The
 * answers of the wallet API start with their status (the contract's key order), so an OK is recognised
 * from its first bytes; any other answer is parsed.
 */
export function send(pool: Pool, request: SignedRequest): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    // The handler shape undici's client calls itself (the newer one is wrapped into this one).
    const handler: Dispatcher.DispatchHandler = {
      onConnect() {},
      onHeaders() {
        return true;
      },
      onData(chunk) {
        chunks.push(chunk);
        return true;
      },
      onComplete() {
        const body = chunks.length === 1 ? chunks[0]! : Buffer.concat(chunks);
        if (body.subarray(0, OK_PREFIX.length).equals(OK_PREFIX)) return resolve('OK');
        try {
          resolve(String((JSON.parse(body.toString()) as { status?: unknown }).status));
        } catch {
          resolve('unparsable');
        }
      },
      onError(error) {
        reject(error);
      },
    };
    pool.dispatch(
      {
        method: 'POST',
        path: request.path,
        headers: request.headers,
        body: request.body,
        headersTimeout: REQUEST_TIMEOUT_MS,
        bodyTimeout: REQUEST_TIMEOUT_MS,
      },
      handler,
    );
  });
}
