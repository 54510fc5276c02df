import { z } from 'zod';
import { defineCall } from './call.ts';
import { appealReason, appealStatusName } from './feedback.ts';
import { isoDate } from './fields.ts';
import { withdrawReason } from './withdrawals.ts';

/**
 * The staff API of the back office (apps/admin, issue 18): `/api/admin/*`, separate from the players'. A
 * staff session is a bearer token (`authorization: Bearer …`, never a cookie, so no cross-site form can ride
 * on it); it is only half open after the password, and every call but the TOTP steps needs the second
 * factor too. Each call names the permission it needs; the server checks it on every call and the back
 * office hides what a role cannot do. docs/back-office.md.
 */

export const staffRoles = ['support', 'finance', 'compliance', 'content', 'admin'] as const;
export const staffRole = z.enum(staffRoles);
export type StaffRole = z.infer<typeof staffRole>;

export const staffPermissions = [
  'audit.read',
  'kyc.review',
  'kyc.reveal',
  'appeals.handle',
  'withdrawals.resolve',
  'players.read',
  'players.lock',
  'adjustments.request',
  'adjustments.approve',
  'reports.read',
  'content.edit',
  'games.manage',
  'mall.ship',
  'mall.manage',
  'mall.vouchers.reveal',
  'staff.manage',
] as const;
export const staffPermission = z.enum(staffPermissions);
export type StaffPermission = z.infer<typeof staffPermission>;

/** What each role may do; an admin may do everything. The server is the judge, the UI only hides. */
export const rolePermissions: Record<StaffRole, readonly StaffPermission[]> = {
  support: ['appeals.handle', 'players.read', 'players.lock', 'adjustments.request', 'mall.ship'],
  finance: [
    'appeals.handle',
    'withdrawals.resolve',
    'players.read',
    'adjustments.request',
    'adjustments.approve',
    'reports.read',
  ],
  compliance: [
    'audit.read',
    'kyc.review',
    'kyc.reveal',
    'players.read',
    'players.lock',
    'withdrawals.resolve',
  ],
  content: ['content.edit', 'games.manage', 'mall.manage'],
  admin: staffPermissions,
};

export function permissionsOf(roles: readonly StaffRole[]): StaffPermission[] {
  const all = new Set<StaffPermission>();
  for (const role of roles) for (const p of rolePermissions[role]) all.add(p);
  return staffPermissions.filter((p) => all.has(p));
}

/** A staff call: `auth: 'staff'` and the permission it needs (null: any fully signed-in staff member). */
export function defineStaffCall<
  const D extends Omit<import('./call.ts').CallDef, 'auth' | 'tags'> & {
    permission: StaffPermission | null;
  },
>(definition: D) {
  return defineCall({ ...definition, auth: 'staff' as const, tags: ['admin'] });
}

const reason = z.string().trim().min(3).max(500);
const uuidParam = z.object({ id: z.string().uuid() });
const pageQuery = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  size: z.coerce.number().int().min(1).max(200).default(50),
});

export const staffMember = z.object({
  id: z.string().uuid(),
  email: z.string(),
  name: z.string(),
  roles: z.array(staffRole),
  permissions: z.array(staffPermission),
});
export type StaffMember = z.infer<typeof staffMember>;

/** Where a session stands: `password` may only enrol or verify the second factor. */
export const staffSession = z.object({
  token: z.string(),
  stage: z.enum(['password', 'complete']),
  /** The account has no second factor yet: enrol one (adminEnrolTotp) before verifying. */
  totpEnrolled: z.boolean(),
  staff: staffMember,
});
export type StaffSession = z.infer<typeof staffSession>;

const staffPassword = z.string().min(12).max(128);

export const adminSetUpAccount = defineCall({
  operationId: 'adminSetUpAccount',
  method: 'POST',
  path: '/api/admin/setup',
  summary:
    'First sign-in of a staff member: the one-time set-up token (printed by `npm start` for the first admin) and a new password (12–128). Answers a session at the password stage: enrol TOTP next.',
  tags: ['admin'],
  auth: 'none',
  body: z.object({ token: z.string().min(20).max(200), password: staffPassword }),
  data: staffSession,
});

