import type { AdminMallGoods } from '@sika/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditRows, type StaffFixture } from '../admin/support.ts';
import { expectAnswer, parallel } from '../rewards/support.ts';
import type { TestApp } from '../support/app.ts';
import { fundPlayer } from '../support/money.ts';
import { registerPlayer } from '../support/players.ts';
import { type BackOffice, backOfficeSteps, startBackOffice } from './back-office-support.ts';

/**
 * The mall's back office, its voucher goods (issue 17; docs/mall.md "The back office"): codes loaded once,
 * masked, revealed to an admin only, and never sold twice, against a real PostgreSQL.
 */
let b: BackOffice;
let t: TestApp;
let content: StaffFixture;
let admin: StaffFixture;
beforeAll(async () => {
  b = await startBackOffice();
  ({ t, content, admin } = b);
});
afterAll(() => b.close());

const { staff, createGoods, publish, adjust, order, stockOf } = backOfficeSteps(() => b);

describe('voucher goods', () => {
  it('loads codes (the stock follows them), skips codes already loaded, masks them, reveals one to an admin only', async () => {
    const bundle = await createGoods({
      delivery: 'data_bundle',
      stock: 0,
      name: { en: '1 GB data' },
      price: 1000,
    });
    expect(bundle).toMatchObject({ stock: 0, vouchers: { left: 0, used: 0 } });
    const upload = (codes: string[]) =>
      staff('POST', `/api/admin/mall/goods/${bundle.id}/vouchers`, content, {
        codes,
        reason: 'MTN batch 2026-11',
      });
    const first = expectAnswer<{ added: number; skipped: number; goods: AdminMallGoods }>(
      await upload(['MTN-1GB-0001', 'MTN-1GB-0002', 'MTN-1GB-0002']),
      200,
      0,
    ).data;
    expect(first).toMatchObject({
      added: 2,
      skipped: 1,
      goods: { stock: 2, vouchers: { left: 2, used: 0 } },
    });
    // The same file again (a retry after a lost answer) adds nothing.
    const again = await parallel(5, () => upload(['MTN-1GB-0001', 'MTN-1GB-0002', 'MTN-1GB-0003']));
    expect(again.map((a) => a.json().data.added).reduce((s: number, n: number) => s + n, 0)).toBe(1);
    expect(await stockOf(bundle.id)).toEqual({ stock: 3, sold: 0 });
    // Stock of a voucher good only moves with its codes.
    expectAnswer(await adjust(bundle.id, 5), 422, 5796);
    // Only voucher goods take codes.
    const cap = await createGoods();
    expectAnswer(
      await staff('POST', `/api/admin/mall/goods/${cap.id}/vouchers`, content, {
        codes: ['X-1234'],
        reason: 'oops',
      }),
      422,
      5797,
    );
    expectAnswer(await staff('GET', `/api/admin/mall/goods/${cap.id}/vouchers`, content), 422, 5797);

    const listed = expectAnswer<{ left: number; used: number; list: { id: number; code: string }[] }>(
      await staff('GET', `/api/admin/mall/goods/${bundle.id}/vouchers`, content),
      200,
      0,
    ).data;
    expect(listed).toMatchObject({ left: 3, used: 0 });
    expect(listed.list.map((v) => v.code)).toEqual(['••••••••0003', '••••••••0002', '••••••••0001']);
    expect(JSON.stringify(await auditRows(t, String(bundle.id)))).not.toContain('MTN-1GB');

    const voucherId = listed.list[0]!.id;
    const reveal = (who: StaffFixture) =>
      staff('POST', `/api/admin/mall/vouchers/${voucherId}/reveal`, who, { reason: 'player says it fails' });
    expectAnswer(await reveal(content), 403, 1002);
    expect(expectAnswer<{ code: string }>(await reveal(admin), 200, 0).data.code).toBe('MTN-1GB-0003');
    expectAnswer(
      await staff('POST', '/api/admin/mall/vouchers/99999999/reveal', admin, { reason: 'no such' }),
      404,
      5803,
    );
    const revealed = (await auditRows(t, String(voucherId))).filter((r) => r.target_type === 'mall_voucher');
    expect(revealed.map((r) => [r.action, r.staff_id])).toEqual([['mall_voucher.reveal', admin.id]]);
    expect(JSON.stringify(revealed)).not.toContain('MTN-1GB');
  });

  it('never sells more than the codes left: 20 parallel buyers of 3 codes get 3, each a different code', async () => {
    const bundle = await createGoods({ delivery: 'data_bundle', stock: 0, price: 1000, maxPerOrder: 1 });
    expectAnswer(
      await staff('POST', `/api/admin/mall/goods/${bundle.id}/vouchers`, content, {
        codes: ['VC-A-0001', 'VC-A-0002', 'VC-A-0003'],
        reason: 'batch',
      }),
      200,
      0,
    );
    expectAnswer(await publish(bundle.id), 200, 0);
    const buyer = await registerPlayer(t);
    await fundPlayer(t, buyer.playerId, 100_000);
    const answers = await parallel(20, (i) =>
      order(buyer.token, {
        items: [{ id: bundle.id, unitPrice: 1000, count: 1 }],
        idempotencyKey: `voucher-${bundle.id}-${i}`,
      }),
    );
    const won = answers.filter((a) => a.json().code === 0);
    expect(won).toHaveLength(3);
    for (const a of answers.filter((x) => x.json().code !== 0)) expectAnswer(a, 409, 5681);
    const codes = won.map((a) => a.json().data.lines[0].vouchers[0]).sort();
    expect(codes).toEqual(['VC-A-0001', 'VC-A-0002', 'VC-A-0003']);
    const after = expectAnswer<{ left: number; used: number; list: { orderNo: string | null }[] }>(
      await staff('GET', `/api/admin/mall/goods/${bundle.id}/vouchers?state=used`, content),
      200,
      0,
    ).data;
    expect(after).toMatchObject({ left: 0, used: 3 });
    expect(after.list.every((v) => v.orderNo?.startsWith('M'))).toBe(true);
    expect(await stockOf(bundle.id)).toEqual({ stock: 0, sold: 3 });
  });
});
