import { cleanup } from '@testing-library/react';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { describeError, installMessages } from '../i18n/index.ts';
import en from '../i18n/locales/en.json' with { type: 'json' };
import { configureApi } from '../lib/api/index.ts';
import { queryClient } from '../lib/query-client.ts';
import { endSession, getToken } from '../lib/session/index.ts';
import { showToast } from '../ui/toast.tsx';
import { API_ORIGIN, server } from './server.ts';

// Component tests render real screens with the real API client against MSW (server.ts): only the network
// is replaced, by handlers typed from the contract. English, as the players' default.
installMessages('en', en);

configureApi({
  fetch: (...args) => fetch(...args),
  baseUrl: API_ORIGIN,
  platform: 'h5',
  timeoutMs: 5_000,
  getToken,
  getDeviceId: () => 'test-device',
  now: () => Date.now(),
  nonce: () => 'nonce',
  describe: describeError,
  toast: showToast,
  onUnauthorized() {},
  onForbidden() {},
  onPaused() {},
});

// A request no test expected fails loudly instead of reaching a network.
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  cleanup();
  server.resetHandlers();
  queryClient.clear();
  endSession();
  localStorage.clear();
});
afterAll(() => server.close());
