import type { AdminGame, AdminGameCategory, AdminGamePromotion, GameLabel } from '@sika/contract';
import type { ServerContext } from '../../context.ts';
import { updateGame, updateGameCategory } from '../games/index.ts';
import { type Actor, audited } from './audit.ts';

/**
 * Changes a game of the lobby (enabled, labels, place, promotion) with its audit row (`game.update`), in one
 * transaction. Errors: GAME_NOT_FOUND.
 */
export function updateGameAsStaff(
  ctx: ServerContext,
  actor: Actor,
  input: {
    gameId: number;
    enabled?: boolean | undefined;
    labels?: GameLabel[] | undefined;
    sort?: number | undefined;
    promotion?: AdminGamePromotion | null | undefined;
    reason: string;
  },
): Promise<AdminGame> {
  return audited(
    ctx,
    actor,
    { action: 'game.update', targetType: 'game', targetId: String(input.gameId), reason: input.reason },
    async (tx) => {
      const { before, after } = await updateGame(tx, input, ctx.now());
      return { before, after, result: after };
    },
  );
}

/**
 * Changes a lobby category (names, enabled, place, its games in order) with its audit row
 * (`game_category.update`), in one transaction. Errors: NOT_FOUND, CATEGORY_GAMES_INVALID.
 */
export function updateGameCategoryAsStaff(
  ctx: ServerContext,
  actor: Actor,
  input: Parameters<typeof updateGameCategory>[1] & { reason: string },
): Promise<AdminGameCategory> {
  return audited(
    ctx,
    actor,
    {
      action: 'game_category.update',
      targetType: 'game_category',
      targetId: String(input.categoryId),
      reason: input.reason,
    },
    async (tx) => {
      const { before, after } = await updateGameCategory(tx, input);
      return { before, after, result: after };
    },
  );
}
