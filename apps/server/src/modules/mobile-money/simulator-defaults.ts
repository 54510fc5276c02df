import { SIMULATOR_SETTINGS as SIM } from '../../simulator-settings.ts';
import type { AirtelMoneyConfig } from './airtel-money.ts';
import type { EfiPixConfig } from './efi-pix.ts';
import type { MpesaDarajaConfig } from './mpesa-daraja.ts';
import type { MtnMomoConfig } from './mtn-momo.ts';
import type { OrangeMoneyConfig } from './orange-money.ts';
import type { PaystackConfig } from './paystack.ts';

/** Adapter settings that point at the local payment simulator (apps/paysim), from simulator-settings.ts. */

/** Every call gives up after this long; the caller then treats the outcome as UNKNOWN. */
export const DEFAULT_PROVIDER_TIMEOUT_MS = 10_000;

export function simulatorMtnConfig(
  paysimUrl: string,
  timeoutMs = DEFAULT_PROVIDER_TIMEOUT_MS,
): MtnMomoConfig {
  const credentials = { apiUser: SIM.MTN_API_USER, apiKey: SIM.MTN_API_KEY };
  return {
    baseUrl: paysimUrl,
    targetEnvironment: SIM.MTN_TARGET_ENVIRONMENT,
    marketCurrency: 'GHS',
    collection: { ...credentials, subscriptionKey: SIM.MTN_COLLECTION_KEY },
    disbursement: { ...credentials, subscriptionKey: SIM.MTN_DISBURSEMENT_KEY },
    timeoutMs,
  };
}

/** Uganda's settings; providers-of.ts sets the market's country, currency and scale. */
export function simulatorAirtelConfig(
  paysimUrl: string,
  timeoutMs = DEFAULT_PROVIDER_TIMEOUT_MS,
): AirtelMoneyConfig {
  return {
    baseUrl: paysimUrl,
    clientId: SIM.AIRTEL_CLIENT_ID,
    clientSecret: SIM.AIRTEL_CLIENT_SECRET,
    country: 'UG',
    currency: 'UGX',
    minorScale: 1,
    countryCode: '256',
    encryptedPin: SIM.AIRTEL_ENCRYPTED_PIN,
    publicKey: SIM.AIRTEL_PUBLIC_KEY,
    pin: SIM.AIRTEL_PIN,
    callbackKey: SIM.AIRTEL_CALLBACK_KEY,
    timeoutMs,
  };
}

/** Cameroon's Orange Money (XAF, whole francs). */
export function simulatorOrangeConfig(
  paysimUrl: string,
  timeoutMs = DEFAULT_PROVIDER_TIMEOUT_MS,
): OrangeMoneyConfig {
  return {
    baseUrl: paysimUrl,
    customerKey: SIM.ORANGE_CUSTOMER_KEY,
    customerSecret: SIM.ORANGE_CUSTOMER_SECRET,
    apiUser: SIM.ORANGE_API_USER,
    apiPassword: SIM.ORANGE_API_PASSWORD,
    channelMsisdn: SIM.ORANGE_CHANNEL_MSISDN,
    pin: SIM.ORANGE_PIN,
    currency: 'XAF',
    minorScale: 1,
    countryCode: '237',
    timeoutMs,
  };
}

export function simulatorDarajaConfig(
  paysimUrl: string,
  timeoutMs = DEFAULT_PROVIDER_TIMEOUT_MS,
): MpesaDarajaConfig {
  return {
    baseUrl: paysimUrl,
    consumerKey: SIM.MPESA_CONSUMER_KEY,
    consumerSecret: SIM.MPESA_CONSUMER_SECRET,
    stk: {
      shortcode: SIM.MPESA_SHORTCODE,
      passkey: SIM.MPESA_PASSKEY,
      transactionType: 'CustomerPayBillOnline',
      accountReference: 'Sika',
    },
    b2c: {
      shortcode: SIM.MPESA_B2C_SHORTCODE,
      initiatorName: SIM.MPESA_B2C_INITIATOR,
      securityCredential: SIM.MPESA_B2C_SECURITY_CREDENTIAL,
      commandId: 'BusinessPayment',
    },
    marketCurrency: 'KES',
    timeoutMs,
  };
}

export function simulatorPaystackConfig(
  paysimUrl: string,
  timeoutMs = DEFAULT_PROVIDER_TIMEOUT_MS,
): PaystackConfig {
  return {
    baseUrl: paysimUrl,
    secretKey: SIM.PAYSTACK_SECRET_KEY,
    currency: 'NGN',
    bankCountry: 'nigeria',
    emailDomain: 'players.sika.games',
    returnUrl: null,
    rail: 'checkout',
    countryCode: '234',
    timeoutMs,
  };
}

/** Brazil's Pix through Efí: plain HTTP to the simulator, which checks the client credentials and the token. */
export function simulatorEfiConfig(paysimUrl: string, timeoutMs = DEFAULT_PROVIDER_TIMEOUT_MS): EfiPixConfig {
  return {
    baseUrl: paysimUrl,
    clientId: SIM.EFI_CLIENT_ID,
    clientSecret: SIM.EFI_CLIENT_SECRET,
    tls: null,
    pixKey: SIM.EFI_PIX_KEY,
    webhookHmac: SIM.EFI_WEBHOOK_HMAC,
    currency: 'BRL',
    chargeExpirySeconds: 3600,
    timeoutMs,
  };
}
