import { SIMULATOR_SETTINGS } from '../simulator-settings.ts';
import { MARKET_PROVIDERS } from './market-providers.ts';
import type { Config } from './settings-schema.ts';

/** Each provider's URL setting and credentials: real ones in production, never the simulator's. */
const PROVIDER_SETTINGS = {
  'mtn-momo': {
    url: 'MTN_MOMO_URL',
    credentials: [
      'MTN_TARGET_ENVIRONMENT',
      'MTN_API_USER',
      'MTN_API_KEY',
      'MTN_COLLECTION_KEY',
      'MTN_DISBURSEMENT_KEY',
    ],
  },
  'mpesa-daraja': {
    url: 'MPESA_URL',
    credentials: [
      'MPESA_CONSUMER_KEY',
      'MPESA_CONSUMER_SECRET',
      'MPESA_SHORTCODE',
      'MPESA_PASSKEY',
      'MPESA_B2C_SHORTCODE',
      'MPESA_B2C_INITIATOR',
      'MPESA_B2C_SECURITY_CREDENTIAL',
    ],
  },
  // The PIN and the public key are checked below: either PIN form will do, and Zambia requires signing.
  'airtel-money': { url: 'AIRTEL_URL', credentials: ['AIRTEL_CLIENT_ID', 'AIRTEL_CLIENT_SECRET'] },
  paystack: { url: 'PAYSTACK_URL', credentials: ['PAYSTACK_SECRET_KEY'] },
  'efi-pix': {
    url: 'EFI_URL',
    credentials: [
      'EFI_CLIENT_ID',
      'EFI_CLIENT_SECRET',
      'EFI_CERT_FILE',
      'EFI_KEY_FILE',
      'EFI_PIX_KEY',
      'EFI_WEBHOOK_HMAC',
    ],
  },
  'orange-money': {
    url: 'ORANGE_URL',
    credentials: [
      'ORANGE_CUSTOMER_KEY',
      'ORANGE_CUSTOMER_SECRET',
      'ORANGE_API_USER',
      'ORANGE_API_PASSWORD',
      'ORANGE_CHANNEL_MSISDN',
      'ORANGE_PIN',
    ],
  },
} as const;

/**
 * The payment providers' settings in production: the market's providers (MARKET_PROVIDERS) must be set,
 * and no provider, needed or not, may point at the simulator or use its credentials.
 */
export function providerProblems(config: Config, env: Record<string, string | undefined>): string[] {
  const problems: string[] = [];
  const given = (name: string) => (env[name] ?? '') !== '';
  const simulatorOrigin = new URL(config.PAYSIM_URL).origin;
  const simulatorValues: Record<string, string> = SIMULATOR_SETTINGS;
  const needed = new Set(MARKET_PROVIDERS[config.MARKET] ?? []);
  for (const [provider, settings] of Object.entries(PROVIDER_SETTINGS)) {
    const required = needed.has(provider as keyof typeof PROVIDER_SETTINGS);
    const url = env[settings.url];
    if (!url) {
      if (required) problems.push(`${settings.url} is not set (it would default to the payment simulator)`);
    } else if (new URL(url).origin === simulatorOrigin) {
      problems.push(`${settings.url} points at the payment simulator`);
    } else if (!url.startsWith('https://')) {
      problems.push(`${settings.url} must be an https:// URL`);
    }
    for (const name of settings.credentials) {
      if (!given(name)) {
        if (required) problems.push(`${name} is not set (it would default to the simulator's)`);
      } else if (env[name] === simulatorValues[name]) {
        problems.push(`${name} is the payment simulator's`);
      }
    }
  }
  problems.push(...airtelProblems(config, env, needed.has('airtel-money')));
  return problems;
}

/**
 * Airtel's PIN and message signing: the PIN either in the clear with the public key (encrypted per payout)
 * or encrypted outside Sika; Zambia requires signed calls (market-payments.md §1.3), so its key.
 */
function airtelProblems(
  config: Config,
  env: Record<string, string | undefined>,
  required: boolean,
): string[] {
  const problems: string[] = [];
  const simulatorValues: Record<string, string> = SIMULATOR_SETTINGS;
  for (const name of ['AIRTEL_PUBLIC_KEY', 'AIRTEL_PIN', 'AIRTEL_ENCRYPTED_PIN'] as const) {
    if (env[name] && env[name] === simulatorValues[name]) problems.push(`${name} is the payment simulator's`);
  }
  if (!required) return problems;
  const given = (name: string) => (env[name] ?? '') !== '';
  if (given('AIRTEL_PIN') && !given('AIRTEL_PUBLIC_KEY')) {
    problems.push('AIRTEL_PIN needs AIRTEL_PUBLIC_KEY (Airtel’s RSA public key, to encrypt it)');
  }
  if (!given('AIRTEL_PIN') && !given('AIRTEL_ENCRYPTED_PIN')) {
    problems.push(
      "AIRTEL_PIN (with AIRTEL_PUBLIC_KEY) or AIRTEL_ENCRYPTED_PIN is not set (it would default to the simulator's)",
    );
  }
  if (config.MARKET === 'ZM' && !given('AIRTEL_PUBLIC_KEY')) {
    problems.push('AIRTEL_PUBLIC_KEY is not set (Airtel Zambia requires signed calls: x-signature / x-key)');
  }
  return problems;
}
