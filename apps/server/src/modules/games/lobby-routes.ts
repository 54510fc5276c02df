import {
  getBetRecords,
  getCategoryGames,
  getGamePromotion,
  getLatestWinners,
  getLobby,
  getMyGames,
  getOnlineUsers,
  getRecentGames,
  getWinRecords,
  launchGame as launchGameCall,
  setMyGame,
} from '@sika/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ServerContext } from '../../context.ts';
import { AppError } from '../../http/errors.ts';
import { registerCall } from '../../http/route.ts';
import {
  findCategory,
  findEnabledGame,
  listCategoryGames,
  listFavouriteGames,
  listRecentGames,
  onlineByGame,
  setFavourite,
  toGame,
} from './catalog-repository.ts';
import { gamePromotionOf, type StoredGamePromotion } from './game-promotion.ts';
import { launchGame } from './launch-game.ts';
import { readLobby } from './read-lobby.ts';
import { listLatestWins, listPlayerRounds, maskMobile } from './records-repository.ts';

/** The operator origin the game frame may post to: PUBLIC_URL, else where this request came from. */
function lobbyOrigin(ctx: ServerContext, request: FastifyRequest): string {
  if (ctx.config.PUBLIC_URL) return new URL(ctx.config.PUBLIC_URL).origin;
  return `${request.protocol}://${request.host}`;
}

export function lobbyRoutes(app: FastifyInstance, ctx: ServerContext) {
  registerCall(app, getLobby, ({ query }) => readLobby(ctx, query.lang, query.store));

  registerCall(app, getCategoryGames, async ({ params, query }) => {
    const category = await findCategory(ctx.db, params.id);
    if (!category) throw new AppError('NOT_FOUND');
    const [{ rows, total }, online] = await Promise.all([
      listCategoryGames(ctx.db, params.id, query.store, query.page, query.size),
      onlineByGame(ctx.db, ctx.now()),
    ]);
    return {
      category: {
        id: category.id,
        name: category.name[query.lang] ?? category.name.en ?? '',
        cover: category.cover,
      },
      list: rows.map((row) => toGame(row, online)),
      total,
      page: query.page,
      size: query.size,
    };
  });

  registerCall(app, getMyGames, async ({ player }) => {
    const [rows, online] = await Promise.all([
      listFavouriteGames(ctx.db, player.playerId),
      onlineByGame(ctx.db, ctx.now()),
    ]);
    return { games: rows.map((row) => toGame(row, online)) };
  });

  registerCall(app, setMyGame, async ({ player, body }) => {
    if (!(await findEnabledGame(ctx.db, body.gameId))) throw new AppError('GAME_NOT_FOUND');
    await setFavourite(ctx.db, player.playerId, body.gameId, body.mine);
    return null;
  });

  registerCall(app, getRecentGames, async ({ player }) => {
    const [rows, online] = await Promise.all([
      listRecentGames(ctx.db, player.playerId),
      onlineByGame(ctx.db, ctx.now()),
    ]);
    return {
      games: rows.map((row) => ({ ...toGame(row, online), lastPlayedAt: row.last_played_at.toISOString() })),
    };
  });

  registerCall(app, getLatestWinners, async ({ query }) => {
    const rows = await listLatestWins(ctx.db, query.page, query.size);
    return {
      list: rows.map((r) => ({
        mobile: maskMobile(r.mobile),
        gameId: r.game_id,
        gameName: r.name,
        winMinor: r.win_minor,
        time: r.created_at.toISOString(),
      })),
      page: query.page,
      size: query.size,
    };
  });

  for (const [call, kind] of [
    [getBetRecords, 'bet'],
    [getWinRecords, 'win'],
  ] as const) {
    registerCall(app, call, async ({ player, query }) => {
      const { rows, total } = await listPlayerRounds(ctx.db, { playerId: player.playerId, kind, ...query });
      return {
        list: rows.map((r) => ({
          roundId: r.round_id,
          gameId: r.game_id,
          gameName: r.name,
          betMinor: r.bet_minor,
          winMinor: r.win_minor,
          refundedMinor: r.refunded_minor,
          status: r.status,
          time: r.created_at.toISOString(),
        })),
        total,
        page: query.page,
        size: query.size,
      };
    });
  }

  registerCall(app, getGamePromotion, async ({ query }) => {
    const game = await findEnabledGame(ctx.db, query.id);
    return game ? gamePromotionOf(game.id, game.promotion as StoredGamePromotion | null, query.lang) : null;
  });

  registerCall(app, getOnlineUsers, async () => {
    const online = await onlineByGame(ctx.db, ctx.now());
    let total = 0;
    const games: Record<string, number> = {};
    for (const [gameId, players] of online) {
      games[String(gameId)] = players;
      total += players;
    }
    return { total, games };
  });

  registerCall(app, launchGameCall, ({ player, body, request }) =>
    launchGame(ctx, player, { ...body, lobbyOrigin: lobbyOrigin(ctx, request) }),
  );
}
