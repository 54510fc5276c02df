/**
 * index.html's first script (a classic `async` one, built apart by vite/first-screen.ts): while the app's
 * own code downloads, it asks for what the first screen needs next, which the app would otherwise only ask
 * for once its code had arrived and run — the first screen's words in the player's language and, on /home,
 * home's code, its lobby (the API client takes that answer: lib/api/early-requests.ts) and, once the lobby
 * answers, the covers home paints first. The build lists the files in `<meta name="sika-first-screen">`.
 *
 * On /home the server usually sends the first screen itself (first-screen.html with the lobby's first
 * section and the lobby answer: apps/server/src/http/first-screen.ts). Then the meta lists the app's own
 * scripts too (`data-app`): this shows that first screen — unless the player's stored language or data saver
 * make it not what the app will show — and asks for the app once its first covers are painted, so that on a
 * slow network they are not shared with 120 KB of scripts before then.
 * Nothing here may import the app: it must stay a few hundred bytes.
 */
import { pickLanguage } from './i18n/languages.ts';
import { putEarlyAnswer, startEarlyGet } from './lib/api/early-requests.ts';
import { apiHeaders, PLATFORM } from './lib/api/headers.ts';
import { lobbyUrl } from './lib/api/lobby-call.ts';
import { dataSaverAtStart } from './lib/data-saver-rules.ts';
import { getDeviceId } from './lib/device.ts';
import { firstCovers } from './lib/lobby-covers.ts';
import { pictureArrived } from './lib/picture-arrived.ts';
import { randomHex, readStored, storageKeys } from './lib/storage.ts';
import { pickTheme } from './themes/theme.ts';

/**
 * The longest the app's scripts wait for the first screen's covers: a cover that hangs must not keep the
 * app from starting (on Slow 4G, Lighthouse's, a cover takes well under a second).
 */
const COVER_WAIT_MS = 3000;

function preload(href: string, as: 'script' | 'image'): void {
  const link = document.createElement('link');
  if (as === 'script') {
    link.rel = 'modulepreload';
    link.crossOrigin = '';
  } else {
    link.rel = 'preload';
    link.as = 'image';
    link.fetchPriority = 'high';
  }
  link.href = href;
  document.head.appendChild(link);
}

/** Home's lobby, asked for with the headers the API client sends; then its first covers. */
function askForLobby(language: string): void {
  const lobby = startEarlyGet(
    lobbyUrl(language),
    apiHeaders({
      platform: PLATFORM,
      getToken: () => readStored(storageKeys.token),
      getDeviceId,
      now: Date.now,
      nonce: () => randomHex(16),
    }),
  );
  lobby
    .then((response) => (response.ok ? response.clone().json() : null))
    .then((body) => {
      // The store build's hidden games are not known here: at worst one cover is fetched for nothing.
      if (body?.code === 0) {
        for (const cover of firstCovers(body.data, dataSaverAtStart(), () => true)) preload(cover, 'image');
      }
    })
    .catch(() => {
      // The app asks again and shows its own error state.
    });
}

/**
 * Shows the server's first screen if it is what the app will show, and hands its lobby answer to the API
 * client; returns the first screen shown, or null (then it is gone and the app shows home as without it).
 */
function showFirstScreen(language: string): HTMLElement | null {
  const lobby = document.getElementById('first-screen-lobby');
  const lobbyAt = lobby?.dataset.url;
  if (lobbyAt && lobby.textContent) putEarlyAnswer(lobbyAt, lobby.textContent);
  if (lobbyAt !== lobbyUrl(language)) askForLobby(language);
  const screen = document.getElementById('first-screen');
  if (!screen) return null;
  // The server knew neither the stored language nor the data saver's choice (small covers).
  if (screen.dataset.lang !== language || dataSaverAtStart()) {
    screen.remove();
    return null;
  }
  // The app's theme now (the server knew only `?theme=`), so that the first screen is in its colours.
  const query = new URLSearchParams(window.location.search);
  document.documentElement.dataset.theme = pickTheme(query.get('theme'), readStored(storageKeys.theme));
  screen.hidden = false;
  return screen;
}

/** Runs `start` once the first screen's first covers are in and a frame has passed (or failed, or took too long). */
function afterCovers(screen: HTMLElement, start: () => void): void {
  let started = false;
  const once = () => {
    if (started) return;
    started = true;
    start();
  };
  setTimeout(once, COVER_WAIT_MS);
  const covers = [...screen.querySelectorAll<HTMLImageElement>('img[fetchpriority="high"]')];
  void Promise.all(covers.map(pictureArrived)).then(() => requestAnimationFrame(() => setTimeout(once, 0)));
}

function whenParsed(run: () => void): void {
  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', run, { once: true });
  else run();
}

const meta = document.querySelector<HTMLMetaElement>('meta[name="sika-first-screen"]');
if (meta) {
  const language = pickLanguage(
    new URLSearchParams(window.location.search).get('lang'),
    readStored(storageKeys.language),
    navigator.languages ?? [navigator.language],
  );
  const files = [meta.dataset[language] ?? ''];
  const { pathname } = window.location;
  const home = pathname === '/' || pathname === '/home';
  if (home) files.push(...(meta.dataset.home ?? '').split(' '));
  const app = meta.dataset.app;
  if (app === undefined) {
    for (const href of files) if (href) preload(href, 'script');
    if (home) askForLobby(language);
  } else {
    // first-screen.html: the app's scripts are this script's to ask for.
    const startApp = () => {
      for (const href of [...(meta.dataset.appPreload ?? '').split(' '), ...files])
        if (href) preload(href, 'script');
      const entry = document.createElement('script');
      entry.type = 'module';
      entry.crossOrigin = '';
      entry.src = app;
      document.head.appendChild(entry);
    };
    whenParsed(() => {
      const screen = showFirstScreen(language);
      if (screen) afterCovers(screen, startApp);
      else startApp();
    });
  }
}
