import './themes/base.css';
import './themes/sika.css';
import './themes/winslots.css';
import { REQUEST_TIMEOUT_MS } from '@sika/domain';
import { QueryClientProvider } from '@tanstack/react-query';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { preloadPage } from './app/preload-page.ts';
import { AppRoutes } from './app/router.tsx';
import { describeError, initI18n } from './i18n/index.ts';
import type { ApiClientDeps } from './lib/api/client.ts';
import { takeEarlyGet } from './lib/api/early-requests.ts';
import { PLATFORM } from './lib/api/headers.ts';
import { configureApi } from './lib/api/index.ts';
import { appInfoQueryOptions } from './lib/app-info.ts';
import { initDataSaver, noteSaveDataHeader } from './lib/data-saver.ts';
import { getDeviceId } from './lib/device.ts';
import { loginPath, navigateTo } from './lib/navigation.ts';
import { queryClient } from './lib/query-client.ts';
import { captureReferral } from './lib/referral.ts';
import { installRootFontSize } from './lib/root-font.ts';
import { BrowserRouter } from './lib/router/index.ts';
import { endSession, getToken, profileKey, resumeSession } from './lib/session/index.ts';
import { randomHex } from './lib/storage.ts';
import { initTheme } from './themes/theme.ts';
import { showToast } from './ui/toast.tsx';

installRootFontSize();
initTheme(window.location.search);
initDataSaver();
captureReferral(window.location.search);
// The context menu is disabled across the app (spec core §2), except in fields, where it pastes.
document.addEventListener('contextmenu', (event) => {
  if (!(event.target instanceof HTMLInputElement || event.target instanceof HTMLTextAreaElement)) {
    event.preventDefault();
  }
});

const apiDeps: ApiClientDeps = {
  // Home's lobby may already be on its way, asked for by index.html's boot script.
  fetch: (input, init) =>
    (typeof input === 'string' && takeEarlyGet(input, init)) || window.fetch(input, init),
  baseUrl: '',
  platform: PLATFORM,
  timeoutMs: REQUEST_TIMEOUT_MS,
  getToken,
  getDeviceId,
  now: () => Date.now(),
  nonce: () => randomHex(16),
  describe: describeError,
  toast: showToast,
  onUnauthorized() {
    endSession();
    const { pathname, search } = window.location;
    if (pathname !== '/login') navigateTo(loginPath(`${pathname}${search}`));
  },
  onForbidden() {
    if (window.location.pathname !== '/home') navigateTo('/home');
  },
  onPaused() {
    // The page stays: the route gate and the banner show the pause once the profile carries it.
    void queryClient.invalidateQueries({ queryKey: profileKey, refetchType: 'all' });
  },
};
configureApi(apiDeps);
if (import.meta.env.DEV) {
  void import('./lib/api/dev-validate.ts').then(({ validateAgainstContract }) =>
    configureApi({ ...apiDeps, validate: validateAgainstContract }),
  );
}

void queryClient
  .fetchQuery(appInfoQueryOptions())
  .then((info) => noteSaveDataHeader(info.saveData))
  .catch(() => undefined);
const pageSections = preloadPage(window.location.pathname);
void resumeSession();

void initI18n(window.location.search, pageSections).then(() => {
  const root = document.getElementById('root');
  if (!root) return;
  // A transition renders in slices that yield to the phone between them, instead of one long task: the
  // first screen's render no longer blocks a tap (Lighthouse's total blocking time).
  startTransition(() =>
    createRoot(root).render(
      <StrictMode>
        <QueryClientProvider client={queryClient}>
          <BrowserRouter>
            <AppRoutes />
          </BrowserRouter>
        </QueryClientProvider>
      </StrictMode>,
    ),
  );
});