export const adminLogin = defineCall({
  operationId: 'adminLogin',
  method: 'POST',
  path: '/api/admin/session',
  summary: 'Staff sign-in, first step: e-mail and password. Answers a session at the password stage.',
  tags: ['admin'],
  auth: 'none',
  body: z.object({ email: z.string().trim().toLowerCase().email().max(200), password: z.string().max(128) }),
  data: staffSession,
});

export const adminEnrolTotp = defineCall({
  operationId: 'adminEnrolTotp',
  method: 'POST',
  path: '/api/admin/session/totp/enrol',
  summary:
    'A new TOTP secret for a staff member who has none yet (password stage): the base32 secret and its otpauth:// URI for an authenticator app. It counts once a code from it is verified.',
  tags: ['admin'],
  auth: 'none',
  data: z.object({ secret: z.string(), uri: z.string() }),
});

export const adminVerifyTotp = defineCall({
  operationId: 'adminVerifyTotp',
  method: 'POST',
  path: '/api/admin/session/totp',
  summary: 'Staff sign-in, second step: a 6-digit TOTP code. Completes the session (and the enrolment).',
  tags: ['admin'],
  auth: 'none',
  body: z.object({ code: z.string().regex(/^\d{6}$/) }),
  data: staffSession,
});

export const adminLogout = defineCall({
  operationId: 'adminLogout',
  method: 'POST',
  path: '/api/admin/session/logout',
  summary: 'Ends the staff session.',
  tags: ['admin'],
  auth: 'none',
  data: z.null(),
});

export const adminMe = defineStaffCall({
  operationId: 'adminMe',
  method: 'GET',
  path: '/api/admin/me',
  summary:
    'The signed-in staff member, roles and permissions, and the market this deployment serves (its dates, money and time zone are the back office’s).',
  permission: null,
  data: staffMember.extend({ market: z.string() }),
});

// ── Audit ────────────────────────────────────────────────────────────────────────────────────────────────

export const auditEntry = z.object({
  id: z.number().int(),
  at: isoDate,
  staffId: z.string().uuid().nullable(),
  staffEmail: z.string().nullable(),
  action: z.string(),
  targetType: z.string(),
  targetId: z.string(),
  reason: z.string().nullable(),
  before: z.unknown(),
  after: z.unknown(),
});
export type AuditEntry = z.infer<typeof auditEntry>;

export const adminListAudit = defineStaffCall({
  operationId: 'adminListAudit',
  method: 'GET',
  path: '/api/admin/audit',
  summary: 'The audit log, newest first, filtered by staff member, action prefix or target.',
  permission: 'audit.read',
  query: pageQuery.extend({
    staffId: z.string().uuid().optional(),
    action: z.string().max(60).optional(),
    targetId: z.string().max(60).optional(),
  }),
  data: z.object({ hasMore: z.boolean(), list: z.array(auditEntry) }),
});

export const adminCheckAudit = defineStaffCall({
  operationId: 'adminCheckAudit',
  method: 'GET',
  path: '/api/admin/audit/check',
  summary: 'Recomputes the audit log’s hash chain: the first row that does not match, if any.',
  permission: 'audit.read',
  data: z.object({ rows: z.number().int(), brokenAt: z.number().int().nullable() }),
});

// ── KYC review ───────────────────────────────────────────────────────────────────────────────────────────

