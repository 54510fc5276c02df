import { randomUUID } from 'node:crypto';
import type { AdminMallShipment, MallOrder } from '@sika/contract';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedMall } from '../../src/modules/mall/index.ts';
import { auditRows, bearer, type StaffFixture, signedInStaff } from '../admin/support.ts';
import { createDrawsApp, type DrawsTestApp } from '../draws/support.ts';
import { balancesOf, expectAnswer, get, giveAsset, parallel } from '../rewards/support.ts';
import type { TestApp } from '../support/app.ts';
import { expectLedgerHealthy, fundPlayer } from '../support/money.ts';
import { registerPlayer } from '../support/players.ts';

/**
 * The cart bought as one order, and the shipping desk of the back office (issue 17; docs/mall.md),
 * against a real PostgreSQL.
 */
let d: DrawsTestApp;
let t: TestApp;
let support: StaffFixture;
let content: StaffFixture;
beforeAll(async () => {
  d = await createDrawsApp();
  t = d.t;
  await seedMall(t.ctx);
  await sql`
    INSERT INTO mall_types (id, name, sort) VALUES (9, '{"en":"Test shelf"}', 9);
    INSERT INTO mall_goods (id, type, name, description, image, pay_with, price_minor, stock, delivery, coupon_type)
    VALUES (911, 9, '{"en":"Last cap"}', '{"en":"A cap"}', '/x.svg', 'cash', 2500, 1, 'physical', 0),
           (912, 9, '{"en":"Sika mug"}', '{"en":"A mug"}', '/x.svg', 'cash', 500, 1000, 'physical', 0),
           (913, 9, '{"en":"Sika pen"}', '{"en":"A pen"}', '/x.svg', 'coins', 300, 50, 'physical', 1);
  `.execute(t.ctx.db);
  support = await signedInStaff(t, ['support']);
  content = await signedInStaff(t, ['content']);
});
afterAll(() => d.close());

const ADDRESS = { name: 'Ama Mensah', mobile: '0241234567', address: '12 Ring Road, Accra' };
const codes5 = { id: 101, unitPrice: 450, count: 2, couponType: 1 };
const pen = { id: 913, unitPrice: 300, count: 3, couponType: 1 };

function order(token: string, payload: Record<string, unknown>, headers: Record<string, string> = {}) {
  return t.app.inject({
    method: 'POST',
    url: '/api/mall-service/orders',
    payload,
    headers: { token, platform: 'h5', ...headers },
  });
}

async function stockOf(id: number) {
  const { rows } = await sql<{ stock: number; sold: number }>`
    SELECT stock, sold FROM mall_goods WHERE id = ${id}`.execute(t.ctx.db);
  return rows[0]!;
}

function shipments(state: string, staff = support) {
  return t.app.inject({ url: `/api/admin/mall/shipments?state=${state}`, headers: bearer(staff.token) });
}

function move(orderNo: string, line: number, to: string, staff = support) {
  return t.app.inject({
    method: 'POST',
    url: `/api/admin/mall/shipments/${orderNo}/${line}`,
    headers: bearer(staff.token),
    payload: { to, reason: 'courier ticket 7' },
  });
}

