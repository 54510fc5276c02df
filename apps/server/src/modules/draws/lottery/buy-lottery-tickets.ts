import { randomUUID } from 'node:crypto';
import {
  formatLotteryPick,
  type LotteryPick,
  type LotteryRuleSet,
  lotteryCostMinor,
  parseLotteryPick,
} from '@sika/domain';
import { drawDistinct, type RandomSource } from '@sika/fairness';
import type { ServerContext } from '../../../context.ts';
import { inTransaction } from '../../../db/transaction.ts';
import { AppError } from '../../../http/errors.ts';
import { playerAccount } from '../../wallet/index.ts';
import type { TicketRow } from '../draw-repository.ts';
import { sellTickets } from '../sell-tickets.ts';
import { currentLotteryDraw, LOTTERY_JACKPOT, LOTTERY_SALES, rulesOf } from './lottery-draws.ts';

/** At most this many tickets in one purchase (a tap); a system ticket counts as one. */
export const MAX_TICKETS_PER_PURCHASE = 20;

// A player's quick pick is a choice made for them, not a draw outcome: the platform CSPRNG is right here.
const cryptoSource: RandomSource = {
  nextUint32: () => globalThis.crypto.getRandomValues(new Uint32Array(1))[0]!,
};

export function quickPick(rules: LotteryRuleSet): LotteryPick {
  return {
    red: drawDistinct(cryptoSource, rules.redPool, rules.redPicks)
      .map((n) => n + 1)
      .sort((a, b) => a - b),
    blue: drawDistinct(cryptoSource, rules.bluePool, 1).map((n) => n + 1),
  };
}

export interface BuyLotteryRequest {
  picks?: string | undefined;
  quickPick?: number | undefined;
  idempotencyKey?: string | undefined;
}

/**
 * Buys tickets for the lottery draw on sale, paid from cash in one transfer (the jackpot share to the
 * jackpot account, the rest to sales). Errors: LOTTERY_PICK_INVALID, TOO_MANY_TICKETS, DRAW_SALES_CLOSED,
 * INSUFFICIENT_BALANCE, PLAY_PAUSED, IDEMPOTENCY_MISMATCH, BEACON_UNAVAILABLE.
 */
export async function buyLotteryTickets(
  ctx: ServerContext,
  playerId: string,
  request: BuyLotteryRequest,
): Promise<{ drawId: string; costMinor: number; tickets: TicketRow[] }> {
  const draw = await currentLotteryDraw(ctx);
  const rules = rulesOf(draw);
  const picks: LotteryPick[] = [];
  for (const text of (request.picks ?? '').split(';').filter((p) => p.trim() !== '')) {
    const pick = parseLotteryPick(text, rules);
    if (!pick) throw new AppError('LOTTERY_PICK_INVALID', { internal: `bad pick ${text}` });
    picks.push(pick);
  }
  for (let i = 0; i < (request.quickPick ?? 0); i++) picks.push(quickPick(rules));
  if (picks.length === 0) throw new AppError('LOTTERY_PICK_INVALID');
  if (picks.length > MAX_TICKETS_PER_PURCHASE) throw new AppError('TOO_MANY_TICKETS');

  const tickets = picks.map((pick) => ({
    selection: formatLotteryPick(pick),
    costMinor: lotteryCostMinor(pick, rules),
  }));
  const costMinor = tickets.reduce((sum, t) => sum + t.costMinor, 0);
  const jackpotShareMinor = Math.floor((costMinor * rules.jackpotShareBp) / 10_000);
  const key = request.idempotencyKey ?? randomUUID();
  const sold = await inTransaction(ctx.db, (tx) =>
    sellTickets(tx, {
      drawId: draw.id,
      playerId,
      purchaseKey: `lottery:${playerId}:${key}`,
      // Quick picks differ on every try, so a keyed retry compares what was asked, not what was drawn.
      request: { drawId: draw.id, picks: request.picks ?? '', quickPick: request.quickPick ?? 0 },
      tickets,
      paidWith: 'cash',
      legs: [
        { from: playerAccount.cash(playerId), to: LOTTERY_SALES, amountMinor: costMinor - jackpotShareMinor },
        { from: playerAccount.cash(playerId), to: LOTTERY_JACKPOT, amountMinor: jackpotShareMinor },
      ].filter((leg) => leg.amountMinor > 0),
      jackpotShareMinor,
      now: ctx.now(),
    }),
  );
  return { drawId: draw.id, costMinor: sold.reduce((sum, t) => sum + t.cost_minor, 0), tickets: sold };
}
