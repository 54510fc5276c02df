/**
 * The checks of `npm run bench:rush` (bench/rush.ts), read in the database after the rush: exactly one gift
 * per player, every claim answered with that player's gift, budgets and pools never exceeded, the money
 * moved equal to the gifts, and `checkLedger`.
 */
import { sql } from 'kysely';
import { checkLedger } from '../apps/server/src/modules/wallet/index.ts';
import type { Answer } from './rush-driver.ts';
import { type Db, SLOT } from './rush-setup.ts';

type Gift = { n: number; gift_type: number; amount: number; missed: string | null };

/** The wallet asset each paid gift type lands in (gift type 0 is "try again"). */
const ASSET_OF_GIFT_TYPE: Record<number, string> = {
  1: 'withdrawable_cash',
  2: 'cash',
  3: 'coins',
  4: 'diamonds',
};

export async function check(owner: Db, answers: Answer[], players: number) {
  const db = owner.db;
  const gifts = (
    await sql<Gift>`
      SELECT substr(p.mobile, 5)::int AS n, g.gift_type, g.amount::int, g.missed
      FROM cash_rain_gifts g JOIN players p ON p.id = g.player_id WHERE g.slot_id = ${SLOT}`.execute(db)
  ).rows;
  const byPlayer = new Map(gifts.map((g) => [g.n, g]));
  const oneGiftPerPlayer = gifts.length === players && byPlayer.size === players;
  const answersMatch = answers.every((a) => {
    const gift = byPlayer.get(a.player);
    return (
      a.code === 0 && gift !== undefined && gift.gift_type === a.giftType && gift.amount === a.giftAmount
    );
  });
  const byType: Record<string, number> = {};
  const missed: Record<string, number> = {};
  for (const g of gifts) {
    byType[g.gift_type] = (byType[g.gift_type] ?? 0) + 1;
    if (g.missed) missed[g.missed] = (missed[g.missed] ?? 0) + 1;
  }
  const budgets = await readBudgets(owner);
  const budgetsOk = budgets.every(
    (b) => b.granted <= b.daily_limit && b.handed <= b.daily_limit && b.handed_ok,
  );
  const poolsOk = (await countPoolsOver(owner)) === 0;
  const moneyOk = await moneyMatchesGifts(owner, gifts, budgets);
  const ledger = await checkLedger(db);
  return {
    oneGiftPerPlayer,
    answersMatch,
    byType,
    missed,
    budgets: Object.fromEntries(budgets.map((b) => [b.asset, `${b.granted}/${b.daily_limit}`])),
    budgetsOk,
    poolsOk,
    moneyOk,
    ledger,
  };
}

/**
 * The day's cash-rain budgets. A sharded budget: the day's row counts what was handed to the shards
 * (≤ the limit), the shards what they paid (≤ what they were handed); paid is the sum of the shards.
 */
async function readBudgets(owner: Db) {
  return (
    await sql<{ asset: string; granted: number; handed: number; daily_limit: number; handed_ok: boolean }>`
      SELECT d.asset, coalesce(s.granted, d.granted)::int AS granted, d.granted::int AS handed,
             b.daily_limit::int, (s.reserved IS NULL OR s.reserved = d.granted) AS handed_ok
      FROM reward_budget_days d JOIN reward_budgets b USING (activity, asset)
      LEFT JOIN LATERAL (SELECT sum(granted) AS granted, sum(reserved) AS reserved FROM reward_budget_shards s
                         WHERE (s.activity, s.asset, s.local_date) = (d.activity, d.asset, d.local_date)) s ON true
      WHERE d.activity = 'cash-rain' ORDER BY d.asset`.execute(owner.db)
  ).rows;
}

/** Prizes whose pool gave more than its per-slot count, in all or in one shard, or whose shards' caps add up to more. */
async function countPoolsOver(owner: Db) {
  const pools = (
    await sql<{ over: number }>`SELECT count(*)::int AS over FROM (
      SELECT d.slot_id, d.idx, sum(d.given) AS given, bool_or(d.given > d.cap) AS shard_over, sum(d.cap) AS caps
      FROM cash_rain_pool_days d GROUP BY d.slot_id, d.local_date, d.idx) d
      JOIN cash_rain_prizes p USING (slot_id, idx) WHERE d.given > p.per_slot OR d.shard_over OR d.caps > p.per_slot`.execute(
      owner.db,
    )
  ).rows;
  return pools[0]!.over;
}

/** Each budget paid what its gifts add up to, and the ledger moved one transfer of the gift's amount per paid gift. */
async function moneyMatchesGifts(
  owner: Db,
  gifts: Gift[],
  budgets: { asset: string; granted: number }[],
): Promise<boolean> {
  const giftsByAsset: Record<string, number> = {};
  for (const g of gifts)
    if (g.gift_type > 0)
      giftsByAsset[ASSET_OF_GIFT_TYPE[g.gift_type]!] =
        (giftsByAsset[ASSET_OF_GIFT_TYPE[g.gift_type]!] ?? 0) + g.amount;
  const moved = (
    await sql<{
      n: number;
      total: number;
    }>`SELECT count(*)::int AS n, coalesce(sum(amount_minor), 0)::bigint AS total FROM wallet_transfers t
      JOIN LATERAL (SELECT sum(amount_minor) AS amount_minor FROM wallet_entries e WHERE e.transfer_id = t.id AND e.amount_minor > 0) x ON true
      WHERE t.idempotency_key LIKE 'reward:cash-rain:%'`.execute(owner.db)
  ).rows[0]!;
  const paid = gifts.filter((g) => g.gift_type > 0);
  return (
    budgets.every((b) => b.granted === (giftsByAsset[b.asset] ?? 0)) &&
    moved.n === paid.length &&
    Number(moved.total) === paid.reduce((n, g) => n + g.amount, 0)
  );
}
