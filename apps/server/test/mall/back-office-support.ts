import type { AdminMallCouponKind, AdminMallGoods } from '@sika/contract';
import { sql } from 'kysely';
import { seedMall } from '../../src/modules/mall/index.ts';
import { bearer, type StaffFixture, signedInStaff } from '../admin/support.ts';
import { createDrawsApp } from '../draws/support.ts';
import { expectAnswer } from '../rewards/support.ts';
import type { TestApp } from '../support/app.ts';

/**
 * The mall's back office for its test files (goods, stock, vouchers, coupons): the app with the mall
 * seeded, a content, a support and an admin staff signed in, and the calls the desk makes.
 */
export interface BackOffice {
  t: TestApp;
  content: StaffFixture;
  support: StaffFixture;
  admin: StaffFixture;
  close(): Promise<void>;
}

export async function startBackOffice(): Promise<BackOffice> {
  const d = await createDrawsApp();
  const t = d.t;
  await seedMall(t.ctx);
  const content = await signedInStaff(t, ['content']);
  const support = await signedInStaff(t, ['support']);
  const admin = await signedInStaff(t, ['admin']);
  return { t, content, support, admin, close: () => d.close() };
}

export const capFields = {
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

export const campaign = {
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

export const ADDRESS = { name: 'Ama Mensah', mobile: '0241234567', address: '12 Ring Road, Accra' };

/** The desk's calls and the player's order, bound to the file's back office (read when called). */
export function backOfficeSteps(office: () => BackOffice) {
  function staff(method: 'GET' | 'POST' | 'PUT', url: string, who: StaffFixture, payload?: unknown) {
    return office().t.app.inject({
      method,
      url,
      headers: bearer(who.token),
      ...(payload ? { payload } : {}),
    });
  }

  async function createGoods(extra: Record<string, unknown> = {}): Promise<AdminMallGoods> {
    const answer = await staff('POST', '/api/admin/mall/goods', office().content, {
      ...capFields,
      delivery: 'physical',
      stock: 10,
      ...extra,
    });
    return expectAnswer<AdminMallGoods>(answer, 200, 0).data;
  }

  const publish = (id: number, published = true) =>
    staff('POST', `/api/admin/mall/goods/${id}/publish`, office().content, { published });
  const adjust = (id: number, delta: number, who = office().content) =>
    staff('POST', `/api/admin/mall/goods/${id}/stock`, who, { delta, reason: 'restock from the warehouse' });

  function order(token: string, payload: Record<string, unknown>) {
    return office().t.app.inject({
      method: 'POST',
      url: '/api/mall-service/orders',
      payload,
      headers: { token, platform: 'h5' },
    });
  }

  async function stockOf(id: number) {
    const { rows } = await sql<{ stock: number; sold: number }>`
      SELECT stock, sold FROM mall_goods WHERE id = ${id}`.execute(office().t.ctx.db);
    return rows[0]!;
  }

  async function createCampaign(extra: Record<string, unknown> = {}): Promise<AdminMallCouponKind> {
    return expectAnswer<AdminMallCouponKind>(
      await staff('POST', '/api/admin/mall/coupons', office().content, { ...campaign, ...extra }),
      200,
      0,
    ).data;
  }

  const issue = (id: number, players: string[], key: string, who = office().content) =>
    staff('POST', `/api/admin/mall/coupons/${id}/issue`, who, {
      players,
      idempotencyKey: key,
      reason: 'apology for a late delivery',
    });

  return { staff, createGoods, publish, adjust, order, stockOf, createCampaign, issue };
}
