/** Diamond spin and coin spin (activities spec §2, §7): provably fair wheels paid through rewards. */
export { spinRoutes } from './routes.ts';
export { maskMobile } from './spin-view.ts';
export { spinWheel } from './spin-wheel.ts';
