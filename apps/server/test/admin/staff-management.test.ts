import type { AdminStaffAccount, StaffSession } from '@sika/contract';
import { Secret, TOTP } from 'otpauth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { body, createTestApp, type TestApp } from '../support/app.ts';
import {
  auditCount,
  auditRows,
  bearer,
  STAFF_PASSWORD,
  type StaffFixture,
  signedInStaff,
  totpCode,
} from './support.ts';

let t: TestApp;
let admin: StaffFixture;
beforeAll(async () => {
  t = await createTestApp();
  admin = await signedInStaff(t, ['admin']);
});
afterAll(() => t.close());

function post(url: string, payload: unknown, token = admin.token) {
  return t.app.inject({ method: 'POST', url, headers: bearer(token), payload: payload as object });
}

type Created = { member: AdminStaffAccount; setupLink: string; setupExpiresAt: string };

/** Opens a set-up link as the new member would: password, TOTP enrolment, first code. */
async function completeSetUp(link: string): Promise<string> {
  const token = link.split('#')[1] as string;
  const setUp = await t.app.inject({
    method: 'POST',
    url: '/api/admin/setup',
    payload: { token, password: STAFF_PASSWORD },
  });
  const session = body<StaffSession>(setUp).data;
  const enrol = await post('/api/admin/session/totp/enrol', {}, session.token);
  const { secret } = body<{ secret: string }>(enrol).data;
  const code = new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30 }).generate({
    timestamp: t.clock.now.getTime(),
  });
  const verified = await post('/api/admin/session/totp', { code }, session.token);
  expect(verified.statusCode, verified.body).toBe(200);
  return session.token;
}

