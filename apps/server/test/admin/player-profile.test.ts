import { randomUUID } from 'node:crypto';
import type { AdminPlayerProfile, AdminPlayerSummary } from '@sika/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { body, createTestApp, type TestApp } from '../support/app.ts';
import { PASSWORD, registerPlayer } from '../support/players.ts';
import { auditCount, auditRows, bearer, type StaffFixture, signedInStaff } from './support.ts';

let t: TestApp;
let support: StaffFixture;
beforeAll(async () => {
  t = await createTestApp();
  support = await signedInStaff(t, ['support']);
});
afterAll(() => t.close());

function login(mobile: string, device: { deviceid: string; platform: string }) {
  return t.app.inject({
    method: 'POST',
    url: '/api/account-service/auth/login',
    headers: device,
    payload: { mobile, password: PASSWORD },
  });
}

async function kycRecord(playerId: string, idNumber: string) {
  await t.ctx.db
    .insertInto('kyc_records')
    .values({
      id: randomUUID(),
      player_id: playerId,
      market: 'GH',
      state: 'submitted',
      fields: JSON.stringify({
        firstName: 'Efua',
        surname: 'Boateng',
        ID_TYPE: 'GHANA_CARD',
        ID_NUMBER: idNumber,
      }),
      first_name: 'Efua',
      surname: 'Boateng',
      date_of_birth: '1992-07-01',
      identity_key: `GHANA_CARD:${idNumber}`,
      submitted_at: t.clock.now,
    })
    .execute();
}

function search(q: string) {
  return t.app.inject({
    url: `/api/admin/players?q=${encodeURIComponent(q)}`,
    headers: bearer(support.token),
  });
}

describe('the player profile, complete', () => {
  it('finds players by the Ghana Card number of a KYC record, typed with or without dashes', async () => {
    const first = await registerPlayer(t);
    const second = await registerPlayer(t);
    const other = await registerPlayer(t);
    const card = `GHA-${String(Date.now()).slice(-9)}-4`;
    await kycRecord(first.playerId, card);
    await kycRecord(second.playerId, card);
    await kycRecord(other.playerId, 'GHA-000000001-1');
    for (const q of [card, card.toLowerCase(), card.replaceAll('-', ''), ` ${card.replaceAll('-', ' ')} `]) {
      const list = body<{ list: AdminPlayerSummary[] }>(await search(q)).data.list;
      expect(list.map((p) => p.id).sort()).toEqual([first.playerId, second.playerId].sort());
    }
    expect(body<{ list: AdminPlayerSummary[] }>(await search('GHA-999999999-9')).data.list).toEqual([]);
  });

  it('shows sessions, devices and personal messages', async () => {
    const player = await registerPlayer(t);
    expect((await login(player.mobile, { deviceid: 'pixel-7a', platform: 'android' })).statusCode).toBe(200);
    expect((await login(player.mobile, { deviceid: 'pixel-7a', platform: 'android' })).statusCode).toBe(200);
    expect((await login(player.mobile, { deviceid: 'iphone-se', platform: 'ios' })).statusCode).toBe(200);
    await t.ctx.db
      .insertInto('member_messages')
      .values({
        player_id: player.playerId,
        title: JSON.stringify({ en: 'Your deposit is credited', fr: 'Dépôt crédité' }),
        content: JSON.stringify({ en: 'GHS 20.00' }),
        created_at: t.clock.now,
      })
      .execute();
    const profile = body<AdminPlayerProfile>(
      await t.app.inject({ url: `/api/admin/players/${player.playerId}`, headers: bearer(support.token) }),
    ).data;
    expect(profile.sessions).toHaveLength(4);
    expect(profile.sessions.every((s) => s.open)).toBe(true);
    expect(profile.devices).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ deviceId: 'pixel-7a', platform: 'android', sessions: 2 }),
        expect.objectContaining({ deviceId: 'iphone-se', platform: 'ios', sessions: 1 }),
      ]),
    );
    expect(profile.messages.map((m) => m.title)).toContain('Your deposit is credited');
  });

  it('ends every session without locking: one audit row, the player can sign in again', async () => {
    const player = await registerPlayer(t);
    const phone = await login(player.mobile, { deviceid: 'pixel-7a', platform: 'android' });
    const phoneToken = body<{ token: string }>(phone).data.token;
    const audits = await auditCount(t);
    const ended = await t.app.inject({
      method: 'POST',
      url: `/api/admin/players/${player.playerId}/sessions/end`,
      headers: bearer(support.token),
      payload: { reason: 'Player reports a lost phone' },
    });
    expect(body<{ sessionsEnded: number }>(ended).data).toEqual({ sessionsEnded: 2 });
    expect(await auditCount(t)).toBe(audits + 1);
    expect((await auditRows(t, player.playerId)).at(-1)).toMatchObject({
      action: 'player.end_sessions',
      staff_id: support.id,
      reason: 'Player reports a lost phone',
      before: { openSessions: 2 },
      after: { openSessions: 0 },
    });
    for (const token of [player.token, phoneToken]) {
      const me = await t.app.inject({ url: '/api/account-service/member/profile', headers: { token } });
      expect(me.statusCode).toBe(401);
    }
    const again = await login(player.mobile, { deviceid: 'pixel-8', platform: 'android' });
    expect(again.statusCode).toBe(200);
    const profile = body<AdminPlayerProfile>(
      await t.app.inject({ url: `/api/admin/players/${player.playerId}`, headers: bearer(support.token) }),
    ).data;
    expect(profile.player.status).toBe('active');
    expect(profile.sessions.filter((s) => s.open)).toHaveLength(1);

    const unknown = await t.app.inject({
      method: 'POST',
      url: `/api/admin/players/${randomUUID()}/sessions/end`,
      headers: bearer(support.token),
      payload: { reason: 'nobody' },
    });
    expect(unknown.statusCode).toBe(404);
  });
});
