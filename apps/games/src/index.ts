/**
 * @sika/games: the in-house game provider. Other workspaces use the catalogue (to list the games), the
 * app builder (to start the provider in tests or next to the server) and the engines (the RTP bench).
 */
export type { RoundView, SessionView } from './api-types.ts';
export { type BuildAppOptions, buildApp } from './app.ts';
export { CATALOGUE, type CatalogueEntry, catalogueEntry } from './catalogue.ts';
export { type GamesConfig, loadConfig } from './config.ts';
export { GAME_CODES, type GameCode, isGameCode, playRound } from './engines/index.ts';
export { createWalletClient, type WalletClient, WalletUnavailableError } from './wallet-client.ts';
