import type { AdminAppeal, AppealReason, appealStatusNames } from '@sika/contract';
import type { ServerContext } from '../../context.ts';
import { AppError } from '../../http/errors.ts';
import {
  APPEAL_STATUS,
  findAppeal,
  listAppealEvents,
  listAppealsForSupport,
  moveAppeal,
  recheckAppeal,
  statusByName,
  statusName,
} from '../feedback/index.ts';
import { type Actor, audited } from './audit.ts';
import { toAdminAppeal } from './queue-views.ts';

/** Deposit appeals for the back office: the same use-cases as `npm run appeal`, audited. */

export async function listAppealsForStaff(ctx: ServerContext, openOnly: boolean): Promise<AdminAppeal[]> {
  const rows = await listAppealsForSupport(ctx.db, openOnly, 200);
  return Promise.all(rows.map(async (row) => toAdminAppeal(row, await listAppealEvents(ctx.db, row.id))));
}

export async function appealForStaff(ctx: ServerContext, appealId: string): Promise<AdminAppeal> {
  const row = await findAppeal(ctx.db, appealId);
  if (!row) throw new AppError('NOT_FOUND');
  return toAdminAppeal(row, await listAppealEvents(ctx.db, appealId));
}

/**
 * Moves an appeal one step, with its audit row in the same transaction. Passing it to operations then asks
 * the provider once more, as the CLI does: a payment that went through is credited by the payments module
 * under the key deposit:<order id> — once, however many staff press the button — and the appeal closes.
 * Errors: NOT_FOUND, CONFLICT (the status moved meanwhile), BAD_REQUEST (reason missing or misplaced).
 */
export async function moveAppealAsStaff(
  ctx: ServerContext,
  actor: Actor,
  input: { appealId: string; to: (typeof appealStatusNames)[number]; reason?: AppealReason; note?: string },
): Promise<{ appeal: AdminAppeal; credited: boolean }> {
  const to = statusByName(input.to);
  if (!to || to === APPEAL_STATUS.SUBMITTED) throw new AppError('BAD_REQUEST');
  await audited(
    ctx,
    actor,
    {
      action: `appeal.${input.to}`,
      targetType: 'appeal',
      targetId: input.appealId,
      reason: input.reason ?? null,
    },
    async (tx) => {
      const actorName = to >= APPEAL_STATUS.PASSED_TO_OPERATIONS ? 'operations' : 'agent';
      const { from } = await moveAppeal(
        ctx,
        {
          appealId: input.appealId,
          to,
          reason: input.reason ?? null,
          note: input.note ?? null,
          actor: actorName,
        },
        tx,
      );
      return {
        before: { status: statusName(from) },
        after: { status: input.to, reason: input.reason ?? null, note: input.note ?? null },
        result: undefined,
      };
    },
  );
  const credited = to === APPEAL_STATUS.PASSED_TO_OPERATIONS && (await recheckAppeal(ctx, input.appealId));
  return { appeal: await appealForStaff(ctx, input.appealId), credited };
}
