import { randomUUID } from 'node:crypto';
import type { AdminKycRecord } from '@sika/contract';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { body, createTestApp, type TestApp } from '../support/app.ts';
import { newMobile, registerPlayer } from '../support/players.ts';
import { auditCount, auditRows, bearer, signedInStaff } from './support.ts';

let t: TestApp;
beforeAll(async () => {
  // Nothing is approved by rule: every submission waits for a person.
  t = await createTestApp({ KYC_AUTO_APPROVE_MARKETS: '' });
});
afterAll(() => t.close());

async function submitKyc(token: string, card: string) {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/account-service/kyc',
    headers: { token },
    payload: {
      field0: 'Ama',
      field1: 'Owusu Ansah',
      field3: '19950314',
      field6: '14 Ring Road, Osu, Accra',
      field7: 'GHANA_CARD',
      field8: `GHA-${card}-4`,
    },
  });
  expect(response.statusCode, response.body).toBe(200);
}

async function queue(token: string) {
  const response = await t.app.inject({ url: '/api/admin/kyc?state=submitted', headers: bearer(token) });
  return body<{ list: AdminKycRecord[] }>(response).data.list;
}

function decide(token: string, id: string, decision: 'approve' | 'reject', reason: string) {
  return t.app.inject({
    method: 'POST',
    url: `/api/admin/kyc/${id}/decision`,
    headers: bearer(token),
    payload: { decision, reason },
  });
}

