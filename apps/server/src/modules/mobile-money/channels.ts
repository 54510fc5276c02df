import type { ProviderCode } from './provider.ts';

/**
 * Mobile-money channels per market (spec core §3 "Payment channel", §9 prefixes), as data.
 * `mobilePattern` is a regex source over the local number (0XXXXXXXXX; Cameroon's 9 digits 6XXXXXXXX),
 * sent to the web app as-is to pre-select the channel matching the player's mobile. A channel code
 * (MTN_MM) can serve several markets: look it up with its market.
 *
 * Operator prefixes of Uganda, Zambia and Cameroon are from the numbering plans as operators advertise
 * them (market-payments.md §2 marks them [I]); an unmatched number falls back to the first channel.
 *
 * AirtelTigo Money and Telecel (ex-Vodafone) Cash have no public self-serve API
 * (integration-contracts.md §7): they are reached through Paystack's mobile-money charges and transfers
 * (paystack-mobile-money.ts; why Paystack rather than Hubtel: docs/payments.md, Ghana).
 */

export type ChannelCode =
  | 'MTN_MM'
  | 'AIRTELTIGO_MM'
  | 'VODA_MM'
  | 'MPESA'
  | 'AIRTEL_MM'
  | 'ORANGE_MM'
  | 'PAYSTACK'
  | 'PIX';
export type ChannelMarket = 'GH' | 'KE' | 'UG' | 'ZM' | 'CM' | 'NG' | 'BR';

export interface PaymentChannel {
  id: number;
  channelCode: ChannelCode;
  market: ChannelMarket;
  name: string;
  logoUrl: string;
  memo: string;
  mobilePattern: string;
  /** The adapter that moves this channel's money. */
  provider: ProviderCode;
  /** Where payouts go: the registered mobile number (default), or the player's confirmed bank account. */
  payoutTo?: 'mobile' | 'bank';
}

