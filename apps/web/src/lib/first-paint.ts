import { useEffect, useState } from 'react';

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

/** False for a component's first painted frame, true from then on. */
export function usePainted(): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => afterNextPaint(() => setPainted(true)), []);
  return painted;
}
