import type { Game, GameCategory } from '@sika/contract';

/** The covers home paints first, at once and before the rest: the first section's first two. */
export const EAGER_COVERS = 2;

/** A game's cover in the grid: the wide one for a large cover, unless the data saver is on (issue 20). */
export function coverOf(game: Game, dataSaver: boolean): string {
  return game.largeCover !== null && !dataSaver ? game.largeCover : game.cover;
}

/** The games of a category that are shown, in the category's order. */
export function categoryGames(
  games: readonly Game[],
  category: GameCategory,
  isShown: (gameId: number) => boolean,
): Game[] {
  const byId = new Map(games.map((game) => [game.id, game]));
  return category.games
    .map((id) => byId.get(id))
    .filter((game): game is Game => game !== undefined && isShown(game.id));
}

/**
 * The covers of home's first screen (the first section with a game shown, its first EAGER_COVERS), which
 * index.html's boot script fetches as soon as the lobby answers: the largest paint of home is often one.
 */
export function firstCovers(
  lobby: { categories: readonly GameCategory[]; games: readonly Game[] },
  dataSaver: boolean,
  isShown: (gameId: number) => boolean,
): string[] {
  for (const category of lobby.categories) {
    const games = categoryGames(lobby.games, category, isShown);
    if (games.length > 0) return games.slice(0, EAGER_COVERS).map((game) => coverOf(game, dataSaver));
  }
  return [];
}
