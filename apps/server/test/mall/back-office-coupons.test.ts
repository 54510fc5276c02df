import { randomUUID } from 'node:crypto';
import type { AdminMallCouponKind } from '@sika/contract';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditRows, type StaffFixture } from '../admin/support.ts';
import { expectAnswer, parallel } from '../rewards/support.ts';
import type { TestApp } from '../support/app.ts';
import { expectLedgerHealthy, fundPlayer } from '../support/money.ts';
import { registerPlayer } from '../support/players.ts';
import {
  ADDRESS,
  type BackOffice,
  backOfficeSteps,
  campaign,
  startBackOffice,
} from './back-office-support.ts';

/**
 * The mall's back office, its coupon campaigns (issue 17; docs/mall.md "The back office"): defined, issued
 * once per key, revoked, and a revocation racing an order, against a real PostgreSQL.
 */
let b: BackOffice;
let t: TestApp;
let content: StaffFixture;
let support: StaffFixture;
beforeAll(async () => {
  b = await startBackOffice();
  ({ t, content, support } = b);
});
afterAll(() => b.close());

const { staff, createGoods, publish, order, createCampaign, issue } = backOfficeSteps(() => b);

describe('coupon campaigns', () => {
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
