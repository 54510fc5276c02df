import { mtnFinancialTransactionId } from '../ids.ts';
import { faultsFor, type Settings } from '../settings.ts';
import type { CallbackRequest, ProductSpec, SimPayment, StatusView } from '../types.ts';
import { mtnFailure } from './scenarios.ts';

/** The GET status body; MTN's callback body is the same object (integration-contracts.md §1.4, §1.5). */
export function mtnStatusBody(payment: SimPayment, view: StatusView, settings: Settings) {
  const { behaviour } = settings;
  const { reportedCurrency } = faultsFor(settings, {
    msisdn: payment.msisdn,
    externalId: payment.externalId,
  });
  const partyField = payment.product === 'mtn-collection' ? 'payer' : 'payee';
  const body: Record<string, unknown> = {};
  if (view.status === 'SUCCESSFUL' && payment.transactionId) {
    body.financialTransactionId = payment.transactionId;
  }
  Object.assign(body, {
    externalId: payment.externalId,
    amount: payment.amount,
    currency: reportedCurrency ?? payment.currency,
    [partyField]: { partyIdType: payment.wire.partyIdType, partyId: payment.msisdn },
    payerMessage: payment.wire.payerMessage,
    payeeNote: payment.wire.payeeNote,
    status: view.status === 'PENDING' && behaviour.mtnReportCreated ? 'CREATED' : view.status,
  });
  if (view.failure) {
    body.reason =
      behaviour.mtnReasonShape === 'object'
        ? { code: view.failure.code, message: view.failure.message }
        : view.failure.code;
  }
  return body;
}

function mtnCallbacks(payment: SimPayment, view: StatusView, settings: Settings): CallbackRequest[] {
  const url = payment.wire.callbackUrl;
  if (typeof url !== 'string') return [];
  const body = mtnStatusBody(payment, view, settings);
  return [{ url, method: settings.behaviour.mtnCallbackMethod, body }];
}

export const mtnCollectionSpec: ProductSpec = {
  product: 'mtn-collection',
  payerPrompt: true,
  declineFailure: mtnFailure('APPROVAL_REJECTED'),
  contradictingFailure: mtnFailure('INTERNAL_PROCESSING_ERROR'),
  newTransactionId: mtnFinancialTransactionId,
  callbacks: mtnCallbacks,
};

export const mtnDisbursementSpec: ProductSpec = {
  ...mtnCollectionSpec,
  product: 'mtn-disbursement',
  payerPrompt: false,
};
