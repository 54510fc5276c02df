import { type WithdrawOrder, walletLabels, withdrawReasonLabels } from '@sika/contract';
import { displayPixKey } from '@sika/domain';
import { channelByCode } from '../mobile-money/index.ts';
import { reasonOf, statusOf } from './payout-states.ts';
import type { WithdrawOrderRow } from './tables.ts';

/** An order as every withdraw call answers it; the status words are the wallet records' (pending, success, failed). */
export function toOrderView(row: WithdrawOrderRow): WithdrawOrder {
  const status = statusOf(row.state);
  const reason = status === 'failed' ? (reasonOf(row.failure_code) ?? 'OTHER') : null;
  return {
    orderNo: row.order_no,
    state: row.state,
    status,
    statusLabel: walletLabels.status[status],
    message: reason ? withdrawReasonLabels[reason] : '',
    reason,
    channelCode: row.channel_code,
    channelName: channelByCode(row.channel_code, row.market)?.name ?? row.bank_name,
    // A Pix key that is a CPF is shown masked, like the CPF itself.
    bankAccount: row.provider === 'efi-pix' ? displayPixKey(row.bank_account) : row.bank_account,
    bankAccountName: row.bank_account_name,
    coins: row.coins,
    money: row.money_minor,
    feeMinor: row.fee_minor,
    taxMinor: row.tax_minor,
    taxBaseMinor: row.tax_base_minor,
    netMinor: row.net_minor,
    transferId: row.hold_id,
    createdAt: row.created_at.toISOString(),
    settledAt: row.settled_at?.toISOString() ?? null,
  };
}
