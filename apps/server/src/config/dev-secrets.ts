/** Development defaults of the secrets. They are in this repository, so they are public: never in production. */
export const DEV_SECRETS = {
  WALLET_API_SECRET: 'dev-wallet-secret-change-me',
  PAYMENT_CALLBACK_SECRET: 'dev-payment-callback-secret-change-me-000',
  PAY_LINK_SECRET: 'dev-pay-link-secret-change-me-0000000000',
} as const;
