import { useLayoutEffect } from 'react';
import { useLocation, useNavigationType } from '../lib/router/index.ts';

const positions = new Map<string, number>();
let currentKey = '';

if (typeof window !== 'undefined') {
  window.history.scrollRestoration = 'manual';
  window.addEventListener('scroll', () => positions.set(currentKey, window.scrollY), { passive: true });
}

/**
 * Back and forward return to where the player was; a new page starts at the top; the scroll-to-top pages
 * (spec core §2) always start at the top.
 */
export function useScrollManagement(scrollToTop: boolean): void {
  const location = useLocation();
  const navigationType = useNavigationType();
  useLayoutEffect(() => {
    currentKey = location.key;
    const saved = positions.get(location.key);
    window.scrollTo(0, navigationType === 'POP' && !scrollToTop && saved !== undefined ? saved : 0);
  }, [location.key, navigationType, scrollToTop]);
}
