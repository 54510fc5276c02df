import { randomUUID } from 'node:crypto';
import { markets, toInternationalMobile } from '@sika/domain';
import { expect } from 'vitest';
import { getPlayerBalances } from '../../src/modules/wallet/index.ts';
import { walletApi } from '../games/wallet-api.ts';
import { body, type TestApp } from '../support/app.ts';
import { registerPlayer } from '../support/players.ts';
import type { MarketHarness } from './support.ts';

/** The steps of a player's first visit, through the API as the app makes them, in the market's currency. */

export interface Player {
  token: string;
  playerId: string;
  mobile: string;
}

export async function register(h: MarketHarness, mobile: string): Promise<Player> {
  const { token, playerId } = await registerPlayer(h.t, mobile);
  return { token, playerId, mobile };
}

export async function depositConfig(t: TestApp, player: Player) {
  const response = await t.app.inject({
    method: 'GET',
    url: '/api/account-service/pan-pay/deposit/config',
    headers: { token: player.token },
  });
  expect(response.statusCode, response.body).toBe(200);
  return body<{
    currency: string;
    amountStepMinor: number;
    minMinor?: number;
    channels: { channelCode: string; logoUrl: string }[];
    packages: { id: number; payMoney: number }[];
    defaultChannelId: number;
  }>(response).data;
}

export async function deposit(
  t: TestApp,
  player: Player,
  payMoney: number,
  payChannel: string,
  mobile?: string,
) {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/account-service/pan-pay/deposit',
    headers: { token: player.token },
    payload: { payMoney, payChannel, ...(mobile ? { mobile } : {}) },
  });
  return { response, ...body<{ transNo: string; state: number; payMoney: number }>(response) };
}

export async function depositResult(t: TestApp, player: Player, transNo: string) {
  const response = await t.app.inject({
    method: 'GET',
    url: `/api/account-service/pan-pay/deposit/result?transNo=${transNo}`,
    headers: { token: player.token },
  });
  return body<{ state: number; reason: string | null; creditedMinor: number | null }>(response).data;
}

export async function orderOf(t: TestApp, transNo: string) {
  return t.ctx.db
    .selectFrom('deposit_orders')
    .selectAll()
    .where('trans_no', '=', transNo)
    .executeTakeFirstOrThrow();
}

/** Approves the payer's prompt in the simulator (found by the player's MSISDN) and waits for the credit. */
export async function approvePrompt(h: MarketHarness, msisdn: string) {
  const prompt = await eventually(
    async () =>
      (
        (await (await fetch(`${h.sim.url}/_sim/payments?msisdn=${msisdn}`)).json()) as {
          ref: string;
          status: string;
        }[]
      ).find((p) => p.status === 'PENDING'),
    (p) => p !== undefined,
  );
  const answer = await fetch(`${h.sim.url}/_sim/prompts/${prompt!.ref}/approve`, { method: 'POST' });
  expect(answer.status).toBe(200);
  await h.settled();
  return prompt!.ref;
}

export async function untilSettled(h: MarketHarness, player: Player, transNo: string) {
  return eventually(
    async () => {
      h.t.clock.advance(5_000);
      return depositResult(h.t, player, transNo);
    },
    (r) => r.state >= 3,
    10_000,
  );
}

export async function cash(t: TestApp, player: Player) {
  return (await getPlayerBalances(t.ctx.db, player.playerId)).money;
}

/** One round of dice through the seamless wallet, as the game provider plays it: bet, then win. */
export async function playRound(h: MarketHarness, player: Player, betMinor: number, winMinor: number) {
  const api = walletApi(() => h.t, h.t.ctx.config.WALLET_API_SECRET);
  const launchToken = await api.launch(player.token, 102);
  const auth = await api.call('/authenticate', { launchToken, gameCode: 'dice' });
  expect(auth.answer.status, auth.raw).toBe('OK');
  const currency = h.t.ctx.market.currency;
  const roundId = randomUUID();
  const betTxId = randomUUID();
  const bet = await api.call('/bet', {
    txId: betTxId,
    roundId,
    sessionToken: auth.answer.sessionToken,
    playerId: player.playerId,
    gameCode: 'dice',
    amount: betMinor,
    currency,
  });
  expect(bet.answer.status, bet.raw).toBe('OK');
  const win = await api.call('/win', {
    txId: randomUUID(),
    roundId,
    betTxId,
    playerId: player.playerId,
    gameCode: 'dice',
    amount: winMinor,
    currency,
    roundClosed: true,
  });
  expect(win.answer.status, win.raw).toBe('OK');
}

export async function completeKyc(t: TestApp, player: Player, idNumber: string) {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/account-service/kyc',
    headers: { token: player.token },
    payload: { field0: 'Nakato', field1: 'Achieng', field3: '19900101', field5: idNumber },
  });
  expect(response.statusCode, response.body).toBe(200);
}

export async function withdraw(
  t: TestApp,
  player: Player,
  coins: number,
  channel: string,
  key = randomUUID(),
) {
  return t.app.inject({
    method: 'POST',
    url: '/api/account-service/withdraw',
    headers: { token: player.token },
    payload: {
      bankAccountName: 'Nakato Achieng',
      bankAccount: player.mobile,
      bankCode: channel,
      bankName: channel,
      money: coins,
      coins,
      channel,
      payChannel: channel,
      idempotencyKey: key,
    },
  });
}

export async function withdrawal(t: TestApp, player: Player, orderNo: string) {
  const response = await t.app.inject({
    method: 'GET',
    url: `/api/account-service/withdraw/orders/${orderNo}`,
    headers: { token: player.token },
  });
  return body<{ status: string; reason: string | null; netMinor: number; taxMinor: number }>(response).data;
}

/** Reads a withdrawal until it is no longer pending (or `eventually` gives up). */
export function untilWithdrawalDecided(t: TestApp, player: Player, orderNo: string) {
  return eventually(
    () => withdrawal(t, player, orderNo),
    (o) => o.status !== 'pending',
  );
}

/** Withdraws `coins` by `channel` (the request must be accepted) and waits until the order is decided. */
export async function withdrawAndWait(t: TestApp, player: Player, coins: number, channel: string) {
  const submitted = await withdraw(t, player, coins, channel);
  expect(submitted.statusCode, submitted.body).toBe(200);
  const { orderNo } = body<{ orderNo: string }>(submitted).data;
  return { orderNo, done: await untilWithdrawalDecided(t, player, orderNo) };
}

/** A withdrawal's row, for what the player's API does not show (provider codes and tokens). */
export function withdrawOrderOf(t: TestApp, orderNo: string) {
  return t.ctx.db
    .selectFrom('withdraw_orders')
    .selectAll()
    .where('order_no', '=', orderNo)
    .executeTakeFirstOrThrow();
}

let idCount = 0;

/** A national ID card number (9 digits) no other player of the run has. */
export function idNumber(): string {
  idCount += 1;
  return String(100_000_000 + ((Date.now() * 10 + idCount) % 900_000_000));
}

export function msisdnOf(marketCode: 'UG' | 'ZM' | 'CM', mobile: string) {
  return toInternationalMobile(markets[marketCode], mobile);
}

export async function eventually<T>(read: () => Promise<T>, done: (value: T) => boolean, timeoutMs = 5_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (done(value) || Date.now() > deadline) return value;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}
