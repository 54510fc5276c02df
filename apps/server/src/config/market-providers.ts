import type { Config } from './settings-schema.ts';

/**
 * The mobile-money adapters each market's channels go through (mobile-money/channels.ts; a unit test
 * keeps the two in step). Only these need real provider settings in production.
 */
export const MARKET_PROVIDERS: Partial<
  Record<
    Config['MARKET'],
    readonly ('mtn-momo' | 'mpesa-daraja' | 'airtel-money' | 'paystack' | 'orange-money' | 'efi-pix')[]
  >
> = {
  GH: ['mtn-momo', 'paystack'],
  KE: ['mpesa-daraja'],
  UG: ['mtn-momo', 'airtel-money'],
  ZM: ['mtn-momo', 'airtel-money'],
  CM: ['mtn-momo', 'orange-money'],
  NG: ['paystack'],
  BR: ['efi-pix'],
};
