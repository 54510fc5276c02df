import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedMall } from '../../src/modules/mall/index.ts';
import { createDrawsApp, type DrawsTestApp } from '../draws/support.ts';
import { balancesOf, expectAnswer, get, giveAsset, parallel } from '../rewards/support.ts';
import type { TestApp } from '../support/app.ts';
import { expectLedgerHealthy, fundPlayer } from '../support/money.ts';
import { registerPlayer } from '../support/players.ts';

/** The mall, the cart and coupons (issue 17; docs/mall.md), against a real PostgreSQL. */
let d: DrawsTestApp;
let t: TestApp;
beforeAll(async () => {
  d = await createDrawsApp();
  t = d.t;
  await seedMall(t.ctx);
  // Goods the demo does not seed (docs/mall.md): a physical good for cash with one left, and data bundles.
  await sql`
    INSERT INTO mall_types (id, name, sort) VALUES (9, '{"en":"Test shelf"}', 9);
    INSERT INTO mall_goods (id, type, name, description, image, pay_with, price_minor, stock, delivery)
    VALUES (901, 9, '{"en":"Sika cap"}', '{"en":"A cap"}', '/x.svg', 'cash', 2500, 1, 'physical'),
           (902, 9, '{"en":"1 GB data"}', '{"en":"Voucher"}', '/x.svg', 'cash', 1000, 3, 'data_bundle');
    INSERT INTO mall_vouchers (goods_id, code) VALUES (902, 'V-1'), (902, 'V-2'), (902, 'V-3');
  `.execute(t.ctx.db);
});
afterAll(() => d.close());

const ADDRESS = { name: 'Ama Mensah', mobile: '0241234567', address: '12 Ring Road, Accra' };

function order(token: string, payload: Record<string, unknown>, headers: Record<string, string> = {}) {
  return t.app.inject({
    method: 'POST',
    url: '/api/mall-service/orders',
    payload,
    headers: { token, platform: 'h5', ...headers },
  });
}

function quote(token: string, payload: Record<string, unknown>, platform = 'h5') {
  return t.app.inject({
    method: 'POST',
    url: '/api/mall-service/cart/quote',
    payload,
    headers: { token, platform },
  });
}

async function collect(token: string, couponId: number): Promise<string> {
  const answer = await t.app.inject({
    method: 'POST',
    url: '/api/mall-service/coupons/collect',
    payload: { couponId },
    headers: { token },
  });
  return expectAnswer<{ id: string }>(answer, 200, 0).data.id;
}

async function mallMovements(playerId: string): Promise<number> {
  const { rows } = await sql<{ n: number }>`
    SELECT count(*)::int AS n FROM wallet_transfers
    WHERE player_id = ${playerId} AND (idempotency_key LIKE 'mall%' OR idempotency_key LIKE 'coins:mall:%')`.execute(
    t.ctx.db,
  );
  return rows[0]!.n;
}

const codes5 = { id: 101, unitPrice: 450, count: 1, couponType: 1 };

