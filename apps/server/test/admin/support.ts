import { randomUUID } from 'node:crypto';
import type { StaffRole, StaffSession } from '@sika/contract';
import { sql } from 'kysely';
import { Secret, TOTP } from 'otpauth';
import { expect } from 'vitest';
import { hashPassword } from '../../src/modules/auth/index.ts';
import { body, type TestApp } from '../support/app.ts';

export const STAFF_PASSWORD = 'correct horse battery';

/** The code an authenticator app shows for `secret` at the app's clock, `stepOffset` steps later. */
export function totpCode(t: TestApp, secret: string, stepOffset = 0): string {
  const totp = new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30, algorithm: 'SHA1' });
  return totp.generate({ timestamp: t.clock.now.getTime() + stepOffset * 30_000 });
}

export function bearer(token: string) {
  return { authorization: `Bearer ${token}` };
}

export interface StaffFixture {
  id: string;
  email: string;
  secret: string;
  token: string;
}

/** A staff member with these roles, enrolled, signed in with password and TOTP (a complete session). */
export async function signedInStaff(t: TestApp, roles: StaffRole[]): Promise<StaffFixture> {
  const staff = await passwordStageStaff(t, roles);
  const verified = await t.app.inject({
    method: 'POST',
    url: '/api/admin/session/totp',
    headers: bearer(staff.token),
    payload: { code: totpCode(t, staff.secret) },
  });
  expect(verified.statusCode, verified.body).toBe(200);
  return staff;
}

/** A staff member signed in with the password only: the session may do nothing but the second factor. */
export async function passwordStageStaff(t: TestApp, roles: StaffRole[]): Promise<StaffFixture> {
  const id = randomUUID();
  const email = `${roles.join('-') || 'none'}-${id.slice(0, 8)}@staff.test`;
  const secret = new Secret({ size: 20 }).base32;
  const now = t.clock.now;
  await t.ctx.db
    .insertInto('staff_accounts')
    .values({
      id,
      email,
      name: email,
      roles,
      password_hash: await hashPassword(STAFF_PASSWORD),
      totp_secret: secret,
      totp_enrolled_at: now,
      created_at: now,
      updated_at: now,
    })
    .execute();
  const login = await t.app.inject({
    method: 'POST',
    url: '/api/admin/session',
    payload: { email, password: STAFF_PASSWORD },
  });
  expect(login.statusCode, login.body).toBe(200);
  return { id, email, secret, token: body<StaffSession>(login).data.token };
}

export async function auditRows(t: TestApp, targetId?: string) {
  let query = t.ctx.db.selectFrom('admin_audit_log').selectAll().orderBy('id');
  if (targetId) query = query.where('target_id', '=', targetId);
  return query.execute();
}

export async function auditCount(t: TestApp): Promise<number> {
  const result = await sql<{ n: string }>`SELECT count(*) AS n FROM admin_audit_log`.execute(t.ctx.db);
  return Number(result.rows[0]?.n ?? 0);
}

/** A player's recent withdrawals as the back office's profile shows them (fee, tax and its base, the rule). */
export async function staffWithdrawals(t: TestApp, playerId: string) {
  const staff = await signedInStaff(t, ['support']);
  const response = await t.app.inject({
    url: `/api/admin/players/${playerId}`,
    headers: bearer(staff.token),
  });
  expect(response.statusCode, response.body).toBe(200);
  return body<import('@sika/contract').AdminPlayerProfile>(response).data.withdrawals;
}
