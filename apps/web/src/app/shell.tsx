import { lazy, Suspense, startTransition, useEffect, useMemo, useState } from 'react';
// Kept by the shell so that the browser's install event, which comes early, is not missed (spec core §4).
import '../lib/install-prompt.ts';
import { PauseBanner } from '../components/pause-notice.tsx';
import { NoticePopupHost } from '../features/messages/components/notice-popup-host.tsx';
import { afterNextPaint, dropServerFirstScreen, useFirstScreenPainted } from '../lib/first-paint.ts';
import { registerNavigator, rememberLocation } from '../lib/navigation.ts';
import { matchRoutes, Navigate, Outlet, useLocation, useNavigate } from '../lib/router/index.ts';
import { useToken } from '../lib/session/index.ts';
import { isStorePolicyDue } from '../lib/store-policy.ts';
import { currentTheme } from '../themes/theme.ts';
import { DialogHost } from '../ui/dialog.tsx';
import { usePopupLock } from '../ui/popup-lock.ts';
import { Spinner } from '../ui/spinner.tsx';
import { Toaster } from '../ui/toast.tsx';
import { CurrentRouteContext, type RouteHandle } from './current-route.ts';
import { guardDecision, shellRedirect } from './guard.ts';
import { PageErrorBoundary } from './route-error.tsx';
import { routeTable } from './routes.ts';
import { useScrollManagement } from './scroll.ts';
import styles from './shell.module.css';
import { TabBar } from './tab-bar.tsx';

// The drawer, the notification banner, the rule dialog…: nothing of them shows on the first screen, so
// their code loads once it is painted (issue 21; on home, once its games are: lib/first-paint.ts).
const LobbyOverlays = lazy(() => import('./lobby-overlays.tsx'));

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
  const [pageShown, setPageShown] = useState(false);
  // On home, once its first screen is painted with its games; elsewhere once the page is (stays loaded).
  const homeShown = useFirstScreenPainted();
  const [overlays, setOverlays] = useState(false);
  if (!overlays && pageShown && (route?.name !== 'home' || homeShown)) setOverlays(true);
  const [policyDue, setPolicyDue] = useState(isStorePolicyDue);
  // The store-policy banner's code loads later, but its turn among the popups is taken now: home's advert
  // popup, due 300 ms after home shows, could otherwise win the lock first and open over the banner.
  usePopupLock(policyDue);
  useEffect(() => registerNavigator(navigate), [navigate]);
  // Home drops the server's first screen once its own games are painted (lib/first-paint.ts).
  useEffect(() => {
    if (pageShown && route?.name !== 'home') dropServerFirstScreen();
  }, [pageShown, route?.name]);
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
        <PageErrorBoundary
          key={location.pathname}
          onFailed={() => {
            dropServerFirstScreen();
            setPageShown(true);
          }}
        >
          <Suspense fallback={<PageFallback />}>
            <Outlet />
            {!pageShown && <PageShown onShown={setPageShown} />}
          </Suspense>
        </PageErrorBoundary>
      </div>
      {route?.tab && <TabBar />}
      <Toaster />
      <DialogHost />
      {overlays && (
        <Suspense fallback={null}>
          <LobbyOverlays policyDue={policyDue} onPolicyAccepted={() => setPolicyDue(false)} />
        </Suspense>
      )}
      <NoticePopupHost routeName={route?.name} />
    </CurrentRouteContext.Provider>
  );
}

/** Mounted with the first page, not with the fallback: tells once the page's first frame is painted. */
function PageShown({ onShown }: { onShown(shown: true): void }) {
  useEffect(() => afterNextPaint(() => startTransition(() => onShown(true))), [onShown]);
  return null;
}

export function PageFallback() {
  return (
    <div className={styles.fallback}>
      <Spinner size="lg" />
    </div>
  );
}
