import { z } from 'zod';
import { DEV_SECRETS } from './dev-secrets.ts';
import { flag } from './env-flag.ts';

/*
 * Payments (docs/payments.md): what every provider shares, then one group per provider. Provider URLs
 * default to PAYSIM_URL, credentials (deposits and payouts) to the simulator's.
 */

export const paymentSettings = {
  PAYSIM_URL: z.string().url().default('http://127.0.0.1:8092'),
  PAYMENT_CALLBACK_SECRET: z.string().min(32).default(DEV_SECRETS.PAYMENT_CALLBACK_SECRET),
  PAY_LINK_SECRET: z.string().min(32).default(DEV_SECRETS.PAY_LINK_SECRET),
  PAYMENT_PROVIDER_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(10_000),
};

export const mtnMomoSettings = {
  MTN_MOMO_URL: z.string().url().optional(),
  MTN_TARGET_ENVIRONMENT: z.string().min(1).optional(),
  MTN_API_USER: z.string().min(1).optional(),
  MTN_API_KEY: z.string().min(1).optional(),
  MTN_COLLECTION_KEY: z.string().min(1).optional(),
  MTN_DISBURSEMENT_KEY: z.string().min(1).optional(),
};

export const mpesaSettings = {
  MPESA_URL: z.string().url().optional(),
  MPESA_CONSUMER_KEY: z.string().min(1).optional(),
  MPESA_CONSUMER_SECRET: z.string().min(1).optional(),
  MPESA_SHORTCODE: z.string().min(1).optional(),
  MPESA_PASSKEY: z.string().min(1).optional(),
  MPESA_B2C_SHORTCODE: z.string().min(1).optional(),
  MPESA_B2C_INITIATOR: z.string().min(1).optional(),
  MPESA_B2C_SECURITY_CREDENTIAL: z.string().min(1).optional(),
};

/** Airtel Money Open API (Uganda, Zambia): openapi.airtel.ug / openapi.airtel.co.zm (docs/payments.md). */
export const airtelMoneySettings = {
  AIRTEL_URL: z.string().url().optional(),
  AIRTEL_CLIENT_ID: z.string().min(1).optional(),
  AIRTEL_CLIENT_SECRET: z.string().min(1).optional(),
  /** The disbursement PIN encrypted with Airtel's public key (base64), as their portal describes. */
  AIRTEL_ENCRYPTED_PIN: z.string().min(1).optional(),
  /**
   * Airtel's RSA public key (base64 DER from the portal or `GET /v1/rsa/encryption-keys`, or PEM): turns
   * message signing on (x-signature / x-key; mandatory in Zambia) and encrypts AIRTEL_PIN per payout.
   */
  AIRTEL_PUBLIC_KEY: z.string().min(1).optional(),
  /** The disbursement wallet's 4-digit PIN, encrypted with AIRTEL_PUBLIC_KEY for each payout. */
  AIRTEL_PIN: z
    .string()
    .regex(/^\d{4,6}$/, 'AIRTEL_PIN is the wallet PIN: 4 to 6 digits')
    .optional(),
  /** The key of "callback with authentication" (the callback's hash); unset: callbacks are hints only. */
  AIRTEL_CALLBACK_KEY: z.string().min(1).optional(),
};

/** Paystack (Nigeria): https://api.paystack.co and the account's secret key (docs/payments.md). */
export const paystackSettings = {
  PAYSTACK_URL: z.string().url().optional(),
  PAYSTACK_SECRET_KEY: z.string().min(1).optional(),
  /** Paystack wants an e-mail per customer: <msisdn>@<this domain> (players sign up with a phone). */
  PAYSTACK_EMAIL_DOMAIN: z.string().min(3).default('players.sika.games'),
};

/** Pix through Efí (Brazil, docs/payments.md): production https://pix.api.efipay.com.br, over mutual TLS. */
export const efiPixSettings = {
  EFI_URL: z.string().url().optional(),
  EFI_CLIENT_ID: z.string().min(1).optional(),
  EFI_CLIENT_SECRET: z.string().min(1).optional(),
  /** The account's certificate and key (PEM files exported from Efí's .p12): every call presents them. */
  EFI_CERT_FILE: z.string().min(1).optional(),
  EFI_KEY_FILE: z.string().min(1).optional(),
  /** Our Pix key: the charges' receiver and the payouts' payer (the key the webhook is registered on). */
  EFI_PIX_KEY: z.string().min(1).optional(),
  /** The secret of the webhook URL registered with Efí: {PUBLIC_URL}/hooks/efi-pix?hmac=<this>&ignorar= */
  EFI_WEBHOOK_HMAC: z.string().min(16).optional(),
  /**
   * 1 when a proxy in front of us checks Efí's client certificate on the webhook (mutual TLS): the webhook is
   * then registered without `x-skip-mtls-checking`. 0 (default): registered with it, the `?hmac=` secret
   * proves the notifications (docs/payments.md, Brazil).
   */
  EFI_WEBHOOK_MTLS: flag.default(false),
};

/** Orange Money Cameroon "omcoreapis" (docs/payments.md): production https://api-s1.orange.cm. */
export const orangeMoneySettings = {
  ORANGE_URL: z.string().url().optional(),
  ORANGE_CUSTOMER_KEY: z.string().min(1).optional(),
  ORANGE_CUSTOMER_SECRET: z.string().min(1).optional(),
  /** The X-AUTH-TOKEN's user and password, issued by Orange or the aggregator. */
  ORANGE_API_USER: z.string().min(1).optional(),
  ORANGE_API_PASSWORD: z.string().min(1).optional(),
  /** The merchant's channel user MSISDN (9 digits) and its PIN. */
  ORANGE_CHANNEL_MSISDN: z.string().min(1).optional(),
  ORANGE_PIN: z.string().min(1).optional(),
};