describe('the KYC review queue', () => {
  it('shows submissions with duplicate-ID flags; approve and reject write one audit row each, in the decision’s transaction', async () => {
    const reviewer = await signedInStaff(t, ['compliance']);
    const first = await registerPlayer(t, newMobile('024'));
    const second = await registerPlayer(t, newMobile('024'));
    await submitKyc(first.token, '712345678');
    await submitKyc(second.token, '712345678');

    const list = await queue(reviewer.token);
    const a = list.find((r) => r.mobile === first.mobile);
    const b = list.find((r) => r.mobile === second.mobile);
    expect(a).toMatchObject({
      state: 'submitted',
      firstName: 'Ama',
      surname: 'Owusu Ansah',
      dateOfBirth: '1995-03-14',
    });
    expect(b?.flags).toContain('duplicate_identity');
    expect(b?.duplicates).toEqual([{ playerId: a?.playerId, mobile: first.mobile }]);

    const other = await signedInStaff(t, ['admin']);
    const before = await auditCount(t);
    const approved = await decide(reviewer.token, a!.id, 'approve', 'Card checked against the photo');
    expect(approved.statusCode, approved.body).toBe(200);
    expect(body<AdminKycRecord>(approved).data).toMatchObject({ state: 'approved', decidedBy: reviewer.id });
    expect(await auditCount(t)).toBe(before + 1);
    const [row] = await auditRows(t, a!.id);
    expect(row).toMatchObject({
      staff_id: reviewer.id,
      action: 'kyc.approve',
      target_type: 'kyc_record',
      reason: 'Card checked against the photo',
      before: { state: 'submitted', decidedBy: null, reason: null },
      after: { state: 'approved', decidedBy: reviewer.id, reason: 'Card checked against the photo' },
    });

    // Two reviewers on one record: one decision, one audit row; the other learns someone was first.
    const both = await Promise.all([
      decide(reviewer.token, b!.id, 'reject', 'The same card is on another account'),
      decide(other.token, b!.id, 'approve', 'Looks fine to me'),
    ]);
    expect(both.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect(body(both.find((r) => r.statusCode === 409)!).code).toBe(5606);
    expect(await auditRows(t, b!.id)).toHaveLength(1);
    expect(await auditCount(t)).toBe(before + 2);

    // The player whose record was rejected reads the reason on the withdraw page.
    const rejectedFirst = both[0]!.statusCode === 200;
    const fields = await t.app.inject({
      url: '/api/account-service/kyc/fields',
      headers: { token: second.token },
    });
    const status = body<{ state: string; message: string }>(fields).data;
    if (rejectedFirst) {
      expect(status.state).toBe('rejected');
      expect(status.message).toContain('The same card is on another account');
    } else {
      expect(status.state).toBe('approved');
    }
    expect(await queue(reviewer.token)).not.toContainEqual(expect.objectContaining({ id: b!.id }));
  });

  it('refuses an empty reason, and keeps the audit log append-only and its chain whole', async () => {
    const reviewer = await signedInStaff(t, ['compliance']);
    const player = await registerPlayer(t, newMobile('024'));
    await submitKyc(player.token, '798765432');
    const record = (await queue(reviewer.token)).find((r) => r.mobile === player.mobile)!;
    const before = await auditCount(t);
    expect((await decide(reviewer.token, record.id, 'reject', ' ')).statusCode).toBe(400);
    expect(await auditCount(t)).toBe(before);

    await expect(sql`UPDATE admin_audit_log SET reason = 'edited'`.execute(t.ctx.db)).rejects.toThrow(
      /append-only/,
    );
    await expect(sql`DELETE FROM admin_audit_log`.execute(t.ctx.db)).rejects.toThrow(/append-only/);
    const check = await t.app.inject({ url: '/api/admin/audit/check', headers: bearer(reviewer.token) });
    expect(body(check).data).toEqual({ rows: await auditCount(t), brokenAt: null });

    const log = await t.app.inject({
      url: `/api/admin/audit?action=kyc.&staffId=${reviewer.id}`,
      headers: bearer(reviewer.token),
    });
    expect(body<{ list: unknown[] }>(log).data.list).toEqual([]);
  });

  it('masks personal identifiers; kyc.reveal reads them whole with a reason, one audit row per reveal without the number', async () => {
    const reviewer = await signedInStaff(t, ['compliance']);
    const player = await registerPlayer(t, newMobile('024'));
    await submitKyc(player.token, '734567812');
    const record = (await queue(reviewer.token)).find((r) => r.mobile === player.mobile)!;
    expect(record.fields.ID_NUMBER).toBe('GHA-*******12-4');
    expect(record.fields.RESIDENTIAL_ADDRESS).toBe('14 Ring Road, Osu, Accra');
    expect(record.masked).toEqual(['ID_NUMBER']);
    expect(JSON.stringify(record)).not.toContain('734567812');

    const reveal = (token: string, id: string, reason: string) =>
      t.app.inject({
        method: 'POST',
        url: `/api/admin/kyc/${id}/reveal`,
        headers: bearer(token),
        payload: { reason },
      });
    const finance = await signedInStaff(t, ['finance']);
    const before = await auditCount(t);
    expect((await reveal(finance.token, record.id, 'Just curious')).statusCode).toBe(403);
    expect((await reveal(reviewer.token, record.id, ' ')).statusCode).toBe(400);
    expect((await reveal(reviewer.token, randomUUID(), 'Checking the card')).statusCode).toBe(404);
    expect(await auditCount(t)).toBe(before);

    const shown = await Promise.all(
      [0, 1].map(() => reveal(reviewer.token, record.id, 'Card photo unreadable, compared by phone')),
    );
    for (const response of shown) {
      expect(response.statusCode, response.body).toBe(200);
      expect(body<{ fields: Record<string, string> }>(response).data.fields.ID_NUMBER).toBe(
        'GHA-734567812-4',
      );
    }
    const rows = (await auditRows(t, record.id)).filter((r) => r.action === 'kyc.reveal');
    expect(rows).toHaveLength(2);
    expect(rows[0]).toMatchObject({
      staff_id: reviewer.id,
      target_type: 'kyc_record',
      reason: 'Card photo unreadable, compared by phone',
      after: { revealed: ['ID_NUMBER'], playerId: record.playerId },
    });
    expect(JSON.stringify(rows)).not.toContain('734567812');
    // The queue still shows it masked afterwards.
    const again = (await queue(reviewer.token)).find((r) => r.id === record.id)!;
    expect(again.fields.ID_NUMBER).toBe('GHA-*******12-4');
  });
});