describe('a cart of several lines', () => {
  it('is one order: every line priced, the coupon once, one payment, each line delivered', async () => {
    const player = await registerPlayer(t);
    await giveAsset(t, player.playerId, 'coins', 5_000);
    const couponId = expectAnswer<{ id: string }>(
      await t.app.inject({
        method: 'POST',
        url: '/api/mall-service/coupons/collect',
        payload: { couponId: 1 },
        headers: { token: player.token },
      }),
      200,
      0,
    ).data.id;
    const quoted = expectAnswer<{ total: number; discount: number; payable: number; lines: unknown[] }>(
      await t.app.inject({
        method: 'POST',
        url: '/api/mall-service/cart/quote',
        payload: { items: [codes5, pen], couponId },
        headers: { token: player.token, platform: 'h5' },
      }),
      200,
      0,
    ).data;
    expect(quoted).toMatchObject({ total: 900 + 900, discount: 100, payable: 1700 });
    expect(quoted.lines).toHaveLength(2);
    const before = { codes: await stockOf(101), pen: await stockOf(913) };

    // A physical line needs the address; nothing moves without it.
    expectAnswer(await order(player.token, { items: [codes5, pen], couponId }), 400, 5690);
    const placed = expectAnswer<MallOrder>(
      await order(player.token, { items: [codes5, pen], couponId, address: ADDRESS }),
      200,
      0,
    ).data;
    expect(placed).toMatchObject({ payWith: 'coins', total: 1800, discount: 100, paid: 1700, couponId });
    expect(placed.lines.map((l) => [l.id, l.count, l.delivery, l.deliveryState])).toEqual([
      [101, 2, 'raffle_codes', 'delivered'],
      [913, 3, 'physical', 'processing'],
    ]);
    expect(placed.lines[0]!.codes).toHaveLength(10);
    expect((await balancesOf(t, player.playerId)).bonusMoney).toBe(5_000 - 1700);
    expect(await stockOf(101)).toEqual({ stock: before.codes.stock - 2, sold: before.codes.sold + 2 });
    expect(await stockOf(913)).toEqual({ stock: before.pen.stock - 3, sold: before.pen.sold + 3 });
    const spent = await sql<{ n: number }>`
      SELECT count(*)::int AS n FROM wallet_transfers
      WHERE player_id = ${player.playerId} AND idempotency_key LIKE 'coins:mall:%'`.execute(t.ctx.db);
    expect(spent.rows[0]!.n).toBe(1);
    await expectLedgerHealthy(t);
  });

  it('sells the last item of a cart to one of 200 parallel buyers; the others pay nothing and take no stock', async () => {
    const buyers = await parallel(10, () => registerPlayer(t));
    for (const buyer of buyers) await fundPlayer(t, buyer.playerId, 10_000);
    const mugs = await stockOf(912);
    const cart = {
      items: [
        { id: 912, unitPrice: 500, count: 2 },
        { id: 911, unitPrice: 2500, count: 1 },
      ],
    };
    const answers = await parallel(200, (i) => order(buyers[i % 10]!.token, { ...cart, address: ADDRESS }));
    const codes = answers.map((a) => a.json().code as number);
    expect(codes.filter((c) => c === 0)).toHaveLength(1);
    expect(codes.filter((c) => c === 5681)).toHaveLength(199);
    expect(await stockOf(911)).toEqual({ stock: 0, sold: 1 });
    // The lines that were in stock went back with the refused orders: only the winner's two mugs are gone.
    expect(await stockOf(912)).toEqual({ stock: mugs.stock - 2, sold: mugs.sold + 2 });
    const winner = codes.indexOf(0) % 10;
    for (const [i, buyer] of buyers.entries())
      expect((await balancesOf(t, buyer.playerId)).money).toBe(i === winner ? 10_000 - 3_500 : 10_000);
    const { rows } = await sql<{ n: number }>`
      SELECT count(*)::int AS n FROM mall_order_lines WHERE goods_id IN (911, 912)`.execute(t.ctx.db);
    expect(rows[0]!.n).toBe(2);
    await expectLedgerHealthy(t);
  });

  it('answers a replayed checkout with the same order, once, whatever the concurrency', async () => {
    const player = await registerPlayer(t);
    await fundPlayer(t, player.playerId, 10_000);
    await giveAsset(t, player.playerId, 'coins', 5_000);
    const mugs = await stockOf(912);
    const key = randomUUID();
    const cart = { items: [{ id: 912, unitPrice: 500, count: 3 }], address: ADDRESS, idempotencyKey: key };
    const answers = await parallel(20, () => order(player.token, cart));
    const numbers = new Set(answers.map((a) => expectAnswer<MallOrder>(a, 200, 0).data.orderNo));
    expect(numbers.size).toBe(1);
    const later = expectAnswer<MallOrder>(await order(player.token, cart), 200, 0).data;
    expect(numbers.has(later.orderNo)).toBe(true);
    expect(await stockOf(912)).toEqual({ stock: mugs.stock - 3, sold: mugs.sold + 3 });
    expect((await balancesOf(t, player.playerId)).money).toBe(10_000 - 1_500);
    // The same key for another cart is refused, and moves nothing.
    expectAnswer(await order(player.token, { ...cart, items: [{ ...cart.items[0]!, count: 4 }] }), 409, 2002);
    expect((await balancesOf(t, player.playerId)).money).toBe(10_000 - 1_500);
    const list = expectAnswer<{ total: number }>(
      await get(t, '/api/mall-service/orders', player.token),
      200,
      0,
    );
    expect(list.data.total).toBe(1);
  });
});

