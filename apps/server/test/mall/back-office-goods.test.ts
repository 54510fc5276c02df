import type { AdminMallGoods } from '@sika/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditRows, type StaffFixture, signedInStaff } from '../admin/support.ts';
import { expectAnswer } from '../rewards/support.ts';
import type { TestApp } from '../support/app.ts';
import { type BackOffice, backOfficeSteps, capFields, startBackOffice } from './back-office-support.ts';

/**
 * The mall's back office, its goods (issue 17; docs/mall.md "The back office"): created, edited, published,
 * validated and audited, and who may manage them, against a real PostgreSQL.
 */
let b: BackOffice;
let t: TestApp;
let content: StaffFixture;
let support: StaffFixture;
let admin: StaffFixture;
beforeAll(async () => {
  b = await startBackOffice();
  ({ t, content, support, admin } = b);
});
afterAll(() => b.close());

const { staff, createGoods, publish, adjust } = backOfficeSteps(() => b);

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