describe('staff management', () => {
  it('creates a member whose one-time link leads to a password, TOTP and a session with their roles', async () => {
    const audits = await auditCount(t);
    const created = await post('/api/admin/staff', {
      email: 'Ama.Mensah@Sika.test',
      name: 'Ama Mensah',
      roles: ['support', 'finance'],
    });
    const { member, setupLink } = body<Created>(created).data;
    expect(member).toMatchObject({
      email: 'ama.mensah@sika.test',
      roles: ['support', 'finance'],
      passwordSet: false,
      totpEnrolled: false,
      disabled: false,
    });
    expect(setupLink).toMatch(/\/admin\/setup#[A-Za-z0-9_-]{43}$/);
    expect(await auditCount(t)).toBe(audits + 1);
    const [row] = await auditRows(t, member.id);
    expect(row).toMatchObject({ action: 'staff.create', staff_id: admin.id, before: null });
    expect(JSON.stringify(row?.after)).not.toContain(setupLink.split('#')[1]);

    const token = await completeSetUp(setupLink);
    const me = await t.app.inject({ url: '/api/admin/me', headers: bearer(token) });
    expect(body<{ permissions: string[] }>(me).data.permissions).toContain('adjustments.approve');
    // The link was for one use.
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/admin/setup',
      payload: { token: setupLink.split('#')[1], password: STAFF_PASSWORD },
    });
    expect(body(again).code).toBe(5604);

    const list = body<{ list: AdminStaffAccount[] }>(
      await t.app.inject({ url: '/api/admin/staff', headers: bearer(admin.token) }),
    ).data.list;
    expect(list.find((m) => m.id === member.id)).toMatchObject({
      passwordSet: true,
      totpEnrolled: true,
      openSessions: 1,
    });
  });

  it('refuses a second member with the same e-mail, writing nothing', async () => {
    const payload = { email: 'kofi@sika.test', name: 'Kofi', roles: ['content'] };
    expect((await post('/api/admin/staff', payload)).statusCode).toBe(200);
    const audits = await auditCount(t);
    const twice = await post('/api/admin/staff', { ...payload, email: 'KOFI@sika.test' });
    expect([twice.statusCode, body(twice).code]).toEqual([409, 5631]);
    expect(await auditCount(t)).toBe(audits);
  });

  it('changes roles: the member’s open session has the new permissions at its next call', async () => {
    const member = await signedInStaff(t, ['support']);
    expect((await t.app.inject({ url: '/api/admin/kyc', headers: bearer(member.token) })).statusCode).toBe(
      403,
    );
    const audits = await auditCount(t);
    const changed = await post(`/api/admin/staff/${member.id}/roles`, {
      roles: ['compliance'],
      reason: 'moved to compliance',
    });
    expect(body<AdminStaffAccount>(changed).data.roles).toEqual(['compliance']);
    expect(await auditCount(t)).toBe(audits + 1);
    expect((await auditRows(t, member.id)).at(-1)).toMatchObject({
      action: 'staff.roles',
      before: { roles: ['support'] },
      after: { roles: ['compliance'] },
      reason: 'moved to compliance',
    });
    expect((await t.app.inject({ url: '/api/admin/kyc', headers: bearer(member.token) })).statusCode).toBe(
      200,
    );
    const same = await post(`/api/admin/staff/${member.id}/roles`, {
      roles: ['compliance'],
      reason: 'again',
    });
    expect([same.statusCode, body(same).code]).toEqual([409, 5633]);
  });

  it('disables a member: every session ends at once, sign-in is refused; enabled again they sign in', async () => {
    const member = await signedInStaff(t, ['finance']);
    const second = await t.app.inject({
      method: 'POST',
      url: '/api/admin/session',
      payload: { email: member.email, password: STAFF_PASSWORD },
    });
    const secondToken = body<StaffSession>(second).data.token;
    const audits = await auditCount(t);
    const disabled = await post(`/api/admin/staff/${member.id}/status`, {
      disabled: true,
      reason: 'left the company',
    });
    expect(body<AdminStaffAccount>(disabled).data).toMatchObject({ disabled: true, openSessions: 0 });
    expect(await auditCount(t)).toBe(audits + 1);
    expect((await auditRows(t, member.id)).at(-1)).toMatchObject({
      action: 'staff.disable',
      after: { disabled: true, sessionsEnded: 2 },
    });
    for (const token of [member.token, secondToken]) {
      expect((await t.app.inject({ url: '/api/admin/me', headers: bearer(token) })).statusCode).toBe(401);
    }
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/admin/session',
      payload: { email: member.email, password: STAFF_PASSWORD },
    });
    expect(body(login).code).toBe(5601);
    const twice = await post(`/api/admin/staff/${member.id}/status`, { disabled: true, reason: 'again' });
    expect(body(twice).code).toBe(5633);

    expect(
      (await post(`/api/admin/staff/${member.id}/status`, { disabled: false, reason: 'rehired' })).statusCode,
    ).toBe(200);
    const back = await t.app.inject({
      method: 'POST',
      url: '/api/admin/session',
      payload: { email: member.email, password: STAFF_PASSWORD },
    });
    const token = body<StaffSession>(back).data.token;
    t.clock.advance(30_000);
    const verified = await post('/api/admin/session/totp', { code: totpCode(t, member.secret) }, token);
    expect(verified.statusCode).toBe(200);
  });

  it('an admin cannot disable themselves nor take away their own admin role (5632)', async () => {
    const audits = await auditCount(t);
    const disable = await post(`/api/admin/staff/${admin.id}/status`, { disabled: true, reason: 'oops' });
    expect([disable.statusCode, body(disable).code]).toEqual([422, 5632]);
    const demote = await post(`/api/admin/staff/${admin.id}/roles`, { roles: ['support'], reason: 'oops' });
    expect([demote.statusCode, body(demote).code]).toEqual([422, 5632]);
    const unknown = await post('/api/admin/staff/00000000-0000-4000-8000-000000000000/status', {
      disabled: true,
      reason: 'nobody',
    });
    expect(unknown.statusCode).toBe(404);
    expect(await auditCount(t)).toBe(audits);
  });
});
