import { z } from 'zod';
import { defineStaffCall } from './admin.ts';
import { uuidParam } from './admin-fields.ts';
import { appealReason, appealStatusName } from './feedback.ts';
import { isoDate } from './fields.ts';

/** Deposit appeals in the back office (issue 18): the players' appeals, moved along the spec's statuses. */

export const adminAppeal = z.object({
  id: z.string().uuid(),
  playerId: z.string().uuid(),
  transNo: z.string(),
  transactionId: z.string(),
  remark: z.string().nullable(),
  statusName: appealStatusName,
  reason: appealReason.nullable(),
  deposit: z.object({ state: z.number().int(), amountMinor: z.number().int() }),
  createdAt: isoDate,
  updatedAt: isoDate,
  timeline: z.array(
    z.object({
      statusName: appealStatusName,
      reason: appealReason.nullable(),
      note: z.string().nullable(),
      actor: z.string(),
      at: isoDate,
    }),
  ),
});
export type AdminAppeal = z.infer<typeof adminAppeal>;

export const adminListAppeals = defineStaffCall({
  operationId: 'adminListAppeals',
  method: 'GET',
  path: '/api/admin/appeals',
  summary: 'Deposit appeals in hand (or all), oldest first.',
  permission: 'appeals.handle',
  query: z.object({ all: z.enum(['0', '1']).default('0') }),
  data: z.object({ list: z.array(adminAppeal) }),
});

export const adminMoveAppeal = defineStaffCall({
  operationId: 'adminMoveAppeal',
  method: 'POST',
  path: '/api/admin/appeals/:id/move',
  summary:
    'Moves an appeal one step along the spec’s statuses (the two rejections need one of the five reasons). Passing it to operations asks the provider again: a payment that went through is credited, exactly once, and the appeal closes.',
  permission: 'appeals.handle',
  params: uuidParam,
  body: z.object({
    to: z.enum([
      'under_agent_review',
      'receipt_unverifiable',
      'passed_to_operations',
      'rejected_by_operations',
      'closed',
    ]),
    reason: appealReason.optional(),
    note: z.string().trim().max(300).optional(),
  }),
  data: z.object({ appeal: adminAppeal, credited: z.boolean() }),
});
