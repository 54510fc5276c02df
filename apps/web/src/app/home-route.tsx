import HomePage from '../features/home/components/home-page.tsx';
import { RewardOverlays } from './reward-overlays.tsx';

/**
 * /home and the reward overlays. Every operator link to them (menus, adverts, the drawer) is
 * `/home?dailyBonus=1` or `/home?coinsEvent=1`, and the rating popup is checked on arrival, so they live
 * with home's lazy page rather than in the shell every first visit downloads.
 */
export default function HomeRoute() {
  return (
    <>
      <HomePage />
      <RewardOverlays />
    </>
  );
}
