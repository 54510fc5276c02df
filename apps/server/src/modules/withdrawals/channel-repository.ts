import type { Db } from '../../db/pool.ts';
import { channelByCode, type PaymentChannel } from '../mobile-money/index.ts';

/**
 * Withdraw channels: the operator's fee per channel (withdraw_channels) over the channel's identity in
 * mobile-money/channels.ts (name, logo, mobilePattern, the adapter that pays it out).
 */
export interface WithdrawChannelRow {
  id: number;
  channel: PaymentChannel;
  feeType: number;
  feeValue: number;
}

export async function listWithdrawChannels(db: Db, market: string): Promise<WithdrawChannelRow[]> {
  const rows = await db
    .selectFrom('withdraw_channels')
    .select(['id', 'channel_code', 'fee_type', 'fee_value'])
    .where('market', '=', market)
    .where('enabled', '=', true)
    .orderBy('sort')
    .orderBy('id')
    .execute();
  const channels: WithdrawChannelRow[] = [];
  for (const row of rows) {
    const channel = channelByCode(row.channel_code, market);
    // A row naming a channel this server cannot pay out through is configuration the page must not offer.
    if (channel && channel.market === market) {
      channels.push({ id: row.id, channel, feeType: row.fee_type, feeValue: row.fee_value });
    }
  }
  return channels;
}

/** A channel by its code or numeric id, as the page sends either. */
export function findChannel(channels: WithdrawChannelRow[], ref: string): WithdrawChannelRow | undefined {
  return channels.find((c) => c.channel.channelCode === ref || String(c.id) === ref);
}

export interface NewWithdrawChannel {
  id: number;
  market: string;
  channel_code: string;
  fee_type: number;
  fee_value: number;
  sort: number;
}

/** Adds the channels a market lacks; an operator's fee is never overwritten. */
export async function insertMissingChannels(db: Db, channels: NewWithdrawChannel[]): Promise<void> {
  if (channels.length === 0) return;
  await db
    .insertInto('withdraw_channels')
    .values(channels)
    .onConflict((oc) => oc.doNothing())
    .execute();
}
