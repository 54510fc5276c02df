import { permissionsOf, type StaffMember, type StaffSession } from '@sika/contract';
import type { StaffRow } from './staff-repository.ts';

export function toStaffMember(staff: StaffRow): StaffMember {
  return {
    id: staff.id,
    email: staff.email,
    name: staff.name,
    roles: staff.roles,
    permissions: permissionsOf(staff.roles),
  };
}

export function toStaffSession(token: string, stage: StaffSession['stage'], staff: StaffRow): StaffSession {
  return { token, stage, totpEnrolled: staff.totp_enrolled_at !== null, staff: toStaffMember(staff) };
}
