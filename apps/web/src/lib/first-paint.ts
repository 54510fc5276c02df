import { startTransition, useEffect, useState } from 'react';
import { FIRST_SCREEN_MARK } from './first-screen-mark.ts';

/**
 * Runs `callback` once the browser has painted the frame being prepared: what the first screen does not
 * show (the advert popup's code, the carousel's, the error texts) is asked for after it, not before.
 */
export function afterNextPaint(callback: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const frame = requestAnimationFrame(() => {
    timer = setTimeout(callback, 0);
  });
  return () => {
    cancelAnimationFrame(frame);
    if (timer !== undefined) clearTimeout(timer);
  };
}

/**
 * The first screen the server wrote over the app into /home's HTML (apps/server/src/http/first-screen.ts):
 * it stays until home has painted the same games itself, then goes in one frame (a fixed layer: nothing
 * below it moves). Elsewhere — another route, a page that failed — it goes once that page is shown.
 */
export function dropServerFirstScreen(): void {
  document.getElementById('first-screen')?.remove();
}

let firstScreen = false;
const firstScreenListeners = new Set<() => void>();

/**
 * Home's first screen is painted with its games (or their error), not only its frame: the largest paint is
 * a game cover, and nothing loaded after the first screen (overlays, the carousel's swiping, other tabs,
 * the footer) competes with the lobby and its covers for the phone's network before then. Marks it for
 * `npm run bench:web` (FIRST_SCREEN_MARK). Called by home's game area once that frame is painted.
 */
export function firstScreenPainted(): void {
  if (firstScreen) return;
  firstScreen = true;
  dropServerFirstScreen();
  performance.mark?.(FIRST_SCREEN_MARK);
  for (const listener of firstScreenListeners) listener();
}

/**
 * True once home's first screen, games included, is painted (stays true for the visit). What turns on
 * then renders as a transition, in slices that leave the phone free for a tap, not as one long task.
 */
export function useFirstScreenPainted(): boolean {
  const [painted, setPainted] = useState(firstScreen);
  useEffect(() => {
    const listener = () => startTransition(() => setPainted(true));
    if (firstScreen) {
      listener();
      return;
    }
    firstScreenListeners.add(listener);
    return () => {
      firstScreenListeners.delete(listener);
    };
  }, []);
  return painted;
}
