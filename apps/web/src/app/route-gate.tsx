import { type ReactNode, useEffect, useSyncExternalStore } from 'react';
import { PausedPage, usePause } from '../components/pause-notice.tsx';
import { useT } from '../i18n/index.ts';
import { loginPath } from '../lib/navigation.ts';
import { Navigate, useLocation, useNavigate, useParams } from '../lib/router/index.ts';
import { useToken } from '../lib/session/index.ts';
import { currentTheme, subscribeTheme } from '../themes/theme.ts';
import { ButtonLink } from '../ui/button.tsx';
import { confirmDialog } from '../ui/dialog.tsx';
import { Empty } from '../ui/empty.tsx';
import { LockIcon } from '../ui/icons/core.tsx';
import { Page, PageHeader } from '../ui/page.tsx';
import { guardDecision, loginRequiredTarget } from './guard.ts';
import type { RouteDef } from './routes.ts';

export function useTheme() {
  return useSyncExternalStore(subscribeTheme, currentTheme, currentTheme);
}

/**
 * The route guard (spec core §2): an auth route without a token shows the login-required confirmation;
 * confirm → /login?r=<wanted>, cancel → replaced by /login. The page's code is not even downloaded.
 */
export function RouteGate({ route, children }: { route: RouteDef; children: ReactNode }) {
  const params = useParams();
  const token = useToken();
  const theme = useTheme();
  const location = useLocation();
  const navigate = useNavigate();
  const { t } = useT();
  const decision = guardDecision(route, params, token !== null, theme);
  const pause = usePause();
  const wanted = `${location.pathname}${location.search}`;

  useEffect(() => {
    if (decision !== 'login-required') return;
    let active = true;
    void confirmDialog({
      title: t('guard.title'),
      message: t('guard.message'),
      confirmText: t('guard.confirm'),
      cancelText: t('dialog.cancel'),
    }).then((confirmed) => {
      if (!active) return;
      const target = loginRequiredTarget(wanted, confirmed);
      navigate(target.to, { replace: target.replace });
    });
    return () => {
      active = false;
    };
  }, [decision, wanted, navigate, t]);

  if (decision === 'home') return <Navigate to="/home" replace />;
  if (decision === 'allow' && route.closedWhilePaused && pause) {
    return (
      <>
        <PageHeader title={t(`routes.${route.name}`)} />
        <Page>
          <PausedPage pause={pause} />
        </Page>
      </>
    );
  }
  if (decision === 'login-required') {
    return (
      <>
        <PageHeader title={t(`routes.${route.name}`)} />
        <Page>
          <Empty
            icon={<LockIcon />}
            title={t('guard.title')}
            text={t('guard.message')}
            action={
              <ButtonLink to={loginPath(wanted)} replace>
                {t('guard.confirm')}
              </ButtonLink>
            }
          />
        </Page>
      </>
    );
  }
  return children;
}
