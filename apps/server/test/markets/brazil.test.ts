import { randomInt, randomUUID } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { registerEfiWebhookOf } from '../../src/modules/mobile-money/index.ts';
import { reconcilePayments } from '../../src/modules/payments/index.ts';
import { reconcileWithdrawals } from '../../src/modules/withdrawals/reconcile-withdrawals.ts';
import { SIMULATOR_SETTINGS } from '../../src/simulator-settings.ts';
import { staffWithdrawals } from '../admin/support.ts';
import { body } from '../support/app.ts';
import { newMobile } from '../support/players.ts';
import {
  cash,
  deposit,
  depositConfig,
  eventually,
  orderOf,
  type Player,
  playRound,
  register,
  untilSettled,
  untilWithdrawalDecided,
  withdrawal,
} from './journey.ts';
import { expectLedgerHealthy, type MarketHarness, startMarket } from './support.ts';

/**
 * Brazil (BRL, centavos): Pix through Efí, from a fresh database as `MARKET=BR npm start`. Deposits are
 * immediate charges paid by their copia-e-cola code; Efí's webhook (a `pix` array on the URL registered
 * with our secret) is a hint, `GET /v2/cob/{txid}` decides; payouts go to the Pix key given at KYC.
 */
const HMAC = SIMULATOR_SETTINGS.EFI_WEBHOOK_HMAC;
let h: MarketHarness;
beforeAll(async () => {
  h = await startMarket('BR');
  // As the server does at start (main.ts): the webhook registered on our Pix key; Efí notifies only it.
  expect(await registerEfiWebhookOf(h.t.ctx.config)).toEqual({
    outcome: 'registered',
    webhookUrl: `${h.t.ctx.config.PUBLIC_URL}/hooks/efi-pix?hmac=${HMAC}&ignorar=`,
  });
});
afterEach(async () => {
  await h.settled();
  await h.configure({ faults: { duplicateCallbacks: 1, dropCallbacks: false }, rules: [] });
  await expectLedgerHealthy(h.t);
});
afterAll(() => h.close());

const brMobile = () => newMobile('1198');

/** A CPF no other player of the run has: nine random digits and their two check digits. */
function newCpf(): string {
  const digits = Array.from({ length: 9 }, () => randomInt(0, 10));
  for (const length of [9, 10]) {
    const sum = digits.reduce((total, d, i) => total + d * (length + 1 - i), 0);
    digits.push(((sum * 10) % 11) % 10);
  }
  return digits.join('');
}

async function completeKyc(player: Player, cpf: string, pixKey: string) {
  const response = await h.t.app.inject({
    method: 'POST',
    url: '/api/account-service/kyc',
    headers: { token: player.token },
    payload: { field0: 'Ana', field1: 'Souza', field3: '19900101', field5: cpf, field9: pixKey },
  });
  expect(response.statusCode, response.body).toBe(200);
}

async function withdraw(player: Player, coins: number, bankAccount: string, key = randomUUID()) {
  return h.t.app.inject({
    method: 'POST',
    url: '/api/account-service/withdraw',
    headers: { token: player.token },
    payload: {
      bankAccountName: 'Ana Souza',
      bankAccount,
      bankCode: 'PIX',
      bankName: 'Pix',
      money: coins,
      coins,
      channel: 'PIX',
      payChannel: 'PIX',
      idempotencyKey: key,
    },
  });
}

/** Pays the charge in the simulator (the payer's bank app) and waits for the webhook's follow-up. */
async function pay(txid: string) {
  const answer = await fetch(`${h.sim.url}/_sim/prompts/${txid}/approve`, { method: 'POST' });
  expect(answer.status).toBe(200);
  await h.settled();
}

const depositsOf = (playerId: string) =>
  h.t.ctx.db
    .selectFrom('wallet_transfers')
    .selectAll()
    .where('player_id', '=', playerId)
    .where('kind', '=', 'deposit')
    .execute();

const webhook = (payload: Record<string, unknown>, url = `/hooks/efi-pix?hmac=${HMAC}&ignorar=/pix`) =>
  h.t.app.inject({ method: 'POST', url, headers: { 'content-type': 'application/json' }, payload });

/** A player who deposited R$ 100,00, played it into R$ 150,00 and gave CPF and Pix key. */
async function playerWithWinnings(pixKey?: string) {
  const player = await register(h, brMobile());
  const created = await deposit(h.t, player, 10_000, 'PIX');
  await pay((await orderOf(h.t, created.data.transNo)).provider_ref ?? '');
  expect(await untilSettled(h, player, created.data.transNo)).toMatchObject({ state: 3 });
  await playRound(h, player, 10_000, 15_000);
  const cpf = newCpf();
  await completeKyc(player, cpf, pixKey ?? cpf);
  return { player, cpf };
}

