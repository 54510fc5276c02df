import { formatMoney } from '@sika/domain';
import { useEffect } from 'react';
import { useT } from '../../../i18n/index.ts';
import { useMarket } from '../../../lib/app-info.ts';
import { openDrawer } from '../../../lib/drawer-state.ts';
import { queryClient } from '../../../lib/query-client.ts';
import { profileKey, useProfile, useResuming, useToken } from '../../../lib/session/index.ts';
import { ButtonLink } from '../../../ui/button.tsx';
import { MenuIcon } from '../../../ui/icons/lobby.tsx';
import { Logo } from '../../../ui/logo.tsx';
import { Skeleton } from '../../../ui/skeleton.tsx';
import styles from './home.module.css';

/**
 * Home's top bar (spec core §2 Home): the drawer's menu icon and the logo; a player sees the balance with
 * the currency symbol and Deposit, a visitor Register and Login. The balance is asked again each time home
 * is shown, so it is right after a game.
 */
export function TopBar() {
  const { t } = useT('home');
  const token = useToken();
  const resuming = useResuming();

  useEffect(() => {
    if (token && !resuming) void queryClient.invalidateQueries({ queryKey: profileKey });
  }, [token, resuming]);

  return (
    <header className={styles.topBar}>
      <button
        type="button"
        className={styles.iconButton}
        onClick={openDrawer}
        aria-label={t('home.openMenu')}
        aria-haspopup="dialog"
        data-testid="drawer-open"
      >
        <MenuIcon />
      </button>
      <span className={styles.logo}>
        <Logo />
      </span>
      <div className={styles.account}>{token ? <Balance /> : <VisitorButtons />}</div>
    </header>
  );
}

function Balance() {
  const { t } = useT('home');
  const profile = useProfile();
  const market = useMarket();
  return (
    <>
      <span className={styles.balance} data-testid="home-balance">
        <span className="visually-hidden">{t('home.balance')} </span>
        {profile.data && market ? (
          formatMoney(market, profile.data.money)
        ) : (
          <Skeleton width="1.6rem" height="0.4rem" />
        )}
      </span>
      <ButtonLink to="/deposit" size="sm" className={styles.barButton}>
        {t('home.deposit')}
      </ButtonLink>
    </>
  );
}

function VisitorButtons() {
  const { t } = useT('home');
  return (
    <>
      <ButtonLink to="/register" size="sm" variant="secondary" className={styles.barButton}>
        {t('home.register')}
      </ButtonLink>
      <ButtonLink to="/login?r=/home" size="sm" className={styles.barButton}>
        {t('home.login')}
      </ButtonLink>
    </>
  );
}
