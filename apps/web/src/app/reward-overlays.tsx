import { lazy, Suspense, useState } from 'react';
import { useLocation } from '../lib/router/index.ts';
import { useToken } from '../lib/session/index.ts';
import { CASH_RAIN, COINS_EVENT, DAILY_BONUS, ratingDue } from './reward-flags.ts';

const RewardOverlayHost = lazy(() => import('./reward-overlay-host.tsx'));

const FLAGGED = new RegExp(`[?&](${DAILY_BONUS}|${COINS_EVENT}|${CASH_RAIN})=1(&|$)`);

/**
 * With the home page: the reward overlays (spec activities §2 Overlays) load their host only when
 * one is asked for (`?dailyBonus=1`, `?coinsEvent=1`, `?cashRain=1`) or when the app rate popup may be due, so a first
 * visit to /home carries none of their code.
 */
export function RewardOverlays() {
  const { search } = useLocation();
  const loggedIn = useToken() !== null;
  const rating = loggedIn && ratingDue();
  const wanted = FLAGGED.test(search) || rating;
  const [used, setUsed] = useState(false);
  if (wanted && !used) setUsed(true);
  if (!used) return null;
  return (
    <Suspense fallback={null}>
      <RewardOverlayHost
        dailyBonusFlag={DAILY_BONUS}
        coinsEventFlag={COINS_EVENT}
        cashRainFlag={CASH_RAIN}
        ratingDue={rating}
      />
    </Suspense>
  );
}
