import type { Profile } from '@sika/contract';
import { formatCoins, formatMobile, formatMoney, type Market } from '@sika/domain';
import { useQuery } from '@tanstack/react-query';
import { BonusPanel } from '../../../components/bonus-panel.tsx';
import { PreferencesButton } from '../../../components/preferences.tsx';
import { useT } from '../../../i18n/index.ts';
import { useMarket } from '../../../lib/app-info.ts';
import { useUnreadCounts } from '../../../lib/messages/index.ts';
import { useNavigate } from '../../../lib/router/index.ts';
import { logout, profileQueryOptions, useToken } from '../../../lib/session/index.ts';
import { CountBadge, WithBadge } from '../../../ui/badge.tsx';
import { Button, ButtonLink } from '../../../ui/button.tsx';
import { confirmDialog } from '../../../ui/dialog.tsx';
import {
  ChevronIcon,
  CoinIcon,
  DiamondIcon,
  LockIcon,
  LogoutIcon,
  MeIcon,
  MessageIcon,
  SettingsIcon,
} from '../../../ui/icons/core.tsx';
import { LoadError } from '../../../ui/load-error.tsx';
import { IconButton, Page, PageHeader } from '../../../ui/page.tsx';
import { Skeleton } from '../../../ui/skeleton.tsx';
import styles from './me.module.css';
import { MeBanner } from './me-banner.tsx';
import { MeMenuGrid } from './me-menu-grid.tsx';

/**
 * Spec core §2 Me: avatar, nickname or mobile, coins, diamonds, balance, withdraw and deposit, the me banner
 * (advert 700201), the configurable grid (menu 130100), settings and messages with the unread badge (capped
 * at 99), logout; the VIP benefits carousel comes from the route (`vipBenefits`, app/me-route.tsx).
 */
export default function MePage({ vipBenefits }: { vipBenefits?: React.ReactNode } = {}) {
  const { t } = useT('me');
  const navigate = useNavigate();
  const token = useToken();
  // Balances move with every game and payment: entering the page always asks again.
  const profile = useQuery({ ...profileQueryOptions(), refetchOnMount: 'always' });
  const market = useMarket();
  const unread = useUnreadCounts().data?.total ?? 0;

  const actions = token && (
    <>
      <WithBadge badge={<CountBadge count={unread} />}>
        <IconButton
          label={unread > 0 ? t('me.messagesUnread', { count: unread }) : t('me.messages')}
          onClick={() => navigate('/member/messages')}
        >
          <MessageIcon />
        </IconButton>
      </WithBadge>
      <IconButton label={t('me.settings')} onClick={() => navigate('/me/settings')}>
        <SettingsIcon />
      </IconButton>
    </>
  );

  return (
    <>
      <PageHeader title={t('routes.me')} back={false} start={<PreferencesButton />} actions={actions} />
      <Page>
        {!token ? (
          <Guest />
        ) : profile.isError && !profile.data ? (
          <LoadError text={t('me.loadError')} onRetry={() => void profile.refetch()} />
        ) : profile.data && market ? (
          <Player profile={profile.data} market={market} unread={unread} vipBenefits={vipBenefits} />
        ) : (
          <Loading />
        )}
      </Page>
    </>
  );
}

