import { createHash, randomUUID } from 'node:crypto';
import { OPTION_TYPE } from '@sika/contract';
import { isValidMobile, toInternationalMobile } from '@sika/domain';
import type { ServerContext } from '../../context.ts';
import { inTransaction } from '../../db/transaction.ts';
import { AppError } from '../../http/errors.ts';
import { hitRateLimit } from '../../http/rate-limit.ts';
import { providerByCode, providersOf } from '../mobile-money/index.ts';
import { readOption } from '../options/index.ts';
import { assertDepositWithinLimits } from '../responsible-gaming/index.ts';
import { type ChannelRow, findChannel, findPackage } from './catalog-repository.ts';
import { amountRules, depositTaxBp, depositTaxMinor, newTransNo } from './deposit-amounts.ts';
import { DEPOSIT_EXPIRY_MS, LATE_SUCCESS_WATCH_MS } from './deposit-states.ts';
import {
  depositedSince,
  findOrderByClientKey,
  findRecentTwin,
  hasCreditedDeposit,
  insertOrder,
} from './order-repository.ts';
import type { DepositOrderRow } from './payment-tables.ts';
import { startDeposit } from './start-deposit.ts';

export interface DepositRequest {
  playerId: string;
  /** The session's mobile: the default payer. */
  playerMobile: string;
  itemId?: number;
  payMoney?: number;
  payChannel: string;
  mobile?: string;
  /** One per tap; a repeat answers the same order. */
  clientKey?: string;
  /** false: the order waits for the pay hall's init-payment (the first-deposit offer). */
  prompt: boolean;
}

/** Deposits per player: a generous human pace, a wall against scripts. */
const RATE = { limit: 10, windowMs: 60_000 };
/** Without a client key, the same request within this window is taken as a double tap. */
const TWIN_WINDOW_MS = 15_000;

/**
 * Makes a deposit order and, unless it waits for the pay hall, sends the prompt to the payer's phone.
 * Errors: BAD_REQUEST, AMOUNT_INVALID, CHANNEL_UNAVAILABLE, DEPOSIT_BELOW_MINIMUM, DEPOSIT_ABOVE_MAXIMUM,
 * CHANNEL_MOBILE_MISMATCH, PAYER_NOT_REGISTERED, FIRST_DEPOSIT_ONLY, IDEMPOTENCY_MISMATCH, RATE_LIMITED, PLAY_PAUSED,
 * DEPOSIT_LIMIT_REACHED (issue 19: checked and the order inserted under the player's limit lock, before
 * any prompt is sent).
 */
export async function createDeposit(ctx: ServerContext, request: DepositRequest): Promise<DepositOrderRow> {
  const hash = requestHash(request);
  if (request.clientKey) {
    const earlier = await findOrderByClientKey(ctx.db, request.playerId, request.clientKey);
    if (earlier) return sameRequest(earlier, hash);
  }
  const now = ctx.now();
  const twin = request.clientKey
    ? undefined
    : await findRecentTwin(ctx.db, request.playerId, hash, new Date(now.getTime() - TWIN_WINDOW_MS));
  if (twin) return twin;
  await hitRateLimit(ctx.db, { bucket: `deposit:player:${request.playerId}`, ...RATE }, now);

  const channel = await usableChannel(ctx, request.payChannel);
  const { amountMinor, bonusCoins, itemId, offer } = await resolveAmount(ctx, request);
  const payerMobile = request.mobile ?? request.playerMobile;
  ensurePayerFits(ctx, channel, payerMobile);
  await ensurePayerAllowed(ctx, payerMobile, request.playerMobile);
  const provider = providerByCode(ctx.config, channel.provider);
  const inserted = await inTransaction(ctx.db, async (tx) => {
    await assertDepositWithinLimits(tx, { depositedSince }, { playerId: request.playerId, amountMinor, now });
    return insertOrder(tx, {
      id: randomUUID(),
      trans_no: newTransNo(now),
      player_id: request.playerId,
      market: ctx.market.code,
      currency: ctx.market.currency,
      channel_id: channel.id,
      channel_code: channel.channel_code,
      provider: channel.provider,
      item_id: itemId,
      first_deposit_offer: offer,
      amount_minor: amountMinor,
      bonus_coins: bonusCoins,
      tax_minor: depositTaxMinor(amountMinor, depositTaxBp(ctx.market.code)),
      payer_mobile: payerMobile,
      msisdn: toInternationalMobile(ctx.market, payerMobile),
      // MTN's reference is ours to choose: stored with the order, before any call (Daraja's comes back).
      provider_ref: provider.newReference(),
      client_key: request.clientKey ?? null,
      request_hash: hash,
      expires_at: new Date(now.getTime() + DEPOSIT_EXPIRY_MS),
      watch_until: new Date(now.getTime() + LATE_SUCCESS_WATCH_MS),
      // An order nobody starts is expired by the reconciliation job when its time is up.
      next_check_at: new Date(now.getTime() + DEPOSIT_EXPIRY_MS),
      created_at: now,
      updated_at: now,
    });
  });
  if (!inserted) {
    // Another tap with the same key inserted first.
    const earlier = await findOrderByClientKey(ctx.db, request.playerId, request.clientKey ?? '');
    if (!earlier) throw new Error('deposit order vanished after a key conflict');
    return sameRequest(earlier, hash);
  }
  ctx.log.info({ transNo: inserted.trans_no, channel: channel.channel_code, amountMinor }, 'deposit order');
  return request.prompt ? startDeposit(ctx, inserted.id) : inserted;
}

