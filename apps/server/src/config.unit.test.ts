import { describe, expect, it } from 'vitest';
import { loadConfig, MARKET_PROVIDERS } from './config.ts';
import { PAYMENT_CHANNELS } from './modules/mobile-money/index.ts';
import { SIMULATOR_SETTINGS } from './simulator-settings.ts';

/** What an operator in Ghana sets: every secret, HTTPS origins, MTN's and Paystack's real settings. */
const ghanaProduction = {
  NODE_ENV: 'production',
  MARKET: 'GH',
  WALLET_API_SECRET: 'w'.repeat(40),
  PAYMENT_CALLBACK_SECRET: 'c'.repeat(40),
  PAY_LINK_SECRET: 'p'.repeat(40),
  COOKIE_SECURE: '1',
  PUBLIC_URL: 'https://sika.example.com',
  GAMES_PUBLIC_URL: 'https://games.sika.example.com',
  MTN_MOMO_URL: 'https://proxy.momoapi.mtn.com',
  MTN_TARGET_ENVIRONMENT: 'mtnghana',
  MTN_API_USER: 'a-real-api-user',
  MTN_API_KEY: 'a-real-api-key',
  MTN_COLLECTION_KEY: 'a-real-collection-key',
  MTN_DISBURSEMENT_KEY: 'a-real-disbursement-key',
  // AirtelTigo Money and Telecel Cash go through Paystack.
  PAYSTACK_URL: 'https://api.paystack.co',
  PAYSTACK_SECRET_KEY: 'sk_live_a-real-secret-key',
};

function refusal(env: Record<string, string | undefined>): string {
  try {
    loadConfig(env);
  } catch (error) {
    return (error as Error).message;
  }
  throw new Error('the configuration was accepted');
}

