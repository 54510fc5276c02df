import { type KycStatus, kycState } from '@sika/contract';
import type { ServerContext } from '../../context.ts';
import { findLatestRecord } from './kyc-repository.ts';
import { kycEnabled, withdrawAccepts } from './kyc-rules.ts';

export interface PlayerKyc extends KycStatus {
  /** The approved (or, where allowed, submitted) name: the payout account's holder. */
  fullName: string | null;
  /** Brazil: the Pix key given with the identity, where withdrawals are paid; null elsewhere. */
  pixKey: string | null;
}

const UNDER_REVIEW = 'Your identity details are being reviewed. You can withdraw once they are approved.';
const REJECTED = 'Your identity details were not accepted. Please check them and submit them again.';

/**
 * A player's KYC as the withdraw page needs it: the state of their latest record, whether the popup must
 * open (nothing submitted, or rejected) and whether a withdrawal may go ahead. No errors.
 */
export async function getKycStatus(ctx: ServerContext, playerId: string): Promise<PlayerKyc> {
  const enable = kycEnabled(ctx.config);
  const record = await findLatestRecord(ctx.db, playerId);
  const state = kycState.parse(record?.state ?? 'none');
  const canWithdraw = withdrawAccepts(ctx.config, state);
  let message = '';
  if (enable && state === 'submitted' && !canWithdraw) message = UNDER_REVIEW;
  if (enable && state === 'rejected')
    message = record?.decision_reason ? `${REJECTED} (${record.decision_reason})` : REJECTED;
  return {
    enable,
    required: enable && (state === 'none' || state === 'rejected'),
    state,
    canWithdraw,
    message,
    fullName: record && state !== 'rejected' ? `${record.first_name} ${record.surname}` : null,
    pixKey: record && state !== 'rejected' ? (fieldsOf(record.fields).PIX_KEY ?? null) : null,
  };
}

function fieldsOf(fields: unknown): Record<string, string | undefined> {
  if (typeof fields === 'string') return JSON.parse(fields) as Record<string, string>;
  return fields && typeof fields === 'object' ? (fields as Record<string, string>) : {};
}
