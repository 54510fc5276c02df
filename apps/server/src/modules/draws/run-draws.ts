import type { ServerContext } from '../../context.ts';
import { inTransaction } from '../../db/transaction.ts';
import { isAppError } from '../../http/errors.ts';
import { type BeaconClient, beaconOf } from './beacon-client.ts';
import { closeDraw } from './close-draw.ts';
import { drawsIn, dueToClose, findDraw } from './draw-repository.ts';
import { currentLotteryDraw } from './lottery/lottery-draws.ts';
import { settleLottery } from './lottery/settle-lottery.ts';
import { currentRound } from './raffle/raffle-rounds.ts';
import { settleRaffle } from './raffle/settle-raffle.ts';
import { resolveDraw } from './resolve-draw.ts';

/**
 * One pass over the draws: close what is due, draw what has its beacon round, settle what is drawn (in
 * close order), and keep a lottery draw and raffle rounds on sale. Every step is guarded by the draw's state under its row
 * lock, so two instances running it at once do each thing once.
 */
export async function runDraws(
  ctx: ServerContext,
  beacon: BeaconClient = beaconOf(ctx.config),
): Promise<void> {
  for (const id of await dueToClose(ctx.db, ctx.now())) await closeDraw(ctx, id);
  for (const draw of await drawsIn(ctx.db, 'closed')) await resolveDraw(ctx, beacon, draw);
  for (const draw of await drawsIn(ctx.db, 'drawn')) await settleDraw(ctx, draw.id);
  try {
    await currentLotteryDraw(ctx);
    await currentRound(ctx, 'lucky-refund');
    await currentRound(ctx, 'cash-draw');
  } catch (error) {
    if (!isAppError(error) || error.errorName !== 'BEACON_UNAVAILABLE') throw error;
    ctx.log.warn({ err: error }, 'no new lottery draw: the beacon cannot be read');
  }
}

/** Pays a drawn draw's prizes; false when it must wait (a lottery draw waits for the previous one). */
export async function settleDraw(ctx: ServerContext, drawId: string): Promise<boolean> {
  return inTransaction(ctx.db, async (tx) => {
    const draw = await findDraw(tx, drawId, true);
    if (draw?.status !== 'drawn') return false;
    if (draw.game === 'lottery') return settleLottery(tx, draw, ctx.now());
    return settleRaffle(tx, draw, ctx.now());
  });
}

export interface DrawRunner {
  stop(): Promise<void>;
}

/** Runs `runDraws` every `intervalMs` in this instance; a failing pass is logged and retried next time. */
export function startDrawRunner(ctx: ServerContext, intervalMs: number): DrawRunner {
  let running: Promise<void> | null = null;
  let stopped = false;
  const tick = () => {
    if (running || stopped) return;
    running = runDraws(ctx)
      .catch((error) => ctx.log.error({ err: error }, 'draw pass failed'))
      .finally(() => {
        running = null;
      });
  };
  const timer = setInterval(tick, intervalMs);
  timer.unref();
  return {
    async stop() {
      stopped = true;
      clearInterval(timer);
      await running;
    },
  };
}
