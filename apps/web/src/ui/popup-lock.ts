import { useEffect, useState } from 'react';

/**
 * One popup at a time (spec core §4 Advert popup): an advert popup, the daily sign-in or the rating popup
 * each hold this lock while shown. A popup that finds it taken waits for its release.
 */
let holder: symbol | null = null;
const waiting = new Set<() => void>();

export function acquirePopupLock(owner: symbol): boolean {
  if (holder !== null && holder !== owner) return false;
  holder = owner;
  return true;
}

export function releasePopupLock(owner: symbol): void {
  if (holder !== owner) return;
  holder = null;
  for (const retry of [...waiting]) retry();
}

export function isPopupLocked(): boolean {
  return holder !== null;
}

/** Holds the lock while `wanted` (waiting for it if another popup has it); releases it when not. */
export function usePopupLock(wanted: boolean): boolean {
  const [owner] = useState(() => Symbol('popup'));
  const [held, setHeld] = useState(false);
  useEffect(() => {
    if (!wanted) return;
    const attempt = () => {
      if (acquirePopupLock(owner)) {
        waiting.delete(attempt);
        setHeld(true);
      }
    };
    waiting.add(attempt);
    attempt();
    return () => {
      waiting.delete(attempt);
      setHeld(false);
      releasePopupLock(owner);
    };
  }, [wanted, owner]);
  return held && wanted;
}
