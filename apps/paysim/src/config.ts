import { z } from 'zod';
import {
  SIM_AIRTEL_ENCRYPTED_PIN,
  SIM_AIRTEL_PIN,
  SIM_AIRTEL_PRIVATE_KEY,
  SIM_AIRTEL_PUBLIC_KEY,
} from './airtel/keys.ts';
import {
  type Behaviour,
  behaviourPatchSchema,
  DEFAULT_BEHAVIOUR,
  DEFAULT_FAULTS,
  type Faults,
  faultOpSchema,
  faultsPatchSchema,
  type Settings,
  stripUndefined,
} from './settings.ts';

/**
 * Simulator defaults for the credentials. They are not secrets: the simulator only checks that callers
 * send what they were configured with, so that an adapter sending the wrong header fails its tests.
 * The server's provider config defaults to the same values (providers/simulator-defaults.ts).
 */
export const SIM_DEFAULT_CREDENTIALS = {
  mtnApiUser: '3f8a2c1e-5b7d-4e9f-8a6c-2d4b6e8f0a1c',
  mtnApiKey: 'b5e1c7d94f2a4e6b8c0d2f4a6b8c0e1d',
  mtnCollectionKey: 'c0ffee00c0ffee00c0ffee00c0ffee01',
  mtnDisbursementKey: 'c0ffee00c0ffee00c0ffee00c0ffee02',
  mtnTargetEnvironment: 'sandbox',
  darajaConsumerKey: 'sim-consumer-key',
  darajaConsumerSecret: 'sim-consumer-secret',
  // Daraja's public sandbox shortcode and passkey (integration-contracts.md §2.7).
  darajaShortcode: '174379',
  darajaPasskey: 'bfb279f9aa9bdbcf158e97dd71a467cd2e0c893059b10f78e6b72ada1ed2c919',
  airtelClientId: 'sim-airtel-client-id',
  airtelClientSecret: 'sim-airtel-client-secret',
  // The "private key shown in application setting" that the callback hash is made with (§1.6).
  airtelCallbackKey: 'sim-airtel-callback-key-0000000000',
  // Message signing and the disbursement PIN (§1.3): the public half of the simulator's key pair.
  airtelPublicKey: SIM_AIRTEL_PUBLIC_KEY,
  airtelPin: SIM_AIRTEL_PIN,
  airtelEncryptedPin: SIM_AIRTEL_ENCRYPTED_PIN,
  orangeCustomerKey: 'sim-orange-customer-key',
  orangeCustomerSecret: 'sim-orange-customer-secret',
  orangeApiUser: 'sim-orange-api-user',
  orangeApiPassword: 'sim-orange-api-password',
  orangeChannelMsisdn: '691234567',
  orangePin: '2222',
  paystackSecretKey: 'sk_test_sika_simulator_0123456789abcdef01234567',
  efiClientId: 'Client_Id_sika_simulator',
  efiClientSecret: 'Client_Secret_sika_simulator',
  efiPixKey: '8f7e6d5c-4b3a-4c2d-9e1f-0a1b2c3d4e5f',
} as const;

const bool = z.enum(['true', 'false', '1', '0']).transform((v) => v === 'true' || v === '1');
const int = z.coerce.number().int().min(0);
const opList = z
  .string()
  .transform((v) =>
    v
      .split(',')
      .map((s) => s.trim())
      .filter((s) => s.length > 0),
  )
  .pipe(z.array(faultOpSchema));