describe('the mall', () => {
  it('shows the shelves and the goods, each with its currency', async () => {
    const centre = expectAnswer<{ types: { id: number; goods: { id: number; payWith: string }[] }[] }>(
      await t.app.inject({ method: 'GET', url: '/api/mall-service/centre?lang=fr' }),
      200,
      0,
    ).data;
    expect(centre.types.map((type) => type.id)).toEqual([1, 2, 3, 9]);
    expect(centre.types[0]!.goods.map((g) => [g.id, g.payWith])).toEqual([
      [101, 'coins'],
      [102, 'diamonds'],
    ]);
    const player = await registerPlayer(t);
    const detail = expectAnswer<{ name: string; stock: number }>(
      await get(t, '/api/mall-service/goods/101?lang=pt', player.token),
      200,
      0,
    ).data;
    expect(detail).toMatchObject({ name: '5 códigos lucky refund', stock: 5000 });
    expectAnswer(await get(t, '/api/mall-service/goods/999', player.token), 404, 5680);
    expectAnswer(await t.app.inject({ method: 'GET', url: '/api/mall-service/goods/101' }), 401, 1001);
  });

  it('sells the last one once to 200 parallel buyers; the others get 5681 and pay nothing', async () => {
    const buyers = await parallel(10, () => registerPlayer(t));
    for (const buyer of buyers) await fundPlayer(t, buyer.playerId, 5000);
    const answers = await parallel(200, (i) =>
      order(buyers[i % 10]!.token, {
        items: [{ id: 901, unitPrice: 2500, count: 1 }],
        address: ADDRESS,
      }),
    );
    const codes = answers.map((a) => a.json().code as number);
    expect(new Set(codes), answers[0]!.body).toEqual(new Set([0, 5681]));
    expect(codes.filter((c) => c === 0)).toHaveLength(1);
    expect(codes.filter((c) => c === 5681)).toHaveLength(199);
    for (const answer of answers.filter((a) => a.json().code !== 0)) expect(answer.statusCode).toBe(409);
    const winner = answers.findIndex((a) => a.json().code === 0) % 10;
    for (const [i, buyer] of buyers.entries()) {
      const balances = await balancesOf(t, buyer.playerId);
      expect(balances.money).toBe(i === winner ? 2500 : 5000);
      expect(await mallMovements(buyer.playerId)).toBe(i === winner ? 1 : 0);
    }
    const { rows } = await sql<{ stock: number; sold: number; orders: number }>`
      SELECT stock, sold, (SELECT count(*)::int FROM mall_order_lines WHERE goods_id = 901) AS orders
      FROM mall_goods WHERE id = 901`.execute(t.ctx.db);
    expect(rows[0]).toEqual({ stock: 0, sold: 1, orders: 1 });
    const placed = answers[answers.findIndex((a) => a.json().code === 0)]!.json().data;
    expect(placed.lines[0]).toMatchObject({ delivery: 'physical', deliveryState: 'processing' });
    expect(placed.address).toEqual(ADDRESS);
    await expectLedgerHealthy(t);
  });

  it('delivers data bundle vouchers from the pool, and lucky refund codes and coins at once', async () => {
    const player = await registerPlayer(t);
    await fundPlayer(t, player.playerId, 10_000);
    await giveAsset(t, player.playerId, 'coins', 1_000);
    await giveAsset(t, player.playerId, 'diamonds', 500);
    const data = expectAnswer<{ lines: { vouchers: string[] }[]; paid: number }>(
      await order(player.token, { items: [{ id: 902, unitPrice: 1000, count: 2 }] }),
      200,
      0,
    ).data;
    expect(data.paid).toBe(2000);
    expect(data.lines[0]!.vouchers).toEqual(['V-1', 'V-2']);
    const codes = expectAnswer<{ lines: { codes: string[]; drawId: string }[] }>(
      await order(player.token, { items: [codes5] }),
      200,
      0,
    ).data;
    expect(codes.lines[0]!.codes).toHaveLength(5);
    const mine = expectAnswer<{ list: { code: string }[] }>(
      await get(t, '/api/activity-service/lucky-refund/personal-codes', player.token),
      200,
      0,
    ).data;
    expect(mine.list.map((c) => c.code).sort()).toEqual([...codes.lines[0]!.codes].sort());
    const coins = expectAnswer<{ lines: { coins: number }[] }>(
      await order(player.token, { items: [{ id: 201, unitPrice: 200, count: 2 }] }),
      200,
      0,
    ).data;
    expect(coins.lines[0]!.coins).toBe(500);
    const balances = await balancesOf(t, player.playerId);
    expect(balances).toMatchObject({ money: 8000, bonusMoney: 1000 - 450 + 500, diamond: 100 });
    const list = expectAnswer<{ total: number; list: { lines: { id: number }[] }[] }>(
      await get(t, '/api/mall-service/orders', player.token),
      200,
      0,
    ).data;
    expect(list.total).toBe(3);
    expect(list.list.map((o) => o.lines[0]!.id)).toEqual([201, 101, 902]);
    await expectLedgerHealthy(t);
  });

  it('refuses a purchase the player cannot pay, leaving nothing half done', async () => {
    const player = await registerPlayer(t);
    await giveAsset(t, player.playerId, 'coins', 449);
    await fundPlayer(t, player.playerId, 999);
    expectAnswer(await order(player.token, { items: [codes5] }), 422, 5111);
    expectAnswer(await order(player.token, { items: [{ id: 902, unitPrice: 1000, count: 1 }] }), 422, 2001);
    expectAnswer(await order(player.token, { items: [{ id: 102, unitPrice: 27, count: 1 }] }), 422, 5108);
    expect(await balancesOf(t, player.playerId)).toMatchObject({ money: 999, bonusMoney: 449, diamond: 0 });
    expect(await mallMovements(player.playerId)).toBe(0);
    const { rows } = await sql<{ n: number }>`
      SELECT count(*)::int AS n FROM mall_orders WHERE player_id = ${player.playerId}`.execute(t.ctx.db);
    expect(rows[0]!.n).toBe(0);
    const { rows: stock } = await sql<{ stock: number }>`SELECT stock FROM mall_goods WHERE id = 101`.execute(
      t.ctx.db,
    );
    expect(stock[0]!.stock).toBe(4999);
    expectAnswer(await order(player.token, { items: [{ id: 101, unitPrice: 400, count: 1 }] }), 409, 5689);
    expectAnswer(await order(player.token, { items: [{ id: 101, unitPrice: 450, count: 11 }] }), 422, 5682);
    expectAnswer(
      await order(player.token, { items: [codes5, { id: 102, unitPrice: 27, count: 1 }] }),
      422,
      5691,
    );
    expectAnswer(await order(player.token, { items: [{ id: 901, unitPrice: 2500, count: 1 }] }), 409, 5681);
  });

  it('answers a replay with the same key with the same order, and refuses the key for another cart', async () => {
    const player = await registerPlayer(t);
    await giveAsset(t, player.playerId, 'diamonds', 1000);
    const key = randomUUID();
    const cart = { items: [{ id: 201, unitPrice: 200, count: 1 }], idempotencyKey: key };
    const answers = await parallel(20, () => order(player.token, cart));
    const numbers = new Set(answers.map((a) => expectAnswer<{ orderNo: string }>(a, 200, 0).data.orderNo));
    expect(numbers.size).toBe(1);
    const again = expectAnswer<{ orderNo: string }>(
      await order(player.token, { items: cart.items }, { 'idempotency-key': key }),
      200,
      0,
    ).data;
    expect(numbers.has(again.orderNo)).toBe(true);
    expectAnswer(
      await order(player.token, { items: [{ id: 201, unitPrice: 200, count: 2 }], idempotencyKey: key }),
      409,
      2002,
    );
    expect(await balancesOf(t, player.playerId)).toMatchObject({ diamond: 800, bonusMoney: 250 });
    expect(await mallMovements(player.playerId)).toBe(2);
  });
});