describe('Brazil out of the box', () => {
  it('registers, deposits by Pix copia e cola, plays a round and withdraws to the Pix key, in centavos', async () => {
    const player = await register(h, brMobile());
    const config = await depositConfig(h.t, player);
    expect(config.currency).toBe('BRL');
    expect(config.channels.map((c) => c.channelCode)).toEqual(['PIX']);
    expect(config.packages.map((p) => p.payMoney)).toContain(5_000);

    const created = await deposit(h.t, player, 5_000, 'PIX');
    expect(created.response.statusCode, created.response.body).toBe(200);
    const order = await orderOf(h.t, created.data.transNo);
    expect(order.provider).toBe('efi-pix');
    expect(order.provider_ref).toMatch(/^[a-zA-Z0-9]{26,35}$/);
    // The BR Code the web shows as text and QR: dynamic (location), R$ 50.00, BRL, CRC16 at the end.
    expect(order.pay_code).toMatch(/^000201.*br\.gov\.bcb\.pix.*5303986540550\.005802BR.*6304[0-9A-F]{4}$/);
    const view = await h.t.app.inject({
      method: 'GET',
      url: `/api/account-service/pan-pay/deposit/result?transNo=${created.data.transNo}`,
      headers: { token: player.token },
    });
    expect(body<{ payCode: string | null }>(view).data.payCode).toBe(order.pay_code);

    await pay(order.provider_ref ?? '');
    expect(await untilSettled(h, player, created.data.transNo)).toMatchObject({
      state: 3,
      creditedMinor: 5_000,
    });
    const sim = (await (await fetch(`${h.sim.url}/_sim/payments/${order.provider_ref}`)).json()) as {
      amount: string;
      currency: string;
      deliveries: { httpStatus: number; url: string }[];
    };
    // R$ 50,00 on the wire as "50.00"; the one webhook went to the registered URL + "/pix", answered 200.
    expect(sim).toMatchObject({ amount: '50.00', currency: 'BRL' });
    expect(sim.deliveries.map((d) => d.httpStatus)).toEqual([200]);
    expect(sim.deliveries[0]?.url.endsWith('&ignorar=/pix')).toBe(true);

    await playRound(h, player, 5_000, 8_000);
    expect(await cash(h.t, player)).toBe(8_000);

    const cpf = newCpf();
    const key = `+55${player.mobile}`;
    await completeKyc(player, cpf.replace(/^(\d{3})(\d{3})(\d{3})(\d{2})$/, '$1.$2.$3-$4'), key);
    const channels = await h.t.app.inject({
      method: 'GET',
      url: '/api/account-service/withdraw/channels',
      headers: { token: player.token },
    });
    expect(body<{ bankAccount: string }>(channels).data.bankAccount).toBe(key);
    const submitted = await withdraw(player, 8_000, key);
    expect(submitted.statusCode, submitted.body).toBe(200);
    const placed = body<{ orderNo: string; taxMinor: number; netMinor: number }>(submitted).data;
    // Nothing withheld in Brazil (the 15% on net prizes is the player's to declare, Lei 14.790/2023).
    expect(placed).toMatchObject({ taxMinor: 0, netMinor: 8_000 });
    const done = await untilWithdrawalDecided(h.t, player, placed.orderNo);
    expect(done.status).toBe('success');
    // Staff read the same: nothing withheld, no rule (decision 018).
    expect((await staffWithdrawals(h.t, player.playerId))[0]).toMatchObject({
      orderNo: placed.orderNo,
      taxMinor: 0,
      taxBaseMinor: 0,
      taxRuleId: null,
      netMinor: 8_000,
    });
    const sent = (await (
      await fetch(`${h.sim.url}/_sim/payments?msisdn=${encodeURIComponent(key)}`)
    ).json()) as {
      product: string;
      amount: string;
      status: string;
    }[];
    expect(sent).toMatchObject([{ product: 'efi-pix-envio', amount: '80.00', status: 'SUCCESSFUL' }]);
    expect(await cash(h.t, player)).toBe(0);
  });

  it('validates the CPF’s check digits and the Pix key’s type at KYC, and shows a CPF key masked', async () => {
    const player = await register(h, brMobile());
    const refused = await h.t.app.inject({
      method: 'POST',
      url: '/api/account-service/kyc',
      headers: { token: player.token },
      payload: {
        field0: 'Ana',
        field1: 'Souza',
        field3: '19900101',
        field5: '52998224726',
        field9: '11987654321',
      },
    });
    expect(refused.statusCode).toBe(400);
    expect(body<unknown>(refused)).toMatchObject({
      data: { errors: { field5: 'format', field9: 'format' } },
    });
    const cpf = newCpf();
    await completeKyc(player, cpf, cpf);
    const channels = await h.t.app.inject({
      method: 'GET',
      url: '/api/account-service/withdraw/channels',
      headers: { token: player.token },
    });
    expect(body<{ bankAccount: string }>(channels).data.bankAccount).toBe(
      `***.${cpf.slice(3, 6)}.${cpf.slice(6, 9)}-**`,
    );
  });
});

