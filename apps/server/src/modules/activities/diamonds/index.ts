/** The diamond account and the diamond exchange (activities spec §7, Diamonds). */

export { exchangeDiamonds } from './exchange-diamonds.ts';
export { diamondRoutes } from './routes.ts';
