import type { LimitKind, LimitPeriod, ResponsibleGamingSettings } from '@sika/contract';
import type { ServerContext } from '../../context.ts';
import { inTransaction } from '../../db/transaction.ts';
import { applyLimitChange } from './change-limit.ts';
import { getResponsibleGaming } from './get-responsible-gaming.ts';
import type { RgUsage } from './usage.ts';

/**
 * The player sets, changes or removes one of their limits (value absent: remove). Stricter holds at once,
 * looser after 24 hours; the answer shows which (`pending`). Open during a pause: lowering a limit is
 * always allowed. Errors: BAD_REQUEST, AMOUNT_INVALID.
 */
export async function setLimit(
  ctx: ServerContext,
  usage: RgUsage,
  playerId: string,
  input: { kind: LimitKind; period: LimitPeriod; value?: number | undefined },
): Promise<ResponsibleGamingSettings> {
  const now = ctx.now();
  await inTransaction(ctx.db, (tx) =>
    applyLimitChange(tx, {
      playerId,
      kind: input.kind,
      period: input.period,
      value: input.value ?? null,
      now,
      by: { actor: 'player' },
    }),
  );
  ctx.log.info({ playerId, kind: input.kind, period: input.period }, 'limit changed');
  return getResponsibleGaming(ctx, usage, playerId);
}
