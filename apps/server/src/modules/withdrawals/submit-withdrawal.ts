import { createHash, randomBytes, randomUUID } from 'node:crypto';
import type { CallBody, submitWithdrawal as SubmitCall, WithdrawOrder } from '@sika/contract';
import { coinsToMoneyMinor, displayPixKey, toInternationalMobile } from '@sika/domain';
import type { ServerContext } from '../../context.ts';
import { hitRateLimit } from '../../http/rate-limit.ts';
import type { SessionPlayer } from '../../http/request-context.ts';
import { deliverBonusEvents } from '../bonus/index.ts';
import { getKycStatus } from '../kyc/index.ts';
import { withdrawableMoney } from '../wallet/index.ts';
import { bankErrors, findPayoutBankAccount } from './bank-accounts.ts';
import { withdrawErrors } from './errors.ts';
import { holdWithdrawal } from './hold-withdrawal.ts';
import { findOrderByClientKey } from './order-repository.ts';
import { toOrderView } from './order-view.ts';
import { sendPayout } from './send-payout.ts';
import { withdrawTaxBase } from './tax-base.ts';
import {
  ensureAmountRules,
  ensureEnabled,
  figuresOf,
  loadWithdrawSetup,
  resolveChannel,
} from './withdraw-plan.ts';

export type SubmitInput = CallBody<typeof SubmitCall>;

/**
 * The preview's submit (spec core §3 payload). Every rule of the page is checked again here; then one
 * transaction makes the order and holds its money from the withdrawable balance (the hold's balance check
 * decides between concurrent submissions: one wins, the others answer INSUFFICIENT_BALANCE), with the tax
 * on the player's tax base read under the player's lock (tax-base.ts), and the payout is sent. A retry with the same idempotency key answers the same order.
 * Errors: RATE_LIMITED, DEMO_NOT_WITHDRAWABLE, IDEMPOTENCY_MISMATCH, WITHDRAW_DISABLED (the config's
 * message), WITHDRAW_CONFIG_FAILED, SELECT_CHANNEL, CHANNEL_UNAVAILABLE, BAD_REQUEST, FEE_TYPE_NOT_SUPPORTED,
 * KYC_REQUIRED, CHANNEL_MOBILE_MISMATCH, AMOUNT_INVALID, WITHDRAW_LIMIT, INSUFFICIENT_BALANCE,
 * BONUS_FORFEIT_UNCONFIRMED (active bonuses: answered with what would be forfeited; `forfeitBonus` confirms).
 */
