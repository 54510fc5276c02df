import { z } from 'zod';
import { defineCall } from './call.ts';
import { isoDate, textField } from './fields.ts';

/**
 * Withdrawals to a bank account (Nigeria: Paystack transfers to a NUBAN account; docs/withdrawals.md, Bank
 * accounts). The player picks their bank from the provider's list, types the 10-digit account number, sees
 * the name the bank holds for it and confirms; the confirmed account is the one every withdrawal of that
 * player is paid to (a withdraw channel with `payoutTo: "bank"`), as the registered number is for mobile money.
 */

const tags = ['withdraw'];

/** The provider's bank code (Paystack's: `058` GTBank, `50211` Kuda). */
export const bankCodeField = textField(9).pipe(z.string().regex(/^\d{3,9}$/, 'a bank code from the list'));
/** Nigeria's NUBAN: exactly 10 digits. */
export const nubanField = textField(10).pipe(z.string().regex(/^\d{10}$/, '10 digits'));

export const payoutBank = z.object({ code: z.string(), name: z.string() });
export type PayoutBank = z.infer<typeof payoutBank>;

export const payoutBankAccount = z.object({
  bankCode: z.string(),
  bankName: z.string(),
  accountNumber: z.string(),
  /** As the bank holds it (the provider's account resolution), never typed by the player. */
  accountName: z.string(),
});
export type PayoutBankAccount = z.infer<typeof payoutBankAccount>;

const accountBody = z.object({ bankCode: bankCodeField, accountNumber: nubanField });

export const getPayoutBanks = defineCall({
  operationId: 'getPayoutBanks',
  method: 'GET',
  path: '/api/account-service/withdraw/banks',
  summary:
    'The banks a withdrawal can be paid to in this market (Paystack’s list for the country, cached by the server for an hour), by name. Empty in a market that pays to mobile money. Errors: 5757 the list cannot be read now.',
  tags,
  auth: 'player',
  whileRestricted: true,
  data: z.object({ list: z.array(payoutBank) }),
});

export const resolvePayoutBankAccount = defineCall({
  operationId: 'resolvePayoutBankAccount',
  method: 'POST',
  path: '/api/account-service/withdraw/bank-account/resolve',
  summary:
    'The name the bank holds for this account number (Paystack GET /bank/resolve), shown to the player before they confirm it. Stores nothing. Errors: 5755 bank not in the list, 5756 no such account at this bank, 5757 the bank cannot be asked now, 1006 too many attempts.',
  tags,
  auth: 'player',
  whileRestricted: true,
  body: accountBody,
  data: payoutBankAccount,
});

export const getPayoutBankAccount = defineCall({
  operationId: 'getPayoutBankAccount',
  method: 'GET',
  path: '/api/account-service/withdraw/bank-account',
  summary: 'The bank account the player’s withdrawals are paid to, or null before they confirmed one.',
  tags,
  auth: 'player',
  whileRestricted: true,
  data: payoutBankAccount.extend({ confirmedAt: isoDate }).nullable(),
});

export const savePayoutBankAccount = defineCall({
  operationId: 'savePayoutBankAccount',
  method: 'PUT',
  path: '/api/account-service/withdraw/bank-account',
  summary:
    'Confirms the account withdrawals are paid to: resolved again with the bank (the stored name is the bank’s) and replaces the earlier one; withdrawals already sent keep theirs. Errors: 5755, 5756, 5757 as resolve, 6005 KYC required, 1006 too many attempts.',
  tags,
  auth: 'player',
  whileRestricted: true,
  body: accountBody,
  data: payoutBankAccount.extend({ confirmedAt: isoDate }),
});
