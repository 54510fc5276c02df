import { Suspense, useEffect, useMemo } from 'react';
import { PauseBanner } from '../components/pause-notice.tsx';
import { NoticePopupHost } from '../features/messages/components/notice-popup-host.tsx';
import { registerNavigator, rememberLocation } from '../lib/navigation.ts';
import { matchRoutes, Navigate, Outlet, useLocation, useNavigate } from '../lib/router/index.ts';
import { useToken } from '../lib/session/index.ts';
import { currentTheme } from '../themes/theme.ts';
import { DialogHost } from '../ui/dialog.tsx';
import { Spinner } from '../ui/spinner.tsx';
import { Toaster } from '../ui/toast.tsx';
import { CurrentRouteContext, type RouteHandle } from './current-route.ts';
import { guardDecision, shellRedirect } from './guard.ts';
import { LobbyOverlays } from './lobby-overlays.tsx';
import { PageErrorBoundary } from './route-error.tsx';
import { routeTable } from './routes.ts';
import { useScrollManagement } from './scroll.ts';
import styles from './shell.module.css';
import { TabBar } from './tab-bar.tsx';

const matchable = routeTable.map((route) => ({ path: route.path, handle: { route } satisfies RouteHandle }));

/** The app frame: the page, the tab bar on the five tab pages, the toast and dialog layers. */
export function Shell() {
  const location = useLocation();
  const navigate = useNavigate();
  const hasToken = useToken() !== null;
  const match = useMemo(() => matchRoutes(matchable, location.pathname)?.at(-1), [location.pathname]);
  const route = match?.route.handle.route;
  // A page the guard turned away is not "the previous page" to return to after logging in.
  const reachable = route
    ? guardDecision(route, match?.params ?? {}, hasToken, currentTheme()) === 'allow'
    : true;
  useScrollManagement(route?.scrollToTop ?? false);
  useEffect(() => registerNavigator(navigate), [navigate]);
  useEffect(() => {
    if (reachable) rememberLocation(`${location.pathname}${location.search}`);
  }, [location.pathname, location.search, reachable]);

  const redirect = route ? shellRedirect(route, location.pathname, location.search) : null;
  if (redirect) return <Navigate to={redirect} replace />;

  return (
    <CurrentRouteContext.Provider value={route}>
      <div className={`${styles.frame} ${route?.tab ? styles.withTabs : ''}`}>
        {/* A closed page and the time-out page say it in their body already. */}
        {!route?.closedWhilePaused && route?.name !== 'me-settings-time-out' && <PauseBanner />}
        <PageErrorBoundary key={location.pathname}>
          <Suspense fallback={<PageFallback />}>
            <Outlet />
          </Suspense>
        </PageErrorBoundary>
      </div>
      {route?.tab && <TabBar />}
      <Toaster />
      <DialogHost />
      <LobbyOverlays />
      <NoticePopupHost routeName={route?.name} />
    </CurrentRouteContext.Provider>
  );
}

export function PageFallback() {
  return (
    <div className={styles.fallback}>
      <Spinner size="lg" />
    </div>
  );
}
