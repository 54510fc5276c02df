import type * as contract from '@sika/contract';
import { call } from './calls.ts';

const mall = '/api/mall-service';

/**
 * The mall calls (issue 17: goods, cart quote, orders, coupons), apart from `calls` so that only the lazy
 * mall screens carry them. Checked against the contract in `calls.test.ts`. Carts go as JSON (a list).
 */
export const mallCalls = {
  getMallCentre: call<typeof contract.getMallCentre>({
    method: 'GET',
    path: `${mall}/centre`,
    auth: 'optional',
  }),
  getMallGoodsByType: call<typeof contract.getMallGoodsByType>({
    method: 'GET',
    path: `${mall}/goods`,
    auth: 'optional',
  }),
  getMallGoodsDetail: call<typeof contract.getMallGoodsDetail>({
    method: 'GET',
    path: `${mall}/goods/:id`,
    auth: 'player',
  }),
  getMallCoupons: call<typeof contract.getMallCoupons>({
    method: 'GET',
    path: `${mall}/coupons`,
    auth: 'player',
  }),
  collectMallCoupon: call<typeof contract.collectMallCoupon>({
    method: 'POST',
    path: `${mall}/coupons/collect`,
    auth: 'player',
  }),
  quoteMallCart: call<typeof contract.quoteMallCart>({
    method: 'POST',
    path: `${mall}/cart/quote`,
    auth: 'player',
    encoding: 'json',
  }),
  placeMallOrder: call<typeof contract.placeMallOrder>({
    method: 'POST',
    path: `${mall}/orders`,
    auth: 'player',
    encoding: 'json',
  }),
  getMallOrders: call<typeof contract.getMallOrders>({
    method: 'GET',
    path: `${mall}/orders`,
    auth: 'player',
  }),
};
