import type { CallData, getLobby, Language } from '@sika/contract';
import type { ServerContext } from '../../context.ts';
import { listCategories, listEnabledGames, onlineByGame, toGame } from './catalog-repository.ts';

/**
 * Home's lobby (spec core §2): the categories in `lang` and the enabled games with their players online.
 * One read for the lobby call and for the first screen the server writes into /home's HTML.
 */
export async function readLobby(
  ctx: ServerContext,
  lang: Language,
  store: boolean,
): Promise<CallData<typeof getLobby>> {
  const [rows, categories, online] = await Promise.all([
    listEnabledGames(ctx.db, store),
    listCategories(ctx.db, lang, store),
    onlineByGame(ctx.db, ctx.now()),
  ]);
  return { categories, games: rows.map((row) => toGame(row, online)) };
}
