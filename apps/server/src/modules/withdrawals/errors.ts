import { formatMoney, type Market, type WithdrawLimit } from '@sika/domain';
import { AppError } from '../../http/errors.ts';

/**
 * The withdraw refusals, catalogue codes with the text a player needs (spec core §8: disabled shows the
 * config's message, an unknown fee type "not support", a missing config "config of withdraw failed").
 */
export const withdrawErrors = {
  disabled: (message: string) => new AppError('WITHDRAW_DISABLED', { message }),
  configFailed: () =>
    new AppError('WITHDRAW_CONFIG_FAILED', { internal: 'option 100 missing or unreadable' }),
  feeNotSupported: (feeType: number) =>
    new AppError('FEE_TYPE_NOT_SUPPORTED', { internal: `fee type ${feeType}` }),
  selectChannel: () => new AppError('SELECT_CHANNEL'),
  channelUnavailable: () =>
    new AppError('CHANNEL_UNAVAILABLE', {
      message: 'This withdrawal method is not available. Please choose another.',
    }),
  channelsDisagree: () =>
    new AppError('BAD_REQUEST', { message: 'The channel, payChannel and bankCode name different channels.' }),
  /** The placeholder's "min - max" (core §5), in the market's money. */
  outsideLimits: (market: Market, limit: WithdrawLimit) =>
    new AppError('WITHDRAW_LIMIT', {
      message: `The amount must be between ${formatMoney(market, limit.minMinor)} - ${formatMoney(market, limit.maxMinor)}.`,
      data: { minMinor: limit.minMinor, maxMinor: limit.maxMinor },
    }),
  notMoreThanFee: () =>
    new AppError('WITHDRAW_LIMIT', { message: 'The amount must be more than the fee and tax.' }),
  countReached: (count: number) =>
    new AppError('WITHDRAW_LIMIT', {
      message: `You can withdraw ${count} times in 24 hours. Please try again later.`,
    }),
  moneyMismatch: (expected: number) =>
    new AppError('AMOUNT_INVALID', {
      message: 'The amount does not match the coins entered. Please check it again.',
      data: { money: expected },
    }),
  notWholeUnits: () => new AppError('AMOUNT_INVALID', { message: 'Please withdraw whole units only.' }),
  notRegisteredNumber: () =>
    new AppError('CHANNEL_MOBILE_MISMATCH', {
      message: 'Withdrawals are paid to your registered mobile number only.',
    }),
  numberNotOnChannel: () => new AppError('CHANNEL_MOBILE_MISMATCH'),
  kycRequired: (message: string) => new AppError('KYC_REQUIRED', message ? { message } : {}),
  demo: () => new AppError('DEMO_NOT_WITHDRAWABLE'),
  insufficient: () =>
    new AppError('INSUFFICIENT_BALANCE', { internal: 'withdrawable balance below the money' }),
  idempotencyMismatch: () => new AppError('IDEMPOTENCY_MISMATCH'),
};
