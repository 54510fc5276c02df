/**
 * The mall, the cart and coupons (issue 17; docs/mall.md): goods bought with coins, diamonds or cash,
 * stock that never goes below zero, orders that pay through the wallet and deliver digital goods in the
 * same transaction, and coupons used once.
 */
export { listShipments, setDeliveryState } from './delivery-state.ts';
export { mallRoutes } from './routes.ts';
export { seedMall } from './seed-mall.ts';
