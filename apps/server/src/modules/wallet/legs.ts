import type { WalletRecordType } from '@sika/contract';
import { AppError } from '../../http/errors.ts';
import { type AccountRef, accountKey, assetOf, fallbackKey, playerOf, shardOf } from './accounts.ts';

/** A ledger transfer's purpose; the player reads it as the record type (packages/contract wallet.ts). */
export type TransferKind = Exclude<WalletRecordType, 'reversal'>;

export interface Leg {
  from: AccountRef;
  to: AccountRef;
  amountMinor: number;
}

export interface TransferRequest {
  /**
   * Chosen by the caller and reused on every retry of the same business event, prefixed by its domain
   * (`deposit:<orderId>`, `bet:<provider>:<txId>`): one key, one effect. At most 200 characters.
   */
  idempotencyKey: string;
  kind: TransferKind;
  /** The business reference the player and support see: order number, round id, claim id. */
  reference?: string | null;
  /** Descriptive JSON kept with the transfer (channel, game, reason); not part of the replay comparison. */
  metadata?: Record<string, unknown> | null;
  legs: Leg[];
}

/** The legs as the SQL functions take them: parallel arrays of account keys and amounts. */
export interface PreparedLegs {
  from: string[];
  fromAlt: (string | null)[];
  to: string[];
  amounts: number[];
  playerId: string | null;
}

const MAX_LEGS = 16;

/** Validates and resolves legs to account keys; house rows are picked by the key's shard. Errors: AMOUNT_INVALID. */
export function prepareLegs(request: TransferRequest): PreparedLegs {
  const key = request.idempotencyKey;
  if (key.length < 1 || key.length > 200) throw new Error('idempotency key must be 1 to 200 characters');
  if (request.legs.length < 1 || request.legs.length > MAX_LEGS)
    throw new Error(`a transfer has 1 to ${MAX_LEGS} legs`);
  const shard = shardOf(key);
  const prepared: PreparedLegs = { from: [], fromAlt: [], to: [], amounts: [], playerId: null };
  const players = new Set<string>();
  for (const leg of request.legs) {
    ensurePositiveAmount(leg.amountMinor);
    if (assetOf(leg.from) !== assetOf(leg.to)) throw new Error('a leg moves one asset');
    if ('player' in leg.to && leg.to.pocket === 'cash')
      throw new Error('credit withdrawable or locked cash, not "cash"');
    prepared.from.push(accountKey(leg.from, shard));
    prepared.fromAlt.push(fallbackKey(leg.from));
    prepared.to.push(accountKey(leg.to, shard));
    prepared.amounts.push(leg.amountMinor);
    for (const id of [playerOf(leg.from), playerOf(leg.to)]) if (id) players.add(id);
  }
  // Records are per player: a transfer concerns at most one (no player-to-player movements yet).
  if (players.size > 1) throw new Error('a transfer concerns at most one player');
  prepared.playerId = players.values().next().value ?? null;
  return prepared;
}

export function ensurePositiveAmount(amountMinor: number) {
  if (!Number.isSafeInteger(amountMinor) || amountMinor <= 0) {
    throw new AppError('AMOUNT_INVALID', { internal: `amount ${amountMinor}` });
  }
}

export function legsForHash(legs: PreparedLegs): unknown[] {
  return legs.from.map((from, i) => [from, legs.fromAlt[i], legs.to[i], legs.amounts[i]]);
}