describe('Pix deposits exactly once', () => {
  it('credits once for 50 concurrent duplicate webhooks and 10 later replays', async () => {
    await h.configure({ faults: { duplicateCallbacks: 50 } });
    const player = await register(h, brMobile());
    const created = await deposit(h.t, player, 2_500, 'PIX');
    const order = await orderOf(h.t, created.data.transNo);
    await pay(order.provider_ref ?? '');
    expect((await orderOf(h.t, created.data.transNo)).state).toBe(3);
    const replay = await fetch(`${h.sim.url}/_sim/payments/${order.provider_ref}/callbacks`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ copies: 10 }),
    });
    expect(replay.status).toBe(200);
    await h.settled();
    const stored = await h.t.ctx.db
      .selectFrom('payment_callbacks')
      .selectAll()
      .where('order_id', '=', order.id)
      .execute();
    expect(stored).toHaveLength(60);
    expect(stored.every((c) => c.verdict === 'accepted')).toBe(true);
    expect(await depositsOf(player.playerId)).toHaveLength(1);
    expect(await cash(h.t, player)).toBe(2_500);
  });

  it('takes each item of a batch once, refuses a wrong secret, and never credits on the webhook’s word', async () => {
    const player = await register(h, brMobile());
    const created = await deposit(h.t, player, 4_000, 'PIX');
    const order = await orderOf(h.t, created.data.transNo);
    const item = {
      endToEndId: 'E09089356202611240400123456789AB',
      txid: order.provider_ref,
      chave: SIMULATOR_SETTINGS.EFI_PIX_KEY,
      valor: '40.00',
      horario: '2026-11-24T04:00:00.000Z',
    };
    for (const url of ['/hooks/efi-pix', '/hooks/efi-pix?hmac=wrong&ignorar=/pix', '/hooks/efi-pix/pix']) {
      expect((await webhook({ pix: [item] }, url)).statusCode).toBe(403);
    }
    // Our secret, but Efí has no payment for the charge: recorded, answered 200, nothing credited.
    const batch = await webhook({
      pix: [item, item, { ...item, devolucoes: [{ id: 'D1', status: 'DEVOLVIDO' }] }],
    });
    expect(batch.statusCode).toBe(200);
    // Efí's registration test is answered 2xx (else Efí refuses the URL); a body that is not JSON is 400.
    expect((await webhook({ evento: 'teste_webhook' })).statusCode).toBe(200);
    const garbled = await h.t.app.inject({
      method: 'POST',
      url: `/hooks/efi-pix?hmac=${HMAC}&ignorar=/pix`,
      headers: { 'content-type': 'application/json' },
      payload: '{"pix": [',
    });
    expect(garbled.statusCode).toBe(400);
    await h.settled();
    const stored = await h.t.ctx.db
      .selectFrom('payment_callbacks')
      .selectAll()
      .where('order_id', '=', order.id)
      .execute();
    expect(stored).toHaveLength(1);
    expect((await orderOf(h.t, created.data.transNo)).state).toBe(2);
    expect(await depositsOf(player.playerId)).toHaveLength(0);
  });

  it('fails a charge that expires unpaid, and credits one whose webhook was lost when reconciled', async () => {
    const player = await register(h, brMobile());
    const expired = await deposit(h.t, player, 1_002, 'PIX');
    expect(await untilSettled(h, player, expired.data.transNo)).toMatchObject({
      state: 4,
      reason: 'EXPIRED',
    });

    await h.configure({ faults: { dropCallbacks: true } });
    const created = await deposit(h.t, player, 3_000, 'PIX');
    await pay((await orderOf(h.t, created.data.transNo)).provider_ref ?? '');
    expect((await orderOf(h.t, created.data.transNo)).state).toBe(2);
    const report = await eventually(
      async () => {
        h.t.clock.advance(60_000);
        await reconcilePayments(h.t.ctx);
        return orderOf(h.t, created.data.transNo);
      },
      (o) => o.state === 3,
    );
    expect(report.state).toBe(3);
    expect(await depositsOf(player.playerId)).toHaveLength(1);
    expect(await cash(h.t, player)).toBe(3_000);
  });
});

