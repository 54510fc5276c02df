import { z } from 'zod';
import { defineStaffCall } from './admin.ts';
import { pageQuery } from './admin-fields.ts';
import { isoDate } from './fields.ts';

/** The audit log of staff actions (issue 18): every decision's row, chained by hash so an edit shows. */

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
