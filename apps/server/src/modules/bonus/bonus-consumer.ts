import type { ServerContext } from '../../context.ts';
import { deliverPlayerEvents, type PlayerEventConsumer } from '../outbox/index.ts';
import { addWagering, takeBackWagering } from './add-wagering.ts';
import { grantDepositBonus } from './grant-deposit-bonus.ts';

/**
 * The bonus module's reader of the player-event outbox (docs/player-events.md). One consumer for deposits
 * and bets, so a player's deposit is always handled before the bets that follow it (events arrive in
 * commit order); receipts make a redelivered event a no-op.
 */
export const bonusMoney: PlayerEventConsumer = {
  name: 'bonus-money',
  kinds: ['deposit', 'bet', 'rollback'],
  async handle(tx, event, ctx) {
    if (event.kind === 'deposit') await grantDepositBonus(tx, ctx, event);
    else if (event.kind === 'bet') await addWagering(tx, ctx, event);
    else await takeBackWagering(tx, event);
  },
};

/** Applies what is pending before a read or a decision that must be fresh (a bonus list, a withdrawal). */
export async function deliverBonusEvents(ctx: ServerContext): Promise<void> {
  await deliverPlayerEvents(ctx, bonusMoney);
}
