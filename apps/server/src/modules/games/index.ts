export {
  cancelFreeRoundGrant,
  type FreeRoundGame,
  freeRoundGame,
  issueFreeRoundGrant,
  recordFreeRoundGrant,
} from './free-rounds.ts';
export { gameCategoryIds } from './game-categories.ts';
export { gameNames } from './game-names.ts';
export { endGameSessions } from './game-sessions.ts';
export { lobbyRoutes } from './lobby-routes.ts';
export { listCatalogForStaff, updateGame, updateGameCategory } from './manage-catalog.ts';
export { lostSince } from './player-losses.ts';
export { listPlayerRounds } from './player-rounds.ts';
export { readLobby } from './read-lobby.ts';
export {
  findAbandonedStakes,
  refundAbandonedRounds,
  refundAbandonedRoundsJob,
  refundAbandonedStake,
} from './refund-abandoned-rounds.ts';
export { KENTE_GOLD_PROMOTION, seedGames } from './seed-games.ts';
export { listSettlementFlags } from './settlement-flags.ts';
export { IN_HOUSE_PROVIDER } from './wallet-api-providers.ts';
export { walletApiRoutes } from './wallet-api-routes.ts';
export { signWalletRequest } from './wallet-api-signature.ts';
