import { lazy, Suspense, useEffect } from 'react';
import { useT } from '../i18n/index.ts';
import { loginPath } from '../lib/navigation.ts';
import { useLocation, useNavigate } from '../lib/router/index.ts';
import { useResuming, useToken } from '../lib/session/index.ts';
import { confirmDialog } from '../ui/dialog.tsx';

const DailyBonusOverlay = lazy(() => import('../features/daily-bonus/components/daily-bonus-overlay.tsx'));
const CoinsEventPopup = lazy(() => import('../features/app-rate/components/coins-event-popup.tsx'));
const AppRatePopup = lazy(() => import('../features/app-rate/components/app-rate-popup.tsx'));
const CashRainOverlay = lazy(() => import('../features/cash-rain/components/cash-rain-overlay.tsx'));

/**
 * The reward overlays any page may bring up (spec activities §2 Overlays): the daily sign-in overlay
 * (`?dailyBonus=1`, login required), the coins-event popup (`?coinsEvent=1`) and, in the store-installed
 * app only, the app rate popup one day after registration. Each one's code loads only when it opens.
 */
export default function RewardOverlayHost({
  dailyBonusFlag,
  coinsEventFlag,
  cashRainFlag,
  ratingDue,
}: {
  /** The query flags that open the two overlays. */
  dailyBonusFlag: string;
  coinsEventFlag: string;
  /** The cash rain (`?cashRain=1`, login required): spec activities §4 Cash rain. */
  cashRainFlag: string;
  ratingDue: boolean;
}) {
  const location = useLocation();
  const navigate = useNavigate();
  const { t } = useT();
  const loggedIn = useToken() !== null;
  const resuming = useResuming();
  const query = new URLSearchParams(location.search);
  const wantsDailyBonus = query.get(dailyBonusFlag) === '1';
  const wantsCoinsEvent = query.get(coinsEventFlag) === '1';
  const wantsCashRain = query.get(cashRainFlag) === '1';

  const closeFlag = (flag: string) =>
    navigate(withoutFlag(location.pathname, location.search, flag), { replace: true });

  // Spec activities §6: sign-in needs a login; the player comes back to the overlay afterwards.
  const askLogin = (wantsDailyBonus || wantsCashRain) && !loggedIn && !resuming;
  const { pathname, search } = location;
  const wanted = `${pathname}${search}`;
  useEffect(() => {
    if (!askLogin) return;
    let active = true;
    void confirmDialog({
      title: t('guard.title'),
      message: t('guard.message'),
      confirmText: t('guard.confirm'),
      cancelText: t('dialog.cancel'),
    }).then((confirmed) => {
      if (!active) return;
      if (confirmed) navigate(loginPath(wanted), { replace: true });
      else navigate(withoutFlag(pathname, search, dailyBonusFlag, cashRainFlag), { replace: true });
    });
    return () => {
      active = false;
    };
  }, [askLogin, wanted, pathname, search, dailyBonusFlag, cashRainFlag, navigate, t]);

  return (
    <Suspense fallback={null}>
      {wantsDailyBonus && loggedIn && <DailyBonusOverlay onClose={() => closeFlag(dailyBonusFlag)} />}
      {wantsCoinsEvent && <CoinsEventPopup onClose={() => closeFlag(coinsEventFlag)} />}
      {wantsCashRain && loggedIn && <CashRainOverlay onClose={() => closeFlag(cashRainFlag)} />}
      {loggedIn && !resuming && ratingDue && <AppRatePopup />}
    </Suspense>
  );
}

/** The same page without one of the flags above: closing an overlay does not add a history entry. */
function withoutFlag(pathname: string, search: string, ...flags: string[]): string {
  const query = new URLSearchParams(search);
  for (const flag of flags) query.delete(flag);
  const rest = query.toString();
  return `${pathname}${rest ? `?${rest}` : ''}`;
}
