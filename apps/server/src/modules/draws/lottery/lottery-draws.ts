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
import { ensureDraw } from '../create-draw.ts';
import { type DrawRow, drawOnSale } from '../draw-repository.ts';

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

/** A week of draw times: more than any run of scheduled draws that can be off sale at once. */
const MAX_SLOTS_AHEAD = 16;

/**
 * The draw on sale, announcing the next scheduled one when none is (sales open at once and close at the
 * draw time). A scheduled draw that exists but does not sell (closed early, or announced under a test clock
 * that was later moved back) is passed over for the one after it, so the page always has a draw to sell.
 * Errors: BEACON_UNAVAILABLE when a draw must be announced and the beacon cannot be read.
 */
export async function currentLotteryDraw(ctx: ServerContext): Promise<DrawRow> {
  const now = ctx.now();
  const timeZone = timeZoneOf(ctx);
  let closesAt = now;
  for (let slot = 0; slot < MAX_SLOTS_AHEAD; slot++) {
    const onSale = await drawOnSale(ctx.db, 'lottery', now);
    if (onSale) return onSale;
    closesAt = nextLotteryDrawTime(closesAt, timeZone);
    await ensureDraw(ctx, {
      id: lotteryDrawId(closesAt, timeZone),
      game: 'lottery',
      rules: { ...DEFAULT_LOTTERY_RULES, tiers: tiersOf(DEFAULT_LOTTERY_RULES) },
      opensAt: now,
      closesAt,
    });
  }
  throw new Error(`no lottery draw on sale within ${MAX_SLOTS_AHEAD} scheduled draws`);
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
