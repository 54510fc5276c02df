/**
 * The mall, the cart and coupons (issue 17; docs/mall.md): goods bought with coins, diamonds or cash,
 * stock that never goes below zero, orders that pay through the wallet and deliver digital goods in the
 * same transaction, and coupons used once.
 */

export { deliverFreeRoundLines, deliverMallFreeRoundsJob } from './deliver-free-rounds.ts';
export { listShipments, setDeliveryState } from './delivery-state.ts';
export {
  claimIssue,
  couponKind,
  createCouponKind,
  earlierIssue,
  type IssueResult,
  issueCoupons,
  listCouponKinds,
  listHeldCoupons,
  recordIssue,
  resolveRecipients,
  revokeCoupon,
  updateCouponKind,
} from './manage-coupons.ts';
export {
  adjustStock,
  createGoods,
  goodsForStaff,
  listGoodsForStaff,
  listVouchers,
  publishGoods,
  revealVoucher,
  updateGoods,
  uploadVouchers,
} from './manage-goods.ts';
export { mallRoutes } from './routes.ts';
export { seedMall } from './seed-mall.ts';
