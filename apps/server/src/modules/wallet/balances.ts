import type { WalletBalance } from '@sika/contract';
import { type RawBuilder, sql } from 'kysely';
import type { Executor } from './write-path.ts';

/** The profile's and top bar's balances (spec core §3): money = withdrawable + locked cash. */
export type PlayerBalances = WalletBalance;

/** Reads the player's accounts in one query; a player with no accounts yet holds zero of everything. */
export async function getPlayerBalances(db: Executor, playerId: string): Promise<PlayerBalances> {
  const rows = await db
    .selectFrom('wallet_accounts')
    .select(['pocket', 'balance_minor'])
    .where('player_id', '=', playerId)
    .execute();
  const of = (pocket: string) => rows.find((r) => r.pocket === pocket)?.balance_minor ?? 0;
  return {
    money: of('withdrawable') + of('locked'),
    withdrawMoney: of('withdrawable'),
    bonusMoney: of('coins'),
    diamond: of('diamonds'),
  };
}

/** The cash a player may withdraw now (docs/decisions/004-withdrawable-money.md). */
export async function withdrawableMoney(db: Executor, playerId: string): Promise<number> {
  return (await getPlayerBalances(db, playerId)).withdrawMoney;
}

/**
 * The player's `money` (withdrawable + locked cash) as an expression, for a statement that reads it along
 * with its own writes (a seamless-wallet call's answer). It sees what the statement's transaction moved
 * before it, as `getPlayerBalances` would.
 */
export function moneyBalanceOf(playerId: string): RawBuilder<number> {
  return sql<number>`(SELECT coalesce(sum(balance_minor), 0)::bigint FROM wallet_accounts
    WHERE player_id = ${playerId} AND pocket IN ('withdrawable', 'locked'))`;
}
