import { getBalance, getDepositRecords, getTransaction, getWithdrawRecords } from '@sika/contract';
import type { FastifyInstance } from 'fastify';
import type { ServerContext } from '../../context.ts';
import { AppError } from '../../http/errors.ts';
import { registerCall } from '../../http/route.ts';
import { getPlayerBalances } from './balances.ts';
import { getPlayerTransaction, listPlayerRecords } from './records.ts';

/** The players' wallet reads. Nothing here moves money: other modules do, through index.ts. */
export function walletRoutes(app: FastifyInstance, ctx: ServerContext) {
  registerCall(app, getBalance, ({ player }) => getPlayerBalances(ctx.db, player.playerId));
  registerCall(app, getDepositRecords, ({ player, query }) =>
    listPlayerRecords(ctx.db, player.playerId, 'deposit', query),
  );
  registerCall(app, getWithdrawRecords, ({ player, query }) =>
    listPlayerRecords(ctx.db, player.playerId, 'withdraw', query),
  );
  registerCall(app, getTransaction, async ({ player, params }) => {
    const found = await getPlayerTransaction(ctx.db, player.playerId, params.id);
    // Someone else's id reads exactly like one that does not exist.
    if (!found) throw new AppError('NOT_FOUND');
    return found;
  });
}
