import { randomUUID } from 'node:crypto';
import type { AdminMallCouponKind, AdminMallGoods } from '@sika/contract';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedMall } from '../../src/modules/mall/index.ts';
import { auditRows, bearer, type StaffFixture, signedInStaff } from '../admin/support.ts';
import { createDrawsApp, type DrawsTestApp } from '../draws/support.ts';
import { expectAnswer, parallel } from '../rewards/support.ts';
import type { TestApp } from '../support/app.ts';
import { expectLedgerHealthy, fundPlayer } from '../support/money.ts';
import { registerPlayer } from '../support/players.ts';

/**
 * The mall's back office (issue 17; docs/mall.md "The back office"): goods, stock adjustments racing
 * purchases, voucher codes, coupon campaigns issued once per key and revoked; permissions, validation and
 * audit rows, against a real PostgreSQL.
 */
let d: DrawsTestApp;
let t: TestApp;
let content: StaffFixture;
let support: StaffFixture;
let admin: StaffFixture;
beforeAll(async () => {
  d = await createDrawsApp();
  t = d.t;
  await seedMall(t.ctx);
  content = await signedInStaff(t, ['content']);
  support = await signedInStaff(t, ['support']);
  admin = await signedInStaff(t, ['admin']);
});
afterAll(() => d.close());

function staff(method: 'GET' | 'POST' | 'PUT', url: string, who: StaffFixture, payload?: unknown) {
  return t.app.inject({ method, url, headers: bearer(who.token), ...(payload ? { payload } : {}) });
}

const capFields = {
  type: 1,
  name: { en: 'Sika cap', fr: 'Casquette Sika', pt: '' },
  description: { en: 'A black cap' },
  image: '/images/mall/cap.svg',
  payWith: 'cash',
  price: 2500,
  maxPerOrder: 5,
  deliveryAmount: 0,
  couponType: 7,
  jumpUrl: null,
  sort: 3,
};

async function createGoods(extra: Record<string, unknown> = {}): Promise<AdminMallGoods> {
  const answer = await staff('POST', '/api/admin/mall/goods', content, {
    ...capFields,
    delivery: 'physical',
    stock: 10,
    ...extra,
  });
  return expectAnswer<AdminMallGoods>(answer, 200, 0).data;
}

const publish = (id: number, published = true) =>
  staff('POST', `/api/admin/mall/goods/${id}/publish`, content, { published });
const adjust = (id: number, delta: number, who = content) =>
  staff('POST', `/api/admin/mall/goods/${id}/stock`, who, { delta, reason: 'restock from the warehouse' });

function order(token: string, payload: Record<string, unknown>) {
  return t.app.inject({
    method: 'POST',
    url: '/api/mall-service/orders',
    payload,
    headers: { token, platform: 'h5' },
  });
}

const ADDRESS = { name: 'Ama Mensah', mobile: '0241234567', address: '12 Ring Road, Accra' };

async function stockOf(id: number) {
  const { rows } = await sql<{ stock: number; sold: number }>`
    SELECT stock, sold FROM mall_goods WHERE id = ${id}`.execute(t.ctx.db);
  return rows[0]!;
}