export const adminKycRecord = z.object({
  id: z.string().uuid(),
  playerId: z.string().uuid(),
  mobile: z.string(),
  state: z.enum(['submitted', 'approved', 'rejected']),
  /**
   * The fields as submitted, personal identifiers (KYC_IDENTIFIER_KEYS: BVN, CPF, national ID numbers,
   * Pix key) masked: adminRevealKyc reads them whole.
   */
  fields: z.record(z.string(), z.string()),
  /** The keys of `fields` shown masked. */
  masked: z.array(z.string()),
  firstName: z.string(),
  surname: z.string(),
  dateOfBirth: z.string(),
  flags: z.array(z.string()),
  /** Other players whose records carry the same identity document. */
  duplicates: z.array(z.object({ playerId: z.string().uuid(), mobile: z.string() })),
  submittedAt: isoDate,
  decidedAt: isoDate.nullable(),
  decidedBy: z.string().nullable(),
  decisionReason: z.string().nullable(),
});
export type AdminKycRecord = z.infer<typeof adminKycRecord>;

export const adminListKyc = defineStaffCall({
  operationId: 'adminListKyc',
  method: 'GET',
  path: '/api/admin/kyc',
  summary: 'KYC records by state (default: submitted, the review queue), oldest first.',
  permission: 'kyc.review',
  query: pageQuery.extend({ state: z.enum(['submitted', 'approved', 'rejected']).default('submitted') }),
  data: z.object({ hasMore: z.boolean(), list: z.array(adminKycRecord) }),
});

export const adminDecideKyc = defineStaffCall({
  operationId: 'adminDecideKyc',
  method: 'POST',
  path: '/api/admin/kyc/:id/decision',
  summary:
    'Approves a submitted record, or rejects it (or revokes an approval) with a reason the player reads on the withdraw page.',
  permission: 'kyc.review',
  params: uuidParam,
  body: z.object({ decision: z.enum(['approve', 'reject']), reason }),
  data: adminKycRecord,
});

export const adminRevealKyc = defineStaffCall({
  operationId: 'adminRevealKyc',
  method: 'POST',
  path: '/api/admin/kyc/:id/reveal',
  summary:
    'A record’s personal identifiers in full (the queue shows them masked), for a member with kyc.reveal, with the reason they are needed; each reveal writes an audit row naming the fields, never their values. Errors: 1004 no such record.',
  permission: 'kyc.reveal',
  params: uuidParam,
  body: z.object({ reason }),
  data: z.object({ fields: z.record(z.string(), z.string()) }),
});

// ── Deposit appeals ──────────────────────────────────────────────────────────────────────────────────────

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

// ── Withdrawals ──────────────────────────────────────────────────────────────────────────────────────────

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
    reason,
  }),
  data: adminWithdrawal,
});

// ── Reports ──────────────────────────────────────────────────────────────────────────────────────────────

const localDay = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'a date YYYY-MM-DD');

/** One line of the tax report: what one rule withheld in one local period of one market (decision 018). */
export const taxReportLine = z.object({
  /** YYYY-MM-DD or YYYY-MM, in the market's time zone. */
  period: z.string(),
  market: z.string(),
  currency: z.string(),
  /** packages/domain taxes.ts: GH_WINNINGS_WHT, KE_DEPOSIT_EXCISE, KE_WITHDRAWAL_WHT. */
  ruleId: z.string(),
  appliesTo: z.enum(['deposit', 'withdrawal']),
  count: z.number().int(),
  baseMinor: z.number().int(),
  taxMinor: z.number().int(),
});
export type TaxReportLine = z.infer<typeof taxReportLine>;

export const adminTaxReport = defineStaffCall({
  operationId: 'adminTaxReport',
  method: 'GET',
  path: '/api/admin/reports/tax',
  summary:
    'Tax withheld per local day or month, market and rule, for remittance: paid withdrawals’ tax and credited deposits’ excise, from `from` to `to` (local dates, both included; at most 366 days). Read only.',
  permission: 'reports.read',
  query: z
    .object({ from: localDay, to: localDay, period: z.enum(['day', 'month']).default('month') })
    .refine((q) => q.from <= q.to, 'from must not be after to')
    .refine((q) => Date.parse(q.to) - Date.parse(q.from) <= 366 * 86_400_000, 'at most 366 days at once'),
  data: z.object({ list: z.array(taxReportLine) }),
});
