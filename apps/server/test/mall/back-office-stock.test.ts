import type { AdminMallGoods } from '@sika/contract';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditRows, type StaffFixture } from '../admin/support.ts';
import { expectAnswer, parallel } from '../rewards/support.ts';
import type { TestApp } from '../support/app.ts';
import { expectLedgerHealthy, fundPlayer } from '../support/money.ts';
import { registerPlayer } from '../support/players.ts';
import { ADDRESS, type BackOffice, backOfficeSteps, startBackOffice } from './back-office-support.ts';

/**
 * The mall's back office, its stock adjustments (issue 17; docs/mall.md "The back office"): audited, never
 * below zero, racing the players' purchases, against a real PostgreSQL.
 */
let b: BackOffice;
let t: TestApp;
let content: StaffFixture;
beforeAll(async () => {
  b = await startBackOffice();
  ({ t, content } = b);
});
afterAll(() => b.close());

const { staff, createGoods, publish, adjust, order, stockOf } = backOfficeSteps(() => b);

describe('stock adjustments', () => {
  it('adds and takes away stock as audited adjustments, never below zero', async () => {
    const cap = await createGoods({ stock: 3 });
    expect(expectAnswer<AdminMallGoods>(await adjust(cap.id, 7), 200, 0).data.stock).toBe(10);
    expect(expectAnswer<AdminMallGoods>(await adjust(cap.id, -4), 200, 0).data.stock).toBe(6);
    expectAnswer(await adjust(cap.id, -7), 409, 5795);
    expectAnswer(
      await staff('POST', `/api/admin/mall/goods/${cap.id}/stock`, content, { delta: 0, reason: 'nothing' }),
      400,
      1000,
    );
    expectAnswer(
      await staff('POST', `/api/admin/mall/goods/${cap.id}/stock`, content, { delta: 2, reason: '' }),
      400,
      1000,
    );
    expect(await stockOf(cap.id)).toEqual({ stock: 6, sold: 0 });
    const rows = (await auditRows(t, String(cap.id))).filter((r) => r.action === 'mall_goods.stock');
    expect(rows.map((r) => [r.before, r.after])).toEqual([
      [{ stock: 3 }, { stock: 10, delta: 7 }],
      [{ stock: 10 }, { stock: 6, delta: -4 }],
    ]);
    expect(rows[0]!.reason).toBe('restock from the warehouse');
  });

  it('races 60 parallel purchases with an operator adding 5 and taking 3 away ×5: every unit is accounted for, never below zero', async () => {
    const cap = await createGoods({ stock: 20, maxPerOrder: 1 });
    expectAnswer(await publish(cap.id), 200, 0);
    const buyers = await parallel(12, () => registerPlayer(t));
    for (const buyer of buyers) await fundPlayer(t, buyer.playerId, 100_000);
    const purchases = parallel(60, (i) =>
      order(buyers[i % 12]!.token, {
        items: [{ id: cap.id, unitPrice: 2500, count: 1 }],
        address: ADDRESS,
        idempotencyKey: `race-${cap.id}-${i}`,
      }),
    );
    const adjustments = parallel(10, (i) => adjust(cap.id, i % 2 === 0 ? 5 : -3));
    const [bought, adjusted] = await Promise.all([purchases, adjustments]);
    const codes = bought.map((a) => a.json().code as number);
    expect(new Set(codes), bought.find((a) => a.json().code !== 0)?.body).toEqual(
      new Set(codes.filter((c) => c === 0 || c === 5681)),
    );
    const sold = codes.filter((c) => c === 0).length;
    const added = adjusted
      .map((a, i): number => (a.json().code === 0 ? (i % 2 === 0 ? 5 : -3) : 0))
      .reduce((sum, n) => sum + n, 0);
    for (const answer of adjusted) expect([0, 5795]).toContain(answer.json().code);
    const { stock, sold: soldColumn } = await stockOf(cap.id);
    expect(stock).toBeGreaterThanOrEqual(0);
    expect(soldColumn).toBe(sold);
    expect(stock).toBe(20 + added - sold);
    const lines = await sql<{ n: number }>`
      SELECT count(*)::int AS n FROM mall_order_lines WHERE goods_id = ${cap.id}`.execute(t.ctx.db);
    expect(lines.rows[0]!.n).toBe(sold);
    const audited = (await auditRows(t, String(cap.id))).filter((r) => r.action === 'mall_goods.stock');
    expect(audited).toHaveLength(adjusted.filter((a) => a.json().code === 0).length);
    await expectLedgerHealthy(t);
  });

  it('takes the last units away from under 30 parallel buyers: either the buyer or the operator gets each unit', async () => {
    const cap = await createGoods({ stock: 3, maxPerOrder: 1 });
    expectAnswer(await publish(cap.id), 200, 0);
    const buyer = await registerPlayer(t);
    await fundPlayer(t, buyer.playerId, 100_000);
    const [bought, removal] = await Promise.all([
      parallel(30, (i) =>
        order(buyer.token, {
          items: [{ id: cap.id, unitPrice: 2500, count: 1 }],
          address: ADDRESS,
          idempotencyKey: `last-${cap.id}-${i}`,
        }),
      ),
      adjust(cap.id, -3),
    ]);
    const sold = bought.filter((a) => a.json().code === 0).length;
    const removed = removal.json().code === 0;
    if (removed) expect(sold).toBe(0);
    else {
      expectAnswer(removal, 409, 5795);
      expect(sold).toBe(3);
    }
    expect(await stockOf(cap.id)).toEqual({ stock: 0, sold });
  });
});
