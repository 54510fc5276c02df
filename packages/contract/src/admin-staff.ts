import { z } from 'zod';
import { defineStaffCall, staffMember, staffRole } from './admin.ts';
import { isoDate } from './fields.ts';

/**
 * The staff area of the back office (issue 18, admins only: `staff.manage`): who works here with which roles;
 * a new member gets a one-time set-up link (like the first admin's) to choose a password and enrol TOTP; roles
 * change; a disabled member's sessions end at once and no sign-in opens a new one.
 */

const reason = z.string().trim().min(3).max(500);
const uuidParam = z.object({ id: z.string().uuid() });
const roles = z
  .array(staffRole)
  .min(1)
  .max(5)
  .refine((r) => new Set(r).size === r.length, 'each role once');

export const adminStaffAccount = staffMember.extend({
  disabled: z.boolean(),
  /** False until the member opened their set-up link and chose a password. */
  passwordSet: z.boolean(),
  totpEnrolled: z.boolean(),
  /** Sessions not ended nor past their lifetime (an idle one counts until it would expire). */
  openSessions: z.number().int(),
  lastSeenAt: isoDate.nullable(),
  createdAt: isoDate,
});
export type AdminStaffAccount = z.infer<typeof adminStaffAccount>;

export const adminListStaff = defineStaffCall({
  operationId: 'adminListStaff',
  method: 'GET',
  path: '/api/admin/staff',
  summary: 'Every staff member, enabled first, then by e-mail.',
  permission: 'staff.manage',
  data: z.object({ list: z.array(adminStaffAccount) }),
});

export const adminCreateStaff = defineStaffCall({
  operationId: 'adminCreateStaff',
  method: 'POST',
  path: '/api/admin/staff',
  summary:
    'Creates a staff member with roles and answers their one-time set-up link (24 h): hand it to them over a safe channel; they choose a password and enrol TOTP. Errors: 5631 when the e-mail is taken.',
  permission: 'staff.manage',
  body: z.object({
    email: z.string().trim().toLowerCase().email().max(200),
    name: z.string().trim().min(2).max(100),
    roles,
  }),
  data: z.object({ member: adminStaffAccount, setupLink: z.string().url(), setupExpiresAt: isoDate }),
});

export const adminSetStaffRoles = defineStaffCall({
  operationId: 'adminSetStaffRoles',
  method: 'POST',
  path: '/api/admin/staff/:id/roles',
  summary:
    'Replaces a member’s roles (their open sessions get the new permissions at their next call). Errors: 5633 when they are the same, 5632 when an admin takes away their own admin role.',
  permission: 'staff.manage',
  params: uuidParam,
  body: z.object({ roles, reason }),
  data: adminStaffAccount,
});

export const adminSetStaffStatus = defineStaffCall({
  operationId: 'adminSetStaffStatus',
  method: 'POST',
  path: '/api/admin/staff/:id/status',
  summary:
    'Disables a member (every open session ends at once; sign-in and set-up links are refused) or enables them again. Errors: 5633 when already so, 5632 when an admin disables themselves.',
  permission: 'staff.manage',
  params: uuidParam,
  body: z.object({ disabled: z.boolean(), reason }),
  data: adminStaffAccount,
});
