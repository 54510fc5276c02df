export { endGameSessions } from './game-sessions.ts';
export { lobbyRoutes } from './lobby-routes.ts';
export { refundAbandonedRounds, refundAbandonedRoundsJob } from './refund-abandoned-rounds.ts';
export { IN_HOUSE_PROVIDER, seedGames } from './seed-games.ts';
export type { GamesTables } from './tables.ts';
export { walletApiRoutes } from './wallet-api-routes.ts';
export { signWalletRequest } from './wallet-api-signature.ts';
