import { randomUUID } from 'node:crypto';
import type { ProviderAnswer } from './http.ts';
import { mobileMoneyRecipientBody, type PaystackRail, unservedTelco } from './paystack-mobile-money.ts';
import { readAnswer, readData, readInitiation, readMessage } from './paystack-wire.ts';
import {
  type AccountResolution,
  failure,
  type InitiateResult,
  initiateOutcome,
  type PaymentFailure,
  type PaymentRef,
  type PaymentRequest,
  type PaymentState,
  type PayoutBank,
  type StatusResult,
  unknownStatus,
} from './provider.ts';

/**
 * Paystack Transfers (payouts) and the bank list behind them: a NUBAN recipient for a bank account
 * (Nigeria) or a mobile_money one (Ghana) by POST /transferrecipient, then POST /transfer under our
 * reference, GET /transfer/verify/:reference deciding; the banks by GET /bank?country=… and an account's
 * holder by GET /bank/resolve (docs/withdrawals.md, Bank accounts).
 */

const PENDING_TRANSFER = new Set(['pending', 'otp', 'processing', 'queued', 'received']);
const FAILED_TRANSFER = new Set(['failed', 'reversed', 'abandoned', 'blocked', 'rejected']);

/** What transfers need of the account's settings (PaystackConfig). */
export interface PaystackTransferOptions {
  currency: string;
  bankCountry: string;
  rail: PaystackRail;
  countryCode: string;
}

type PaystackCall = (method: 'GET' | 'POST', path: string, body?: unknown) => Promise<ProviderAnswer>;

export function paystackTransfers(
  config: PaystackTransferOptions,
  call: PaystackCall,
  refused: (request: PaymentRequest, reference: string) => InitiateResult | null,
) {
  async function initiatePayout(request: PaymentRequest): Promise<InitiateResult> {
    const reference = request.providerRef ?? randomUUID();
    const early = refused(request, reference);
    if (early) return early;
    const account = request.bankAccount;
    if (config.rail === 'mobile-money') {
      const unserved = unservedTelco(request, reference);
      if (unserved) return unserved;
    } else if (!account) {
      return initiateOutcome(
        'FAILED',
        reference,
        failure('INVALID_REQUEST', 'NO_ACCOUNT', 'no bank account'),
      );
    }
    // Creating the same recipient twice answers the existing one, so this step is safe to repeat.
    const recipientAnswer = await call(
      'POST',
      'transferrecipient',
      config.rail === 'mobile-money' || !account
        ? mobileMoneyRecipientBody(request, config)
        : {
            type: 'nuban',
            name: account.name || 'Sika player',
            account_number: account.accountNumber,
            bank_code: account.bankCode,
            currency: config.currency,
          },
    );
    if (recipientAnswer.kind === 'no-answer' || recipientAnswer.status >= 500) {
      // No transfer exists yet under this reference; the resend asks again.
      return initiateOutcome('UNKNOWN', reference);
    }
    const recipient = readData(recipientAnswer.json)?.recipient_code;
    if (recipientAnswer.status >= 300 || typeof recipient !== 'string') {
      const text = readMessage(recipientAnswer.json);
      return initiateOutcome('FAILED', reference, failure('ACCOUNT_NOT_FOUND', 'RECIPIENT', text));
    }
    const answer = await call('POST', 'transfer', {
      source: 'balance',
      amount: request.amountMinor,
      recipient,
      reference,
      reason: request.description ?? 'Sika withdrawal',
      currency: config.currency,
    });
    const result = readInitiation(answer, reference);
    if (result.state !== 'FAILED' || answer.kind !== 'answered' || answer.status < 400) return result;
    // A refusal voids the withdrawal (the money goes back to the player), so it must mean that no transfer
    // exists under our reference. Paystack's text for a reused reference is not published (its error page
    // gives only the meaning, "This reference has already been used on a prior transfer"), so rather than
    // trust a message, ask: a transfer found under the reference is the first attempt's (docs/payments.md).
    const existing = await payoutStatus({ paymentId: request.paymentId, providerRef: reference });
    if (existing.notFound) return result;
    if (existing.state === 'UNKNOWN') return initiateOutcome('UNKNOWN', reference);
    return initiateOutcome('PENDING', reference, null, true);
  }

  async function payoutStatus(ref: PaymentRef): Promise<StatusResult> {
    const answer = await call('GET', `transfer/verify/${encodeURIComponent(ref.providerRef)}`);
    const read = readAnswer(answer, ref.providerRef);
    if (!read.ok) return read.status;
    const data = read.data;
    const status = String(data.status ?? '');
    let state: PaymentState;
    let fail: PaymentFailure | null = null;
    if (status === 'success') state = 'SUCCESSFUL';
    else if (PENDING_TRANSFER.has(status)) state = 'PENDING';
    else if (FAILED_TRANSFER.has(status)) {
      state = 'FAILED';
      fail = failure(
        status === 'reversed' ? 'DECLINED' : 'PROVIDER_ERROR',
        status,
        String(data.failures ?? status),
      );
    } else return unknownStatus(ref.providerRef);
    const session = data.session as { id?: unknown } | undefined;
    return {
      state,
      providerRef: ref.providerRef,
      providerTxnId:
        typeof session?.id === 'string'
          ? session.id
          : typeof data.transfer_code === 'string'
            ? data.transfer_code
            : null,
      amountMinor: Number.isSafeInteger(data.amount) ? (data.amount as number) : null,
      currency: typeof data.currency === 'string' ? data.currency : null,
      failure: fail,
      notFound: false,
      resultByCallback: false,
      reversed: status === 'reversed',
    };
  }

  async function listBanks(): Promise<PayoutBank[] | null> {
    const query = `country=${encodeURIComponent(config.bankCountry)}&currency=${config.currency}&perPage=100`;
    const answer = await call('GET', `bank?${query}`);
    if (answer.kind === 'no-answer' || answer.status !== 200) return null;
    const list = (answer.json as { data?: unknown } | null)?.data;
    if (!Array.isArray(list)) return null;
    const banks: PayoutBank[] = [];
    for (const item of list as Record<string, unknown>[]) {
      const { code, name, active, type } = item;
      if (typeof code !== 'string' || typeof name !== 'string' || active === false) continue;
      // Only accounts that a nuban recipient can name (Ghana's list also holds mobile money operators).
      if (typeof type === 'string' && type !== 'nuban' && type !== 'ghipss') continue;
      banks.push({ code, name });
    }
    return banks;
  }

  async function resolveBankAccount(account: {
    accountNumber: string;
    bankCode: string;
  }): Promise<AccountResolution> {
    const query = `account_number=${encodeURIComponent(account.accountNumber)}&bank_code=${encodeURIComponent(account.bankCode)}`;
    const answer = await call('GET', `bank/resolve?${query}`);
    if (answer.kind === 'no-answer' || answer.status >= 500 || answer.status === 401 || answer.status === 429)
      return { kind: 'unavailable' };
    const name = readData(answer.json)?.account_name;
    if (answer.status === 200 && typeof name === 'string' && name.trim() !== '')
      return { kind: 'resolved', accountName: name.trim().slice(0, 100) };
    return { kind: 'not-found', message: readMessage(answer.json) };
  }

  return { initiatePayout, payoutStatus, listBanks, resolveBankAccount };
}
