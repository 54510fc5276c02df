import { randomUUID } from 'node:crypto';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { SIMULATOR_SETTINGS } from '../../simulator-settings.ts';
import {
  fromPixAmount,
  idEnvioOf,
  newTxid,
  parseEfiWebhook,
  providerRefOfIdEnvio,
  splitEfiWebhook,
  toPixAmount,
} from './efi-pix.ts';
import type { PaymentProvider, PaymentRequest } from './provider.ts';
import { eventually, type Harness, startHarness, toInput } from './test-harness.ts';

let h: Harness;
let efi: PaymentProvider;
const HMAC = SIMULATOR_SETTINGS.EFI_WEBHOOK_HMAC;

beforeAll(async () => {
  h = await startHarness();
  efi = h.providers.byCode['efi-pix'];
});
beforeEach(() =>
  h.configure({ behaviour: { efiWebhookUrl: `${h.receiver.url}/hooks/efi-pix?hmac=${HMAC}&ignorar=` } }),
);
afterAll(() => h.close());
afterEach(() => h.reset());

function charge(amountMinor: number): PaymentRequest {
  return {
    paymentId: randomUUID(),
    providerRef: newTxid(),
    msisdn: '5511987654321',
    amountMinor,
    currency: 'BRL',
  };
}

function payout(pixKey: string, amountMinor = 12_345): PaymentRequest {
  return { ...charge(amountMinor), providerRef: randomUUID(), pixKey };
}

const ref = (r: PaymentRequest) => ({ paymentId: r.paymentId, providerRef: r.providerRef ?? '' });

describe('Pix amounts and references', () => {
  it('writes centavos as the API’s decimal string and reads them back', () => {
    expect(toPixAmount(1234)).toBe('12.34');
    expect(toPixAmount(5)).toBe('0.05');
    expect(toPixAmount(100_000)).toBe('1000.00');
    expect(fromPixAmount('12.34')).toBe(1234);
    expect(fromPixAmount('0.01')).toBe(1);
    for (const bad of ['12.3', '12', '1,234.00', '-1.00', 12.34, null]) expect(fromPixAmount(bad)).toBeNull();
  });

  it('makes a txid BCB accepts and turns our payout reference into an idEnvio and back', () => {
    expect(newTxid()).toMatch(/^[a-zA-Z0-9]{26,35}$/);
    const reference = randomUUID();
    expect(idEnvioOf(reference)).toMatch(/^[a-f0-9]{32}$/);
    expect(providerRefOfIdEnvio(idEnvioOf(reference))).toBe(reference);
  });
});

describe('Pix deposits through Efí (immediate charge)', () => {
  it('creates the charge in reais, answers the copia-e-cola code and confirms by GET /v2/cob', async () => {
    const request = charge(2_500);
    const started = await efi.initiateDeposit(request);
    expect(started).toMatchObject({ state: 'PENDING', providerRef: request.providerRef, duplicate: false });
    const code = started.payerAction?.code ?? '';
    expect(code).toMatch(/^000201.*5303986.*540525\.00.*5802BR.*6304[0-9A-F]{4}$/);
    expect(h.sim.engine.lookup(request.providerRef ?? '')).toMatchObject({
      amount: '25.00',
      currency: 'BRL',
    });
    expect((await efi.depositStatus(ref(request))).state).toBe('PENDING');

    await h.approve(request.providerRef ?? '');
    const status = await efi.depositStatus(ref(request));
    expect(status).toMatchObject({ state: 'SUCCESSFUL', amountMinor: 2_500, currency: 'BRL' });
    expect(status.providerTxnId).toMatch(/^E09089356\d{12}\d{11}$/);

    // The webhook: a `pix` array on the registered URL + "/pix", naming our txid.
    await eventually(
      async () => h.receiver.received.length,
      (n: number) => n >= 1,
    );
    const received = h.receiver.received[0];
    expect(received?.url).toContain('/hooks/efi-pix?hmac=');
    expect(received?.url.endsWith('&ignorar=/pix')).toBe(true);
    const parsed = efi.parseCallback(toInput(received!));
    expect(parsed).toMatchObject({
      kind: 'deposit',
      paymentId: '',
      providerRef: request.providerRef,
      amountMinor: 2_500,
      requiresStatusQuery: true,
    });
  });

  it('answers a repeated txid as the same charge, and an expired charge as FAILED / EXPIRED', async () => {
    const request = charge(1_002);
    expect((await efi.initiateDeposit(request)).state).toBe('PENDING');
    expect(await efi.initiateDeposit(request)).toMatchObject({ state: 'PENDING', duplicate: true });
    const expired = await eventually(
      () => efi.depositStatus(ref(request)),
      (s) => s.state !== 'PENDING',
    );
    expect(expired).toMatchObject({ state: 'FAILED', failure: { code: 'EXPIRED' } });
  });

  it('refuses what Pix cannot carry before any call, and knows an unknown txid as not found', async () => {
    expect((await efi.initiateDeposit({ ...charge(100), currency: 'USD' })).failure?.code).toBe(
      'INVALID_REQUEST',
    );
    expect((await efi.initiateDeposit(charge(0))).failure?.code).toBe('INVALID_AMOUNT');
    expect((await efi.initiateDeposit({ ...charge(100), providerRef: 'short' })).state).toBe('FAILED');
    expect(await efi.depositStatus({ paymentId: '', providerRef: newTxid() })).toMatchObject({
      state: 'UNKNOWN',
      notFound: true,
    });
  });

  it('answers UNKNOWN, never FAILED, when Efí fails or hangs on the charge', async () => {
    await h.configure({ faults: { serverErrorOps: ['initiate'] } });
    const request = charge(3_000);
    expect((await efi.initiateDeposit(request)).state).toBe('UNKNOWN');
    // The charge exists all the same: the retry under the same txid is the same charge.
    await h.configure({ faults: { serverErrorOps: [] } });
    expect(await efi.initiateDeposit(request)).toMatchObject({ state: 'PENDING', duplicate: true });
    await h.configure({ faults: { hangMs: 5_000, hangOps: ['status'] } });
    expect((await efi.depositStatus(ref(request))).state).toBe('UNKNOWN');
  });
});

