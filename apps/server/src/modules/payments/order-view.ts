import { type DepositOrder, depositReasonLabels } from '@sika/contract';
import { reasonOf, STATE, stateName } from './deposit-states.ts';
import type { DepositOrderRow } from './payment-tables.ts';

/** An order as the wire shows it (packages/contract payments.ts depositOrder); internal columns stay in. */
export function toDepositOrder(row: DepositOrderRow): DepositOrder {
  const reason = playerReason(row);
  const credited = row.state === STATE.SUCCESS;
  return {
    transNo: row.trans_no,
    orderNo: row.trans_no,
    state: row.state,
    stateName: stateName(row.state),
    message: reason ? depositReasonLabels[reason] : '',
    reason,
    channelId: row.channel_id,
    channelCode: row.channel_code,
    payerMobile: row.payer_mobile,
    payMoney: row.amount_minor,
    bonus: credited ? (row.credited_bonus_coins ?? 0) : row.bonus_coins,
    taxMinor: row.tax_minor,
    taxRefundMinor: row.tax_minor,
    creditedMinor: row.credited_minor,
    transferId: row.transfer_id,
    createdAt: row.created_at.toISOString(),
    settledAt: row.settled_at?.toISOString() ?? null,
    expiresAt: row.expires_at.toISOString(),
    payUrl: row.pay_url,
    payCode: row.pay_code,
    // Only while the order waits: a settled order has nothing left for the payer to do.
    payerNote: waiting(row) ? row.payer_note : null,
    awaitingVoucher: waiting(row) && row.awaiting_voucher,
  };
}

function waiting(row: DepositOrderRow): boolean {
  return row.state === STATE.CREATED || row.state === STATE.PENDING;
}

function playerReason(row: DepositOrderRow) {
  if (row.state === STATE.FAILED) return reasonOf(row.failure_code) ?? 'OTHER';
  if (row.state === STATE.EXPIRED) return 'NOT_COMPLETED';
  return null;
}