describe('the shipping desk', () => {
  it('moves a physical line processing → shipped → delivered, audited, and the player sees each state', async () => {
    const player = await registerPlayer(t);
    await fundPlayer(t, player.playerId, 10_000);
    const placed = expectAnswer<MallOrder>(
      await order(player.token, { items: [{ id: 912, unitPrice: 500, count: 1 }], address: ADDRESS }),
      200,
      0,
    ).data;
    const waiting = expectAnswer<{ list: AdminMallShipment[]; total: number }>(
      await shipments('processing'),
      200,
      0,
    ).data;
    const line = waiting.list.find((s) => s.orderNo === placed.orderNo);
    expect(line).toMatchObject({
      line: 0,
      goodsId: 912,
      name: 'Sika mug',
      count: 1,
      deliveryState: 'processing',
      address: ADDRESS,
      playerId: player.playerId,
    });

    // Two staff members ship it at once: one moves it, the other is told it is no longer there.
    const both = await parallel(2, () => move(placed.orderNo, 0, 'shipped'));
    expect(both.map((a) => a.json().code).sort()).toEqual([0, 5736]);
    expect(both.find((a) => a.json().code !== 0)!.statusCode).toBe(409);
    const [audit, ...more] = await auditRows(t, `${placed.orderNo}/0`);
    expect(more).toHaveLength(0);
    expect(audit).toMatchObject({
      action: 'mall_delivery.move',
      target_type: 'mall_order_line',
      staff_id: support.id,
      reason: 'courier ticket 7',
      before: { deliveryState: 'processing' },
      after: { deliveryState: 'shipped' },
    });
    const seen = async () =>
      expectAnswer<{ list: MallOrder[] }>(await get(t, '/api/mall-service/orders', player.token), 200, 0).data
        .list[0]!.lines[0]!.deliveryState;
    expect(await seen()).toBe('shipped');
    const shipped = expectAnswer<{ list: AdminMallShipment[] }>(await shipments('shipped'), 200, 0).data;
    expect(shipped.list.map((s) => s.orderNo)).toContain(placed.orderNo);

    // Bad steps: again to shipped, and back from delivered.
    expectAnswer(await move(placed.orderNo, 0, 'shipped'), 409, 5736);
    expectAnswer<AdminMallShipment>(await move(placed.orderNo, 0, 'delivered'), 200, 0);
    expect(await seen()).toBe('delivered');
    expectAnswer(await move(placed.orderNo, 0, 'delivered'), 409, 5736);
    expectAnswer(await move(placed.orderNo, 0, 'shipped'), 409, 5736);
    expectAnswer(await move(placed.orderNo, 0, 'processing'), 400, 1000);
    expect(await auditRows(t, `${placed.orderNo}/0`)).toHaveLength(2);
  });

  it('refuses a line that does not exist or is not physical, and staff without the shipping role', async () => {
    const player = await registerPlayer(t);
    await giveAsset(t, player.playerId, 'coins', 1_000);
    const digital = expectAnswer<MallOrder>(
      await order(player.token, { items: [{ id: 101, unitPrice: 450, count: 1 }] }),
      200,
      0,
    ).data;
    expectAnswer(await move(digital.orderNo, 0, 'shipped'), 404, 5735);
    expectAnswer(await move(digital.orderNo, 1, 'shipped'), 404, 5735);
    expectAnswer(await move('M20261124000000000000', 0, 'shipped'), 404, 5735);
    expect((await shipments('processing', content)).statusCode).toBe(403);
    expect((await move(digital.orderNo, 0, 'shipped', content)).statusCode).toBe(403);
    expect((await t.app.inject({ url: '/api/admin/mall/shipments' })).statusCode).toBe(401);
  });
});
