import { z } from 'zod';
import { defineStaffCall } from './admin.ts';
import { staffReason, uuidParam } from './admin-fields.ts';
import { isoDate } from './fields.ts';
import { withdrawReason } from './withdrawals.ts';

/**
 * The withdrawal queues of the back office (issue 18): payouts that need a person (escalated, unknown
 * outcome, marked for review), asked again of the provider or settled on its statement.
 */

/**
 * What a withdrawal gave up to fee and tax, as its record stores them (issue 20: each withdrawal's record shows
 * the tax and its base). `taxRuleId` names the rule that withheld it (packages/domain taxes.ts), null when
 * nothing was withheld (Brazil never withholds, decision 018). The tax report sums these.
 */
export const staffWithdrawDeductions = z.object({
  feeMinor: z.number().int(),
  taxMinor: z.number().int(),
  taxBaseMinor: z.number().int(),
  taxRuleId: z.string().nullable(),
});

export const adminWithdrawal = staffWithdrawDeductions.extend({
  id: z.string().uuid(),
  orderNo: z.string(),
  playerId: z.string().uuid(),
  state: z.number().int(),
  moneyMinor: z.number().int(),
  netMinor: z.number().int(),
  channelCode: z.string(),
  account: z.string(),
  providerStatus: z.string().nullable(),
  reviewReason: z.string().nullable(),
  reviewNote: z.string().nullable(),
  failureCode: withdrawReason.nullable(),
  createdAt: isoDate,
  sentAt: isoDate.nullable(),
  unknownSince: isoDate.nullable(),
  escalatedAt: isoDate.nullable(),
  settledAt: isoDate.nullable(),
});
export type AdminWithdrawal = z.infer<typeof adminWithdrawal>;

export const adminListWithdrawals = defineStaffCall({
  operationId: 'adminListWithdrawals',
  method: 'GET',
  path: '/api/admin/withdrawals',
  summary:
    'The payouts that need a person: escalated (past their deadline, still held), unknown outcome, or marked for review.',
  permission: 'withdrawals.resolve',
  query: z.object({ queue: z.enum(['escalated', 'unknown', 'review']).default('escalated') }),
  data: z.object({ list: z.array(adminWithdrawal) }),
});

export const adminCheckWithdrawal = defineStaffCall({
  operationId: 'adminCheckWithdrawal',
  method: 'POST',
  path: '/api/admin/withdrawals/:id/check',
  summary:
    'Asks the provider where the payout stands and applies a confirmed answer (paid: posted; failed: refunded).',
  permission: 'withdrawals.resolve',
  params: uuidParam,
  data: adminWithdrawal,
});

export const adminSettleWithdrawal = defineStaffCall({
  operationId: 'adminSettleWithdrawal',
  method: 'POST',
  path: '/api/admin/withdrawals/:id/settle',
  summary:
    'Settles an escalated or unknown payout on the provider’s statement when its status query cannot: paid (the hold is posted) or failed (refunded to the player, with the reason they read).',
  permission: 'withdrawals.resolve',
  params: uuidParam,
  body: z.object({
    outcome: z.enum(['paid', 'failed']),
    failure: withdrawReason.optional(),
    reason: staffReason,
  }),
  data: adminWithdrawal,
});
