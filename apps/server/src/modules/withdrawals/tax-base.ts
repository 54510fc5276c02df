import { winningsPartMinor, withdrawalTax } from '@sika/domain';
import type { Db } from '../../db/pool.ts';
import { creditedDepositsMinor } from '../payments/index.ts';
import { untaxedWithdrawnMinor } from './order-repository.ts';

/**
 * What the market's withdrawal tax is charged on for `moneyMinor` (packages/domain taxes.ts,
 * docs/decisions/018): the whole money where the rule's base is the amount (Kenya); in Ghana the winnings
 * part, what is left after the player takes back, untaxed, the deposits they have not yet taken back:
 *   deposits left = credited deposits − Σ (money − tax base) of earlier withdrawals not failed
 *   winnings part = max(0, money − max(0, deposits left))
 * Only the untaxed part of an earlier withdrawal returned deposits: its taxed part was winnings, and
 * counting it again would tax the same winnings twice. 0 where the market has no withdrawal tax. Read it
 * under the player's withdraw lock when it decides an order, so that two withdrawals cannot both take back
 * the same deposit untaxed.
 */
export async function withdrawTaxBase(
  db: Db,
  input: { playerId: string; market: string; moneyMinor: number },
): Promise<number> {
  const rule = withdrawalTax(input.market);
  if (rule === undefined) return 0;
  if (rule.base === 'amount') return input.moneyMinor;
  const depositsMinor = await creditedDepositsMinor(db, input.playerId);
  const returnedMinor = await untaxedWithdrawnMinor(db, input.playerId);
  return winningsPartMinor({
    amountMinor: input.moneyMinor,
    depositsLeftMinor: depositsMinor - returnedMinor,
  });
}
