import { markets } from '@sika/domain';
import type { Config } from '../../config.ts';
import {
  createPaymentProviders,
  type PaymentProvider,
  type PaymentProviders,
  type ProviderCode,
  simulatorDarajaConfig,
  simulatorMtnConfig,
} from '../payments/providers/index.ts';

/**
 * The adapters as payouts use them: MTN's Disbursement product and Daraja's B2C, whose credentials
 * deposits never need. They point at the simulator unless the MTN_/MPESA_ settings say otherwise, and
 * call back to {PUBLIC_URL}/hooks/{provider}/{orderId}/payout…, signed with PAYMENT_CALLBACK_SECRET like
 * every other callback URL (payments/providers/callback-urls.ts). Built once per configuration: the
 * access tokens are cached inside.
 */
const built = new WeakMap<Config, PaymentProviders>();

export function payoutProviders(config: Config): PaymentProviders {
  let providers = built.get(config);
  if (!providers) {
    providers = createPaymentProviders(payoutConfig(config));
    built.set(config, providers);
  }
  return providers;
}

export function payoutProvider(config: Config, code: string): PaymentProvider {
  const provider = payoutProviders(config).byCode[code as ProviderCode];
  if (!provider) throw new Error(`no payment provider ${code}`);
  return provider;
}

function callbackBaseUrl(config: Config): string {
  const origin = config.PUBLIC_URL ?? `http://127.0.0.1:${config.PORT}`;
  return `${origin.replace(/\/+$/, '')}/hooks`;
}

function payoutConfig(config: Config) {
  if (config.NODE_ENV === 'production' && config.PAYMENT_CALLBACK_SECRET.startsWith('dev-')) {
    throw new Error('set PAYMENT_CALLBACK_SECRET (at least 32 random characters) in production');
  }
  const timeoutMs = config.PAYMENT_PROVIDER_TIMEOUT_MS;
  const mtn = simulatorMtnConfig(config.MTN_MOMO_URL ?? config.PAYSIM_URL, timeoutMs);
  const daraja = simulatorDarajaConfig(config.MPESA_URL ?? config.PAYSIM_URL, timeoutMs);
  return {
    callbackBaseUrl: callbackBaseUrl(config),
    callbackSecret: config.PAYMENT_CALLBACK_SECRET,
    mtnMomo: {
      ...mtn,
      targetEnvironment: config.MTN_TARGET_ENVIRONMENT ?? mtn.targetEnvironment,
      marketCurrency: markets[config.MARKET].currency,
      disbursement: {
        apiUser: config.MTN_API_USER ?? mtn.disbursement.apiUser,
        apiKey: config.MTN_API_KEY ?? mtn.disbursement.apiKey,
        subscriptionKey: config.MTN_DISBURSEMENT_KEY ?? mtn.disbursement.subscriptionKey,
      },
    },
    mpesaDaraja: {
      ...daraja,
      consumerKey: config.MPESA_CONSUMER_KEY ?? daraja.consumerKey,
      consumerSecret: config.MPESA_CONSUMER_SECRET ?? daraja.consumerSecret,
      b2c: {
        ...daraja.b2c,
        shortcode: config.MPESA_B2C_SHORTCODE ?? daraja.b2c.shortcode,
        initiatorName: config.MPESA_B2C_INITIATOR ?? daraja.b2c.initiatorName,
        securityCredential: config.MPESA_B2C_SECURITY_CREDENTIAL ?? daraja.b2c.securityCredential,
      },
    },
  };
}
