import { type DepositConfig, type DepositPackage, OPTION_TYPE, type PaymentChannel } from '@sika/contract';
import { DEPOSIT_POLL_INTERVAL_MS, DEPOSIT_POLL_MAX_TIMES } from '@sika/domain';
import type { ServerContext } from '../../context.ts';
import { readOption } from '../options/index.ts';
import { type ChannelRow, listChannels, listGridPackages, type PackageRow } from './catalog-repository.ts';
import { amountRules } from './deposit-amounts.ts';

/** What the deposit page shows for this market; the default channel when a player is logged in. No errors. */
export async function getDepositConfig(
  ctx: ServerContext,
  playerMobile: string | null,
): Promise<DepositConfig> {
  const [channels, packages, minOption] = await Promise.all([
    listChannels(ctx.db, ctx.market.code),
    listGridPackages(ctx.db, ctx.market.code),
    readOption(ctx, OPTION_TYPE.MIN_DEPOSIT),
  ]);
  const rules = amountRules(ctx.market.code, minOption);
  const matching = playerMobile
    ? channels.find((c) => new RegExp(c.mobile_pattern).test(playerMobile))
    : undefined;
  return {
    market: ctx.market.code,
    currency: ctx.market.currency,
    currencySymbol: ctx.market.currencySymbol,
    minAmountMinor: rules.minMinor,
    maxAmountMinor: rules.maxMinor,
    amountStepMinor: rules.stepMinor,
    tax: rules.taxBp > 0 ? { rateBp: rules.taxBp, refunded: true } : null,
    channels: channels.map(toChannel),
    packages: packages.map(toPackage),
    defaultChannelId: playerMobile ? ((matching ?? channels[0])?.id ?? null) : null,
    pollIntervalMs: DEPOSIT_POLL_INTERVAL_MS,
    pollMaxTimes: DEPOSIT_POLL_MAX_TIMES,
  };
}

export function toChannel(row: ChannelRow): PaymentChannel {
  return {
    id: row.id,
    channelCode: row.channel_code,
    name: row.name,
    logoUrl: row.logo_url,
    memo: row.memo,
    mobilePattern: row.mobile_pattern,
  };
}

function toPackage(row: PackageRow): DepositPackage {
  return {
    id: row.id,
    itemId: row.id,
    money: row.pay_money_minor + row.bonus_coins,
    payMoney: row.pay_money_minor,
    bonus: row.bonus_coins,
    hot: row.hot,
    img: row.img,
  };
}
