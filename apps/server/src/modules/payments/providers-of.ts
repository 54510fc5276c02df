import { markets } from '@sika/domain';
import type { Config } from '../../config.ts';
import type { ServerContext } from '../../context.ts';
import {
  createPaymentProviders,
  type PaymentProvider,
  type PaymentProviders,
  simulatorDarajaConfig,
  simulatorMtnConfig,
} from './providers/index.ts';

/**
 * The provider adapters of a server, built once per configuration (their access tokens are cached
 * inside), shared by the routes, the callbacks and the reconciliation job.
 */
const built = new WeakMap<Config, PaymentProviders>();

export function providersOf(ctx: Pick<ServerContext, 'config'>): PaymentProviders {
  let providers = built.get(ctx.config);
  if (!providers) {
    providers = createPaymentProviders(providersConfig(ctx.config));
    built.set(ctx.config, providers);
  }
  return providers;
}

export function providerByCode(ctx: Pick<ServerContext, 'config'>, code: string): PaymentProvider {
  const provider = providersOf(ctx).byCode[code as keyof PaymentProviders['byCode']];
  if (!provider) throw new Error(`no payment provider ${code}`);
  return provider;
}

/** Where providers call us back: {PUBLIC_URL}/hooks/{provider}/{orderId}/deposit?t=… */
export function callbackBaseUrl(config: Config): string {
  const origin = config.PUBLIC_URL ?? `http://127.0.0.1:${config.PORT}`;
  return `${origin.replace(/\/+$/, '')}/hooks`;
}

function providersConfig(config: Config) {
  if (config.NODE_ENV === 'production' && config.PAYMENT_CALLBACK_SECRET.startsWith('dev-')) {
    throw new Error('set PAYMENT_CALLBACK_SECRET (at least 32 random characters) in production');
  }
  const timeoutMs = config.PAYMENT_PROVIDER_TIMEOUT_MS;
  const mtn = simulatorMtnConfig(config.MTN_MOMO_URL ?? config.PAYSIM_URL, timeoutMs);
  const daraja = simulatorDarajaConfig(config.MPESA_URL ?? config.PAYSIM_URL, timeoutMs);
  const collection = {
    apiUser: config.MTN_API_USER ?? mtn.collection.apiUser,
    apiKey: config.MTN_API_KEY ?? mtn.collection.apiKey,
    subscriptionKey: config.MTN_COLLECTION_KEY ?? mtn.collection.subscriptionKey,
  };
  return {
    callbackBaseUrl: callbackBaseUrl(config),
    callbackSecret: config.PAYMENT_CALLBACK_SECRET,
    mtnMomo: {
      ...mtn,
      targetEnvironment: config.MTN_TARGET_ENVIRONMENT ?? mtn.targetEnvironment,
      marketCurrency: markets[config.MARKET].currency,
      collection,
    },
    mpesaDaraja: {
      ...daraja,
      consumerKey: config.MPESA_CONSUMER_KEY ?? daraja.consumerKey,
      consumerSecret: config.MPESA_CONSUMER_SECRET ?? daraja.consumerSecret,
      stk: {
        ...daraja.stk,
        shortcode: config.MPESA_SHORTCODE ?? daraja.stk.shortcode,
        passkey: config.MPESA_PASSKEY ?? daraja.stk.passkey,
      },
    },
  };
}
