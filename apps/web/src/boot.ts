/**
 * index.html's first script (a classic `async` one, built apart by vite/first-screen.ts): while the app's
 * own code downloads, it asks for what the first screen needs next, which the app would otherwise only ask
 * for once its code had arrived and run — the first screen's words in the player's language and, on /home,
 * home's code, its lobby (the API client takes that answer: lib/api/early-requests.ts) and, once the lobby
 * answers, the covers home paints first. The build lists the files in `<meta name="sika-first-screen">`.
 * Nothing here may import the app: it must stay a few hundred bytes.
 */
import { pickLanguage } from './i18n/languages.ts';
import { startEarlyGet } from './lib/api/early-requests.ts';
import { apiHeaders, PLATFORM } from './lib/api/headers.ts';
import { lobbyUrl } from './lib/api/lobby-call.ts';
import { dataSaverAtStart } from './lib/data-saver-rules.ts';
import { getDeviceId } from './lib/device.ts';
import { firstCovers } from './lib/lobby-covers.ts';
import { randomHex, readStored, storageKeys } from './lib/storage.ts';

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
  for (const href of files) if (href) preload(href, 'script');
  if (home) askForLobby(language);
}