describe('goods', () => {
  it('creates a good unpublished, edits it, publishes it: each step audited, the player sees it only once published', async () => {
    const cap = await createGoods();
    expect(cap).toMatchObject({
      enabled: false,
      stock: 10,
      sold: 0,
      name: { en: 'Sika cap', fr: 'Casquette Sika' },
      vouchers: null,
    });
    expect(cap.id).toBeGreaterThanOrEqual(10_000);
    expect(cap.name).not.toHaveProperty('pt');
    const centre = async () =>
      (await t.app.inject({ url: '/api/mall-service/centre' }))
        .json()
        .data.types.flatMap((type: { goods: { id: number }[] }) => type.goods.map((g) => g.id));
    expect(await centre()).not.toContain(cap.id);

    const edited = expectAnswer<AdminMallGoods>(
      await staff('PUT', `/api/admin/mall/goods/${cap.id}`, content, { ...capFields, price: 2600 }),
      200,
      0,
    ).data;
    expect(edited).toMatchObject({ price: 2600, stock: 10 });
    expectAnswer(await publish(cap.id), 200, 0);
    expect(await centre()).toContain(cap.id);

    const list = expectAnswer<{ list: AdminMallGoods[] }>(
      await staff('GET', '/api/admin/mall/goods?status=published&type=1', content),
      200,
      0,
    ).data.list;
    expect(list.map((g) => g.id)).toContain(cap.id);
    expect(list.every((g) => g.enabled && g.type === 1)).toBe(true);
    const unpublished = expectAnswer<{ list: AdminMallGoods[] }>(
      await staff('GET', '/api/admin/mall/goods?status=unpublished', content),
      200,
      0,
    ).data.list;
    expect(unpublished.map((g) => g.id)).not.toContain(cap.id);

    const rows = (await auditRows(t, String(cap.id))).filter((r) => r.target_type === 'mall_goods');
    expect(rows.map((r) => r.action)).toEqual([
      'mall_goods.create',
      'mall_goods.update',
      'mall_goods.publish',
    ]);
    expect(rows.every((r) => r.staff_id === content.id && r.target_type === 'mall_goods')).toBe(true);
    expect(rows[1]!.before).toMatchObject({ price: 2500 });
    expect(rows[1]!.after).toMatchObject({ price: 2600 });
  });

  it('refuses bad goods with catalogue codes and honest statuses, and writes nothing', async () => {
    const before = (await auditRows(t)).length;
    const bad = async (extra: Record<string, unknown>, status: number, code: number) =>
      expectAnswer(
        await staff('POST', '/api/admin/mall/goods', content, {
          ...capFields,
          delivery: 'physical',
          stock: 1,
          ...extra,
        }),
        status,
        code,
      );
    await bad({ delivery: 'bonus_coins', deliveryAmount: 0 }, 422, 5798);
    await bad({ delivery: 'physical', deliveryAmount: 5 }, 422, 5798);
    await bad({ type: 999 }, 422, 5799);
    await bad({ delivery: 'data_bundle', stock: 5 }, 422, 5796);
    await bad({ price: 0 }, 400, 1000);
    await bad({ price: 1.5 }, 400, 1000);
    await bad({ payWith: 'gold' }, 400, 1000);
    await bad({ name: { en: '' } }, 400, 1000);
    await bad({ jumpUrl: 'https://evil.example' }, 400, 1000);
    await bad({ stock: -1 }, 400, 1000);
    expectAnswer(await staff('PUT', '/api/admin/mall/goods/999999', content, capFields), 404, 5680);
    expectAnswer(await publish(999999), 404, 5680);
    expectAnswer(await adjust(999999, 5), 404, 5680);
    expectAnswer(
      await staff('POST', '/api/admin/mall/goods/abc/publish', content, { published: true }),
      400,
      1000,
    );
    expect((await auditRows(t)).length).toBe(before);
  });

  it('is managed by content and admin only: support, finance and compliance are refused (403 1002)', async () => {
    const finance = await signedInStaff(t, ['finance']);
    for (const who of [support, finance])
      expectAnswer(await staff('GET', '/api/admin/mall/goods', who), 403, 1002);
    expectAnswer(await staff('GET', '/api/admin/mall/goods', admin), 200, 0);
    expectAnswer(await t.app.inject({ url: '/api/admin/mall/goods' }), 401, 1001);
  });
});

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

