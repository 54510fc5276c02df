import { lazy, Suspense } from 'react';
import HomePage from '../features/home/components/home-page.tsx';
import { useFirstScreenPainted } from '../lib/first-paint.ts';
import { CASH_RAIN } from './reward-flags.ts';
import { RewardOverlays } from './reward-overlays.tsx';

const CashRainEntry = lazy(() => import('../features/cash-rain/components/cash-rain-entry.tsx'));

/**
 * /home and the reward overlays. Every operator link to them (menus, adverts, the drawer) is
 * `/home?dailyBonus=1`, `/home?coinsEvent=1` or `/home?cashRain=1`, and the rating popup is checked on
 * arrival, so they live with home's lazy page rather than in the shell every first visit downloads. The cash
 * rain's home entry (spec activities §2) shows the displayed slot's label.
 */
export default function HomeRoute() {
  // The entry floats over home: its code and data wait until home's first screen is painted.
  const painted = useFirstScreenPainted();
  return (
    <>
      <HomePage />
      {painted && (
        <Suspense fallback={null}>
          <CashRainEntry flag={CASH_RAIN} />
        </Suspense>
      )}
      <RewardOverlays />
    </>
  );
}
