import {
  type CallbackReceiver,
  type RunningPaysim,
  type SettingsPatch,
  startCallbackReceiver,
  startTestPaysim,
} from '@sika/paysim';
import { createPaymentProviders, type PaymentProviders, simulatorProvidersConfig } from './adapters.ts';
import type { CallbackInput, ParsedCallback, PaymentProvider } from './provider.ts';

/**
 * For the adapters' unit tests only: the real simulator in-process on 127.0.0.1:0, a listener for its
 * callbacks, and both adapters pointed at them. Everything stops in `close()`.
 */

export interface Harness {
  sim: RunningPaysim;
  receiver: CallbackReceiver;
  providers: PaymentProviders;
  /** Change the simulator's knobs, as a test would through POST /_sim/config. */
  configure(patch: SettingsPatch): Promise<void>;
  approve(providerRef: string): Promise<number>;
  decline(providerRef: string): Promise<number>;
  /** The callbacks received so far, parsed by `provider`. */
  parsedCallbacks(provider: PaymentProvider): (ParsedCallback | null)[];
  reset(): Promise<void>;
  close(): Promise<void>;
}

export const TEST_CALLBACK_SECRET = 'unit-test-callback-secret-0123456789';
/** Short, so that hang tests finish quickly; the simulator hangs far longer than this. */
export const TEST_TIMEOUT_MS = 400;

export async function startHarness(): Promise<Harness> {
  const sim = await startTestPaysim();
  const receiver = await startCallbackReceiver();
  const providers = createPaymentProviders(
    simulatorProvidersConfig({
      paysimUrl: sim.url,
      callbackBaseUrl: `${receiver.url}/hooks`,
      callbackSecret: TEST_CALLBACK_SECRET,
      timeoutMs: TEST_TIMEOUT_MS,
    }),
  );
  const post = async (path: string, body?: unknown) => {
    const response = await fetch(`${sim.url}${path}`, {
      method: 'POST',
      headers: body === undefined ? {} : { 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    await response.arrayBuffer();
    return response.status;
  };
  return {
    sim,
    receiver,
    providers,
    async configure(patch) {
      const status = await post('/_sim/config', patch);
      if (status !== 200) throw new Error(`simulator refused the config (${status})`);
    },
    approve: (ref) => post(`/_sim/payments/${encodeURIComponent(ref)}/approve`),
    decline: (ref) => post(`/_sim/payments/${encodeURIComponent(ref)}/decline`),
    parsedCallbacks: (provider) => receiver.received.map((r) => provider.parseCallback(toInput(r))),
    async reset() {
      await sim.engine.flush();
      await post('/_sim/reset');
      receiver.received.length = 0;
    },
    async close() {
      await sim.close();
      await receiver.close();
    },
  };
}

export function toInput(received: {
  headers: CallbackInput['headers'];
  rawBody: string;
  url: string;
}): CallbackInput {
  return { headers: received.headers, rawBody: received.rawBody, url: received.url };
}

/** Polls until `read` gives a value that passes `done` (the simulator settles on timers). */
export async function eventually<T>(
  read: () => Promise<T>,
  done: (value: T) => boolean,
  timeoutMs = 3000,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (done(value) || Date.now() > deadline) return value;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