export async function usableChannel(ctx: ServerContext, ref: string): Promise<ChannelRow> {
  const channel = await findChannel(ctx.db, ctx.market.code, ref);
  if (!channel?.enabled || !(channel.provider in providersOf(ctx.config).byCode)) {
    throw new AppError('CHANNEL_UNAVAILABLE', { internal: `channel ${ref}` });
  }
  return channel;
}

/** The payer number must be the market's format and belong to the channel's network. */
export function ensurePayerFits(ctx: ServerContext, channel: ChannelRow, mobile: string): void {
  if (!isValidMobile(ctx.market, mobile)) {
    throw new AppError('BAD_REQUEST', { message: 'Incorrect format of mobile' });
  }
  if (!new RegExp(channel.mobile_pattern).test(mobile)) {
    throw new AppError('CHANNEL_MOBILE_MISMATCH', { internal: `${mobile} on ${channel.channel_code}` });
  }
}

/**
 * Whether someone else may pay is the operator's choice (option 4090, docs/decisions/019); the money is
 * the player's either way, and withdrawals go to the registered number only.
 */
export async function ensurePayerAllowed(
  ctx: ServerContext,
  payerMobile: string,
  registeredMobile: string,
): Promise<void> {
  if (payerMobile === registeredMobile) return;
  if ((await readOption(ctx, OPTION_TYPE.DEPOSIT_OTHER_PAYER)) === '0') {
    throw new AppError('PAYER_NOT_REGISTERED', { internal: `payer ${payerMobile}` });
  }
}

async function resolveAmount(ctx: ServerContext, request: DepositRequest) {
  if (request.itemId !== undefined) {
    const item = await findPackage(ctx.db, ctx.market.code, request.itemId);
    if (!item) throw new AppError('BAD_REQUEST', { message: 'This package is no longer offered.' });
    if (request.payMoney !== undefined && request.payMoney !== item.pay_money_minor) {
      throw new AppError('AMOUNT_INVALID', { internal: 'payMoney differs from the package' });
    }
    if (item.first_deposit_only && (await hasCreditedDeposit(ctx.db, request.playerId))) {
      throw new AppError('FIRST_DEPOSIT_ONLY');
    }
    return {
      amountMinor: item.pay_money_minor,
      bonusCoins: item.bonus_coins,
      itemId: item.id,
      offer: item.first_deposit_only,
    };
  }
  if (request.payMoney === undefined) {
    throw new AppError('BAD_REQUEST', { message: 'Choose a package or enter an amount.' });
  }
  const rules = amountRules(ctx.market.code, await readOption(ctx, OPTION_TYPE.MIN_DEPOSIT));
  const amount = request.payMoney;
  if (amount < rules.minMinor)
    throw new AppError('DEPOSIT_BELOW_MINIMUM', { data: { minAmountMinor: rules.minMinor } });
  if (amount > rules.maxMinor)
    throw new AppError('DEPOSIT_ABOVE_MAXIMUM', { data: { maxAmountMinor: rules.maxMinor } });
  if (amount % rules.stepMinor !== 0) {
    throw new AppError('AMOUNT_INVALID', { message: 'Please enter whole shillings.' });
  }
  return { amountMinor: amount, bonusCoins: 0, itemId: null, offer: false };
}

function sameRequest(order: DepositOrderRow, hash: string): DepositOrderRow {
  if (order.request_hash !== hash) throw new AppError('IDEMPOTENCY_MISMATCH');
  return order;
}

function requestHash(request: DepositRequest): string {
  const parts = [
    request.itemId ?? null,
    request.payMoney ?? null,
    request.payChannel,
    request.mobile ?? request.playerMobile,
    request.prompt,
  ];
  return createHash('sha256').update(JSON.stringify(parts)).digest('hex');
}
