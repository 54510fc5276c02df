import { createHash, randomBytes } from 'node:crypto';
import type { ServerContext } from '../../context.ts';
import { AppError } from '../../http/errors.ts';
import type { SessionPlayer } from '../../http/request-context.ts';
import { findEnabledGame, type Lang } from './catalog-repository.ts';

/** A launch token is good for one exchange, within two minutes (the iframe loads at once). */
const LAUNCH_TOKEN_TTL_MS = 2 * 60_000;

export function hashGameToken(token: string): Buffer {
  return createHash('sha256').update(token).digest();
}

export interface LaunchInput {
  gameId: number;
  mode: 'launch' | 'demo';
  lang: Lang;
  /** The operator origin the game frame may talk to (postMessage target). */
  lobbyOrigin: string;
}

/**
 * The URL of the game frame. Real play issues a one-time launch token that the provider exchanges for a
 * game session through the seamless-wallet API; demo play carries no token and never touches the ledger.
 * Errors: GAME_NOT_FOUND, UNAUTHORIZED (real play without a player), DEMO_NOT_AVAILABLE.
 */
export async function launchGame(ctx: ServerContext, player: SessionPlayer | null, input: LaunchInput) {
  const game = await findEnabledGame(ctx.db, input.gameId);
  if (!game) throw new AppError('GAME_NOT_FOUND');
  const gamesOrigin = new URL(ctx.config.GAMES_PUBLIC_URL).origin;
  const url = new URL(`/play/${encodeURIComponent(game.provider_game_code)}`, ctx.config.GAMES_PUBLIC_URL);
  url.searchParams.set('lang', input.lang);
  url.searchParams.set('lobby', input.lobbyOrigin);
  if (input.mode === 'demo') {
    if (!game.has_demo) throw new AppError('DEMO_NOT_AVAILABLE');
    url.searchParams.set('mode', 'demo');
    return { url: url.toString(), mode: input.mode, gameId: game.id, gamesOrigin };
  }
  if (!player) throw new AppError('UNAUTHORIZED');
  const token = randomBytes(32).toString('base64url');
  await ctx.db
    .insertInto('game_launches')
    .values({
      token_hash: hashGameToken(token),
      player_id: player.playerId,
      game_id: game.id,
      expires_at: new Date(ctx.now().getTime() + LAUNCH_TOKEN_TTL_MS),
    })
    .execute();
  url.searchParams.set('mode', 'real');
  url.searchParams.set('launch', token);
  return { url: url.toString(), mode: input.mode, gameId: game.id, gamesOrigin };
}
