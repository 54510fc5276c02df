import { lazy, Suspense } from 'react';
import { useResuming, useToken } from '../../../lib/session/index.ts';

const NoticePopups = lazy(() => import('./notice-popups.tsx'));

/** Routes where no notice interrupts (spec core §4 Periodic notice check). */
const QUIET_ROUTES = new Set(['login', 'register', 'casino-launch']);

/**
 * Mounted once by the shell. Only a logged-in player polls for notice popups; the poller's code is loaded
 * then, so a visitor's first page does not carry it.
 */
export function NoticePopupHost({ routeName }: { routeName: string | undefined }) {
  const loggedIn = useToken() !== null;
  const resuming = useResuming();
  if (!loggedIn || resuming) return null;
  return (
    <Suspense fallback={null}>
      <NoticePopups paused={routeName !== undefined && QUIET_ROUTES.has(routeName)} />
    </Suspense>
  );
}
