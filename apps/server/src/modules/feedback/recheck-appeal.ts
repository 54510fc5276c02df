import { DEPOSIT_STATE } from '@sika/contract';
import type { ServerContext } from '../../context.ts';
import { checkDeposit } from '../payments/index.ts';
import { findAppeal } from './appeal-repository.ts';
import { OPEN_STATUSES, S } from './appeal-states.ts';
import { moveAppeal } from './move-appeal.ts';

/**
 * Asks the provider once more about an appealed deposit (when the player appeals, and when support
 * passes the appeal to operations). If the payment did go through it is credited, exactly once, by the
 * payments module, and the appeal closes with that news. Never throws: the appeal stands either way, and
 * support and the reconciliation job carry on. Answers whether the deposit is credited.
 */
export async function recheckAppeal(ctx: ServerContext, appealId: string): Promise<boolean> {
  try {
    const appeal = await findAppeal(ctx.db, appealId);
    if (!appeal) return false;
    const order = await checkDeposit(ctx, appeal.order_id, 'operator');
    if (order.state !== DEPOSIT_STATE.SUCCESS) return false;
    if (OPEN_STATUSES.includes(appeal.status)) {
      await moveAppeal(ctx, {
        appealId,
        to: S.CLOSED,
        note: 'We found your payment with the provider and credited your deposit.',
        actor: 'system',
      });
    }
    return true;
  } catch (error) {
    ctx.log.error({ err: error, appealId }, 're-check of an appealed deposit failed');
    return false;
  }
}
