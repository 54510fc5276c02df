import { displayPixKey, isSupportedFeeType } from '@sika/domain';
import type { ServerContext } from '../../context.ts';
import type { SessionPlayer } from '../../http/request-context.ts';
import { getKycStatus } from '../kyc/index.ts';
import { findPayoutBankAccount } from './bank-accounts.ts';
import { listWithdrawChannels } from './channel-repository.ts';
import { lastSuccessChannel } from './order-repository.ts';
import { feeRuleOf, readWithdrawSettings } from './withdraw-settings.ts';

/**
 * The channels with their fees and the default of spec core §4: the first whose mobilePattern matches the
 * player's mobile, else the first, then the channel of the last successful withdrawal when it is offered.
 * No errors.
 */
export async function listChannelsForPlayer(ctx: ServerContext, player: SessionPlayer) {
  const [settings, channels, last, kyc, bankAccount] = await Promise.all([
    readWithdrawSettings(ctx),
    listWithdrawChannels(ctx.db, ctx.market.code),
    lastSuccessChannel(ctx.db, player.playerId),
    getKycStatus(ctx, player.playerId),
    findPayoutBankAccount(ctx, player.playerId),
  ]);
  const list = channels.map((row) => {
    const fee = feeRuleOf(settings, row);
    return {
      id: row.id,
      channelCode: row.channel.channelCode,
      name: row.channel.name,
      logoUrl: row.channel.logoUrl,
      mobilePattern: row.channel.mobilePattern,
      withdrawFeeType: fee.type,
      withdrawFeeValue: fee.value,
      feeSupported: isSupportedFeeType(fee.type),
      payoutTo: row.channel.payoutTo ?? ('mobile' as const),
    };
  });
  const matching = list.find((c) => new RegExp(c.mobilePattern).test(player.mobile)) ?? list[0];
  const lastOffered = list.find((c) => c.channelCode === last);
  return {
    list,
    defaultChannelCode: (lastOffered ?? matching)?.channelCode ?? null,
    lastSuccessChannelCode: last,
    // Pix (Brazil) pays the key given with the identity, shown masked when it is the CPF.
    bankAccount:
      list.some((c) => c.channelCode === 'PIX') && kyc.pixKey ? displayPixKey(kyc.pixKey) : player.mobile,
    bankAccountName: kyc.canWithdraw ? kyc.fullName : null,
    payoutBankAccount: bankAccount
      ? {
          bankCode: bankAccount.bankCode,
          bankName: bankAccount.bankName,
          accountNumber: bankAccount.accountNumber,
          accountName: bankAccount.accountName,
        }
      : null,
  };
}
