import type { ServerContext } from '../../../context.ts';
import { AppError } from '../../../http/errors.ts';
import { localToday, requireActivity } from '../../rewards/index.ts';
import { findGift, slotExists } from './cash-rain-repository.ts';
import { CASH_RAIN } from './cash-rain-settings.ts';

/** Whether the player already played slot `slotId` today. Errors: CASH_RAIN_SLOT_NOT_FOUND, ACTIVITY_INVALID. */
export async function getCashRainDrawStatus(ctx: ServerContext, playerId: string, slotId: number) {
  await requireActivity(ctx.db, CASH_RAIN);
  if (!(await slotExists(ctx.db, slotId))) throw new AppError('CASH_RAIN_SLOT_NOT_FOUND');
  return (await findGift(ctx.db, playerId, slotId, localToday(ctx))) !== null;
}
