/**
 * Mobile money: the provider adapters (MTN MoMo, M-Pesa Daraja) that deposits and payouts both use,
 * built by one factory from the server's configuration (docs/payments.md, docs/withdrawals.md). The
 * adapters speak the providers' wire formats and answer in provider-neutral states; what an answer
 * means for an order is the payments and withdrawals modules' business.
 */
export { callbackUrlSigner } from './callback-urls.ts';
export { channelByCode, channelsForMarket, PAYMENT_CHANNELS, type PaymentChannel } from './channels.ts';
export { type EfiWebhookRegistration, isEfiTestNotification, splitEfiWebhook } from './efi-webhook.ts';
export { paystackWebhookKind } from './paystack-webhooks.ts';
export type {
  FailureCode,
  InitiateResult,
  ParsedCallback,
  PaymentFailure,
  PaymentProvider,
  PaymentState,
  ProviderCode,
} from './provider.ts';
export {
  efiWebhookUrl,
  hasEfiWebhookSecret,
  hasPaystackSignature,
  providerByCode,
  providersOf,
  registerEfiWebhookOf,
  verifyCallbackUrl,
} from './providers-of.ts';
