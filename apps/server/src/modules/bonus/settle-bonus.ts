import type { Tx } from '../../db/transaction.ts';
import { postHold, voidHold } from '../wallet/index.ts';
import { type BonusRow, markSettled } from './bonus-repository.ts';

/**
 * The requirement is met: the bonus's hold is posted, so the money moves from escrow to the player's
 * withdrawable cash in one transfer, in the same transaction as the bonus's new state. The caller holds
 * the bonus row's lock (lockActiveBonuses / lockBonus).
 */
export async function convertBonus(tx: Tx, bonus: BonusRow, at: Date): Promise<void> {
  await postHold(tx, bonus.hold_id, at);
  await markSettled(tx, bonus.id, 'converted', at, null);
}

/**
 * Expiry or a confirmed forfeit: the hold is voided, so the money goes back to the offer's promotion
 * account, with the bonus's new state. The caller holds the bonus row's lock.
 */
export async function removeBonus(
  tx: Tx,
  bonus: BonusRow,
  state: 'expired' | 'forfeited',
  at: Date,
  ref: string | null,
): Promise<void> {
  await voidHold(tx, bonus.hold_id, at);
  await markSettled(tx, bonus.id, state, at, ref);
}
