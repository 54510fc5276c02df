/** The server's clock helpers: the non-production test clock (docs/rewards.md, "Time"). */
export { testClockRoutes } from './routes.ts';
export { createTestClock, type TestClock } from './test-clock.ts';
