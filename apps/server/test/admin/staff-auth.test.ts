import * as contract from '@sika/contract';
import {
  type CallDef,
  permissionsOf,
  type StaffPermission,
  type StaffSession,
  staffRoles,
} from '@sika/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ensureFirstAdmin } from '../../src/modules/admin/index.ts';
import { body, createTestApp, type TestApp } from '../support/app.ts';
import { registerPlayer } from '../support/players.ts';
import { auditRows, bearer, passwordStageStaff, STAFF_PASSWORD, signedInStaff, totpCode } from './support.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type StaffCall = CallDef & { auth: 'staff'; permission: StaffPermission | null };
/** What the guard checks of a staff route: every contract call, and the routes that answer bytes. */
type GuardedRoute = Pick<StaffCall, 'operationId' | 'method' | 'path' | 'permission'>;
const staffCalls: GuardedRoute[] = [
  ...(Object.values(contract) as unknown[]).filter(
    (value): value is StaffCall =>
      typeof value === 'object' && value !== null && (value as Partial<CallDef>).auth === 'staff',
  ),
  // An appeal's receipt is the stored image itself, not an envelope (modules/admin routes.ts).
  {
    operationId: 'adminGetAppealReceipt',
    method: 'GET',
    path: '/api/admin/appeals/:id/receipt',
    permission: 'appeals.handle',
  },
];

function urlOf(call: GuardedRoute): string {
  return call.path.replace(/:[a-zA-Z]+/g, '00000000-0000-4000-8000-000000000000');
}

function send(call: GuardedRoute, headers: Record<string, string>) {
  return t.app.inject({
    method: call.method,
    url: urlOf(call),
    headers,
    payload: call.method === 'GET' ? undefined : {},
  });
}

describe('every staff call', () => {
  let player: Awaited<ReturnType<typeof registerPlayer>> | undefined;
  it('is in the OpenAPI document under /api/admin, with an operationId and the staff security', async () => {
    const doc = (await t.app.inject({ url: '/api/docs/json' })).json() as {
      paths: Record<string, Record<string, { operationId: string; security?: unknown }>>;
    };
    const documented = Object.entries(doc.paths)
      .filter(([path]) => path.startsWith('/api/admin/'))
      .flatMap(([, ops]) => Object.values(ops))
      .filter((op) => JSON.stringify(op.security ?? []).includes('staff'))
      .map((op) => op.operationId)
      .sort();
    expect(staffCalls.length).toBeGreaterThan(8);
    expect(documented).toEqual(staffCalls.map((c) => c.operationId).sort());
  });

  it.each(staffCalls.map((c) => [c.operationId, c] as const))(
    '%s is refused without a session (401)',
    async (_, call) => {
      const response = await send(call, {});
      expect(response.statusCode).toBe(401);
      expect(body(response).code).toBe(1001);
    },
  );

  it.each(staffCalls.map((c) => [c.operationId, c] as const))(
    '%s is refused with a player’s token or a made-up bearer (401)',
    async (_, call) => {
      // One player for every call: the SMS-code throttle per address counts each registration.
      player ??= await registerPlayer(t);
      for (const headers of [
        { token: player.token },
        bearer('x'.repeat(43)),
        { authorization: player.token },
      ]) {
        expect((await send(call, headers)).statusCode).toBe(401);
      }
    },
  );

  it.each(staffCalls.map((c) => [c.operationId, c] as const))(
    '%s is refused before the second factor (403, 5602)',
    async (_, call) => {
      const staff = await passwordStageStaff(t, ['admin']);
      const response = await send(call, bearer(staff.token));
      expect(response.statusCode).toBe(403);
      expect(body(response).code).toBe(5602);
    },
  );

  const lacking = staffCalls.flatMap((call) =>
    call.permission === null
      ? []
      : staffRoles
          .filter((role) => !permissionsOf([role]).includes(call.permission as StaffPermission))
          .map((role) => [call.operationId, role, call] as const),
  );
  it.each(lacking)(
    '%s is refused to the %s role, which lacks its permission (403, 1002)',
    async (_, role, call) => {
      const staff = await signedInStaff(t, [role]);
      const before = (await auditRows(t)).length;
      const response = await send(call, bearer(staff.token));
      expect(response.statusCode).toBe(403);
      expect(body(response).code).toBe(1002);
      expect((await auditRows(t)).length).toBe(before);
    },
  );

  it.each(staffCalls.map((c) => [c.operationId, c] as const))(
    '%s lets an admin past the guard (whatever it then says of the input)',
    async (_, call) => {
      const staff = await signedInStaff(t, ['admin']);
      const response = await send(call, bearer(staff.token));
      expect([200, 400, 404]).toContain(response.statusCode);
    },
  );
});