describe('coupon campaigns', () => {
  const campaign = {
    name: { en: 'Cap coupon', fr: 'Bon casquette' },
    couponType: 7,
    discount: 500,
    platform: 'all',
    coinsOnly: false,
    startsAt: '2026-01-01T00:00:00Z',
    endsAt: '2030-01-01T00:00:00Z',
    validDays: 30,
    usableAfterHours: 0,
    enabled: false,
  };

  async function createCampaign(extra: Record<string, unknown> = {}): Promise<AdminMallCouponKind> {
    return expectAnswer<AdminMallCouponKind>(
      await staff('POST', '/api/admin/mall/coupons', content, { ...campaign, ...extra }),
      200,
      0,
    ).data;
  }

  const issue = (id: number, players: string[], key: string, who = content) =>
    staff('POST', `/api/admin/mall/coupons/${id}/issue`, who, {
      players,
      idempotencyKey: key,
      reason: 'apology for a late delivery',
    });

  it('defines and edits a campaign, audited; refuses a window that ends before it starts', async () => {
    const kind = await createCampaign();
    expect(kind).toMatchObject({
      couponType: 7,
      discount: 500,
      issued: 0,
      used: 0,
      revoked: 0,
      enabled: false,
    });
    const edited = expectAnswer<AdminMallCouponKind>(
      await staff('PUT', `/api/admin/mall/coupons/${kind.id}`, content, { ...campaign, discount: 700 }),
      200,
      0,
    ).data;
    expect(edited.discount).toBe(700);
    expectAnswer(
      await staff('POST', '/api/admin/mall/coupons', content, { ...campaign, endsAt: campaign.startsAt }),
      422,
      5622,
    );
    expectAnswer(
      await staff('POST', '/api/admin/mall/coupons', content, { ...campaign, discount: -1 }),
      400,
      1000,
    );
    expectAnswer(
      await staff('POST', '/api/admin/mall/coupons', content, { ...campaign, platform: 'pc' }),
      400,
      1000,
    );
    expectAnswer(await staff('PUT', '/api/admin/mall/coupons/999999', content, campaign), 404, 5800);
    expectAnswer(await staff('GET', '/api/admin/mall/coupons/999999/players', content), 404, 5800);
    const rows = (await auditRows(t, String(kind.id))).filter((r) => r.target_type === 'mall_coupon');
    expect(rows.map((r) => r.action)).toEqual(['mall_coupon.create', 'mall_coupon.update']);
    const listed = expectAnswer<{ list: AdminMallCouponKind[] }>(
      await staff('GET', '/api/admin/mall/coupons', content),
      200,
      0,
    ).data.list;
    expect(listed.find((k) => k.id === kind.id)?.discount).toBe(700);
  });

  it('issues to a list of players once per key, whatever the replays; an unknown player issues nothing', async () => {
    const kind = await createCampaign();
    const players = await parallel(3, () => registerPlayer(t));
    const list = [players[0]!.playerId, players[1]!.mobile, `+233${players[2]!.mobile.slice(1)}`];
    expectAnswer(await issue(kind.id, [...list, '0209999999'], randomUUID()), 404, 5802);
    expect((await issue(kind.id, [...list, '0209999999'], randomUUID())).json().data.unknown).toEqual([
      '0209999999',
    ]);

    const key = randomUUID();
    const answers = await parallel(10, () => issue(kind.id, list, key));
    for (const a of answers) expectAnswer(a, 200, 0);
    expect(answers.map((a) => a.json().data.issued)).toEqual(Array(10).fill(3));
    expect(answers.filter((a) => a.json().data.replayed === false)).toHaveLength(1);
    // Another key for the same players gives nobody a second one.
    const second = expectAnswer<{ issued: number; alreadyHeld: number }>(
      await issue(kind.id, list, randomUUID()),
      200,
      0,
    ).data;
    expect(second).toMatchObject({ issued: 0, alreadyHeld: 3 });
    // The same key with other players is refused.
    expectAnswer(await issue(kind.id, [players[0]!.playerId], key), 409, 2002);

    const { rows } = await sql<{ n: number }>`
      SELECT count(*)::int AS n FROM mall_player_coupons WHERE coupon_id = ${kind.id}`.execute(t.ctx.db);
    expect(rows[0]!.n).toBe(3);
    const audits = (await auditRows(t, String(kind.id))).filter((r) => r.action === 'mall_coupon.issue');
    expect(audits.every((r) => r.target_type === 'mall_coupon')).toBe(true);
    expect(audits).toHaveLength(2);
    expect(audits[0]!.after).toMatchObject({ issued: 3, alreadyHeld: 0 });

    // The player sees it, though the campaign is not on offer in the coupon centre.
    const mine = await t.app.inject({
      url: '/api/mall-service/coupons',
      headers: { token: players[1]!.token },
    });
    expect(mine.json().data.mine.map((c: { couponId: number }) => c.couponId)).toContain(kind.id);
    const held = expectAnswer<{ list: { mobile: string; issuedBy: string }[]; total: number }>(
      await staff('GET', `/api/admin/mall/coupons/${kind.id}/players`, content),
      200,
      0,
    ).data;
    expect(held.total).toBe(3);
    expect(held.list.every((c) => c.issuedBy === content.email)).toBe(true);
    expectAnswer(await issue(999999, list, randomUUID()), 404, 5800);
    expectAnswer(await issue(kind.id, list, 'short'), 400, 1000);
    expectAnswer(await issue(kind.id, list, randomUUID(), support), 403, 1002);
  });

  it('revokes an unused coupon (audited): the player can no longer use it; a used one cannot be revoked', async () => {
    const cap = await createGoods({ stock: 10 });
    expectAnswer(await publish(cap.id), 200, 0);
    const kind = await createCampaign();
    const [a, b] = await parallel(2, () => registerPlayer(t));
    for (const p of [a!, b!]) await fundPlayer(t, p.playerId, 10_000);
    expectAnswer(await issue(kind.id, [a!.playerId, b!.playerId], randomUUID()), 200, 0);
    const couponOf = async (token: string) =>
      (await t.app.inject({ url: '/api/mall-service/coupons', headers: { token } }))
        .json()
        .data.mine.find((c: { couponId: number }) => c.couponId === kind.id)?.id as string | undefined;
    const aCoupon = (await couponOf(a!.token))!;
    const bCoupon = (await couponOf(b!.token))!;
    const item = { id: cap.id, unitPrice: 2500, count: 1, couponType: 7 };

    // b uses theirs: 2500 − 500.
    const bought = expectAnswer<{ discount: number; paid: number }>(
      await order(b!.token, { items: [item], couponId: bCoupon, address: ADDRESS }),
      200,
      0,
    ).data;
    expect(bought).toMatchObject({ discount: 500, paid: 2000 });
    const revoke = (id: string) =>
      staff('POST', `/api/admin/mall/player-coupons/${id}/revoke`, content, { reason: 'issued by mistake' });
    expectAnswer(await revoke(bCoupon), 409, 5801);

    const revoked = expectAnswer<{ revokedAt: string | null }>(await revoke(aCoupon), 200, 0).data;
    expect(revoked.revokedAt).not.toBeNull();
    expectAnswer(await revoke(aCoupon), 409, 5801);
    expectAnswer(await revoke(randomUUID()), 404, 5683);
    expect(await couponOf(a!.token)).toBeUndefined();
    expectAnswer(await order(a!.token, { items: [item], couponId: aCoupon, address: ADDRESS }), 404, 5683);
    const audit = await auditRows(t, aCoupon);
    expect(audit.map((r) => [r.action, r.reason])).toEqual([['mall_coupon.revoke', 'issued by mistake']]);

    const counts = expectAnswer<{ list: AdminMallCouponKind[] }>(
      await staff('GET', '/api/admin/mall/coupons', content),
      200,
      0,
    ).data.list.find((k) => k.id === kind.id);
    expect(counts).toMatchObject({ issued: 2, used: 1, revoked: 1 });
    const byState = async (state: string) =>
      expectAnswer<{ total: number }>(
        await staff('GET', `/api/admin/mall/coupons/${kind.id}/players?state=${state}`, content),
        200,
        0,
      ).data.total;
    expect([await byState('unused'), await byState('used'), await byState('revoked')]).toEqual([0, 1, 1]);
  });

  it('an order and a revocation racing on one coupon: exactly one of them wins', async () => {
    const cap = await createGoods({ stock: 100 });
    expectAnswer(await publish(cap.id), 200, 0);
    const kind = await createCampaign();
    const players = await parallel(8, () => registerPlayer(t));
    for (const p of players) await fundPlayer(t, p.playerId, 10_000);
    expectAnswer(
      await issue(
        kind.id,
        players.map((p) => p.playerId),
        randomUUID(),
      ),
      200,
      0,
    );
    const coupons = await sql<{ id: string; player_id: string }>`
      SELECT id, player_id FROM mall_player_coupons WHERE coupon_id = ${kind.id}`.execute(t.ctx.db);
    await Promise.all(
      players.map((p) => {
        const coupon = coupons.rows.find((c) => c.player_id === p.playerId)!.id;
        return Promise.all([
          order(p.token, {
            items: [{ id: cap.id, unitPrice: 2500, count: 1, couponType: 7 }],
            couponId: coupon,
            address: ADDRESS,
          }),
          staff('POST', `/api/admin/mall/player-coupons/${coupon}/revoke`, content, { reason: 'race test' }),
        ]);
      }),
    );
    const { rows } = await sql<{ used: boolean; revoked: boolean }>`
      SELECT used_order_id IS NOT NULL AS used, revoked_at IS NOT NULL AS revoked
      FROM mall_player_coupons WHERE coupon_id = ${kind.id}`.execute(t.ctx.db);
    expect(rows).toHaveLength(8);
    for (const row of rows) expect(row.used !== row.revoked).toBe(true);
    await expectLedgerHealthy(t);
  });
});
