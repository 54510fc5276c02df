/** Rating bonus (activities spec §4): once per player and device, 24 h after registration. */
export { rateApp } from './rate-app.ts';
export { ratingRoutes } from './routes.ts';
