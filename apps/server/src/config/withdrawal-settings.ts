import { z } from 'zod';
import { flag } from './env-flag.ts';

/** Withdrawals and KYC (docs/withdrawals.md). The payout providers' credentials are in payment-settings.ts. */
export const withdrawalSettings = {
  WITHDRAW_ATTEMPTS_PER_MINUTE: z.coerce.number().int().min(1).max(1000).default(60),
  WITHDRAW_ESCALATE_AFTER_HOURS: z.coerce.number().min(0.01).max(720).default(24),
  KYC_ENABLED: flag.default(true),
  KYC_AUTO_APPROVE_MARKETS: z
    .string()
    .regex(/^([A-Z]{2}(,[A-Z]{2})*)?$/)
    .default('GH'),
  KYC_WITHDRAW_REQUIRES: z.enum(['approved', 'submitted']).default('approved'),
  /**
   * Key of the hash that stands for a BVN (docs/withdrawals.md, BVN): the number itself is never stored.
   * Unset: derived from PAYMENT_CALLBACK_SECRET; production in Nigeria must set its own (≥ 32 characters).
   */
  KYC_IDENTITY_SECRET: z.string().min(32).optional(),
};
