import { z } from 'zod';
import { intField } from '../fields.ts';

/**
 * What every activity's calls share. Activities and rewards (spec activities §2–§9, issue 13): rating bonus, daily sign-in, tasks, diamond
 * tasks, diamond spin, diamond account and exchange, coin spin, coins-event popup.
 *
 * Amounts: cash and coins in minor units (GHS scale 100; coins use the same scale as cash), diamonds in
 * whole diamonds. Every grant is a ledger transfer from the activity's promotion account, so balances
 * (getBalance) move at the same moment. Days are the market's local calendar (Ghana: Africa/Accra).
 *
 * Errors common to every claim: 1001 not logged in, 1003 self-excluded, 5001 the activity is off,
 * 5101 the activity's budget for today is spent (nothing is credited; try again tomorrow).
 */

/** What a reward pays in: cash (not withdrawable), withdrawable cash, coins (bonus money), diamonds. */
export const rewardAsset = z.enum(['cash', 'withdrawable_cash', 'coins', 'diamonds']);
export type RewardAsset = z.infer<typeof rewardAsset>;

export const idField = intField.pipe(z.number().int().positive());
export const lang = z.enum(['en', 'fr', 'pt']).optional().default('en');
