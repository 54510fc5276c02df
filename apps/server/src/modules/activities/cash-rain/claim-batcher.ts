import type { ServerContext } from '../../../context.ts';
import { MicroBatcher, type Pending } from '../../../db/micro-batcher.ts';
import { type Claim, type ClaimOutcome, claimCashRainGifts } from './claim-cash-rain-gifts.ts';

/** At most this many claims in one batch (one transaction, one commit). */
const MAX_BATCH = 512;

/**
 * Coalesces the cash-rain claims that arrive together into one batch (docs/cash-rain.md "Rush",
 * decision 023): the claims that arrived while the previous batch was at the database, plus those of the same
 * turn of the event loop, leave together — one read of the round, one transaction and one commit for all
 * of them. One batch at a time per server: the batches lock the same pool and budget rows anyway.
 *
 * A batch that fails as a whole (a paused player's grant, a lost connection) committed nothing; it is split
 * in two and each half runs again, down to the claim alone, which then gets its own error: one bad claim
 * never fails or half-applies the others.
 */
async function runBatch(ctx: ServerContext, batch: Pending<Claim, ClaimOutcome>[]): Promise<void> {
  try {
    const outcomes = await claimCashRainGifts(
      ctx,
      batch.map((w) => w.item),
    );
    for (const [i, w] of batch.entries()) w.resolve(outcomes[i]!);
  } catch (error) {
    if (batch.length === 1) {
      batch[0]!.reject(error);
      return;
    }
    const half = Math.ceil(batch.length / 2);
    await runBatch(ctx, batch.slice(0, half));
    await runBatch(ctx, batch.slice(half));
  }
}

const batchers = new WeakMap<ServerContext, MicroBatcher<Claim, ClaimOutcome>>();

/** A claim, batched with the claims of other players arriving at the same time. */
export function submitClaim(ctx: ServerContext, claim: Claim): Promise<ClaimOutcome> {
  let batcher = batchers.get(ctx);
  if (!batcher) {
    batcher = new MicroBatcher(MAX_BATCH, (batch) => runBatch(ctx, batch));
    batchers.set(ctx, batcher);
  }
  return batcher.submit(claim);
}
