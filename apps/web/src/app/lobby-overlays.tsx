import { lazy, Suspense, useState } from 'react';
// Kept by the shell so that the browser's install event, which comes early, is not missed (spec core §4).
import '../lib/install-prompt.ts';
import { isStoreBuild } from '../lib/store-build.ts';
import { AppNotificationHost } from '../ui/app-notification.tsx';
import { closeDrawer, useDrawerOpen } from '../ui/drawer-state.ts';
import { RuleDialogHost } from '../ui/rule-dialog-host.tsx';

const Drawer = lazy(() => import('../features/drawer/components/drawer.tsx'));
const StorePolicyBanner = lazy(() =>
  import('../ui/store-policy-banner.tsx').then((m) => ({ default: m.StorePolicyBanner })),
);

/**
 * The overlays any page may bring up (spec core §2 Left drawer, Other overlays): the left drawer, the app
 * notification banner, the rule dialog and, in the store build, the store-policy banner. Only their hosts
 * are here; the code of each loads when first needed.
 */
export function LobbyOverlays() {
  const open = useDrawerOpen();
  const [used, setUsed] = useState(false);
  if (open && !used) setUsed(true);
  return (
    <>
      {used && (
        <Suspense fallback={null}>
          <Drawer open={open} onClose={closeDrawer} />
        </Suspense>
      )}
      <AppNotificationHost />
      <RuleDialogHost />
      {isStoreBuild() && (
        <Suspense fallback={null}>
          <StorePolicyBanner />
        </Suspense>
      )}
    </>
  );
}
