import { mpesaReceipt } from '../ids.ts';
import type { CallbackRequest, ProductSpec, SimPayment, StatusView } from '../types.ts';
import { nairobiTimestamp } from './common.ts';
import { DARAJA_RESULT_TEXT, darajaFailure } from './scenarios.ts';

/** Callback bodies of M-Pesa Express and B2C, as in the legacy Daraja reference (integration-contracts.md §2.4, §2.5). */

function resultCode(view: StatusView): number {
  return view.status === 'SUCCESSFUL' ? 0 : Number(view.failure?.code ?? 1);
}

function resultDesc(view: StatusView): string {
  return view.status === 'SUCCESSFUL' ? DARAJA_RESULT_TEXT[0]! : (view.failure?.message ?? '');
}

/** `Body.stkCallback`; CallbackMetadata only on success, with a Balance item that has no Value. */
export function stkCallbackBody(payment: SimPayment, view: StatusView) {
  const callback: Record<string, unknown> = {
    MerchantRequestID: payment.wire.merchantRequestId,
    CheckoutRequestID: payment.ref,
    ResultCode: resultCode(view),
    ResultDesc: resultDesc(view),
  };
  if (view.status === 'SUCCESSFUL') {
    callback.CallbackMetadata = {
      Item: [
        { Name: 'Amount', Value: Number(payment.amount) },
        { Name: 'MpesaReceiptNumber', Value: payment.transactionId },
        { Name: 'Balance' },
        {
          Name: 'TransactionDate',
          Value: Number(nairobiTimestamp(payment.finalAtMs ?? payment.createdAtMs)),
        },
        { Name: 'PhoneNumber', Value: Number(payment.msisdn) },
      ],
    };
  }
  return { Body: { stkCallback: callback } };
}

const QUEUE_TIMEOUT_REFERENCE = {
  ReferenceItem: {
    Key: 'QueueTimeoutURL',
    Value: 'https://internalsandbox.safaricom.co.ke/mpesa/b2cresults/v1/submit',
  },
};

/** The B2C `Result` posted to ResultURL; ResultParameters only on success. */
export function b2cResultBody(payment: SimPayment, view: StatusView) {
  const result: Record<string, unknown> = {
    ResultType: 0,
    ResultCode: resultCode(view),
    ResultDesc:
      view.status === 'SUCCESSFUL' ? 'The service request is processed successfully.' : resultDesc(view),
    OriginatorConversationID: payment.ref,
    ConversationID: payment.wire.conversationId,
  };
  if (view.status === 'SUCCESSFUL') {
    result.TransactionID = payment.transactionId;
    result.ResultParameters = { ResultParameter: successParameters(payment) };
  }
  result.ReferenceData = QUEUE_TIMEOUT_REFERENCE;
  return { Result: result };
}

function successParameters(payment: SimPayment) {
  const completed = new Date((payment.finalAtMs ?? payment.createdAtMs) + 3 * 3_600_000);
  const [date = '', time = ''] = completed.toISOString().split('T');
  const [year, month, day] = date.split('-');
  return [
    { Key: 'TransactionReceipt', Value: payment.transactionId },
    { Key: 'TransactionAmount', Value: Number(payment.amount) },
    { Key: 'B2CWorkingAccountAvailableFunds', Value: 150000 },
    { Key: 'B2CUtilityAccountAvailableFunds', Value: 133568 },
    { Key: 'TransactionCompletedDateTime', Value: `${day}.${month}.${year} ${time.slice(0, 8)}` },
    { Key: 'ReceiverPartyPublicName', Value: `${payment.msisdn} - Sim Payee` },
    { Key: 'B2CChargesPaidAccountAvailableFunds', Value: 0 },
    { Key: 'B2CRecipientIsRegisteredCustomer', Value: 'Y' },
  ];
}

/** The notice posted to QueueTimeOutURL when a B2C request expires in Daraja's queue (shape derived, [I]). */
export function queueTimeoutBody(payment: SimPayment) {
  return {
    Result: {
      ResultType: 1,
      ResultCode: 1037,
      ResultDesc: 'The request timed out in the queue before it was processed.',
      OriginatorConversationID: payment.ref,
      ConversationID: payment.wire.conversationId,
      ReferenceData: QUEUE_TIMEOUT_REFERENCE,
    },
  };
}

function stkCallbacks(payment: SimPayment, view: StatusView): CallbackRequest[] {
  return [{ url: String(payment.wire.callbackUrl), method: 'POST', body: stkCallbackBody(payment, view) }];
}

function b2cCallbacks(payment: SimPayment, view: StatusView): CallbackRequest[] {
  return [{ url: String(payment.wire.resultUrl), method: 'POST', body: b2cResultBody(payment, view) }];
}

export const stkSpec: ProductSpec = {
  product: 'mpesa-stk',
  payerPrompt: true,
  declineFailure: darajaFailure(1032),
  contradictingFailure: darajaFailure(1032),
  newTransactionId: mpesaReceipt,
  callbacks: stkCallbacks,
};

export const b2cSpec: ProductSpec = {
  product: 'mpesa-b2c',
  payerPrompt: false,
  declineFailure: darajaFailure(2040),
  contradictingFailure: darajaFailure(1),
  newTransactionId: mpesaReceipt,
  callbacks: b2cCallbacks,
};
