import { type ComponentType, lazy, Suspense, useEffect, useState } from 'react';
// Kept by the shell so that the browser's install event, which comes early, is not missed (spec core §4).
import '../lib/install-prompt.ts';
import { AppNotificationHost } from '../components/app-notification.tsx';
import { RuleDialogHost } from '../components/rule-dialog-host.tsx';
import { closeDrawer, useDrawerOpen } from '../lib/drawer-state.ts';
import { isStorePolicyDue } from '../lib/store-policy.ts';
import { usePopupLock } from '../ui/popup-lock.ts';

const Drawer = lazy(() => import('../features/drawer/components/drawer.tsx'));
// A chunk that cannot load (offline at that moment) costs the popups, never the page.
const LuckyRefundPopups = lazy<ComponentType>(() =>
  import('../features/lucky-refund/components/lucky-popups.tsx').catch(() => ({
    default: () => null,
  })),
);
/** The lucky refund popups wait until the first screen is up: they never compete with its requests. */
const LUCKY_POPUPS_AFTER_MS = 1_500;
const StorePolicyBanner = lazy(() =>
  import('../components/store-policy-banner.tsx').then((m) => ({ default: m.StorePolicyBanner })),
);

/**
 * The overlays any page may bring up (spec core §2 Left drawer, Other overlays): the left drawer, the app
 * notification banner, the rule dialog, the lucky refund's codes and countdown popups and, in the store
 * build, the store-policy banner. Only their hosts
 * are here; the code of each loads when first needed.
 */
export function LobbyOverlays() {
  const open = useDrawerOpen();
  const [used, setUsed] = useState(false);
  if (open && !used) setUsed(true);
  const [policyDue, setPolicyDue] = useState(isStorePolicyDue);
  // The banner's code loads lazily, but its turn among the popups is taken now: home's advert popup, due
  // 300 ms after home shows, could otherwise win the lock while the chunk loads and open over the banner.
  usePopupLock(policyDue);
  const [luckyDue, setLuckyDue] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setLuckyDue(true), LUCKY_POPUPS_AFTER_MS);
    return () => clearTimeout(timer);
  }, []);
  return (
    <>
      {used && (
        <Suspense fallback={null}>
          <Drawer open={open} onClose={closeDrawer} />
        </Suspense>
      )}
      <AppNotificationHost />
      <RuleDialogHost />
      {luckyDue && (
        <Suspense fallback={null}>
          <LuckyRefundPopups />
        </Suspense>
      )}
      {policyDue && (
        <Suspense fallback={null}>
          <StorePolicyBanner onAccept={() => setPolicyDue(false)} />
        </Suspense>
      )}
    </>
  );
}
