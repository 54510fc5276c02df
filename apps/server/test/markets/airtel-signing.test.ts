import { createServer, type Server } from 'node:http';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { SIMULATOR_SETTINGS as SIM } from '../../src/simulator-settings.ts';
import { newMobile } from '../support/players.ts';
import {
  approvePrompt,
  cash,
  completeKyc,
  deposit,
  idNumber,
  playRound,
  register,
  untilSettled,
  withdrawAndWait,
  withdrawOrderOf,
} from './journey.ts';
import { expectLedgerHealthy, type MarketHarness, startMarket } from './support.ts';

/**
 * Airtel Zambia's message signing through the whole stack (docs/payments.md, Airtel Money): the server
 * signs every collection and disbursement with Airtel's public key (the simulator's), the simulator holds
 * the private key and refuses a body changed on the way (403 DP00800001026 / DP00900001016) or a wrong
 * PIN (ROUTER115) before anything is created. Between them a proxy stands for the network, able to alter
 * a request while keeping its signature headers.
 */

interface TamperingProxy {
  url: string;
  target: string;
  /** Applied to POST bodies on their way to the simulator; the signature headers go through unchanged. */
  tamper: ((path: string, text: string) => string) | null;
  close(): Promise<void>;
}

async function startProxy(): Promise<TamperingProxy> {
  const proxy: TamperingProxy = { url: '', target: '', tamper: null, close: async () => {} };
  const server: Server = createServer(async (request, response) => {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const text = Buffer.concat(chunks).toString('utf8');
    const headers: Record<string, string> = {};
    for (const [name, value] of Object.entries(request.headers)) {
      if (typeof value === 'string' && !['host', 'content-length', 'connection'].includes(name)) {
        headers[name] = value;
      }
    }
    const sent = request.method === 'POST' && proxy.tamper ? proxy.tamper(request.url ?? '', text) : text;
    const answer = await fetch(`${proxy.target}${request.url}`, {
      method: request.method,
      headers,
      ...(request.method === 'GET' ? {} : { body: sent }),
    });
    response.writeHead(answer.status, { 'content-type': answer.headers.get('content-type') ?? 'text/plain' });
    response.end(await answer.text());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  proxy.url = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  proxy.close = () => new Promise<void>((resolve) => server.close(() => resolve()));
  return proxy;
}

async function simPayments(h: MarketHarness, msisdn: string) {
  return (await (await fetch(`${h.sim.url}/_sim/payments?msisdn=${msisdn}`)).json()) as {
    product: string;
    amount: string;
    status: string;
    signed: boolean;
  }[];
}

const depositsOf = (h: MarketHarness, playerId: string) =>
  h.t.ctx.db
    .selectFrom('wallet_transfers')
    .selectAll()
    .where('player_id', '=', playerId)
    .where('kind', '=', 'deposit')
    .execute();

async function playerWithWinnings(h: MarketHarness) {
  const player = await register(h, newMobile('097'));
  const created = await deposit(h.t, player, 5_000, 'AIRTEL_MM');
  expect(created.response.statusCode, created.response.body).toBe(200);
  await approvePrompt(h, player.mobile.slice(1));
  expect(await untilSettled(h, player, created.data.transNo)).toMatchObject({ state: 3 });
  await playRound(h, player, 5_000, 5_000);
  await completeKyc(h.t, player, idNumber());
  return player;
}

describe('Airtel Zambia signed calls through a network that may alter them', () => {
  let h: MarketHarness;
  let proxy: TamperingProxy;
  beforeAll(async () => {
    proxy = await startProxy();
    // Airtel's real settings, pointed at the proxy: the public key and the PIN it encrypts.
    h = await startMarket('ZM', {
      AIRTEL_URL: proxy.url,
      AIRTEL_PUBLIC_KEY: SIM.AIRTEL_PUBLIC_KEY,
      AIRTEL_PIN: SIM.AIRTEL_PIN,
      AIRTEL_CALLBACK_KEY: SIM.AIRTEL_CALLBACK_KEY,
    });
    proxy.target = h.sim.url;
  });
  afterEach(async () => {
    proxy.tamper = null;
    await h.settled();
    await expectLedgerHealthy(h.t);
  });
  afterAll(async () => {
    await h.close();
    await proxy.close();
  });

  it('signs the deposit and the withdrawal, and the simulator accepts both', async () => {
    const player = await playerWithWinnings(h);
    const { done } = await withdrawAndWait(h.t, player, 5_000, 'AIRTEL_MM');
    expect(done.status).toBe('success');
    const seen = await simPayments(h, player.mobile.slice(1));
    expect(seen.map((p) => [p.product, p.status, p.signed])).toEqual(
      expect.arrayContaining([
        ['airtel-collection', 'SUCCESSFUL', true],
        ['airtel-disbursement', 'SUCCESSFUL', true],
      ]),
    );
  });

  it('refuses a deposit whose amount was changed on the way: nothing is charged or credited', async () => {
    const player = await register(h, newMobile('097'));
    proxy.tamper = (path, text) =>
      path.includes('/payments') ? text.replace('"amount":25', '"amount":2') : text;
    const created = await deposit(h.t, player, 2_500, 'AIRTEL_MM');
    expect(created.response.statusCode, created.response.body).toBe(200);
    expect(await untilSettled(h, player, created.data.transNo)).toMatchObject({ state: 4 });
    expect(await simPayments(h, player.mobile.slice(1))).toEqual([]);
    expect(await depositsOf(h, player.playerId)).toHaveLength(0);
    expect(await cash(h.t, player)).toBe(0);
  });

  it('refuses a payout sent to another number on the way: nothing is paid and the money comes back once', async () => {
    const player = await playerWithWinnings(h);
    const thief = '977777777';
    proxy.tamper = (path, text) =>
      path.includes('/disbursements') ? text.replace(/"msisdn":"\d{9}"/, `"msisdn":"${thief}"`) : text;
    const { orderNo, done } = await withdrawAndWait(h.t, player, 5_000, 'AIRTEL_MM');
    // Our request was refused: not the player's doing (payout-states.ts reasonOf).
    expect(done).toMatchObject({ status: 'failed', reason: 'PROVIDER_ERROR' });
    const order = await withdrawOrderOf(h.t, orderNo);
    expect(order).toMatchObject({ failure_provider_code: 'DP00900001016' });
    expect(await simPayments(h, thief)).toEqual([]);
    expect(
      (await simPayments(h, player.mobile.slice(1))).filter((p) => p.product === 'airtel-disbursement'),
    ).toEqual([]);
    expect(await cash(h.t, player)).toBe(5_000);
  });
});

describe('Airtel Zambia with a wrong disbursement PIN', () => {
  let h: MarketHarness;
  beforeAll(async () => {
    // The simulator's key, but not the wallet's PIN.
    h = await startMarket('ZM', { AIRTEL_PIN: '1111' });
  });
  afterEach(async () => {
    await h.settled();
    await expectLedgerHealthy(h.t);
  });
  afterAll(() => h.close());

  it('is refused (ROUTER115) before any payout, and the player gets the money back once', async () => {
    const player = await playerWithWinnings(h);
    const { orderNo, done } = await withdrawAndWait(h.t, player, 5_000, 'AIRTEL_MM');
    expect(done).toMatchObject({ status: 'failed', reason: 'PROVIDER_ERROR' });
    const order = await withdrawOrderOf(h.t, orderNo);
    expect(order).toMatchObject({ failure_code: 'PROVIDER_ERROR', failure_provider_code: 'ROUTER115' });
    expect(
      (await simPayments(h, player.mobile.slice(1))).filter((p) => p.product === 'airtel-disbursement'),
    ).toEqual([]);
    expect(await cash(h.t, player)).toBe(5_000);
  });
});
