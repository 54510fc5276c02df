import type { Game, GameCategory } from '@sika/contract';
import { describe, expect, it } from 'vitest';
import { firstCovers } from './lobby-covers.ts';

const game = (id: number, largeCover: string | null = null) =>
  ({ id, cover: `/c/${id}.svg`, largeCover }) as unknown as Game;
const category = (id: number, games: number[]) => ({ id, games }) as unknown as GameCategory;

describe("home's first covers", () => {
  const lobby = {
    categories: [category(1, [9]), category(2, [3, 4, 5])],
    games: [game(3, '/c/3-large.svg'), game(4), game(5)],
  };

  it('are the first two of the first section with a game shown, wide ones large', () => {
    expect(firstCovers(lobby, false, () => true)).toEqual(['/c/3-large.svg', '/c/4.svg']);
  });

  it('are the small covers when the data saver is on, and skip hidden games', () => {
    expect(firstCovers(lobby, true, () => true)).toEqual(['/c/3.svg', '/c/4.svg']);
    expect(firstCovers(lobby, false, (id) => id !== 3)).toEqual(['/c/4.svg', '/c/5.svg']);
  });
});
