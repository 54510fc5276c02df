import {
  getPayoutBankAccount,
  getPayoutBanks,
  getWithdrawal as getWithdrawalCall,
  getWithdrawChannels,
  getWithdrawConfig as getWithdrawConfigCall,
  getWithdrawOrders,
  getWithdrawQuote,
  getWithdrawTax as getWithdrawTaxCall,
  resolvePayoutBankAccount as resolveBankAccountCall,
  savePayoutBankAccount as saveBankAccountCall,
  submitWithdrawal as submitWithdrawalCall,
} from '@sika/contract';
import type { FastifyInstance } from 'fastify';
import type { ServerContext } from '../../context.ts';
import { idempotencyKey } from '../../http/idempotency-key.ts';
import { registerCall } from '../../http/route.ts';
import {
  findPayoutBankAccount,
  listPayoutBanks,
  resolvePayoutBankAccount,
  savePayoutBankAccount,
} from './bank-accounts.ts';
import { getWithdrawConfig } from './get-withdraw-config.ts';
import { getWithdrawTax } from './get-withdraw-tax.ts';
import { getWithdrawal } from './get-withdrawal.ts';
import { payoutHookRoutes } from './hook-routes.ts';
import { listChannelsForPlayer } from './list-withdraw-channels.ts';
import { listWithdrawOrders } from './list-withdraw-orders.ts';
import { quoteWithdrawal } from './quote-withdrawal.ts';
import { submitWithdrawal } from './submit-withdrawal.ts';

/** The withdraw page's calls (packages/contract withdrawals.ts) and the providers' payout callbacks. */
export async function withdrawalRoutes(app: FastifyInstance, ctx: ServerContext) {
  registerCall(app, getWithdrawConfigCall, () => getWithdrawConfig(ctx));
  registerCall(app, getWithdrawChannels, ({ player }) => listChannelsForPlayer(ctx, player));
  registerCall(app, getWithdrawTaxCall, ({ player, query }) =>
    getWithdrawTax(ctx, player.playerId, query.coins),
  );
  registerCall(app, getWithdrawQuote, ({ player, query }) => quoteWithdrawal(ctx, player.playerId, query));
  registerCall(app, submitWithdrawalCall, ({ player, body, request }) =>
    submitWithdrawal(ctx, player, body, idempotencyKey(request, body.idempotencyKey)),
  );
  registerCall(app, getWithdrawalCall, ({ player, params }) =>
    getWithdrawal(ctx, player.playerId, params.orderNo),
  );
  registerCall(app, getWithdrawOrders, ({ player, query }) =>
    listWithdrawOrders(ctx, player.playerId, query),
  );
  registerCall(app, getPayoutBanks, () => listPayoutBanks(ctx));
  registerCall(app, resolveBankAccountCall, ({ player, body }) =>
    resolvePayoutBankAccount(ctx, player, body),
  );
  registerCall(app, getPayoutBankAccount, ({ player }) => findPayoutBankAccount(ctx, player.playerId));
  registerCall(app, saveBankAccountCall, ({ player, body }) => savePayoutBankAccount(ctx, player, body));
  await payoutHookRoutes(app, ctx);
}
