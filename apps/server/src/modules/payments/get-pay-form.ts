import type { CallData, getPayForm as getPayFormCall } from '@sika/contract';
import type { ServerContext } from '../../context.ts';
import { listChannels } from './catalog-repository.ts';
import { toChannel } from './get-deposit-config.ts';
import { refreshWaitingOrder } from './get-deposit-result.ts';
import { openPayLink } from './open-pay-link.ts';
import { toDepositOrder } from './order-view.ts';

/** The pay hall's form: the order, the market's channels and the one selected. Errors: PAY_LINK_INVALID. */
export async function getPayForm(
  ctx: ServerContext,
  input: { payToken: string; sign: string; payChannelId?: number },
): Promise<CallData<typeof getPayFormCall>> {
  const order = await refreshWaitingOrder(ctx, await openPayLink(ctx, input.payToken, input.sign));
  const channels = (await listChannels(ctx.db, order.market)).map(toChannel);
  const asked = channels.find((c) => c.id === input.payChannelId);
  return { order: toDepositOrder(order), channels, selectedChannelId: asked?.id ?? order.channel_id };
}
