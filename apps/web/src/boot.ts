/**
 * index.html's first script (a classic `async` one, built apart by vite/first-screen.ts): while the app's
 * own code downloads, it asks for what the first screen needs next, which the app would otherwise only ask
 * for once its code had arrived and run — the first screen's words in the player's language and, on /home,
 * home's code. The build lists those files in `<meta name="sika-first-screen">`.
 * Nothing here may import the app: it must stay a few hundred bytes.
 */
import { pickLanguage } from './i18n/languages.ts';
import { readStored, storageKeys } from './lib/storage.ts';

const meta = document.querySelector<HTMLMetaElement>('meta[name="sika-first-screen"]');
if (meta) {
  const language = pickLanguage(
    new URLSearchParams(window.location.search).get('lang'),
    readStored(storageKeys.language),
    navigator.languages ?? [navigator.language],
  );
  const files = [meta.dataset[language] ?? ''];
  const { pathname } = window.location;
  if (pathname === '/' || pathname === '/home') files.push(...(meta.dataset.home ?? '').split(' '));
  for (const href of files) {
    if (!href) continue;
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = href;
    document.head.appendChild(link);
  }
}
