import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { expect } from 'vitest';
import { body, type TestApp } from '../support/app.ts';
import { newMobile } from '../support/players.ts';
import { giveWinnings } from '../withdrawals/support.ts';
import { type Player, register } from './journey.ts';
import { expectLedgerHealthy, type MarketHarness, startMarket } from './support.ts';

/**
 * Nigeria's market for its three test files (journey, refusals, exactly once): NGN in kobo, Paystack's
 * webhooks to our URL, and the steps of a bank withdrawal through the API as the app makes them.
 */

export const GTBANK = '058';

export async function startNigeria(): Promise<MarketHarness> {
  const h = await startMarket('NG');
  await h.configure({ behaviour: { paystackWebhookUrl: `${h.t.ctx.config.PUBLIC_URL}/hooks/paystack` } });
  return h;
}

/** After each test: nothing in flight, the simulator's faults back to normal, the ledger balanced. */
export async function settleNigeria(h: MarketHarness): Promise<void> {
  await h.settled();
  await h.configure({ faults: { duplicateCallbacks: 1, dropCallbacks: false }, rules: [] });
  await expectLedgerHealthy(h.t);
}

export function call(
  t: TestApp,
  player: Player,
  method: 'GET' | 'POST' | 'PUT',
  url: string,
  payload?: unknown,
) {
  return t.app.inject({ method, url, headers: { token: player.token }, ...(payload ? { payload } : {}) });
}

let bvnCount = 0;

/** The steps of a Nigerian player's bank withdrawal, bound to the file's harness (read when called). */
export function nigeriaSteps(harness: () => MarketHarness) {
  async function kycWithBvn(player: Player) {
    bvnCount += 1;
    const bvn = `2${String(Date.now()).slice(-8)}${String(bvnCount).padStart(2, '0')}`;
    const response = await call(harness().t, player, 'POST', '/api/account-service/kyc', {
      field0: 'Chinedu',
      field1: 'Okafor',
      field3: '19900101',
      field4: bvn,
    });
    expect(response.statusCode, response.body).toBe(200);
    return bvn;
  }

  async function confirmAccount(player: Player, accountNumber: string, bankCode = GTBANK) {
    const response = await call(harness().t, player, 'PUT', '/api/account-service/withdraw/bank-account', {
      bankCode,
      accountNumber,
    });
    expect(response.statusCode, response.body).toBe(200);
    return body<{ accountName: string; bankName: string }>(response).data;
  }

  function withdrawToBank(player: Player, coins: number, accountNumber: string, key = randomUUID()) {
    return call(harness().t, player, 'POST', '/api/account-service/withdraw', {
      bankAccount: accountNumber,
      money: coins,
      coins,
      channel: 'PAYSTACK',
      idempotencyKey: key,
    });
  }

  async function withdrawal(player: Player, orderNo: string) {
    const response = await call(
      harness().t,
      player,
      'GET',
      `/api/account-service/withdraw/orders/${orderNo}`,
    );
    return body<{
      orderNo: string;
      status: string;
      reason: string | null;
      netMinor: number;
      taxMinor: number;
      transferId: string;
    }>(response).data;
  }

  /** A player with KYC, a confirmed bank account and `winningsMinor` of withdrawable winnings. */
  async function readyPlayer(accountNumber: string, winningsMinor = 300_000) {
    const player = await register(harness(), newMobile('0803'));
    await kycWithBvn(player);
    await confirmAccount(player, accountNumber);
    await giveWinnings(harness().t, player.playerId, winningsMinor);
    return player;
  }

  const orderRow = (orderNo: string) =>
    harness()
      .t.ctx.db.selectFrom('withdraw_orders')
      .selectAll()
      .where('order_no', '=', orderNo)
      .executeTakeFirstOrThrow();

  async function transfersOf(playerId: string, kind: string) {
    const { rows } = await sql<{ n: number }>`
      SELECT count(*)::int AS n FROM wallet_transfers WHERE player_id = ${playerId}::uuid AND kind = ${kind}`.execute(
      harness().t.ctx.db,
    );
    return rows[0]?.n ?? 0;
  }

  return { kycWithBvn, confirmAccount, withdrawToBank, withdrawal, readyPlayer, orderRow, transfersOf };
}
