/**
 * The provider settings that point at the local payment simulator (apps/paysim): the values the MTN_ and
 * MPESA_ settings stand for when they are not set, i.e. the credentials the simulator expects by default
 * (apps/paysim/src/config.ts, SIM_DEFAULT_CREDENTIALS; a unit test keeps the two in step). None of these is
 * a secret: the simulator only checks that they are sent. Daraja's shortcode and passkey are Safaricom's
 * public sandbox values (integration-contracts.md §2.7). The adapters build on them
 * (mobile-money/simulator-defaults.ts) and production refuses them (config.ts).
 */
export const SIMULATOR_SETTINGS = {
  MTN_TARGET_ENVIRONMENT: 'sandbox',
  MTN_API_USER: '3f8a2c1e-5b7d-4e9f-8a6c-2d4b6e8f0a1c',
  MTN_API_KEY: 'b5e1c7d94f2a4e6b8c0d2f4a6b8c0e1d',
  MTN_COLLECTION_KEY: 'c0ffee00c0ffee00c0ffee00c0ffee01',
  MTN_DISBURSEMENT_KEY: 'c0ffee00c0ffee00c0ffee00c0ffee02',
  MPESA_CONSUMER_KEY: 'sim-consumer-key',
  MPESA_CONSUMER_SECRET: 'sim-consumer-secret',
  MPESA_SHORTCODE: '174379',
  MPESA_PASSKEY: 'bfb279f9aa9bdbcf158e97dd71a467cd2e0c893059b10f78e6b72ada1ed2c919',
  MPESA_B2C_SHORTCODE: '600996',
  MPESA_B2C_INITIATOR: 'testapi',
  MPESA_B2C_SECURITY_CREDENTIAL: Buffer.from('simulator-credential').toString('base64'),
  AIRTEL_CLIENT_ID: 'sim-airtel-client-id',
  AIRTEL_CLIENT_SECRET: 'sim-airtel-client-secret',
  AIRTEL_CALLBACK_KEY: 'sim-airtel-callback-key-0000000000',
  // The simulator's RSA key pair stands for Airtel's (apps/paysim/src/airtel/keys.ts): this public half
  // turns message signing on, and the PIN below is encrypted with it for each payout.
  AIRTEL_PUBLIC_KEY:
    'MIGfMA0GCSqGSIb3DQEBAQUAA4GNADCBiQKBgQC+Plel4LMZ22RF3Sn9bRgGvg1+MDvZJB///6ozPgyPXAwSYVaqwsDEVRh2VyJ+JaXP8GpxfUKiuDOmuxFYkgTia4iFhUpuPO0RAxPMPAnY8nUM83UNlQlWS/n3VLvoSiX95IfiS/a1fAhGGdtZb54PfKWju9hbYP3OM3UU4xP72wIDAQAB',
  AIRTEL_PIN: '4321',
  // The same PIN encrypted once with that key (RSA PKCS#1 v1.5), for a configuration without AIRTEL_PIN.
  AIRTEL_ENCRYPTED_PIN:
    'ir9+uu+U4QRlPRCe3kBq6+3sbQjGXJT1Ch8ihzw96Stxw9+tp20FOQqE/b4k4vOGLzIejhaJYx+X0PfAf78Ckxmsbi28ruLFVNFrcvCRRuC3KniX7GA9I/FvkWIrmuSVogKqUwQ+P/DP3LvrElE4IKpEy396FEw3x2CAI8NzZ80=',
  PAYSTACK_SECRET_KEY: 'sk_test_sika_simulator_0123456789abcdef01234567',
  ORANGE_CUSTOMER_KEY: 'sim-orange-customer-key',
  ORANGE_CUSTOMER_SECRET: 'sim-orange-customer-secret',
  ORANGE_API_USER: 'sim-orange-api-user',
  ORANGE_API_PASSWORD: 'sim-orange-api-password',
  ORANGE_CHANNEL_MSISDN: '691234567',
  ORANGE_PIN: '2222',
  EFI_CLIENT_ID: 'Client_Id_sika_simulator',
  EFI_CLIENT_SECRET: 'Client_Secret_sika_simulator',
  // A random (EVP) key of the simulated account: charges are paid to it, payouts are sent from it.
  EFI_PIX_KEY: '8f7e6d5c-4b3a-4c2d-9e1f-0a1b2c3d4e5f',
  EFI_WEBHOOK_HMAC: 'sim-efi-webhook-hmac-000000000000',
} as const;

/**
 * The one webhook URL of each provider that calls an account's URL rather than one per payment (Airtel's
 * application callback, Paystack's and Efí's account webhooks), as the payment simulator is told them
 * (PAYSIM_*_CALLBACK_URL / _WEBHOOK_URL) for a server at `serverUrl`. Efí's carries the secret the server
 * checks and appends /pix (docs/payments.md).
 */
export function simulatorWebhookUrls(serverUrl: string) {
  return {
    PAYSIM_AIRTEL_CALLBACK_URL: `${serverUrl}/hooks/airtel-money/callback`,
    PAYSIM_PAYSTACK_WEBHOOK_URL: `${serverUrl}/hooks/paystack`,
    PAYSIM_EFI_WEBHOOK_URL: `${serverUrl}/hooks/efi-pix?hmac=${SIMULATOR_SETTINGS.EFI_WEBHOOK_HMAC}&ignorar=`,
  };
}
