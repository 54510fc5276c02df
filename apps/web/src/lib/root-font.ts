import { MAX_APP_WIDTH_PX, RESIZE_DEBOUNCE_MS } from '@sika/domain';

/** Root font size = viewport width / 10, the app being at most 540px wide (spec core §9): 1rem = a tenth. */
export function rootFontSizePx(viewportWidth: number): number {
  return Math.min(Math.max(viewportWidth, 0), MAX_APP_WIDTH_PX) / 10;
}

/** Sets the root font size now and after each resize, debounced (300 ms). Returns the uninstaller. */
export function installRootFontSize(win: Window = window): () => void {
  const apply = () => {
    win.document.documentElement.style.fontSize = `${rootFontSizePx(win.document.documentElement.clientWidth || win.innerWidth)}px`;
  };
  apply();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const onResize = () => {
    clearTimeout(timer);
    timer = setTimeout(apply, RESIZE_DEBOUNCE_MS);
  };
  win.addEventListener('resize', onResize);
  return () => win.removeEventListener('resize', onResize);
}
