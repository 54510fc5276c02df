export { selfExclusionRoutes } from './routes.ts';
export type { SelfExclusionTables } from './self-exclusion-tables.ts';
