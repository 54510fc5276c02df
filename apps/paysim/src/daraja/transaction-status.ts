import type { Engine } from '../engine.ts';
import type { SimPayment } from '../types.ts';
import { nairobiTimestamp } from './common.ts';

/**
 * The Transaction Status result posted to the query's ResultURL. Parameter names follow integrations
 * of the Daraja API [S]; the TransactionStatus values and the not-found code are the simulator's
 * own choice [I]: sandbox behaviour for a lookup by OriginalConversationID is not documented.
 */

export const STATUS_NOT_FOUND_CODE = 'R000002';

const TRANSACTION_STATUS = { SUCCESSFUL: 'Completed', FAILED: 'Failed', PENDING: 'Pending' } as const;

export function transactionStatusResult(
  engine: Engine,
  payment: SimPayment | undefined,
  ids: { originatorId: string; conversationId: string },
  occasion: string | undefined,
) {
  const envelope = {
    ResultType: 0,
    OriginatorConversationID: ids.originatorId,
    ConversationID: ids.conversationId,
    ReferenceData: { ReferenceItem: { Key: 'Occasion', Value: occasion ?? '' } },
  };
  if (!payment) {
    return {
      Result: {
        ...envelope,
        ResultCode: STATUS_NOT_FOUND_CODE,
        ResultDesc: 'The transaction being queried does not exist.',
      },
    };
  }
  const view = engine.view(payment);
  return {
    Result: {
      ...envelope,
      ResultCode: 0,
      ResultDesc: 'The service request has been accepted successfully.',
      TransactionID: payment.transactionId ?? '',
      ResultParameters: { ResultParameter: statusParameters(payment, view.status) },
    },
  };
}

function statusParameters(payment: SimPayment, status: SimPayment['status']) {
  const finalised = payment.finalAtMs === null ? '' : Number(nairobiTimestamp(payment.finalAtMs));
  return [
    { Key: 'ReceiptNo', Value: payment.transactionId ?? '' },
    { Key: 'OriginatorConversationID', Value: payment.ref },
    { Key: 'ConversationID', Value: payment.wire.conversationId },
    { Key: 'TransactionStatus', Value: TRANSACTION_STATUS[status] },
    { Key: 'ReasonType', Value: 'Business Payment to Customer via API' },
    { Key: 'Amount', Value: Number(payment.amount) },
    { Key: 'FinalisedTime', Value: finalised },
    { Key: 'TransactionReason', Value: payment.failure?.message ?? '' },
    { Key: 'CreditPartyName', Value: `${payment.msisdn} - Sim Payee` },
    { Key: 'DebitPartyName', Value: `${String(payment.wire.partyA)} - Sika` },
  ];
}
