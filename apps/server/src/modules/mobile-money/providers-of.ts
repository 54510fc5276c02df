import { readFileSync } from 'node:fs';
import { markets } from '@sika/domain';
import { type Config, MARKET_PROVIDERS } from '../../config.ts';
import { createPaymentProviders, type PaymentProviders, type PaymentProvidersConfig } from './adapters.ts';
import { callbackUrlSigner } from './callback-urls.ts';
import { createEfiClient } from './efi-client.ts';
import { type EfiWebhookRegistration, registerEfiWebhook, verifyEfiWebhookUrl } from './efi-webhook.ts';
import { paystackBankCountry } from './paystack.ts';
import { paystackRail } from './paystack-mobile-money.ts';
import { verifyPaystackSignature } from './paystack-webhooks.ts';
import type { CallbackEvent, CallbackInput, PaymentProvider, ProviderCode } from './provider.ts';
import {
  simulatorAirtelConfig,
  simulatorDarajaConfig,
  simulatorEfiConfig,
  simulatorMtnConfig,
  simulatorOrangeConfig,
  simulatorPaystackConfig,
} from './simulator-defaults.ts';

/**
 * The one set of adapters of a server, for deposits (MTN Collection, Daraja STK push) and payouts (MTN
 * Disbursement, Daraja B2C) alike. They point at the simulator unless the MTN_/MPESA_ settings say
 * otherwise. Built once per configuration: the access tokens are cached inside, so the routes, the
 * callbacks and the reconciliation jobs share them.
 */
const built = new WeakMap<Config, PaymentProviders>();

export function providersOf(config: Config): PaymentProviders {
  let providers = built.get(config);
  if (!providers) {
    providers = createPaymentProviders(providersConfig(config));
    built.set(config, providers);
  }
  return providers;
}

export function providerByCode(config: Config, code: string): PaymentProvider {
  const provider = providersOf(config).byCode[code as ProviderCode];
  if (!provider) throw new Error(`no payment provider ${code}`);
  return provider;
}

/** Whether a webhook carries Paystack's signature under this server's secret key (paystack.ts). */
export function hasPaystackSignature(config: Config, input: CallbackInput): boolean {
  return verifyPaystackSignature(providersConfig(config).paystack.secretKey, input);
}

/** Whether an Efí webhook came to the URL registered with our secret (`?hmac=…`). */
export function hasEfiWebhookSecret(config: Config, url: string): boolean {
  return verifyEfiWebhookUrl(config.EFI_WEBHOOK_HMAC ?? simulatorEfiConfig('').webhookHmac, url);
}

/** The URL Efí is asked to notify: {PUBLIC_URL}/hooks/efi-pix?hmac=<secret>&ignorar= (Efí appends /pix). */
export function efiWebhookUrl(config: Config): string {
  return `${callbackBaseUrl(config)}/efi-pix?hmac=${providersConfig(config).efiPix.webhookHmac}&ignorar=`;
}

/**
 * Registers our webhook on our Pix key with Efí (idempotent: nothing is sent when Efí already has this URL).
 * Null in a market that does not pay through Efí.
 */
export async function registerEfiWebhookOf(config: Config): Promise<EfiWebhookRegistration | null> {
  if (!MARKET_PROVIDERS[config.MARKET]?.includes('efi-pix')) return null;
  const efi = providersConfig(config).efiPix;
  return registerEfiWebhook(createEfiClient(efi), {
    pixKey: efi.pixKey,
    webhookUrl: efiWebhookUrl(config),
    mtlsInFront: config.EFI_WEBHOOK_MTLS,
  });
}

/** The payment and event a callback URL names, or null when its token does not verify (callback-urls.ts). */
export function verifyCallbackUrl(
  config: Config,
  provider: ProviderCode,
  url: string,
): { paymentId: string; event: CallbackEvent } | null {
  return callbackUrlSigner(provider, callbackBaseUrl(config), config.PAYMENT_CALLBACK_SECRET).verify(url);
}

/** Where providers call us back: {PUBLIC_URL}/hooks/{provider}/{orderId}/{event}?t=… */
function callbackBaseUrl(config: Config): string {
  const origin = config.PUBLIC_URL ?? `http://127.0.0.1:${config.PORT}`;
  return `${origin.replace(/\/+$/, '')}/hooks`;
}