describe('Pix payouts exactly once', () => {
  it('pays once for 20 parallel submissions under one key and 20 duplicate webhooks', async () => {
    const { player, cpf } = await playerWithWinnings();
    await h.configure({ faults: { duplicateCallbacks: 20 } });
    const key = randomUUID();
    const answers = await Promise.all(Array.from({ length: 20 }, () => withdraw(player, 15_000, cpf, key)));
    expect(answers.every((a) => a.statusCode === 200)).toBe(true);
    const orderNos = new Set(answers.map((a) => body<{ orderNo: string }>(a).data.orderNo));
    expect(orderNos.size).toBe(1);
    const [orderNo] = [...orderNos];
    const done = await untilWithdrawalDecided(h.t, player, orderNo!);
    expect(done.status).toBe('success');
    await h.settled();
    const sent = (await (await fetch(`${h.sim.url}/_sim/payments?msisdn=${cpf}`)).json()) as unknown[];
    expect(sent).toHaveLength(1);
    expect(await cash(h.t, player)).toBe(0);
    // A withdrawal record shows a CPF key masked.
    expect((await withdrawal(h.t, player, orderNo!)) as unknown).toMatchObject({
      bankAccount: `***.${cpf.slice(3, 6)}.${cpf.slice(6, 9)}-**`,
    });
  });

  it('gives the money back when the Pix is refused, and refuses a key other than the KYC’s', async () => {
    const { player } = await playerWithWinnings('recusado@pix.sika.test');
    expect((await withdraw(player, 15_000, '+5511999999999')).statusCode).toBe(422);
    const submitted = await withdraw(player, 15_000, 'recusado@pix.sika.test');
    expect(submitted.statusCode, submitted.body).toBe(200);
    const { orderNo } = body<{ orderNo: string }>(submitted).data;
    const done = await untilWithdrawalDecided(h.t, player, orderNo);
    expect(done.status).toBe('failed');
    expect(await cash(h.t, player)).toBe(15_000);
  });

  it('settles a payout whose webhook was lost when reconciled', async () => {
    const { player, cpf } = await playerWithWinnings();
    await h.configure({ faults: { dropCallbacks: true } });
    const submitted = await withdraw(player, 15_000, cpf);
    const { orderNo } = body<{ orderNo: string }>(submitted).data;
    const done = await eventually(
      async () => {
        h.t.clock.advance(120_000);
        await reconcileWithdrawals(h.t.ctx);
        return withdrawal(h.t, player, orderNo);
      },
      (o) => o.status !== 'pending',
    );
    expect(done.status).toBe('success');
  });
});

describe('Efí webhook registration', () => {
  it('sends nothing when Efí already has our URL, and puts it back when Efí has another', async () => {
    const ours = `${h.t.ctx.config.PUBLIC_URL}/hooks/efi-pix?hmac=${HMAC}&ignorar=`;
    expect(await registerEfiWebhookOf(h.t.ctx.config)).toEqual({ outcome: 'unchanged', webhookUrl: ours });
    // Someone registered another URL on the key (Efí keeps one per key): ours replaces it.
    await h.configure({ behaviour: { efiWebhookUrl: 'http://127.0.0.1:9/elsewhere' } });
    expect(await registerEfiWebhookOf(h.t.ctx.config)).toEqual({ outcome: 'registered', webhookUrl: ours });
    // The simulator now notifies only the registered URL: a charge paid reaches us and is credited.
    const player = await register(h, brMobile());
    const created = await deposit(h.t, player, 1_500, 'PIX');
    const order = await orderOf(h.t, created.data.transNo);
    await pay(order.provider_ref ?? '');
    expect(await untilSettled(h, player, created.data.transNo)).toMatchObject({ state: 3 });
    const sim = (await (await fetch(`${h.sim.url}/_sim/payments/${order.provider_ref}`)).json()) as {
      deliveries: { url: string; httpStatus: number }[];
    };
    expect(sim.deliveries.map((d) => [d.url, d.httpStatus])).toEqual([[`${ours}/pix`, 200]]);
  });

  it('is refused, and says why, when our URL does not answer Efí’s test notification', async () => {
    const refused = await registerEfiWebhookOf({ ...h.t.ctx.config, PUBLIC_URL: 'http://127.0.0.1:9' });
    expect(refused).toMatchObject({ outcome: 'failed', reason: expect.stringContaining('inacessível') });
    // Nothing changed on the key: ours stays registered.
    expect(await registerEfiWebhookOf(h.t.ctx.config)).toMatchObject({ outcome: 'unchanged' });
  });
});
