import { z } from 'zod';
import { defineCall } from './call.ts';

/**
 * The staff API of the back office (apps/admin, issue 18): `/api/admin/*`, separate from the players'. A
 * staff session is a bearer token (`authorization: Bearer …`, never a cookie, so no cross-site form can ride
 * on it); it is only half open after the password, and every call but the TOTP steps needs the second
 * factor too. Each call names the permission it needs; the server checks it on every call and the back
 * office hides what a role cannot do. docs/back-office.md.
 *
 * This file holds what every staff call shares: roles, permissions, `defineStaffCall` and the staff member;
 * each area's calls live beside it (admin-session.ts, admin-audit.ts, admin-kyc.ts, admin-appeals.ts,
 * admin-withdrawals.ts, admin-players.ts, admin-reports.ts, admin-staff.ts, admin-content.ts, admin-games.ts,
 * admin-mall.ts, admin-mall-catalogue.ts).
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

export const staffMember = z.object({
  id: z.string().uuid(),
  email: z.string(),
  name: z.string(),
  roles: z.array(staffRole),
  permissions: z.array(staffPermission),
});
export type StaffMember = z.infer<typeof staffMember>;