export async function submitWithdrawal(
  ctx: ServerContext,
  player: SessionPlayer,
  input: SubmitInput,
  /** The header's or the field's key (http/idempotency-key.ts). */
  idempotencyKey: string | undefined,
): Promise<WithdrawOrder> {
  const { playerId } = player;
  const limit = ctx.config.WITHDRAW_ATTEMPTS_PER_MINUTE;
  await hitRateLimit(ctx.db, { bucket: `withdraw:player:${playerId}`, limit, windowMs: 60_000 }, ctx.now());
  // Demo balances live in the game frame only and never reach the ledger; a demo page asking is told so.
  if (input.demo) throw withdrawErrors.demo();
  const requestHash = hashRequest(input);
  const clientKey = idempotencyKey ?? null;
  if (clientKey) {
    const earlier = await findOrderByClientKey(ctx.db, playerId, clientKey);
    if (earlier) return replay(earlier, requestHash);
  }

  const { settings, channels } = await loadWithdrawSetup(ctx);
  const coinsConfig = ensureEnabled(settings);
  const channel = resolveChannel(channels, [input.channel, input.payChannel, input.bankCode]);
  const moneyMinor = coinsToMoneyMinor(input.coins, coinsConfig);
  const market = ctx.market.code;
  const figuresFor = (taxBaseMinor: number) => {
    const figures = figuresOf(settings, coinsConfig, channel, input.coins, taxBaseMinor);
    ensureAmountRules(ctx.market, settings, figures);
    return figures;
  };
  // The base here answers the player early; the hold reads it again under the lock and decides.
  const quote = figuresOf(
    settings,
    coinsConfig,
    channel,
    input.coins,
    await withdrawTaxBase(ctx.db, { playerId, market, moneyMinor }),
  );
  const kyc = await getKycStatus(ctx, playerId);
  if (!kyc.canWithdraw) throw withdrawErrors.kycRequired(kyc.message);
  // A bank channel pays the account the player confirmed (bank-accounts.ts); the page shows it and sends
  // its number back, so a destination changed in between is noticed rather than silently used.
  const bank = channel.channel.payoutTo === 'bank' ? await findPayoutBankAccount(ctx, playerId) : null;
  // Pix pays the key given with the identity (KYC, reviewed with it): the same protection as the number.
  const pixKey = channel.channel.provider === 'efi-pix' ? kyc.pixKey : null;
  if (channel.channel.payoutTo === 'bank') {
    if (!bank) throw bankErrors.required();
    if (input.bankAccount !== bank.accountNumber) throw bankErrors.changed();
  } else if (channel.channel.provider === 'efi-pix') {
    if (!pixKey) throw withdrawErrors.kycRequired(kyc.message);
    if (input.bankAccount !== pixKey && input.bankAccount !== displayPixKey(pixKey))
      throw withdrawErrors.notRegisteredNumber();
  } else {
    // Paying out only to the registered number keeps a stolen session from sending money elsewhere
    // (checklist S14); another number would need a step-up, which the product does not offer yet.
    if (input.bankAccount !== player.mobile) throw withdrawErrors.notRegisteredNumber();
    if (!new RegExp(channel.channel.mobilePattern).test(input.bankAccount))
      throw withdrawErrors.numberNotOnChannel();
  }
  if (input.money !== quote.moneyMinor) throw withdrawErrors.moneyMismatch(quote.moneyMinor);
  ensureAmountRules(ctx.market, settings, quote);
  // Early and cheap; the hold decides for real, under the account lock. A double tap whose twin has just
  // taken the balance is that twin's replay, not a refusal.
  if ((await withdrawableMoney(ctx.db, playerId)) < quote.moneyMinor) {
    const twin = clientKey ? await findOrderByClientKey(ctx.db, playerId, clientKey) : undefined;
    if (twin) return replay(twin, requestHash);
    throw withdrawErrors.insufficient();
  }

  // Bets already settled count first: a requirement just met converts its bonus instead of forfeiting it.
  await deliverBonusEvents(ctx);
  const now = ctx.now();
  const escalateMs = ctx.config.WITHDRAW_ESCALATE_AFTER_HOURS * 3_600_000;
  const { order, created } = await holdWithdrawal(
    ctx,
    {
      id: randomUUID(),
      order_no: newOrderNo(),
      player_id: playerId,
      market: ctx.market.code,
      currency: ctx.market.currency,
      channel_id: channel.id,
      channel_code: channel.channel.channelCode,
      provider: channel.channel.provider,
      bank_account: pixKey ?? input.bankAccount,
      // A bank or Pix payout's msisdn is the player's own number, for the provider's records only.
      msisdn: toInternationalMobile(ctx.market, bank || pixKey ? player.mobile : input.bankAccount),
      bank_account_name: bank?.accountName ?? (input.bankAccountName ?? kyc.fullName ?? '').trim(),
      bank_name: bank?.bankName ?? (input.bankName?.trim() || channel.channel.name),
      bank_code: bank?.bankCode ?? null,
      coins: quote.coins,
      money_minor: quote.moneyMinor,
      provider_ref: randomUUID(),
      client_key: clientKey ?? `auto:${randomUUID()}`,
      request_hash: requestHash,
      escalate_at: new Date(now.getTime() + escalateMs),
      created_at: now,
      updated_at: now,
    },
    { countPerDay: settings.limit?.countPerDay ?? 0, forfeitBonus: input.forfeitBonus ?? false, figuresFor },
  );
  if (!created) return replay(order, requestHash);
  try {
    return toOrderView((await sendPayout(ctx, order.id, 'send')) ?? order);
  } catch (error) {
    // The money is held and the order exists: the reconciliation job sends it. The player sees it pending.
    ctx.log.error({ err: error, orderId: order.id }, 'payout send failed; the job will retry');
    return toOrderView(order);
  }
}

function replay(order: Parameters<typeof toOrderView>[0], requestHash: string): WithdrawOrder {
  if (order.request_hash !== requestHash) throw withdrawErrors.idempotencyMismatch();
  return toOrderView(order);
}

/** What makes a submission itself: a retry must send the same, or it is another request (409). */
function hashRequest(input: SubmitInput): string {
  const parts = [
    input.channel ?? input.payChannel ?? input.bankCode ?? '',
    input.coins,
    input.money,
    input.bankAccount,
    input.bankAccountName?.trim() ?? '',
  ];
  return createHash('sha256').update(JSON.stringify(parts)).digest('hex');
}

const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

/** W + 16 random characters (Crockford base32): unguessable, never sequential. */
function newOrderNo(): string {
  const bytes = randomBytes(16);
  let text = 'W';
  for (const byte of bytes) text += ALPHABET[byte % 32];
  return text;
}