describe('production settings', () => {
  it('start with every setting an operator sets, without the API docs', () => {
    const config = loadConfig(ghanaProduction);
    expect(config.COOKIE_SECURE).toBe(true);
    expect(config.API_DOCS).toBe(false);
    expect(loadConfig({ ...ghanaProduction, API_DOCS: '1' }).API_DOCS).toBe(true);
  });

  it('refuse to start with nothing set, naming each setting', () => {
    const message = refusal({ NODE_ENV: 'production' });
    for (const name of [
      'WALLET_API_SECRET is not set',
      'PAYMENT_CALLBACK_SECRET is not set',
      'PAY_LINK_SECRET is not set',
      'COOKIE_SECURE must be 1',
      'PUBLIC_URL is not set',
      'GAMES_PUBLIC_URL is not set',
      'MTN_MOMO_URL is not set',
      'MTN_TARGET_ENVIRONMENT is not set',
      'MTN_API_USER is not set',
      'MTN_API_KEY is not set',
      'MTN_COLLECTION_KEY is not set',
      'MTN_DISBURSEMENT_KEY is not set',
      'PAYSTACK_URL is not set',
      'PAYSTACK_SECRET_KEY is not set',
    ]) {
      expect(message).toContain(name);
    }
    // Ghana's channels do not go through M-Pesa: its settings are not demanded.
    expect(message).not.toContain('MPESA_');
  });

  it.each([
    ['PAYMENT_CALLBACK_SECRET', undefined, 'PAYMENT_CALLBACK_SECRET is not set'],
    ['PAYMENT_CALLBACK_SECRET', 'dev-payment-callback-secret-change-me-000', 'public development default'],
    [
      'WALLET_API_SECRET',
      'dev-wallet-secret-change-me',
      'WALLET_API_SECRET is the public development default',
    ],
    [
      'PAY_LINK_SECRET',
      'dev-pay-link-secret-change-me-0000000000',
      'PAY_LINK_SECRET is the public development',
    ],
    ['COOKIE_SECURE', '0', 'COOKIE_SECURE must be 1'],
    ['COOKIE_SECURE', undefined, 'COOKIE_SECURE must be 1'],
    ['PUBLIC_URL', undefined, 'PUBLIC_URL is not set'],
    ['PUBLIC_URL', 'http://sika.example.com', 'PUBLIC_URL must be an https:// origin'],
    ['MTN_MOMO_URL', 'http://127.0.0.1:8092', 'MTN_MOMO_URL points at the payment simulator'],
    ['MTN_MOMO_URL', undefined, 'MTN_MOMO_URL is not set'],
    ['MTN_TARGET_ENVIRONMENT', 'sandbox', "MTN_TARGET_ENVIRONMENT is the payment simulator's"],
    ['MTN_API_KEY', 'b5e1c7d94f2a4e6b8c0d2f4a6b8c0e1d', "MTN_API_KEY is the payment simulator's"],
    [
      'MTN_COLLECTION_KEY',
      'c0ffee00c0ffee00c0ffee00c0ffee01',
      "MTN_COLLECTION_KEY is the payment simulator's",
    ],
    ['MPESA_CONSUMER_SECRET', 'sim-consumer-secret', "MPESA_CONSUMER_SECRET is the payment simulator's"],
  ])('refuse %s=%s', (name, value, expected) => {
    const message = refusal({ ...ghanaProduction, [name]: value });
    expect(message).toContain(expected);
    expect(message.split('\n')).toHaveLength(2);
  });

  it('demand M-Pesa, not MTN, in Kenya', () => {
    const message = refusal({ ...ghanaProduction, MARKET: 'KE' });
    expect(message).toContain('MPESA_URL is not set');
    expect(message).toContain('MPESA_B2C_SECURITY_CREDENTIAL is not set');
  });

  it('demand Airtel’s PIN in either form, and its public key in Zambia, where calls must be signed', () => {
    const airtel = {
      ...ghanaProduction,
      AIRTEL_URL: 'https://openapi.airtel.co.zm',
      AIRTEL_CLIENT_ID: 'a-real-client-id',
      AIRTEL_CLIENT_SECRET: 'a-real-client-secret',
    };
    const zambia = refusal({ ...airtel, MARKET: 'ZM', AIRTEL_ENCRYPTED_PIN: 'a-real-encrypted-pin' });
    expect(zambia).toContain('AIRTEL_PUBLIC_KEY is not set (Airtel Zambia requires signed calls');
    expect(zambia).not.toContain('AIRTEL_PIN');
    const uganda = refusal({ ...airtel, MARKET: 'UG', AIRTEL_URL: 'https://openapi.airtel.ug' });
    expect(uganda).toContain('AIRTEL_PIN (with AIRTEL_PUBLIC_KEY) or AIRTEL_ENCRYPTED_PIN is not set');
    expect(uganda).not.toContain('AIRTEL_PUBLIC_KEY is not set');
    expect(refusal({ ...airtel, MARKET: 'UG', AIRTEL_PIN: '1234' })).toContain(
      'AIRTEL_PIN needs AIRTEL_PUBLIC_KEY',
    );
    const simulators = refusal({
      ...airtel,
      MARKET: 'ZM',
      AIRTEL_PUBLIC_KEY: SIMULATOR_SETTINGS.AIRTEL_PUBLIC_KEY,
      AIRTEL_PIN: '1234',
    });
    expect(simulators).toContain("AIRTEL_PUBLIC_KEY is the payment simulator's");
    const started = loadConfig({
      ...airtel,
      MARKET: 'ZM',
      AIRTEL_PUBLIC_KEY: 'MIGf-a-real-key',
      AIRTEL_PIN: '1234',
    });
    expect(started.AIRTEL_PIN).toBe('1234');
  });

  it('leave development and tests on their defaults, API docs included', () => {
    const config = loadConfig({});
    expect(config.API_DOCS).toBe(true);
    expect(config.COOKIE_SECURE).toBe(false);
  });

  it("know which adapters each market's channels use", () => {
    const fromChannels: Record<string, string[]> = {};
    for (const channel of PAYMENT_CHANNELS) {
      fromChannels[channel.market] = [
        ...new Set([...(fromChannels[channel.market] ?? []), channel.provider]),
      ];
    }
    expect(MARKET_PROVIDERS).toEqual(fromChannels);
  });
});

describe('TRUST_PROXY', () => {
  it('is off by default and takes a hop count or a list of trusted addresses and CIDRs', () => {
    expect(loadConfig({}).TRUST_PROXY).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '0' }).TRUST_PROXY).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '1' }).TRUST_PROXY).toBe(1);
    expect(loadConfig({ TRUST_PROXY: '2' }).TRUST_PROXY).toBe(2);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8, 192.168.1.7,fd00::/8,loopback' }).TRUST_PROXY).toEqual([
      '10.0.0.0/8',
      '192.168.1.7',
      'fd00::/8',
      'loopback',
    ]);
  });

  it.each([
    ['true', 'true would trust any X-Forwarded-For'],
    ['yes', 'not a hop count, an IP address, a CIDR'],
    ['10.0.0.0/33', '"10.0.0.0/33"'],
    ['10.0.0.0/8,10.0.0.300', '"10.0.0.300"'],
    ['10.0.0.0/8/1', '"10.0.0.0/8/1"'],
    ['50', 'at most 10'],
  ])('refuses %s with a message naming the setting', (value, expected) => {
    const message = refusal({ TRUST_PROXY: value });
    expect(message).toContain('TRUST_PROXY');
    expect(message).toContain(expected);
  });
});
