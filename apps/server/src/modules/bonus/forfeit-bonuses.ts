import type { BonusForfeit } from '@sika/contract';
import { formatMoney, type Market } from '@sika/domain';
import type { Tx } from '../../db/transaction.ts';
import { AppError } from '../../http/errors.ts';
import { lockActiveBonuses } from './bonus-repository.ts';
import { removeBonus } from './settle-bonus.ts';

/**
 * A withdrawal before the wagering is met forfeits the player's active bonuses (decision 017). Called in
 * the withdrawal's transaction: without the player's confirmation it refuses with what would be forfeited
 * (5201, nothing changes); with it, every active bonus is removed in that same transaction, so a
 * withdrawal that fails afterwards (insufficient balance, limits) forfeits nothing. Deliver the player's
 * pending bets first (deliverBonusEvents) so a requirement just met converts instead.
 * Errors: BONUS_FORFEIT_UNCONFIRMED.
 */
export async function forfeitBonusesForWithdrawal(
  tx: Tx,
  input: { playerId: string; confirmed: boolean; withdrawalRef: string; now: Date; market: Market },
): Promise<BonusForfeit> {
  const active = await lockActiveBonuses(tx, input.playerId);
  const forfeit: BonusForfeit = {
    forfeitMinor: active.reduce((sum, b) => sum + b.amount_minor, 0),
    bonuses: active.map((b) => ({
      id: b.id,
      amountMinor: b.amount_minor,
      wageredMinor: b.wagered_minor,
      requiredMinor: b.required_minor,
    })),
  };
  if (active.length === 0) return forfeit;
  if (!input.confirmed) {
    throw new AppError('BONUS_FORFEIT_UNCONFIRMED', {
      message: `Withdrawing now forfeits your active bonus of ${formatMoney(input.market, forfeit.forfeitMinor)}. Confirm to withdraw and give the bonus up.`,
      data: forfeit,
    });
  }
  for (const bonus of active) await removeBonus(tx, bonus, 'forfeited', input.now, input.withdrawalRef);
  return forfeit;
}
