export { lobbyRoutes } from './lobby-routes.ts';
export { IN_HOUSE_PROVIDER, seedGames } from './seed-games.ts';
export type { GamesTables } from './tables.ts';