describe('Pix payouts through Efí (Pix envio)', () => {
  it('sends to the key, the same idEnvio being the same payment, and confirms by GET by idEnvio', async () => {
    const request = payout('+5511987654321');
    expect(await efi.initiatePayout(request)).toMatchObject({ state: 'PENDING', duplicate: false });
    expect(h.sim.engine.lookup(idEnvioOf(request.providerRef ?? ''))).toMatchObject({
      amount: '123.45',
      msisdn: '+5511987654321',
    });
    expect((await efi.initiatePayout(request)).state).toBe('PENDING');
    expect(await efi.initiatePayout({ ...request, amountMinor: 99 })).toMatchObject({ duplicate: true });
    const done = await eventually(
      () => efi.payoutStatus(ref(request)),
      (s) => s.state !== 'PENDING',
    );
    expect(done).toMatchObject({ state: 'SUCCESSFUL', amountMinor: 12_345, currency: 'BRL' });
    await eventually(
      async () => h.receiver.received.length,
      (n: number) => n >= 1,
    );
    expect(efi.parseCallback(toInput(h.receiver.received[0]!))).toMatchObject({
      kind: 'payout',
      providerRef: request.providerRef,
      state: 'SUCCESSFUL',
    });
  });

  it('reads a refused payout as FAILED, a refused key as FAILED before anything exists', async () => {
    const refused = payout('recusado@pix.sika.test');
    expect((await efi.initiatePayout(refused)).state).toBe('PENDING');
    const later = await eventually(
      () => efi.payoutStatus(ref(refused)),
      (s) => s.state !== 'PENDING',
    );
    expect(later).toMatchObject({ state: 'FAILED', failure: { code: 'DECLINED', providerCode: 'AC03' } });
    const invalid = await efi.initiatePayout(payout('invalida@pix.sika.test'));
    expect(invalid).toMatchObject({ state: 'FAILED', failure: { code: 'ACCOUNT_NOT_FOUND' } });
    expect((await efi.initiatePayout({ ...payout('x@y.br'), pixKey: undefined })).state).toBe('FAILED');
  });
});

describe('the Efí webhook', () => {
  const url = `/hooks/efi-pix?hmac=${HMAC}&ignorar=/pix`;

  it('needs our secret in the URL', () => {
    const rawBody = JSON.stringify({ pix: [{ endToEndId: 'E1', txid: newTxid(), valor: '1.00' }] });
    expect(parseEfiWebhook(HMAC, { headers: {}, rawBody, url })).not.toBeNull();
    for (const bad of ['/hooks/efi-pix', '/hooks/efi-pix?hmac=wrong&ignorar=', '/hooks/efi-pix?hmac=']) {
      expect(parseEfiWebhook(HMAC, { headers: {}, rawBody, url: bad })).toBeNull();
    }
  });

  it('splits a batch into its items, once per endToEndId, and routes received, sent and refunds', () => {
    const txid = newTxid();
    const received = { endToEndId: 'E1', txid, valor: '10.00', horario: '2026-11-24T04:00:00Z' };
    const sent = {
      endToEndId: 'E2',
      chave: 'a@b.br',
      tipo: 'SOLICITACAO',
      status: 'NAO_REALIZADO',
      valor: '5.00',
      gnExtras: { idEnvio: idEnvioOf(randomUUID()) },
    };
    const refund = { endToEndId: 'E3', txid, valor: '1.00', devolucoes: [{ id: 'D1', status: 'DEVOLVIDO' }] };
    const items = splitEfiWebhook(JSON.stringify({ pix: [received, received, sent, refund] }));
    expect(items?.map((i) => i.kind)).toEqual(['deposit', 'payout', 'unused']);
    expect(parseEfiWebhook(HMAC, { headers: {}, rawBody: items![1]!.rawBody, url })).toMatchObject({
      kind: 'payout',
      state: 'FAILED',
    });
    expect(splitEfiWebhook('{"evento":"teste_webhook"}')).toBeNull();
    expect(splitEfiWebhook('not json')).toBeNull();
  });
});
