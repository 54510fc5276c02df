import { toInternationalMobile } from '@sika/domain';
import type { ServerContext } from '../../context.ts';
import { AppError } from '../../http/errors.ts';
import { hitRateLimit } from '../../http/rate-limit.ts';
import { findMobiles } from '../players/index.ts';
import { ensurePayerAllowed, ensurePayerFits, usableChannel } from './create-deposit.ts';
import { STATE } from './deposit-states.ts';
import { openPayLink } from './open-pay-link.ts';
import type { DepositOrderRow } from './payment-tables.ts';
import { startDeposit } from './start-deposit.ts';

/**
 * The pay hall's Pay: sends the prompt for a link's order with the channel chosen there (and another
 * payer number if extendInfo names one). An order already started is answered as it is, without a
 * second prompt. Errors: PAY_LINK_INVALID (bad or expired link, or the order has closed),
 * CHANNEL_UNAVAILABLE, CHANNEL_MOBILE_MISMATCH, PAYER_NOT_REGISTERED, BAD_REQUEST, RATE_LIMITED.
 */
export async function initHallPayment(
  ctx: ServerContext,
  input: { payToken: string; sign: string; payChannelId: number; extendInfo?: string },
): Promise<DepositOrderRow> {
  const order = await openPayLink(ctx, input.payToken, input.sign);
  if (order.initiated_at !== null) return order;
  if (order.state !== STATE.CREATED) throw new AppError('PAY_LINK_INVALID', { internal: 'order closed' });
  await hitRateLimit(ctx.db, { bucket: `pay-hall:${order.id}`, limit: 5, windowMs: 60_000 }, ctx.now());
  const channel = await usableChannel(ctx, String(input.payChannelId));
  const payerMobile = extendedMobile(input.extendInfo) ?? order.payer_mobile;
  ensurePayerFits(ctx, channel, payerMobile);
  const registered = (await findMobiles(ctx.db, [order.player_id])).get(order.player_id);
  if (registered) await ensurePayerAllowed(ctx, payerMobile, registered);
  return startDeposit(ctx, order.id, {
    channel: { id: channel.id, code: channel.channel_code, provider: channel.provider },
    payerMobile,
    msisdn: toInternationalMobile(ctx.market, payerMobile),
  });
}

/** extendInfo is JSON text from the page, e.g. {"mobile":"0241234567"}; anything else is a 400. */
function extendedMobile(extendInfo: string | undefined): string | undefined {
  if (extendInfo === undefined) return undefined;
  let parsed: unknown;
  try {
    parsed = JSON.parse(extendInfo);
  } catch {
    throw new AppError('BAD_REQUEST', { message: 'extendInfo must be JSON.' });
  }
  const mobile = (parsed as { mobile?: unknown } | null)?.mobile;
  if (mobile === undefined || mobile === null || mobile === '') return undefined;
  if (typeof mobile !== 'string')
    throw new AppError('BAD_REQUEST', { message: 'Incorrect format of mobile' });
  return mobile;
}
