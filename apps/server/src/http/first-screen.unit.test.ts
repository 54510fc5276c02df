import type { Game } from '@sika/contract';
import { describe, expect, it } from 'vitest';
import { firstSection, type Lobby, renderFirstScreen } from './first-screen.ts';

const game = (id: number, name: string, largeCover: string | null = null): Game => ({
  id,
  name,
  cover: `/c/${id}.svg`,
  largeCover,
  supplierId: 1,
  hasDemo: true,
  label: 0,
  onlineUsers: 0,
  rtpPercent: 99,
  maxWinMultiplier: 10,
});

const lobby = (categories: Lobby['categories'], games: Game[]): Lobby => ({ categories, games });

describe("the server's first screen of home", () => {
  it('takes the first category with a game shown, its first nine, counting all of them', () => {
    const games = Array.from({ length: 12 }, (_, i) => game(200 + i, `G${i}`));
    const section = firstSection(
      lobby(
        [
          { id: 1, name: 'Empty', cover: null, games: [999] },
          { id: 2, name: 'Hot', cover: null, games: games.map((g) => g.id) },
        ],
        games,
      ),
      false,
    );
    expect(section?.name).toBe('Hot');
    expect(section?.count).toBe(12);
    expect(section?.games.map((g) => g.id)).toEqual(games.slice(0, 9).map((g) => g.id));
  });

  it('writes nothing when the section holds a store-build game and the request did not say store', () => {
    const data = lobby(
      [{ id: 1, name: 'Hot', cover: null, games: [101, 25] }],
      [game(101, 'A'), game(25, 'S')],
    );
    expect(firstSection(data, false)).toBeNull();
    expect(firstSection(data, true)?.games.map((g) => g.id)).toEqual([101]);
  });

  it('escapes names and keeps the lobby answer inert inside its script element', () => {
    const data = lobby(
      [{ id: 1, name: '<b>Hot</b> & "new"', cover: null, games: [7] }],
      [game(7, '</script><script>alert(1)</script>', '/wide.svg')],
    );
    const section = firstSection(data, false);
    if (!section) throw new Error('no section');
    const { body } = renderFirstScreen(section, 'en', '/api/game-service/v2/lobby?lang=en', data);
    expect(body).toContain('<h2>&lt;b&gt;Hot&lt;/b&gt; &amp; &quot;new&quot;<span>1</span></h2>');
    expect(body).toContain('alt="&lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt;"');
    expect(body.match(/<\/script>/g)).toHaveLength(1);
    expect(body).toContain('<li class="wide"><img src="/wide.svg"');
  });
});