function Player({
  profile,
  market,
  unread,
  vipBenefits,
}: {
  profile: Profile;
  market: Market;
  unread: number;
  vipBenefits?: React.ReactNode;
}) {
  const { t } = useT('me');
  const navigate = useNavigate();
  const mobile = formatMobile(market, profile.mobile);
  const name = profile.nickName || mobile;
  const count = new Intl.NumberFormat(market.locale);
  const onLogout = async () => {
    const confirmed = await confirmDialog({ message: t('me.logoutConfirm'), confirmText: t('me.logout') });
    if (!confirmed) return;
    await logout();
    navigate('/home', { replace: true });
  };
  return (
    <div className={styles.stack}>
      <section className={styles.identity} aria-label={name}>
        <Avatar src={profile.img} />
        <div className={styles.who}>
          <p className={styles.name} data-testid="me-name">
            {name}
          </p>
          {profile.nickName && <p className={styles.sub}>{mobile}</p>}
          {profile.levelId > 0 && (
            <span className={styles.vip}>{t('me.vip', { level: profile.levelId })}</span>
          )}
        </div>
      </section>

      <section className={styles.wallet} aria-labelledby="me-balance">
        <p id="me-balance" className={styles.walletLabel}>
          {t('me.balance')}
        </p>
        <p className={styles.cash} data-testid="me-cash">
          {formatMoney(market, profile.money)}
        </p>
        <p className={styles.withdrawable}>
          {t('me.withdrawable', { amount: formatMoney(market, profile.withdrawMoney) })}
        </p>
        <div className={styles.assets}>
          <div className={styles.asset}>
            <CoinIcon className={styles.assetIcon} />
            <span className={styles.assetLabel}>{t('me.coins')}</span>
            <span className={styles.assetValue} data-testid="me-coins">
              {formatCoins(market, profile.bonusMoney)}
            </span>
          </div>
          <div className={styles.asset}>
            <DiamondIcon className={styles.assetIcon} />
            <span className={styles.assetLabel}>{t('me.diamonds')}</span>
            <span className={styles.assetValue} data-testid="me-diamonds">
              {count.format(profile.diamond)}
            </span>
          </div>
        </div>
        <div className={styles.buttons}>
          <ButtonLink to="/withdraw" variant="secondary">
            {t('me.withdraw')}
          </ButtonLink>
          <ButtonLink to="/deposit">{t('me.deposit')}</ButtonLink>
        </div>
      </section>

      {vipBenefits}
      <BonusPanel />
      <MeBanner />
      <MeMenuGrid />

      <nav className={styles.menu} aria-label={t('me.accountLabel')}>
        <MenuLink
          to="/member/messages"
          icon={<MessageIcon />}
          label={t('me.messages')}
          end={<CountBadge count={unread} />}
        />
        <MenuLink to="/me/settings" icon={<SettingsIcon />} label={t('me.settings')} />
        <MenuLink to="/password/modify" icon={<LockIcon />} label={t('me.changePassword')} />
      </nav>

      <Button variant="danger" block onClick={() => void onLogout()}>
        <LogoutIcon /> {t('me.logout')}
      </Button>
    </div>
  );
}

function MenuLink({
  to,
  icon,
  label,
  end,
}: {
  to: string;
  icon: React.ReactNode;
  label: string;
  end?: React.ReactNode;
}) {
  const navigate = useNavigate();
  return (
    <button type="button" className={styles.menuItem} onClick={() => navigate(to)}>
      <span className={styles.menuIcon}>{icon}</span>
      <span className={styles.menuLabel}>{label}</span>
      {end}
      <ChevronIcon className={styles.chevron} />
    </button>
  );
}

function Avatar({ src }: { src: string | null }) {
  return (
    <span className={styles.avatar}>
      {src ? <img src={src} alt="" width={64} height={64} loading="lazy" /> : <MeIcon />}
    </span>
  );
}

function Guest() {
  const { t } = useT('me');
  return (
    <div className={styles.stack}>
      <section className={styles.identity}>
        <Avatar src={null} />
        <div className={styles.who}>
          <p className={styles.name}>{t('me.guestTitle')}</p>
          <p className={styles.sub}>{t('me.guestText')}</p>
        </div>
      </section>
      <div className={styles.buttons}>
        <ButtonLink to="/register" variant="secondary">
          {t('me.register')}
        </ButtonLink>
        <ButtonLink to="/login?r=/me">{t('me.login')}</ButtonLink>
      </div>
      <MeMenuGrid />
    </div>
  );
}

function Loading() {
  const { t } = useT('me');
  return (
    <div className={styles.stack} role="status" aria-busy="true" aria-label={t('common.loading')}>
      <div className={styles.identity}>
        <Skeleton width="1.8rem" height="1.8rem" round />
        <div className={styles.who}>
          <Skeleton width="4rem" />
          <Skeleton width="2rem" height="0.35rem" />
        </div>
      </div>
      <Skeleton height="4.6rem" />
      <Skeleton height="1.3rem" lines={2} />
    </div>
  );
}
