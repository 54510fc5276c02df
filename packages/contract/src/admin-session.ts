import { z } from 'zod';
import { defineStaffCall, staffMember } from './admin.ts';
import { defineCall } from './call.ts';

/**
 * Staff sign-in (issue 18, docs/back-office.md): the first set-up of a password, e-mail and password, then
 * the TOTP second factor (enrolled on first sign-in); sign-out, and who is signed in.
 */

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
