import { type ComponentType, lazy, Suspense, useEffect, useState } from 'react';
import { AppNotificationHost } from '../components/app-notification.tsx';
import { RuleDialogHost } from '../components/rule-dialog-host.tsx';
import { closeDrawer, useDrawerOpen } from '../lib/drawer-state.ts';

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
 * build, the store-policy banner. Only their hosts are here; the code of each loads when first needed.
 * The shell loads this module once the first screen is painted (its hosts show nothing before), and holds
 * the store-policy banner's turn among the popups itself.
 */
export default function LobbyOverlays({
  policyDue,
  onPolicyAccepted,
}: {
  policyDue: boolean;
  onPolicyAccepted(): void;
}) {
  const open = useDrawerOpen();
  const [used, setUsed] = useState(false);
  if (open && !used) setUsed(true);
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
          <StorePolicyBanner onAccept={onPolicyAccepted} />
        </Suspense>
      )}
    </>
  );
}
