import type { ServerContext } from '../../context.ts';
import { providerByCode } from '../mobile-money/index.ts';
import { type CheckSource, confirmDeposit } from './confirm-deposit.ts';
import type { ProviderReading } from './deposit-states.ts';
import { findOrderById } from './order-repository.ts';
import type { DepositOrderRow } from './payment-tables.ts';

/**
 * Asks the provider where an order stands (its status query: the only confirmation that moves money)
 * and applies the answer. Concurrent checks of one order in this process share one query, plus one more
 * if a request arrived while it ran, so 50 duplicate callbacks cost two status queries, not fifty, and
 * none of them can miss a state the provider reached after the first query started.
 */
interface Flight {
  again: boolean;
  source: CheckSource;
  promise: Promise<DepositOrderRow>;
}

const flights = new Map<string, Flight>();

export function checkDeposit(
  ctx: ServerContext,
  orderId: string,
  source: CheckSource,
): Promise<DepositOrderRow> {
  const running = flights.get(orderId);
  if (running) {
    running.again = true;
    return running.promise;
  }
  const flight: Flight = { again: false, source, promise: Promise.resolve(null as never) };
  flight.promise = (async () => {
    try {
      let order: DepositOrderRow;
      do {
        flight.again = false;
        order = await checkOnce(ctx, orderId, flight.source);
      } while (flight.again);
      return order;
    } finally {
      flights.delete(orderId);
    }
  })();
  flights.set(orderId, flight);
  return flight.promise;
}

async function checkOnce(ctx: ServerContext, orderId: string, source: CheckSource): Promise<DepositOrderRow> {
  const order = await findOrderById(ctx.db, orderId);
  if (!order) throw new Error(`deposit order ${orderId} not found`);
  return confirmDeposit(ctx, orderId, await readProvider(ctx, order), source);
}

async function readProvider(ctx: ServerContext, order: DepositOrderRow): Promise<ProviderReading> {
  // Not started, or Daraja never told us its reference: there is nothing to ask (a callback may still
  // bring the reference); the state machine only expires such an order when its time is up.
  if (order.initiated_at === null || order.provider_ref === null) return unknownReading();
  try {
    const status = await providerByCode(ctx.config, order.provider).depositStatus({
      paymentId: order.id,
      providerRef: order.provider_ref,
    });
    return {
      state: status.state,
      notFound: status.notFound,
      failure: status.failure,
      amountMinor: status.amountMinor,
      currency: status.currency,
      providerTxnId: status.providerTxnId,
    };
  } catch (error) {
    ctx.log.error({ err: error, transNo: order.trans_no }, 'deposit status query threw');
    return unknownReading();
  }
}

function unknownReading(): ProviderReading {
  return {
    state: 'UNKNOWN',
    notFound: false,
    failure: null,
    amountMinor: null,
    currency: null,
    providerTxnId: null,
  };
}
