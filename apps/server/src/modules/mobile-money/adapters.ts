import { type AirtelMoneyConfig, createAirtelMoneyProvider } from './airtel-money.ts';
import { callbackUrlSigner } from './callback-urls.ts';
import { channelByCode } from './channels.ts';
import { createEfiPixProvider, type EfiPixConfig } from './efi-pix.ts';
import { createMpesaDarajaProvider, type MpesaDarajaConfig } from './mpesa-daraja.ts';
import { createMtnMomoProvider, type MtnMomoConfig } from './mtn-momo.ts';
import { createOrangeMoneyProvider, type OrangeMoneyConfig } from './orange-money.ts';
import { createPaystackProvider, type PaystackConfig } from './paystack.ts';
import type { PaymentProvider, ProviderCode } from './provider.ts';
import {
  simulatorAirtelConfig,
  simulatorDarajaConfig,
  simulatorEfiConfig,
  simulatorMtnConfig,
  simulatorOrangeConfig,
  simulatorPaystackConfig,
} from './simulator-defaults.ts';

export interface PaymentProvidersConfig {
  /** Where providers call us back, e.g. https://api.example.com/hooks (routes: /hooks/{provider}/{paymentId}/{event}). */
  callbackBaseUrl: string;
  /** Key of the HMAC token in every callback URL; at least 32 random bytes in production. */
  callbackSecret: string;
  mtnMomo: MtnMomoConfig;
  mpesaDaraja: MpesaDarajaConfig;
  airtelMoney: AirtelMoneyConfig;
  paystack: PaystackConfig;
  orangeMoney: OrangeMoneyConfig;
  efiPix: EfiPixConfig;
  nowMs?: () => number;
}

export interface PaymentProviders {
  byCode: Record<ProviderCode, PaymentProvider>;
  /** The adapter serving a channel (MTN_MM, AIRTELTIGO_MM, VODA_MM → mtn-momo; MPESA → mpesa-daraja). */
  forChannel(channelCode: string): PaymentProvider | undefined;
}

export function createPaymentProviders(config: PaymentProvidersConfig): PaymentProviders {
  const signer = (code: ProviderCode) =>
    callbackUrlSigner(code, config.callbackBaseUrl, config.callbackSecret);
  const nowMs = config.nowMs;
  const byCode: Record<ProviderCode, PaymentProvider> = {
    'mtn-momo': createMtnMomoProvider(config.mtnMomo, { callbacks: signer('mtn-momo'), nowMs }),
    'mpesa-daraja': createMpesaDarajaProvider(config.mpesaDaraja, {
      callbacks: signer('mpesa-daraja'),
      nowMs,
    }),
    'airtel-money': createAirtelMoneyProvider(config.airtelMoney, { nowMs }),
    paystack: createPaystackProvider(config.paystack),
    'orange-money': createOrangeMoneyProvider(config.orangeMoney, {
      callbacks: signer('orange-money'),
      nowMs,
    }),
    'efi-pix': createEfiPixProvider(config.efiPix, { nowMs }),
  };
  return {
    byCode,
    forChannel(channelCode) {
      const channel = channelByCode(channelCode);
      return channel ? byCode[channel.provider] : undefined;
    },
  };
}

/** The default wiring: both adapters pointed at the simulator (the server's PAYSIM_URL). */
export function simulatorProvidersConfig(options: {
  paysimUrl: string;
  callbackBaseUrl: string;
  callbackSecret: string;
  timeoutMs?: number;
}): PaymentProvidersConfig {
  return {
    callbackBaseUrl: options.callbackBaseUrl,
    callbackSecret: options.callbackSecret,
    mtnMomo: simulatorMtnConfig(options.paysimUrl, options.timeoutMs),
    mpesaDaraja: simulatorDarajaConfig(options.paysimUrl, options.timeoutMs),
    airtelMoney: simulatorAirtelConfig(options.paysimUrl, options.timeoutMs),
    paystack: simulatorPaystackConfig(options.paysimUrl, options.timeoutMs),
    orangeMoney: simulatorOrangeConfig(options.paysimUrl, options.timeoutMs),
    efiPix: simulatorEfiConfig(options.paysimUrl, options.timeoutMs),
  };
}
