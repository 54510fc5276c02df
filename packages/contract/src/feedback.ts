import { z } from 'zod';
import { defineCall } from './call.ts';
import { isoDate, pageQuery, textField } from './fields.ts';
import { depositState, depositStateName } from './payments.ts';

/**
 * Appeals on a failed or missing deposit (/feedback/deposit/{transNo}, /feedback/timeline/{id}; spec core
 * §4 and activities §4, §5). The player sends the mobile-money transaction id from their SMS and a photo
 * of the receipt; support moves the appeal through the six statuses, and the page shows them as a timeline.
 */
export const APPEAL_STATUS = {
  SUBMITTED: 1,
  UNDER_AGENT_REVIEW: 2,
  RECEIPT_UNVERIFIABLE: 3,
  PASSED_TO_OPERATIONS: 4,
  REJECTED_BY_OPERATIONS: 5,
  CLOSED: 6,
} as const;
export const appealStatusNames = [
  'submitted',
  'under_agent_review',
  'receipt_unverifiable',
  'passed_to_operations',
  'rejected_by_operations',
  'closed',
] as const;
export const appealStatusName = z.enum(appealStatusNames);
export type AppealStatusName = z.infer<typeof appealStatusName>;

/** Activities §5: why a receipt is not accepted (statuses 3 and 5 carry one). */
export const appealReasons = [
  'fake_image',
  'no_transaction_id',
  'wrong_id',
  'wrong_amount',
  'wrong_beneficiary',
] as const;
export const appealReason = z.enum(appealReasons);
export type AppealReason = z.infer<typeof appealReason>;

/** The image limit of spec core §5 ("File uploaded more than 10M"); larger bodies answer 413. */
export const RECEIPT_MAX_BYTES = 10 * 1024 * 1024;

export const appealStep = z.object({
  status: z.number().int().min(1).max(6),
  statusName: appealStatusName,
  label: z.string(),
  reason: appealReason.nullable(),
  reasonLabel: z.string().nullable(),
  /** A short note from support for the player, if any. */
  note: z.string().nullable(),
  at: isoDate,
});
export type AppealStep = z.infer<typeof appealStep>;

export const appeal = z.object({
  id: z.string().uuid(),
  transNo: z.string(),
  transactionId: z.string(),
  remark: z.string().nullable(),
  status: z.number().int().min(1).max(6),
  statusName: appealStatusName,
  statusLabel: z.string(),
  reason: appealReason.nullable(),
  reasonLabel: z.string().nullable(),
  /** The stored, re-encoded receipt (image/webp), for the player's own eyes. */
  receiptUrl: z.string(),
  /** The deposit as it stands now: a late payment may have been credited meanwhile. */
  deposit: z.object({ state: depositState, stateName: depositStateName, payMoney: z.number().int() }),
  createdAt: isoDate,
  updatedAt: isoDate,
  /** Every status the appeal went through, oldest first. */
  timeline: z.array(appealStep),
});
export type Appeal = z.infer<typeof appeal>;

const tags = ['feedback'];
const transNoParam = z.object({ transNo: z.string().regex(/^D[0-9A-Z]{8,31}$/) });

export const getDepositAppealForm = defineCall({
  operationId: 'getDepositAppealForm',
  method: 'GET',
  path: '/api/feedback/deposit/:transNo',
  summary:
    'Opens /feedback/deposit/{transNo}: the deposit, whether it can be appealed now, and its open appeal if there is one (show its timeline instead of the form). 404 for an order that is not the player’s.',
  tags,
  auth: 'player',
  whileRestricted: true,
  params: transNoParam,
  data: z.object({
    transNo: z.string(),
    deposit: z.object({ state: depositState, stateName: depositStateName, payMoney: z.number().int() }),
    canAppeal: z.boolean(),
    openAppealId: z.string().uuid().nullable(),
    maxReceiptBytes: z.number().int(),
  }),
});

export const submitDepositAppeal = defineCall({
  operationId: 'submitDepositAppeal',
  method: 'POST',
  path: '/api/feedback/deposit/:transNo',
  summary:
    'Submits an appeal as multipart/form-data: transactionId (the mobile-money transaction id from the payment SMS), receipt (a JPEG, PNG or WebP photo or screenshot, at most 10 MB), remark (optional). The image is checked by its content and re-encoded. Errors: 1000 missing field, 1009 file over 10 MB (HTTP 413), 1010 not an image, 3009 an appeal is already open, 3010 the deposit was credited, 3003/404 not the player’s order, 1006 too many.',
  tags,
  auth: 'player',
  whileRestricted: true,
  params: transNoParam,
  body: z.object({
    transactionId: textField(40).pipe(z.string().regex(/^[A-Za-z0-9.\-_]{4,40}$/, 'letters and digits')),
    remark: textField(500).optional(),
    /** The file part (binary). */
    receipt: z.unknown(),
  }),
  data: appeal,
});

export const getAppealTimeline = defineCall({
  operationId: 'getAppealTimeline',
  method: 'GET',
  path: '/api/feedback/timeline/:id',
  summary:
    'Opens /feedback/timeline/{id}: the appeal with its status timeline. 404 for an appeal that is not the player’s.',
  tags,
  auth: 'player',
  whileRestricted: true,
  params: z.object({ id: z.string().uuid() }),
  data: appeal,
});

export const getAppeals = defineCall({
  operationId: 'getAppeals',
  method: 'GET',
  path: '/api/feedback/appeals',
  summary: 'The player’s appeals, newest first (without timelines), pages of 50.',
  tags,
  auth: 'player',
  whileRestricted: true,
  query: pageQuery(50),
  data: z.object({
    page: z.number().int(),
    size: z.number().int(),
    hasMore: z.boolean(),
    list: z.array(appeal.omit({ timeline: true })),
  }),
});

/** English text by code: the server sends it beside the code; the web shows its own locales' text for the code. */
export const appealLabels: {
  status: Record<AppealStatusName, string>;
  reason: Record<AppealReason, string>;
} = {
  status: {
    submitted: 'Submitted',
    under_agent_review: 'Under agent review',
    receipt_unverifiable: 'Receipt unverifiable',
    passed_to_operations: 'Passed to operations',
    rejected_by_operations: 'Rejected by operations',
    closed: 'Closed',
  },
  reason: {
    fake_image: 'The image is not a genuine receipt.',
    no_transaction_id: 'The receipt shows no transaction ID.',
    wrong_id: 'The transaction ID does not match the receipt.',
    wrong_amount: 'The amount does not match the deposit.',
    wrong_beneficiary: 'The payment was not made to Sika.',
  },
};
