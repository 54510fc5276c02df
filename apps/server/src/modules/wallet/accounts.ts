import { AppError } from '../../http/errors.ts';

/** What a balance counts: cash (`money`), coins (`bonusMoney`), diamonds. */
export type Asset = 'cash' | 'coins' | 'diamonds';
export const ASSETS: readonly Asset[] = ['cash', 'coins', 'diamonds'];

/**
 * A player's accounts. Cash is two accounts: `withdrawable` and `locked` (deposited cash not yet wagered,
 * docs/decisions/004). `cash` is not an account but a way to pay: locked cash first, then withdrawable.
 */
export type PlayerPocket = 'withdrawable' | 'locked' | 'coins' | 'diamonds';
export type PlayerSource = PlayerPocket | 'cash';

/**
 * The house side of every movement. Promotions are split per activity (`promotion.daily-bonus`) so their
 * cost reads straight off the ledger. `holds` is the escrow of pending two-phase transfers (internal).
 */
export type HousePurpose =
  | 'deposits'
  | 'payouts'
  | 'games'
  | 'fees'
  | 'taxes'
  | 'adjustments'
  | 'exchange'
  | `promotion.${string}`
  | `draws.${string}`;

export type AccountRef =
  | { player: string; pocket: PlayerSource }
  | { house: HousePurpose | 'holds'; asset: Asset };

/**
 * House accounts are split in this many rows, picked by the idempotency key, so that none is a hot row.
 * 64 (was 32): two calls in flight share a row half as often, and a stalled one holds fewer others
 * (docs/performance.md, sixth pass). Keys hold two digits: at most 100.
 */
export const HOUSE_SHARDS = 64;

export const playerAccount = {
  /** As a source: the player's cash, locked part first (bets, purchases). */
  cash: (playerId: string): AccountRef => ({ player: playerId, pocket: 'cash' }),
  withdrawable: (playerId: string): AccountRef => ({ player: playerId, pocket: 'withdrawable' }),
  locked: (playerId: string): AccountRef => ({ player: playerId, pocket: 'locked' }),
  coins: (playerId: string): AccountRef => ({ player: playerId, pocket: 'coins' }),
  diamonds: (playerId: string): AccountRef => ({ player: playerId, pocket: 'diamonds' }),
};

export function houseAccount(purpose: HousePurpose, asset: Asset): AccountRef {
  return { house: purpose, asset };
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const PURPOSE = /^[a-z][a-z0-9_.-]{0,39}$/;

export function assetOf(ref: AccountRef): Asset {
  if ('house' in ref) return ref.asset;
  if (ref.pocket === 'coins' || ref.pocket === 'diamonds') return ref.pocket;
  return 'cash';
}

/** The asset an account key holds (keys are `player:<id>:<pocket>` or `house:<purpose>:<asset>:<shard>`). */
export function assetOfKey(key: string): Asset {
  const parts = key.split(':');
  if (parts[0] === 'house') return parts[2] as Asset;
  return parts[2] === 'coins' || parts[2] === 'diamonds' ? parts[2] : 'cash';
}

/** The account key of a ref: a player's pocket, or the house shard chosen by `shard`. */
export function accountKey(ref: AccountRef, shard: number): string {
  if ('house' in ref) {
    if (!PURPOSE.test(ref.house)) throw new Error(`invalid house purpose ${ref.house}`);
    return `house:${ref.house}:${ref.asset}:${String(shard).padStart(2, '0')}`;
  }
  if (!UUID.test(ref.player)) throw new AppError('NOT_FOUND', { internal: `not a player id: ${ref.player}` });
  const pocket = ref.pocket === 'cash' ? 'locked' : ref.pocket;
  return `player:${ref.player}:${pocket}`;
}

/**
 * The key of the house account a transfer with this idempotency key uses (its shard, as `transfer` picks
 * it), for a server-side function that makes the transfer itself (the seamless-wallet calls, decision 025).
 */
export function houseAccountKey(purpose: HousePurpose, asset: Asset, idempotencyKey: string): string {
  return accountKey(houseAccount(purpose, asset), shardOf(idempotencyKey));
}

/** For the `cash` source: the account that pays what locked cash cannot. */
export function fallbackKey(ref: AccountRef): string | null {
  return 'player' in ref && ref.pocket === 'cash' ? `player:${ref.player}:withdrawable` : null;
}

export function playerOf(ref: AccountRef): string | null {
  return 'player' in ref ? ref.player : null;
}

/**
 * A stable shard in [0, HOUSE_SHARDS) from the idempotency key (FNV-1a): retries of one request touch the
 * same rows, and different requests spread over all of them.
 */
export function shardOf(idempotencyKey: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < idempotencyKey.length; i++) {
    hash ^= idempotencyKey.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash % HOUSE_SHARDS;
}
