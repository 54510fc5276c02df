import { expectLedgerHealthy, type PaymentsHarness, settled, startPayments } from './support.ts';

/**
 * The harness of Paystack's deposit tests, Nigeria's checkout and Ghana's mobile money alike: the market's
 * server with the simulator sending Paystack's signed webhooks to our one URL (/hooks/paystack).
 */
export async function startPaystackDeposits(market: 'NG' | 'GH'): Promise<PaymentsHarness> {
  const h = await startPayments({ MARKET: market });
  await h.configure({
    behaviour: { paystackWebhookUrl: `${h.t.ctx.config.PUBLIC_URL}/hooks/paystack` },
  });
  return h;
}

/** After each test: the simulator and our webhooks settled, its faults back to normal, the ledger balanced. */
export async function settlePaystackDeposits(h: PaymentsHarness): Promise<void> {
  await settled(h);
  await h.configure({ faults: { duplicateCallbacks: 1, dropCallbacks: false, outOfOrder: false } });
  await expectLedgerHealthy(h.t);
}