describe('the first admin', () => {
  it('has no password: a one-time link sets it, then TOTP is enrolled, then the back office opens', async () => {
    const link = await ensureFirstAdmin(t.ctx, 'http://sika.test');
    expect(link).toMatch(/^http:\/\/sika\.test\/admin\/setup#[A-Za-z0-9_-]{43}$/);
    const token = (link as string).split('#')[1] as string;
    // No password works before the set-up (there is none to guess).
    const early = await t.app.inject({
      method: 'POST',
      url: '/api/admin/session',
      payload: { email: t.ctx.config.ADMIN_EMAIL, password: 'admin' },
    });
    expect(body(early).code).toBe(5601);

    const setUp = await t.app.inject({
      method: 'POST',
      url: '/api/admin/setup',
      payload: { token, password: STAFF_PASSWORD },
    });
    const session = body<StaffSession>(setUp).data;
    expect(session).toMatchObject({ stage: 'password', totpEnrolled: false });
    expect((await t.app.inject({ url: '/api/admin/me', headers: bearer(session.token) })).statusCode).toBe(
      403,
    );

    const enrol = await t.app.inject({
      method: 'POST',
      url: '/api/admin/session/totp/enrol',
      headers: bearer(session.token),
    });
    const { secret, uri } = body<{ secret: string; uri: string }>(enrol).data;
    expect(uri).toContain('otpauth://totp/');
    const wrong = await t.app.inject({
      method: 'POST',
      url: '/api/admin/session/totp',
      headers: bearer(session.token),
      payload: { code: totpCode(t, secret, 5) },
    });
    expect(body(wrong).code).toBe(5603);
    const code = totpCode(t, secret);
    const verified = await t.app.inject({
      method: 'POST',
      url: '/api/admin/session/totp',
      headers: bearer(session.token),
      payload: { code },
    });
    expect(body<StaffSession>(verified).data).toMatchObject({ stage: 'complete', totpEnrolled: true });
    const me = await t.app.inject({ url: '/api/admin/me', headers: bearer(session.token) });
    expect(body<{ roles: string[] }>(me).data.roles).toEqual(['admin']);

    // The link worked once; the next start prints none, since the admin is set up.
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/admin/setup',
      payload: { token, password: STAFF_PASSWORD },
    });
    expect(body(again).code).toBe(5604);
    expect(await ensureFirstAdmin(t.ctx, 'http://sika.test')).toBeNull();

    // Signing in again: password, then a code — the one just used is refused (no replay).
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/admin/session',
      payload: { email: t.ctx.config.ADMIN_EMAIL, password: STAFF_PASSWORD },
    });
    const second = body<StaffSession>(login).data;
    expect(second).toMatchObject({ stage: 'password', totpEnrolled: true });
    const replay = await t.app.inject({
      method: 'POST',
      url: '/api/admin/session/totp',
      headers: bearer(second.token),
      payload: { code },
    });
    expect(body(replay).code).toBe(5603);
    const enrolAgain = await t.app.inject({
      method: 'POST',
      url: '/api/admin/session/totp/enrol',
      headers: bearer(second.token),
    });
    expect(body(enrolAgain).code).toBe(5605);
    t.clock.advance(30_000);
    const next = await t.app.inject({
      method: 'POST',
      url: '/api/admin/session/totp',
      headers: bearer(second.token),
      payload: { code: totpCode(t, secret) },
    });
    expect(next.statusCode).toBe(200);

    const actions = (await auditRows(t, session.staff.id)).map((r) => r.action);
    expect(actions).toEqual(['staff.set_password', 'staff.enrol_totp', 'staff.sign_in']);
  });
});

describe('a staff session', () => {
  it('ends after STAFF_IDLE_MINUTES without a call, and at logout', async () => {
    const staff = await signedInStaff(t, ['support']);
    const me = () => t.app.inject({ url: '/api/admin/me', headers: bearer(staff.token) });
    t.clock.advance(29 * 60_000);
    expect((await me()).statusCode).toBe(200);
    t.clock.advance(29 * 60_000);
    expect((await me()).statusCode).toBe(200);
    t.clock.advance(31 * 60_000);
    expect((await me()).statusCode).toBe(401);

    const other = await signedInStaff(t, ['support']);
    await t.app.inject({ method: 'POST', url: '/api/admin/session/logout', headers: bearer(other.token) });
    expect((await t.app.inject({ url: '/api/admin/me', headers: bearer(other.token) })).statusCode).toBe(401);
  });

  it('of a wrong password is refused like an unknown e-mail', async () => {
    const staff = await signedInStaff(t, ['support']);
    for (const email of [staff.email, 'nobody@staff.test']) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/admin/session',
        payload: { email, password: 'wrong password 1' },
      });
      expect(response.statusCode).toBe(422);
      expect(body(response).code).toBe(5601);
    }
  });
});