export const PAYMENT_CHANNELS: readonly PaymentChannel[] = [
  {
    id: 1,
    channelCode: 'MTN_MM',
    market: 'GH',
    name: 'MTN Mobile Money',
    logoUrl: '/payments/channels/mtn-momo-v1.svg',
    memo: 'Approve the MTN MoMo prompt on your phone with your PIN.',
    mobilePattern: '^0(24|54|55|59)\\d{7}$',
    provider: 'mtn-momo',
  },
  {
    id: 2,
    channelCode: 'AIRTELTIGO_MM',
    market: 'GH',
    name: 'AirtelTigo Money',
    logoUrl: '/payments/channels/airteltigo-money-v1.svg',
    memo: 'Approve the AirtelTigo Money prompt on your phone with your PIN.',
    mobilePattern: '^0(26|27|56|57)\\d{7}$',
    provider: 'paystack',
  },
  {
    id: 3,
    channelCode: 'VODA_MM',
    market: 'GH',
    name: 'Telecel Cash',
    logoUrl: '/payments/channels/telecel-cash-v1.svg',
    memo: 'Dial *110# to make a voucher for the amount, then type the voucher here.',
    mobilePattern: '^0(20|50)\\d{7}$',
    provider: 'paystack',
  },
  {
    id: 4,
    channelCode: 'MPESA',
    market: 'KE',
    name: 'M-Pesa',
    logoUrl: '/payments/channels/m-pesa-v1.svg',
    memo: 'Enter your M-Pesa PIN on the prompt on your phone.',
    // Safaricom ranges: 070x–072x, 0740–0748, 0757–0759, 0768–0769, 079x, 0110–0115.
    mobilePattern: '^0(7(?:[0-2]\\d|4[0-8]|5[7-9]|6[89]|9\\d)|11[0-5])\\d{6}$',
    provider: 'mpesa-daraja',
  },
  {
    id: 21,
    channelCode: 'MTN_MM',
    market: 'UG',
    name: 'MTN Mobile Money',
    logoUrl: '/payments/channels/mtn-momo-v1.svg',
    memo: 'Approve the MTN MoMo prompt on your phone with your PIN.',
    mobilePattern: '^0(76|77|78|39)\\d{7}$',
    provider: 'mtn-momo',
  },
  {
    id: 22,
    channelCode: 'AIRTEL_MM',
    market: 'UG',
    name: 'Airtel Money',
    logoUrl: '/payments/channels/airtel-money-v1.svg',
    memo: 'Enter your Airtel Money PIN on the prompt on your phone.',
    mobilePattern: '^0(70|74|75|20)\\d{7}$',
    provider: 'airtel-money',
  },
  {
    id: 31,
    channelCode: 'MTN_MM',
    market: 'ZM',
    name: 'MTN Mobile Money',
    logoUrl: '/payments/channels/mtn-momo-v1.svg',
    memo: 'Approve the MTN MoMo prompt on your phone with your PIN.',
    mobilePattern: '^0(96|76)\\d{7}$',
    provider: 'mtn-momo',
  },
  {
    id: 32,
    channelCode: 'AIRTEL_MM',
    market: 'ZM',
    name: 'Airtel Money',
    logoUrl: '/payments/channels/airtel-money-v1.svg',
    memo: 'Enter your Airtel Money PIN on the prompt on your phone.',
    mobilePattern: '^0(97|77)\\d{7}$',
    provider: 'airtel-money',
  },
  {
    id: 41,
    channelCode: 'MTN_MM',
    market: 'CM',
    name: 'MTN Mobile Money',
    logoUrl: '/payments/channels/mtn-momo-v1.svg',
    memo: 'Validez la demande MTN MoMo sur votre téléphone avec votre code PIN.',
    mobilePattern: '^6(7\\d|5[0-4]|8\\d)\\d{6}$',
    provider: 'mtn-momo',
  },
  {
    // Nigeria: card, bank transfer or USSD on Paystack's checkout; payouts to a bank account (NUBAN).
    id: 51,
    channelCode: 'PAYSTACK',
    market: 'NG',
    name: 'Paystack', // one name for both ways: card, transfer or USSD in; a bank account out
    logoUrl: '/payments/channels/paystack-v1.svg',
    memo: 'Pay on the Paystack page that opens: card, bank transfer or USSD.',
    // Nigerian mobiles: 070x, 080x, 081x, 090x, 091x (11 digits); any number may pay by card.
    mobilePattern: '^0[789][01]\\d{8}$',
    provider: 'paystack',
    payoutTo: 'bank',
  },
  {
    id: 42,
    channelCode: 'ORANGE_MM',
    market: 'CM',
    name: 'Orange Money',
    logoUrl: '/payments/channels/orange-money-v1.svg',
    memo: 'Validez la demande Orange Money sur votre téléphone avec votre code secret.',
    mobilePattern: '^6(9\\d|5[5-9])\\d{6}$',
    provider: 'orange-money',
  },
  {
    // Brazil: Pix through Efí. Deposits by the "copia e cola" code or its QR code in any bank's app;
    // withdrawals to the Pix key given with the CPF at KYC. Any Brazilian mobile (DDD + 9 + 8 digits).
    id: 61,
    channelCode: 'PIX',
    market: 'BR',
    name: 'Pix',
    logoUrl: '/payments/channels/pix-v1.svg',
    memo: 'Pague com o código Pix copia e cola ou o QR code no app do seu banco.',
    mobilePattern: '^[1-9]{2}9\\d{8}$',
    provider: 'efi-pix',
  },
];

export function channelsForMarket(market: string): PaymentChannel[] {
  return PAYMENT_CHANNELS.filter((c) => c.market === market);
}

/** A channel by its code, in the given market (the same code serves several); without one, the first. */
export function channelByCode(channelCode: string, market?: string): PaymentChannel | undefined {
  return PAYMENT_CHANNELS.find(
    (c) => c.channelCode === channelCode && (market === undefined || c.market === market),
  );
}

export function matchesChannel(channel: PaymentChannel, localMobile: string): boolean {
  return new RegExp(channel.mobilePattern).test(localMobile);
}

/** Spec core §5: the first channel whose mobilePattern matches the player's mobile, else the first. */
export function defaultChannelFor(market: string, localMobile: string): PaymentChannel | undefined {
  const channels = channelsForMarket(market);
  return channels.find((c) => matchesChannel(c, localMobile)) ?? channels[0];
}
