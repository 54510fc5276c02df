import {
  DEFAULT_LOTTERY_RULES,
  LOTTERY_TIER_MATCHES,
  type LotteryRuleSet,
  localDate,
  nextLotteryDrawTime,
} from '@sika/domain';
import { sql } from 'kysely';
import type { ServerContext } from '../../../context.ts';
import type { Db } from '../../../db/pool.ts';
import type { Tx } from '../../../db/transaction.ts';
import { timeZoneOf } from '../../rewards/index.ts';
import { houseAccount } from '../../wallet/index.ts';
import { drawOnSaleOrNext } from '../create-draw.ts';
import type { DrawRow } from '../draw-repository.ts';

/** Where lottery money lives: sales pay the fixed prizes; the jackpot account holds the pari-mutuel pool. */
export const LOTTERY_SALES = houseAccount('draws.lottery.sales', 'cash');
export const LOTTERY_JACKPOT = houseAccount('draws.lottery.jackpot', 'cash');

/** A draw's rules as stored with it (published; settlement reads them, not today's defaults). */
export function rulesOf(draw: Pick<DrawRow, 'rules'>): LotteryRuleSet {
  return draw.rules as unknown as LotteryRuleSet;
}

/** `lottery-20261125-2100`: the game and the draw's local date and time. */
export function lotteryDrawId(closesAt: Date, timeZone: string): string {
  const time = new Intl.DateTimeFormat('en-GB', {
    timeZone,
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  })
    .format(closesAt)
    .replace(':', '');
  return `lottery-${localDate(closesAt, timeZone).replaceAll('-', '')}-${time}`;
}

/** The draw on sale, announcing the next scheduled one when none is (create-draw's drawOnSaleOrNext). */
export function currentLotteryDraw(ctx: ServerContext): Promise<DrawRow> {
  const timeZone = timeZoneOf(ctx);
  return drawOnSaleOrNext(ctx, 'lottery', {
    nextClose: (after) => nextLotteryDrawTime(after, timeZone),
    idOf: (closesAt) => lotteryDrawId(closesAt, timeZone),
    rules: () => ({ ...DEFAULT_LOTTERY_RULES, tiers: tiersOf(DEFAULT_LOTTERY_RULES) }),
  });
}

export function tiersOf(rules: LotteryRuleSet) {
  return Object.entries(LOTTERY_TIER_MATCHES).map(([tier, matches]) => ({
    tier: Number(tier),
    matches,
    amountMinor:
      tier === '1' ? null : rules.fixedPrizesMinor[tier as keyof LotteryRuleSet['fixedPrizesMinor']],
  }));
}

/**
 * The jackpot a draw plays for: what the last settled draw carried over plus the jackpot shares of every
 * draw not settled yet up to this one. Equals the jackpot house account's balance when no later draw sells.
 */
export async function jackpotFor(db: Db | Tx, draw: Pick<DrawRow, 'closes_at' | 'game'>): Promise<number> {
  const { rows } = await sql<{ carried: number | null; pending: number | null }>`
    SELECT
      (SELECT jackpot_out_minor FROM draws WHERE game = ${draw.game} AND status = 'settled'
       ORDER BY closes_at DESC LIMIT 1) AS carried,
      (SELECT sum(jackpot_share_minor) FROM draws WHERE game = ${draw.game} AND status <> 'settled'
       AND closes_at <= ${draw.closes_at}) AS pending`.execute(db);
  return Number(rows[0]?.carried ?? 0) + Number(rows[0]?.pending ?? 0);
}
