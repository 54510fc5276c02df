import { z } from 'zod';
import { defineStaffCall } from './admin.ts';
import { pageQuery, staffReason, uuidParam } from './admin-fields.ts';
import { isoDate } from './fields.ts';

/** The KYC review queue of the back office (issue 18): records to approve or reject, identifiers masked. */

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
  body: z.object({ decision: z.enum(['approve', 'reject']), reason: staffReason }),
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
  body: z.object({ reason: staffReason }),
  data: z.object({ fields: z.record(z.string(), z.string()) }),
});