const envSchema = z.object({
  NODE_ENV: z.string().optional(),
  /** The simulator answers prompts for anyone and its page approves payments: in production only when asked. */
  PAYSIM_ENABLED: bool.optional(),
  PAYSIM_PORT: z.coerce.number().int().min(0).max(65_535).default(8092),
  PAYSIM_HOST: z.string().min(1).default('127.0.0.1'),
  PAYSIM_MTN_API_USER: z.string().min(1).default(SIM_DEFAULT_CREDENTIALS.mtnApiUser),
  PAYSIM_MTN_API_KEY: z.string().min(1).default(SIM_DEFAULT_CREDENTIALS.mtnApiKey),
  PAYSIM_MTN_COLLECTION_KEY: z.string().min(1).default(SIM_DEFAULT_CREDENTIALS.mtnCollectionKey),
  PAYSIM_MTN_DISBURSEMENT_KEY: z.string().min(1).default(SIM_DEFAULT_CREDENTIALS.mtnDisbursementKey),
  PAYSIM_MTN_TARGET_ENVIRONMENT: z.string().min(1).default(SIM_DEFAULT_CREDENTIALS.mtnTargetEnvironment),
  PAYSIM_MTN_CALLBACK_HOST: z.string().min(1).optional(),
  PAYSIM_DARAJA_CONSUMER_KEY: z.string().min(1).default(SIM_DEFAULT_CREDENTIALS.darajaConsumerKey),
  PAYSIM_DARAJA_CONSUMER_SECRET: z.string().min(1).default(SIM_DEFAULT_CREDENTIALS.darajaConsumerSecret),
  PAYSIM_DARAJA_SHORTCODE: z.string().min(1).default(SIM_DEFAULT_CREDENTIALS.darajaShortcode),
  PAYSIM_DARAJA_PASSKEY: z.string().min(1).default(SIM_DEFAULT_CREDENTIALS.darajaPasskey),
  PAYSIM_AIRTEL_CLIENT_ID: z.string().min(1).default(SIM_DEFAULT_CREDENTIALS.airtelClientId),
  PAYSIM_AIRTEL_CLIENT_SECRET: z.string().min(1).default(SIM_DEFAULT_CREDENTIALS.airtelClientSecret),
  PAYSIM_AIRTEL_CALLBACK_KEY: z.string().min(1).default(SIM_DEFAULT_CREDENTIALS.airtelCallbackKey),
  /** The private half of the key pair standing for Airtel's (PEM): decrypts x-key and the PIN. */
  PAYSIM_AIRTEL_PRIVATE_KEY: z.string().min(1).default(SIM_AIRTEL_PRIVATE_KEY),
  /** The disbursement wallet's PIN every payout must carry, encrypted. */
  PAYSIM_AIRTEL_PIN: z.string().min(1).default(SIM_DEFAULT_CREDENTIALS.airtelPin),
  /** The application's callback URL, as set once in Airtel's portal. */
  PAYSIM_AIRTEL_CALLBACK_URL: z.url().optional(),
  PAYSIM_ORANGE_CUSTOMER_KEY: z.string().min(1).default(SIM_DEFAULT_CREDENTIALS.orangeCustomerKey),
  PAYSIM_ORANGE_CUSTOMER_SECRET: z.string().min(1).default(SIM_DEFAULT_CREDENTIALS.orangeCustomerSecret),
  PAYSIM_ORANGE_API_USER: z.string().min(1).default(SIM_DEFAULT_CREDENTIALS.orangeApiUser),
  PAYSIM_ORANGE_API_PASSWORD: z.string().min(1).default(SIM_DEFAULT_CREDENTIALS.orangeApiPassword),
  PAYSIM_ORANGE_CHANNEL_MSISDN: z.string().min(1).default(SIM_DEFAULT_CREDENTIALS.orangeChannelMsisdn),
  PAYSIM_ORANGE_PIN: z.string().min(1).default(SIM_DEFAULT_CREDENTIALS.orangePin),
  PAYSIM_PAYSTACK_SECRET_KEY: z.string().min(1).default(SIM_DEFAULT_CREDENTIALS.paystackSecretKey),
  PAYSIM_PAYSTACK_WEBHOOK_URL: z.string().url().optional(),
  PAYSIM_EFI_CLIENT_ID: z.string().min(1).default(SIM_DEFAULT_CREDENTIALS.efiClientId),
  PAYSIM_EFI_CLIENT_SECRET: z.string().min(1).default(SIM_DEFAULT_CREDENTIALS.efiClientSecret),
  PAYSIM_EFI_PIX_KEY: z.string().min(1).default(SIM_DEFAULT_CREDENTIALS.efiPixKey),
  /** The webhook URL registered on the Pix key, e.g. http://127.0.0.1:8080/hooks/efi-pix?hmac=…&ignorar= */
  PAYSIM_EFI_WEBHOOK_URL: z.string().url().optional(),
  // Behaviour ("off" = a prompt waits for the payer).
  PAYSIM_AUTO_APPROVE_MS: z.union([z.literal('off'), int]).optional(),
  PAYSIM_DELAYED_MS: int.optional(),
  PAYSIM_EXPIRY_MS: int.optional(),
  PAYSIM_PAYOUT_MS: int.optional(),
  PAYSIM_TOKEN_TTL_S: int.optional(),
  PAYSIM_MTN_CALLBACK_METHOD: z.enum(['PUT', 'POST']).optional(),
  PAYSIM_MTN_REASON_SHAPE: z.enum(['object', 'string']).optional(),
  PAYSIM_MTN_REPORT_CREATED: bool.optional(),
  PAYSIM_CALLBACK_TIMEOUT_MS: int.optional(),
  // Faults applied to every payment.
  PAYSIM_CALLBACK_DELAY_MS: int.optional(),
  PAYSIM_STATUS_LAG_MS: int.optional(),
  PAYSIM_DROP_CALLBACKS: bool.optional(),
  PAYSIM_DUPLICATE_CALLBACKS: int.optional(),
  PAYSIM_OUT_OF_ORDER: bool.optional(),
  PAYSIM_HANG_MS: int.optional(),
  PAYSIM_HANG_OPS: opList.optional(),
  PAYSIM_SERVER_ERROR_OPS: opList.optional(),
});