function providersConfig(config: Config): PaymentProvidersConfig {
  const timeoutMs = config.PAYMENT_PROVIDER_TIMEOUT_MS;
  const mtn = simulatorMtnConfig(config.MTN_MOMO_URL ?? config.PAYSIM_URL, timeoutMs);
  const daraja = simulatorDarajaConfig(config.MPESA_URL ?? config.PAYSIM_URL, timeoutMs);
  const airtel = simulatorAirtelConfig(config.AIRTEL_URL ?? config.PAYSIM_URL, timeoutMs);
  const orange = simulatorOrangeConfig(config.ORANGE_URL ?? config.PAYSIM_URL, timeoutMs);
  const market = markets[config.MARKET];
  const paystack = simulatorPaystackConfig(config.PAYSTACK_URL ?? config.PAYSIM_URL, timeoutMs);
  const efi = simulatorEfiConfig(config.EFI_URL ?? config.PAYSIM_URL, timeoutMs);
  // One API user serves both MTN products; each product has its own subscription key.
  const mtnUser = (product: typeof mtn.collection) => ({
    apiUser: config.MTN_API_USER ?? product.apiUser,
    apiKey: config.MTN_API_KEY ?? product.apiKey,
  });
  return {
    callbackBaseUrl: callbackBaseUrl(config),
    callbackSecret: config.PAYMENT_CALLBACK_SECRET,
    mtnMomo: {
      ...mtn,
      targetEnvironment: config.MTN_TARGET_ENVIRONMENT ?? mtn.targetEnvironment,
      marketCurrency: market.currency,
      minorScale: market.minorScale,
      collection: {
        ...mtnUser(mtn.collection),
        subscriptionKey: config.MTN_COLLECTION_KEY ?? mtn.collection.subscriptionKey,
      },
      disbursement: {
        ...mtnUser(mtn.disbursement),
        subscriptionKey: config.MTN_DISBURSEMENT_KEY ?? mtn.disbursement.subscriptionKey,
      },
    },
    airtelMoney: {
      ...airtel,
      clientId: config.AIRTEL_CLIENT_ID ?? airtel.clientId,
      clientSecret: config.AIRTEL_CLIENT_SECRET ?? airtel.clientSecret,
      encryptedPin: config.AIRTEL_ENCRYPTED_PIN ?? airtel.encryptedPin,
      // Message signing is on when Airtel's public key is given (the simulator's stands for it by default).
      publicKey: config.AIRTEL_PUBLIC_KEY ?? (config.AIRTEL_URL ? null : airtel.publicKey),
      pin: config.AIRTEL_PIN ?? (config.AIRTEL_URL ? null : airtel.pin),
      // Unset in production: the callbacks are not authenticated (the status query decides anyway).
      callbackKey: config.AIRTEL_CALLBACK_KEY ?? (config.AIRTEL_URL ? null : airtel.callbackKey),
      country: market.code,
      currency: market.currency,
      minorScale: market.minorScale,
      countryCode: market.countryCode,
    },
    paystack: {
      ...paystack,
      secretKey: config.PAYSTACK_SECRET_KEY ?? paystack.secretKey,
      currency: market.currency,
      bankCountry: paystackBankCountry(market.code),
      emailDomain: config.PAYSTACK_EMAIL_DOMAIN,
      rail: paystackRail(market.code),
      countryCode: market.countryCode,
      returnUrl: config.PUBLIC_URL ? `${config.PUBLIC_URL.replace(/\/+$/, '')}/deposit/result` : null,
    },
    orangeMoney: {
      ...orange,
      customerKey: config.ORANGE_CUSTOMER_KEY ?? orange.customerKey,
      customerSecret: config.ORANGE_CUSTOMER_SECRET ?? orange.customerSecret,
      apiUser: config.ORANGE_API_USER ?? orange.apiUser,
      apiPassword: config.ORANGE_API_PASSWORD ?? orange.apiPassword,
      channelMsisdn: config.ORANGE_CHANNEL_MSISDN ?? orange.channelMsisdn,
      pin: config.ORANGE_PIN ?? orange.pin,
      currency: market.currency,
      minorScale: market.minorScale,
      countryCode: market.countryCode,
    },
    efiPix: {
      ...efi,
      clientId: config.EFI_CLIENT_ID ?? efi.clientId,
      clientSecret: config.EFI_CLIENT_SECRET ?? efi.clientSecret,
      tls: efiTls(config),
      pixKey: config.EFI_PIX_KEY ?? efi.pixKey,
      webhookHmac: config.EFI_WEBHOOK_HMAC ?? efi.webhookHmac,
      currency: market.currency,
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
      b2c: {
        ...daraja.b2c,
        shortcode: config.MPESA_B2C_SHORTCODE ?? daraja.b2c.shortcode,
        initiatorName: config.MPESA_B2C_INITIATOR ?? daraja.b2c.initiatorName,
        securityCredential: config.MPESA_B2C_SECURITY_CREDENTIAL ?? daraja.b2c.securityCredential,
      },
    },
  };
}

/** The account's certificate for Efí's mutual TLS, read once per configuration; none against the simulator. */
function efiTls(config: Config): { cert: string; key: string } | null {
  if (!config.EFI_CERT_FILE || !config.EFI_KEY_FILE) return null;
  return { cert: readFileSync(config.EFI_CERT_FILE, 'utf8'), key: readFileSync(config.EFI_KEY_FILE, 'utf8') };
}
