import type { CallData, Game, getLobby, Language } from '@sika/contract';
import { CATEGORY_SECTION_GAMES, STORE_HIDDEN_GAME_IDS } from '@sika/domain';

export type Lobby = CallData<typeof getLobby>;

/** Where the web build's first-screen.html template takes the server's block (apps/web/vite/first-screen.ts). */
export const FIRST_SCREEN_HEAD_SLOT = '<!--sika-first-screen-head-->';
export const FIRST_SCREEN_BODY_SLOT = '<!--sika-first-screen-->';
/** The covers the app fetches first (apps/web/src/lib/lobby-covers.ts EAGER_COVERS). */
const EAGER_COVERS = 2;
const storeHidden = new Set<number>(STORE_HIDDEN_GAME_IDS);

export interface FirstSection {
  name: string;
  /** The games shown in the section, as its count says. */
  count: number;
  /** The ones the grid shows (at most nine). */
  games: Game[];
}

/**
 * The section home's grid shows first (the first category with a game shown, its first nine games), or null
 * when the server cannot tell what the app will show: a store build hides some games and is told only by
 * `?store=1` or the app's own memory of it, so a section holding one of them is left to the app.
 */
export function firstSection(lobby: Lobby, store: boolean): FirstSection | null {
  const byId = new Map(lobby.games.map((game) => [game.id, game]));
  for (const category of lobby.categories) {
    const games = category.games
      .map((id) => byId.get(id))
      .filter((game): game is Game => game !== undefined && !(store && storeHidden.has(game.id)));
    if (games.length === 0) continue;
    const shown = games.slice(0, CATEGORY_SECTION_GAMES);
    if (!store && shown.some((game) => storeHidden.has(game.id))) return null;
    return { name: category.name, count: games.length, games: shown };
  }
  return null;
}

const escapes: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};
const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => escapes[c] ?? c);
/** JSON inside <script type="application/json">: `<` escaped so no `</script>` can end it. */
const inertJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

/**
 * Sized like home's grid (apps/web/src/components/game-card.module.css, features/home game-area.module.css),
 * in a unit that is the app's rem (a tenth of the app's width) before its script sets the root font size;
 * colours from the theme's variables (the shell stylesheet, render-blocking, defines them for both themes).
 * The side padding is a little under home's (0.25 against 0.3): the same picture, shown again by home when it
 * takes over, is then a few pixels smaller than here rather than a few larger, and the browser does not
 * count it as a new, later largest paint of a picture the player has already seen.
 */
const STYLE = `<style>
#first-screen{position:fixed;inset:0;z-index:2147483000;overflow:hidden;background:var(--c-outside)}
#first-screen[hidden]{display:none}
#first-screen>div{--u:calc(min(100vw,540px)/10);box-sizing:border-box;max-width:540px;height:100%;margin:0 auto;padding:0 calc(var(--u)*.25);background:var(--c-bg);background-image:var(--g-page);color:var(--c-text);font-size:calc(var(--u)*.4);line-height:1.45}
#first-screen header{display:flex;align-items:center;height:calc(var(--u)*1.45)}
#first-screen header img{width:calc(var(--u)*.9);height:calc(var(--u)*.9);border-radius:calc(var(--u)*.2)}
#first-screen h2{display:flex;align-items:center;gap:calc(var(--u)*.12);min-height:44px;margin:calc(var(--u)*.1) 0 calc(var(--u)*.15);font-size:calc(var(--u)*.42);font-weight:800}
#first-screen h2 span{padding:0 calc(var(--u)*.12);border-radius:999px;background:var(--c-surface-3);color:var(--c-text-muted);font-size:calc(var(--u)*.28);font-weight:700;line-height:1.6}
#first-screen ul{display:grid;grid-template-columns:1fr 1fr;grid-auto-flow:row dense;gap:calc(var(--u)*.22);margin:0;padding:0;list-style:none}
#first-screen li{aspect-ratio:5/4;overflow:hidden;border-radius:calc(var(--u)*.22);background:var(--c-surface-2);box-shadow:inset 0 0 0 1px var(--c-border)}
#first-screen li.wide{grid-column:span 2;aspect-ratio:5/2}
#first-screen li img{display:block;width:100%;height:100%;object-fit:cover}
</style>`;

function cover(game: Game, index: number): string {
  const wide = game.largeCover !== null;
  // The data saver's small covers are the app's choice: the server writes no first screen when it is on.
  const src = wide ? (game.largeCover as string) : game.cover;
  const eager = index < EAGER_COVERS;
  const loading = eager ? 'fetchpriority="high"' : 'loading="lazy"';
  return `<li${wide ? ' class="wide"' : ''}><img src="${escapeHtml(src)}" alt="${escapeHtml(game.name)}" width="${wide ? 600 : 300}" height="240" ${loading}></li>`;
}

/**
 * Home's first screen as HTML, for the template's two slots: the lobby's first section (its name in the
 * request's language, its covers as plain <img>) over the app, painted before any script has run, and the
 * lobby answer itself, which the app takes instead of asking the API again (apps/web/src/boot.ts).
 *
 * Why an overlay the app removes rather than markup React adopts: before the app runs, nothing of home
 * above its games (top bar, menus, adverts, notices, each from its own call) is known, so the games cannot
 * sit where home will put them; React clears #root on its first render, which would show home's skeletons
 * in between. The block stays over the app until home has painted its own grid of the same games
 * (firstScreenPainted), so the player goes from these covers straight to home with them, never through a
 * blank or a skeleton; removing a fixed layer moves nothing below it (no layout shift).
 */
export function renderFirstScreen(
  section: FirstSection,
  lang: Language,
  lobbyUrl: string,
  lobbyAnswer: unknown,
): { head: string; body: string } {
  const items = section.games.map(cover).join('');
  const body =
    `<div id="first-screen" hidden data-lang="${lang}"><div>` +
    `<header><img src="/favicon.svg" alt="Sika" width="72" height="72"></header>` +
    `<h2>${escapeHtml(section.name)}<span>${section.count}</span></h2><ul>${items}</ul></div></div>` +
    `<script type="application/json" id="first-screen-lobby" data-url="${escapeHtml(lobbyUrl)}">${inertJson(lobbyAnswer)}</script>`;
  return { head: STYLE, body };
}