export interface MtnCredentials {
  apiUser: string;
  apiKey: string;
  collectionKey: string;
  disbursementKey: string;
  targetEnvironment: string;
  /** When set, an X-Callback-Url on another host is refused (the sandbox's providerCallbackHost rule). */
  callbackHost: string | null;
}

export interface DarajaCredentials {
  consumerKey: string;
  consumerSecret: string;
  shortcode: string;
  passkey: string;
}

export interface AirtelCredentials {
  clientId: string;
  clientSecret: string;
  /** HMAC-SHA256 key of the callback's `hash` ("callback with authentication"). */
  callbackKey: string;
  /** Airtel's private key (PEM): x-key and the disbursement PIN are encrypted with its public half. */
  privateKey: string;
  /** The disbursement wallet's PIN. */
  pin: string;
}

export interface OrangeCredentials {
  customerKey: string;
  customerSecret: string;
  /** X-AUTH-TOKEN = base64(apiUser:apiPassword). */
  apiUser: string;
  apiPassword: string;
  /** The merchant's channel user: its MSISDN and PIN go in every mp/pay and cashin/pay body. */
  channelMsisdn: string;
  pin: string;
}

export interface PaystackCredentials {
  /** `Authorization: Bearer <secret key>` on every call, and the HMAC-SHA512 key of the webhooks. */
  secretKey: string;
}

export interface EfiCredentials {
  /** HTTP Basic on POST /oauth/token (over mutual TLS at Efí; the simulator checks these instead). */
  clientId: string;
  clientSecret: string;
  /** The account's Pix key: charges must name it, payouts must be sent from it. */
  pixKey: string;
}

