import {
  type AdminAppeal,
  type AdminKycRecord,
  type AdminWithdrawal,
  type AppealReason,
  withdrawReason,
} from '@sika/contract';
import { KYC_IDENTIFIER_KEYS, maskKycFields, withdrawalTax } from '@sika/domain';
import { type AppealWithOrder, statusName } from '../feedback/index.ts';
import type { KycRecordRow } from '../kyc/index.ts';
import type { WithdrawOrderRow } from '../withdrawals/index.ts';

/** The back office's views of other modules' rows: what a reviewer needs, nothing internal. */

export function toAdminKyc(
  row: KycRecordRow & { mobile: string },
  duplicates: Array<{ id: string; mobile: string }>,
): AdminKycRecord {
  return {
    id: row.id,
    playerId: row.player_id,
    mobile: row.mobile,
    state: row.state,
    fields: maskKycFields(row.fields, row.market),
    masked: identifierKeysOf(row.fields),
    firstName: row.first_name,
    surname: row.surname,
    dateOfBirth: row.date_of_birth.toISOString().slice(0, 10),
    flags: row.flags,
    duplicates: duplicates.map((d) => ({ playerId: d.id, mobile: d.mobile })),
    submittedAt: row.submitted_at.toISOString(),
    decidedAt: row.decided_at?.toISOString() ?? null,
    decidedBy: row.decided_by,
    decisionReason: row.decision_reason,
  };
}

/** The keys of a record's fields that are personal identifiers: masked unless revealed (kyc.reveal). */
export function identifierKeysOf(fields: Record<string, string>): string[] {
  return Object.keys(fields).filter((key) => (KYC_IDENTIFIER_KEYS as readonly string[]).includes(key));
}

/** What the audit log keeps of a KYC record: its decision, not the identity document. */
export function kycDecisionOf(row: KycRecordRow) {
  return { state: row.state, decidedBy: row.decided_by, reason: row.decision_reason };
}

export function toAdminAppeal(
  row: AppealWithOrder,
  events: Array<{ status: number; reason: string | null; note: string | null; actor: string; at: Date }>,
): AdminAppeal {
  return {
    id: row.id,
    playerId: row.player_id,
    transNo: row.trans_no,
    transactionId: row.transaction_id,
    remark: row.remark,
    statusName: statusName(row.status),
    reason: row.reason as AppealReason | null,
    deposit: { state: row.order_state, amountMinor: row.order_amount_minor },
    createdAt: row.created_at.toISOString(),
    updatedAt: row.updated_at.toISOString(),
    timeline: events.map((e) => ({
      statusName: statusName(e.status),
      reason: e.reason as AppealReason | null,
      note: e.note,
      actor: e.actor,
      at: e.at.toISOString(),
    })),
  };
}

/**
 * Fee and tax as the order stored them, with the rule that withheld the tax (none when nothing was: Brazil,
 * or a Ghana withdrawal that only took deposits back).
 */
export function withdrawDeductionsOf(row: WithdrawOrderRow) {
  return {
    feeMinor: row.fee_minor,
    taxMinor: row.tax_minor,
    taxBaseMinor: row.tax_base_minor,
    taxRuleId: row.tax_minor > 0 ? (withdrawalTax(row.market)?.id ?? null) : null,
  };
}

export function toAdminWithdrawal(row: WithdrawOrderRow): AdminWithdrawal {
  const failure = withdrawReason.safeParse(row.failure_code);
  return {
    ...withdrawDeductionsOf(row),
    id: row.id,
    orderNo: row.order_no,
    playerId: row.player_id,
    state: row.state,
    moneyMinor: row.money_minor,
    netMinor: row.net_minor,
    channelCode: row.channel_code,
    account: row.bank_account,
    providerStatus: row.provider_status,
    reviewReason: row.review_reason,
    reviewNote: row.review_note,
    failureCode: failure.success ? failure.data : null,
    createdAt: row.created_at.toISOString(),
    sentAt: row.sent_at?.toISOString() ?? null,
    unknownSince: row.unknown_since?.toISOString() ?? null,
    escalatedAt: row.escalated_at?.toISOString() ?? null,
    settledAt: row.settled_at?.toISOString() ?? null,
  };
}

/** What the audit log keeps of a payout. */
export function payoutStateOf(row: WithdrawOrderRow) {
  return {
    state: row.state,
    providerStatus: row.provider_status,
    failureCode: row.failure_code,
    reviewReason: row.review_reason,
  };
}