describe('coupons', () => {
  it('takes a coupon off the order once, even when used twice in parallel', async () => {
    const player = await registerPlayer(t);
    await giveAsset(t, player.playerId, 'coins', 2_000);
    const couponId = await collect(player.token, 1);
    expectAnswer(
      await t.app.inject({
        method: 'POST',
        url: '/api/mall-service/coupons/collect',
        payload: { couponId: 1 },
        headers: { token: player.token },
      }),
      409,
      5688,
    );
    const quoted = expectAnswer<{
      total: number;
      discount: number;
      payable: number;
      usableCoupons: string[];
    }>(await quote(player.token, { items: [codes5], couponId }), 200, 0).data;
    expect(quoted).toMatchObject({ total: 450, discount: 100, payable: 350, usableCoupons: [couponId] });

    const answers = await parallel(2, () => order(player.token, { items: [codes5], couponId }));
    const codes = answers.map((a) => a.json().code as number).sort();
    expect(codes).toEqual([0, 5687]);
    const placed = answers.find((a) => a.json().code === 0)!.json().data;
    expect(placed).toMatchObject({ total: 450, discount: 100, paid: 350, couponId });
    expect((await balancesOf(t, player.playerId)).bonusMoney).toBe(2_000 - 350);
    expectAnswer(await order(player.token, { items: [codes5], couponId }), 409, 5687);
    const coupons = expectAnswer<{ mine: { id: string; orderNo: string | null }[] }>(
      await get(t, '/api/mall-service/coupons', player.token),
      200,
      0,
    ).data;
    expect(coupons.mine.find((c) => c.id === couponId)?.orderNo).toBe(placed.orderNo);
    await expectLedgerHealthy(t);
  });

  it('refuses a coupon with the spec’s reasons, and nothing moves', async () => {
    const player = await registerPlayer(t);
    await giveAsset(t, player.playerId, 'coins', 2_000);
    await giveAsset(t, player.playerId, 'diamonds', 1_000);
    const codesCoupon = await collect(player.token, 1);
    const appCoupon = await collect(player.token, 2);
    const diamondsCoupon = await collect(player.token, 3);
    const tomorrowCoupon = await collect(player.token, 4);
    const before = await balancesOf(t, player.playerId);

    // Not matching product: a codes coupon on coins.
    const coins = { id: 201, unitPrice: 200, count: 1 };
    expectAnswer(await order(player.token, { items: [coins], couponId: codesCoupon }), 422, 5508);
    expect(
      expectAnswer<{ couponRefusal: string }>(
        await quote(player.token, { items: [coins], couponId: codesCoupon }),
        200,
        0,
      ).data.couponRefusal,
    ).toBe('product');
    // Not matching platform: an app coupon on the web; the app may use it.
    const refusedOnWeb = await order(player.token, { items: [codes5], couponId: appCoupon });
    expectAnswer(refusedOnWeb, 422, 5684);
    expect(refusedOnWeb.json().msg).toBe('Coupon does not match platform');
    expect(
      expectAnswer<{ couponRefusal: string | null; discount: number }>(
        await quote(player.token, { items: [codes5], couponId: appCoupon }, 'android'),
        200,
        0,
      ).data,
    ).toMatchObject({ couponRefusal: null, discount: 200 });
    // Needs coins: a coins-only coupon on a good paid with diamonds. The coupon type matches (test good).
    await sql`UPDATE mall_goods SET coupon_type = 1 WHERE id = 102`.execute(t.ctx.db);
    expectAnswer(
      await order(player.token, { items: [{ id: 102, unitPrice: 27, count: 1 }], couponId: codesCoupon }),
      422,
      5685,
    );
    await sql`UPDATE mall_goods SET coupon_type = 0 WHERE id = 102`.execute(t.ctx.db);
    // Not time to use: usable 24 hours after collection.
    expectAnswer(await order(player.token, { items: [codes5], couponId: tomorrowCoupon }), 422, 5686);
    // Someone else's coupon, or none.
    const other = await registerPlayer(t);
    expectAnswer(await order(other.token, { items: [codes5], couponId: codesCoupon }), 404, 5683);
    expect(await balancesOf(t, player.playerId)).toEqual(before);
    expect(await mallMovements(player.playerId)).toBe(0);

    // A day later the coupon can be used; a diamonds coupon on coins goods, down to what the line costs.
    t.clock.advance(25 * 3_600_000);
    const later = expectAnswer<{ paid: number }>(
      await order(player.token, { items: [codes5], couponId: tomorrowCoupon }),
      200,
      0,
    ).data;
    expect(later.paid).toBe(300);
    const cheaper = expectAnswer<{ paid: number; discount: number }>(
      await order(player.token, { items: [coins], couponId: diamondsCoupon }),
      200,
      0,
    ).data;
    expect(cheaper).toMatchObject({ discount: 20, paid: 180 });
    // Past its validity: not time to use.
    await sql`UPDATE mall_player_coupons SET valid_until = ${t.clock.now} WHERE id = ${codesCoupon}`.execute(
      t.ctx.db,
    );
    expectAnswer(await order(player.token, { items: [codes5], couponId: codesCoupon }), 422, 5686);
    await expectLedgerHealthy(t);
  });
});