export interface PaysimConfig {
  port: number;
  host: string;
  mtn: MtnCredentials;
  daraja: DarajaCredentials;
  airtel: AirtelCredentials;
  orange: OrangeCredentials;
  paystack: PaystackCredentials;
  efi: EfiCredentials;
  settings: Settings;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): PaysimConfig {
  const e = envSchema.parse(env);
  if (e.NODE_ENV === 'production' && !e.PAYSIM_ENABLED) {
    throw new Error(
      'the payment simulator refuses NODE_ENV=production; set PAYSIM_ENABLED=1 for a staging stack',
    );
  }
  return {
    port: e.PAYSIM_PORT,
    host: e.PAYSIM_HOST,
    mtn: {
      apiUser: e.PAYSIM_MTN_API_USER,
      apiKey: e.PAYSIM_MTN_API_KEY,
      collectionKey: e.PAYSIM_MTN_COLLECTION_KEY,
      disbursementKey: e.PAYSIM_MTN_DISBURSEMENT_KEY,
      targetEnvironment: e.PAYSIM_MTN_TARGET_ENVIRONMENT,
      callbackHost: e.PAYSIM_MTN_CALLBACK_HOST ?? null,
    },
    daraja: {
      consumerKey: e.PAYSIM_DARAJA_CONSUMER_KEY,
      consumerSecret: e.PAYSIM_DARAJA_CONSUMER_SECRET,
      shortcode: e.PAYSIM_DARAJA_SHORTCODE,
      passkey: e.PAYSIM_DARAJA_PASSKEY,
    },
    airtel: {
      clientId: e.PAYSIM_AIRTEL_CLIENT_ID,
      clientSecret: e.PAYSIM_AIRTEL_CLIENT_SECRET,
      callbackKey: e.PAYSIM_AIRTEL_CALLBACK_KEY,
      privateKey: e.PAYSIM_AIRTEL_PRIVATE_KEY,
      pin: e.PAYSIM_AIRTEL_PIN,
    },
    orange: {
      customerKey: e.PAYSIM_ORANGE_CUSTOMER_KEY,
      customerSecret: e.PAYSIM_ORANGE_CUSTOMER_SECRET,
      apiUser: e.PAYSIM_ORANGE_API_USER,
      apiPassword: e.PAYSIM_ORANGE_API_PASSWORD,
      channelMsisdn: e.PAYSIM_ORANGE_CHANNEL_MSISDN,
      pin: e.PAYSIM_ORANGE_PIN,
    },
    paystack: { secretKey: e.PAYSIM_PAYSTACK_SECRET_KEY },
    efi: {
      clientId: e.PAYSIM_EFI_CLIENT_ID,
      clientSecret: e.PAYSIM_EFI_CLIENT_SECRET,
      pixKey: e.PAYSIM_EFI_PIX_KEY,
    },
    settings: { behaviour: behaviourFromEnv(e), faults: faultsFromEnv(e), rules: [] },
  };
}

type Env = z.infer<typeof envSchema>;

function behaviourFromEnv(e: Env): Behaviour {
  const fromEnv = behaviourPatchSchema.parse({
    autoApproveMs: e.PAYSIM_AUTO_APPROVE_MS === 'off' ? null : e.PAYSIM_AUTO_APPROVE_MS,
    delayedMs: e.PAYSIM_DELAYED_MS,
    expiryMs: e.PAYSIM_EXPIRY_MS,
    payoutMs: e.PAYSIM_PAYOUT_MS,
    tokenTtlS: e.PAYSIM_TOKEN_TTL_S,
    mtnCallbackMethod: e.PAYSIM_MTN_CALLBACK_METHOD,
    mtnReasonShape: e.PAYSIM_MTN_REASON_SHAPE,
    mtnReportCreated: e.PAYSIM_MTN_REPORT_CREATED,
    callbackTimeoutMs: e.PAYSIM_CALLBACK_TIMEOUT_MS,
    airtelCallbackUrl: e.PAYSIM_AIRTEL_CALLBACK_URL,
    paystackWebhookUrl: e.PAYSIM_PAYSTACK_WEBHOOK_URL,
    efiWebhookUrl: e.PAYSIM_EFI_WEBHOOK_URL,
  });
  return { ...DEFAULT_BEHAVIOUR, ...stripUndefined(fromEnv) };
}

function faultsFromEnv(e: Env): Faults {
  const fromEnv = faultsPatchSchema.parse({
    callbackDelayMs: e.PAYSIM_CALLBACK_DELAY_MS,
    statusLagMs: e.PAYSIM_STATUS_LAG_MS,
    dropCallbacks: e.PAYSIM_DROP_CALLBACKS,
    duplicateCallbacks: e.PAYSIM_DUPLICATE_CALLBACKS,
    outOfOrder: e.PAYSIM_OUT_OF_ORDER,
    hangMs: e.PAYSIM_HANG_MS,
    hangOps: e.PAYSIM_HANG_OPS,
    serverErrorOps: e.PAYSIM_SERVER_ERROR_OPS,
  });
  return { ...DEFAULT_FAULTS, ...stripUndefined(fromEnv) };
}

/** A config for tests and embedding: defaults everywhere, with the given parts replaced. */
export function defaultConfig(overrides: Partial<Omit<PaysimConfig, 'settings'>> = {}): PaysimConfig {
  return { ...loadConfig({}), ...overrides };
}
