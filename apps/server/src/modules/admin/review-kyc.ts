import type { AdminKycRecord } from '@sika/contract';
import type { ServerContext } from '../../context.ts';
import { AppError } from '../../http/errors.ts';
import { decideKyc, findKycRecord, listRecordsByState, playersByIds } from '../kyc/index.ts';
import { type Actor, audited } from './audit.ts';
import { identifierKeysOf, kycDecisionOf, toAdminKyc } from './queue-views.ts';

/** The KYC review queue (or the decided records), with each record's duplicate-identity matches. */
export async function listKycForReview(
  ctx: ServerContext,
  state: 'submitted' | 'approved' | 'rejected',
  paging: { page: number; size: number },
): Promise<{ hasMore: boolean; list: AdminKycRecord[] }> {
  const rows = await listRecordsByState(ctx.db, state, paging);
  const hasMore = rows.length > paging.size;
  const page = rows.slice(0, paging.size);
  const players = await playersByIds(ctx.db, [...new Set(page.flatMap((r) => r.duplicate_of))]);
  const byId = new Map(players.map((p) => [p.id, p]));
  const list = page.map((r) =>
    toAdminKyc(
      r,
      r.duplicate_of.flatMap((id) => byId.get(id) ?? []),
    ),
  );
  return { hasMore, list };
}

/**
 * Approves or rejects a record with the reason the player reads, and its audit row, in one transaction.
 * Errors: NOT_FOUND, ALREADY_DECIDED.
 */
export async function reviewKyc(
  ctx: ServerContext,
  actor: Actor,
  input: { recordId: string; decision: 'approve' | 'reject'; reason: string },
): Promise<AdminKycRecord> {
  const after = await audited(
    ctx,
    actor,
    {
      action: `kyc.${input.decision}`,
      targetType: 'kyc_record',
      targetId: input.recordId,
      reason: input.reason,
    },
    async (tx) => {
      const { before, after } = await decideKyc(tx, { ...input, by: actor.staffId, at: ctx.now() });
      return { before: kycDecisionOf(before), after: kycDecisionOf(after), result: after };
    },
  );
  const players = await playersByIds(ctx.db, [after.player_id, ...after.duplicate_of]);
  const byId = new Map(players.map((p) => [p.id, p]));
  const mobile = byId.get(after.player_id)?.mobile ?? '';
  return toAdminKyc(
    { ...after, mobile },
    after.duplicate_of.flatMap((id) => byId.get(id) ?? []),
  );
}

/**
 * A record's identifiers in full for a member with kyc.reveal (the queue shows them masked), with the reason
 * they are needed and one audit row per reveal: the row names the fields shown, never their values.
 * Errors: NOT_FOUND.
 */
export async function revealKyc(
  ctx: ServerContext,
  actor: Actor,
  input: { recordId: string; reason: string },
): Promise<{ fields: Record<string, string> }> {
  return audited(
    ctx,
    actor,
    { action: 'kyc.reveal', targetType: 'kyc_record', targetId: input.recordId, reason: input.reason },
    async (tx) => {
      const record = await findKycRecord(tx, input.recordId);
      if (!record) throw new AppError('NOT_FOUND');
      return {
        before: null,
        after: { revealed: identifierKeysOf(record.fields), playerId: record.player_id },
        result: { fields: record.fields },
      };
    },
  );
}
