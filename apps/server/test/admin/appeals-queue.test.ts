import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { AdminAppeal } from '@sika/contract';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { reconcilePayments } from '../../src/modules/payments/index.ts';
import { multipart, receiptJpeg } from '../feedback/support.ts';
import {
  balances,
  deposit,
  depositTransfers,
  expectLedgerHealthy,
  newPlayer,
  type PaymentsHarness,
  type Player,
  pollUntilSettled,
  simAnswer,
  startPayments,
} from '../payments/support.ts';
import { body } from '../support/app.ts';
import { auditRows, bearer, signedInStaff } from './support.ts';

const dataDir = mkdtempSync(path.join(tmpdir(), 'sika-admin-appeals-'));
let h: PaymentsHarness;
beforeAll(async () => {
  h = await startPayments({ DATA_DIR: dataDir });
});
afterEach(() => expectLedgerHealthy(h.t));
afterAll(async () => {
  await h.close();
  rmSync(dataDir, { recursive: true, force: true });
});

async function appeal(player: Player, transNo: string): Promise<{ id: string; statusName: string }> {
  const form = multipart(
    { transactionId: 'MP2611231234', remark: 'I paid, here is the SMS' },
    { name: 'r.jpg', type: 'image/jpeg', data: await receiptJpeg() },
  );
  const response = await h.t.app.inject({
    method: 'POST',
    url: `/api/feedback/deposit/${transNo}`,
    headers: { token: player.token, 'content-type': form.contentType },
    payload: form.payload,
  });
  expect(response.statusCode, response.body).toBe(200);
  return body<{ id: string; statusName: string }>(response).data;
}

/** A new player's deposit that failed (MTN's sandbox number whose payments fail), appealed with a receipt. */
async function appealOnFailedDeposit() {
  const player = await newPlayer(h.t);
  const created = await deposit(h.t, player, { payMoney: 5_000, payChannel: 'MTN_MM', mobile: '0243123451' });
  await pollUntilSettled(h.t, player, created.data.transNo);
  return { player, submitted: await appeal(player, created.data.transNo) };
}

function move(token: string, id: string, payload: Record<string, string>) {
  return h.t.app.inject({
    method: 'POST',
    url: `/api/admin/appeals/${id}/move`,
    headers: bearer(token),
    payload,
  });
}

describe('the deposit appeals queue', () => {
  it('credits a confirmed deposit once when two staff pass the appeal to operations at the same time', async () => {
    const player = await newPlayer(h.t);
    await h.configure({ faults: { dropCallbacks: true } });
    try {
      // The prompt was never answered while we watched: the order expired, the player appealed.
      const created = await deposit(h.t, player, { payMoney: 7_000, payChannel: 'MTN_MM' });
      h.t.clock.advance(31 * 60_000);
      await reconcilePayments(h.t.ctx);
      const submitted = await appeal(player, created.data.transNo);
      expect(submitted.statusName).toBe('submitted');
      // The payment then went through at the provider (its callback lost).
      await simAnswer(h, created.data.transNo, 'approve');
      expect((await balances(h.t, player)).money).toBe(0);

      const agent = await signedInStaff(h.t, ['support']);
      const other = await signedInStaff(h.t, ['finance']);
      const list = await h.t.app.inject({ url: '/api/admin/appeals', headers: bearer(agent.token) });
      expect(body<{ list: AdminAppeal[] }>(list).data.list.map((a) => a.id)).toContain(submitted.id);
      expect((await move(agent.token, submitted.id, { to: 'under_agent_review' })).statusCode).toBe(200);

      const both = await Promise.all([
        move(agent.token, submitted.id, { to: 'passed_to_operations', note: 'Receipt looks right' }),
        move(other.token, submitted.id, { to: 'passed_to_operations' }),
      ]);
      expect(both.map((r) => r.statusCode).sort()).toEqual([200, 409]);
      const done = body<{ appeal: AdminAppeal; credited: boolean }>(
        both.find((r) => r.statusCode === 200)!,
      ).data;
      expect(done.credited).toBe(true);
      expect(done.appeal).toMatchObject({ statusName: 'closed', deposit: { state: 3, amountMinor: 7_000 } });
      expect((await balances(h.t, player)).money).toBe(7_000);
      expect(await depositTransfers(h.t, player)).toHaveLength(1);

      // Once more, by anyone: nothing moves, nothing is credited, nothing is audited.
      const late = await move(other.token, submitted.id, { to: 'passed_to_operations' });
      expect(late.statusCode).toBe(409);
      expect(await depositTransfers(h.t, player)).toHaveLength(1);
      const rows = await auditRows(h.t, submitted.id);
      expect(rows.map((r) => r.action)).toEqual(['appeal.under_agent_review', 'appeal.passed_to_operations']);
      expect(rows[1]).toMatchObject({
        before: { status: 'under_agent_review' },
        after: { status: 'passed_to_operations' },
      });
    } finally {
      await h.configure({ faults: { dropCallbacks: false } });
    }
  });

  it('rejects with one of the spec’s five reasons, and only with one', async () => {
    const { submitted } = await appealOnFailedDeposit();
    const agent = await signedInStaff(h.t, ['support']);
    await move(agent.token, submitted.id, { to: 'under_agent_review' });
    const bare = await move(agent.token, submitted.id, { to: 'receipt_unverifiable' });
    expect(bare.statusCode).toBe(400);
    const odd = await move(agent.token, submitted.id, { to: 'receipt_unverifiable', reason: 'looks_odd' });
    expect(odd.statusCode).toBe(400);
    const rejected = await move(agent.token, submitted.id, {
      to: 'receipt_unverifiable',
      reason: 'fake_image',
    });
    expect(body<{ appeal: AdminAppeal }>(rejected).data.appeal).toMatchObject({
      statusName: 'receipt_unverifiable',
      reason: 'fake_image',
    });
    expect((await auditRows(h.t, submitted.id)).map((r) => r.reason)).toEqual([null, 'fake_image']);
  });

  it('shows support the receipt it judges: the stored image, only to appeals.handle', async () => {
    const { player, submitted } = await appealOnFailedDeposit();
    const receipt = (token: string | null, id = submitted.id) =>
      h.t.app.inject({ url: `/api/admin/appeals/${id}/receipt`, headers: token ? bearer(token) : {} });

    const agent = await signedInStaff(h.t, ['support']);
    const shown = await receipt(agent.token);
    expect(shown.statusCode).toBe(200);
    expect(shown.headers['content-type']).toBe('image/webp');
    expect(shown.headers['cache-control']).toBe('no-store');
    // The same bytes the player's own receipt link serves.
    const own = await h.t.app.inject({
      url: `/api/feedback/appeals/${submitted.id}/receipt`,
      headers: { token: player.token },
    });
    expect(shown.rawPayload.equals(own.rawPayload)).toBe(true);
    expect(shown.rawPayload.subarray(8, 12).toString('latin1')).toBe('WEBP');

    expect((await receipt(null)).statusCode).toBe(401);
    const content = await signedInStaff(h.t, ['content']);
    expect((await receipt(content.token)).statusCode).toBe(403);
    expect((await receipt(agent.token, '00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    expect((await receipt(agent.token, 'not-a-uuid')).statusCode).toBe(400);
  });
});
