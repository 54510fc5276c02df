import { WITHDRAW_FEE_TYPE } from '@sika/domain';
import type { ServerContext } from '../../context.ts';
import { insertMissingChannels, type NewWithdrawChannel } from './channel-repository.ts';

/**
 * Demo withdraw channels (ids as mobile-money/channels.ts). Ghana shows both fee types: 1% on
 * MTN and Telecel, a fixed ₵1.00 on AirtelTigo. Kenya's M-Pesa carries the market's 2% (core §9).
 */
const DEMO_CHANNELS: NewWithdrawChannel[] = [
  {
    id: 1,
    market: 'GH',
    channel_code: 'MTN_MM',
    fee_type: WITHDRAW_FEE_TYPE.PERCENTAGE,
    fee_value: 100,
    sort: 1,
  },
  {
    id: 2,
    market: 'GH',
    channel_code: 'AIRTELTIGO_MM',
    fee_type: WITHDRAW_FEE_TYPE.FIXED,
    fee_value: 100,
    sort: 2,
  },
  {
    id: 3,
    market: 'GH',
    channel_code: 'VODA_MM',
    fee_type: WITHDRAW_FEE_TYPE.PERCENTAGE,
    fee_value: 100,
    sort: 3,
  },
  {
    id: 4,
    market: 'KE',
    channel_code: 'MPESA',
    fee_type: WITHDRAW_FEE_TYPE.PERCENTAGE,
    fee_value: 200,
    sort: 1,
  },
  // Uganda, Zambia, Cameroon: no fee is charged to the player in the demo (the operator sets one).
  {
    id: 21,
    market: 'UG',
    channel_code: 'MTN_MM',
    fee_type: WITHDRAW_FEE_TYPE.PERCENTAGE,
    fee_value: 0,
    sort: 1,
  },
  {
    id: 22,
    market: 'UG',
    channel_code: 'AIRTEL_MM',
    fee_type: WITHDRAW_FEE_TYPE.PERCENTAGE,
    fee_value: 0,
    sort: 2,
  },
  {
    id: 31,
    market: 'ZM',
    channel_code: 'MTN_MM',
    fee_type: WITHDRAW_FEE_TYPE.PERCENTAGE,
    fee_value: 0,
    sort: 1,
  },
  {
    id: 32,
    market: 'ZM',
    channel_code: 'AIRTEL_MM',
    fee_type: WITHDRAW_FEE_TYPE.PERCENTAGE,
    fee_value: 0,
    sort: 2,
  },
  {
    id: 41,
    market: 'CM',
    channel_code: 'MTN_MM',
    fee_type: WITHDRAW_FEE_TYPE.PERCENTAGE,
    fee_value: 0,
    sort: 1,
  },
  {
    id: 42,
    market: 'CM',
    channel_code: 'ORANGE_MM',
    fee_type: WITHDRAW_FEE_TYPE.PERCENTAGE,
    fee_value: 0,
    sort: 2,
  },
  // Nigeria: bank transfers by Paystack; Paystack's transfer fee (₦10–₦50) is the operator's in the demo.
  {
    id: 51,
    market: 'NG',
    channel_code: 'PAYSTACK',
    fee_type: WITHDRAW_FEE_TYPE.PERCENTAGE,
    fee_value: 0,
    sort: 1,
  }, // Brazil: Pix to the KYC's key; Efí charges the operator, not the player, in the demo.
  {
    id: 61,
    market: 'BR',
    channel_code: 'PIX',
    fee_type: WITHDRAW_FEE_TYPE.PERCENTAGE,
    fee_value: 0,
    sort: 1,
  },
];

/** Seeds the market's missing withdraw channels (idempotent; never overwrites an operator's fee). */
export async function seedWithdrawals(ctx: ServerContext): Promise<void> {
  await insertMissingChannels(
    ctx.db,
    DEMO_CHANNELS.filter((c) => c.market === ctx.market.code),
  );
}
