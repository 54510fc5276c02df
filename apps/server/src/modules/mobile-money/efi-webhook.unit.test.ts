import {
  type CallbackReceiver,
  type RunningPaysim,
  startCallbackReceiver,
  startTestPaysim,
} from '@sika/paysim';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEfiClient } from './efi-client.ts';
import { isEfiTestNotification, registerEfiWebhook } from './efi-webhook.ts';
import { simulatorEfiConfig } from './simulator-defaults.ts';

/** `PUT/GET /v2/webhook/{chave}` against the simulator, which posts Efí's test notification to the URL. */
let sim: RunningPaysim;
let receiver: CallbackReceiver;
beforeAll(async () => {
  sim = await startTestPaysim();
  receiver = await startCallbackReceiver();
});
afterAll(async () => {
  await sim.close();
  await receiver.close();
});

describe('Efí webhook registration', () => {
  it('needs x-skip-mtls-checking without mutual TLS in front, then registers once', async () => {
    const efi = simulatorEfiConfig(sim.url, 3_000);
    const client = createEfiClient(efi);
    const webhookUrl = `${receiver.url}/hooks/efi-pix?hmac=${efi.webhookHmac}&ignorar=`;
    const withMtls = await registerEfiWebhook(client, { pixKey: efi.pixKey, webhookUrl, mtlsInFront: true });
    expect(withMtls).toMatchObject({ outcome: 'failed', reason: expect.stringContaining('TLS mútuo') });
    const options = { pixKey: efi.pixKey, webhookUrl, mtlsInFront: false };
    expect(await registerEfiWebhook(client, options)).toEqual({ outcome: 'registered', webhookUrl });
    expect(await registerEfiWebhook(client, options)).toEqual({ outcome: 'unchanged', webhookUrl });
    const tests = receiver.received.filter((r) => r.url.includes('/hooks/efi-pix'));
    // One test notification, to the URL as registered (no /pix), for the one registration that was sent.
    expect(tests).toHaveLength(1);
    expect(isEfiTestNotification(tests[0]!.rawBody)).toBe(true);
  });

  it('is refused for a key that is not the account’s', async () => {
    const efi = simulatorEfiConfig(sim.url, 3_000);
    const refused = await registerEfiWebhook(createEfiClient(efi), {
      pixKey: 'another-key',
      webhookUrl: `${receiver.url}/x`,
      mtlsInFront: false,
    });
    expect(refused).toMatchObject({ outcome: 'failed', reason: expect.stringContaining('chave_invalida') });
  });
});
