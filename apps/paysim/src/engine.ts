import { randomUUID } from 'node:crypto';
import { setTimeout as sleepMs } from 'node:timers/promises';
import { type DeliveryResult, deliverCallback } from './callbacks.ts';
import { type Faults, faultsFor, type Settings } from './settings.ts';

/**
 * The provider-neutral life of a simulated payment: created PENDING (or settled at once), settled by a
 * timer, by the payer on the page, or by a test; then its callbacks go out through the fault knobs.
 * Each provider module registers a ProductSpec that knows its wire shapes.
 */

export type Product = 'mtn-collection' | 'mtn-disbursement' | 'mpesa-stk' | 'mpesa-b2c';
export type SimStatus = 'PENDING' | 'SUCCESSFUL' | 'FAILED';

/** A provider failure: MTN reason code, or Daraja ResultCode as a string, with its text. */
export interface SimFailure {
  code: string;
  message: string;
}

export type Outcome = { status: 'SUCCESSFUL' } | { status: 'FAILED'; failure: SimFailure };

/** When a payment settles by itself: at once, after the payer's approval, after a delay, or never. */
export type Timing = 'now' | 'approval' | 'delayed' | 'expiry' | 'payout' | 'never';

export interface Plan {
  scenario: string;
  timing: Timing;
  outcome: Outcome;
}

export interface StatusView {
  status: SimStatus;
  failure: SimFailure | null;
}

export interface CallbackRequest {
  url: string;
  method: 'PUT' | 'POST';
  body: unknown;
}

export interface Delivery extends DeliveryResult {
  atMs: number;
  url: string;
  method: string;
  status: SimStatus;
}

export interface SimPayment {
  /** The simulator's id for the page and /_sim endpoints. */
  id: string;
  product: Product;
  /** The provider's reference: X-Reference-Id, CheckoutRequestID or OriginatorConversationID. */
  ref: string;
  msisdn: string;
  /** Amount and currency as they were on the wire. */
  amount: string;
  currency: string;
  externalId: string;
  scenario: string;
  status: SimStatus;
  failure: SimFailure | null;
  /** financialTransactionId, M-Pesa receipt or TransactionID, once successful. */
  transactionId: string | null;
  createdAtMs: number;
  finalAtMs: number | null;
  /** Provider-specific request fields echoed back in status bodies and callbacks. */
  wire: Record<string, unknown>;
  deliveries: Delivery[];
}

export interface ProductSpec {
  product: Product;
  /** Whether a person is asked to approve (deposit prompts); payouts are not listed on the page. */
  payerPrompt: boolean;
  /** What the payer's decline produces. */
  declineFailure: SimFailure;
  /** The FAILED sent after a success in out-of-order mode. */
  contradictingFailure: SimFailure;
  newTransactionId(): string;
  /** The callback requests describing `view` (the real final state, or the contradicting one). */
  callbacks(payment: SimPayment, view: StatusView, settings: Settings): CallbackRequest[];
}

export interface CreateInput {
  product: Product;
  ref: string;
  msisdn: string;
  amount: string;
  currency: string;
  externalId: string;
  plan: Plan;
  wire: Record<string, unknown>;
}

export type ActionResult = 'ok' | 'not-found' | 'not-pending';

const MAX_DELIVERIES_KEPT = 1000;

export class Engine {
  settings: Settings;
  private readonly payments = new Map<string, SimPayment>();
  private readonly idByRef = new Map<string, string>();
  private readonly specs = new Map<Product, ProductSpec>();
  private readonly timers = new Set<NodeJS.Timeout>();
  private readonly inFlight = new Set<Promise<unknown>>();
  private readonly lifetime = new AbortController();

  constructor(
    settings: Settings,
    private readonly nowMs: () => number = Date.now,
  ) {
    this.settings = settings;
  }

  get signal(): AbortSignal {
    return this.lifetime.signal;
  }

  now(): number {
    return this.nowMs();
  }

  register(spec: ProductSpec): void {
    this.specs.set(spec.product, spec);
  }

  create(input: CreateInput): SimPayment {
    const payment: SimPayment = {
      id: randomUUID(),
      product: input.product,
      ref: input.ref,
      msisdn: input.msisdn,
      amount: input.amount,
      currency: input.currency,
      externalId: input.externalId,
      scenario: input.plan.scenario,
      status: 'PENDING',
      failure: null,
      transactionId: null,
      createdAtMs: this.nowMs(),
      finalAtMs: null,
      wire: input.wire,
      deliveries: [],
    };
    this.payments.set(payment.id, payment);
    this.idByRef.set(refKey(input.product, input.ref), payment.id);
    this.schedulePlan(payment, input.plan);
    return payment;
  }

  /** The faults that apply to a payment now: the global ones, then the rules matching it (read at each use). */
  faultsOf(payment: SimPayment): Faults {
    return faultsFor(this.settings, { msisdn: payment.msisdn, externalId: payment.externalId });
  }

  find(product: Product, ref: string): SimPayment | undefined {
    const id = this.idByRef.get(refKey(product, ref));
    return id === undefined ? undefined : this.payments.get(id);
  }

  /** By simulator id, or by the provider reference of any product. */
  lookup(idOrRef: string): SimPayment | undefined {
    const direct = this.payments.get(idOrRef);
    if (direct) return direct;
    for (const product of this.specs.keys()) {
      const found = this.find(product, idOrRef);
      if (found) return found;
    }
    return undefined;
  }

  list(): SimPayment[] {
    return [...this.payments.values()].sort((a, b) => b.createdAtMs - a.createdAtMs);
  }

  /** Pending deposit prompts a person playing the payer can answer. */
  prompts(): SimPayment[] {
    return this.list().filter((p) => p.status === 'PENDING' && this.spec(p).payerPrompt);
  }

  /** The payer approved in time: whatever the number's scenario would have done later, it succeeds now. */
  approve(idOrRef: string): ActionResult {
    return this.act(idOrRef, () => ({ status: 'SUCCESSFUL' }));
  }

  decline(idOrRef: string): ActionResult {
    return this.act(idOrRef, (p) => ({ status: 'FAILED', failure: this.spec(p).declineFailure }));
  }

  /** What the status API shows now: the final state only once `statusLagMs` has passed. */
  view(payment: SimPayment): StatusView {
    const lagging =
      payment.finalAtMs !== null && this.nowMs() < payment.finalAtMs + this.faultsOf(payment).statusLagMs;
    if (payment.status === 'PENDING' || lagging) return { status: 'PENDING', failure: null };
    return { status: payment.status, failure: payment.failure };
  }

  /** Re-send the final callback (a replay), `copies` times at once, ignoring the drop knob. */
  async resend(idOrRef: string, copies: number): Promise<ActionResult> {
    const payment = this.lookup(idOrRef);
    if (!payment) return 'not-found';
    if (payment.status === 'PENDING') return 'not-pending';
    await this.track(this.sendCopies(payment, this.finalView(payment), copies));
    return 'ok';
  }

  /** Send one provider-initiated request (e.g. a Daraja status result), recorded on the payment if given. */
  deliver(request: CallbackRequest, payment?: SimPayment, status: SimStatus = 'PENDING'): Promise<void> {
    return this.track(
      deliverCallback(request, this.settings.behaviour.callbackTimeoutMs, this.lifetime.signal).then(
        (result) => {
          if (payment)
            this.record(payment, {
              ...result,
              atMs: this.nowMs(),
              url: request.url,
              method: request.method,
              status,
            });
        },
      ),
    );
  }

  /** Sleeps that end early when the simulator closes (hang mode must not keep a test run alive). */
  async sleep(ms: number, signal?: AbortSignal): Promise<void> {
    const signals = signal ? [this.lifetime.signal, signal] : [this.lifetime.signal];
    await sleepMs(ms, undefined, { signal: AbortSignal.any(signals) }).catch(() => undefined);
  }

  /** Resolves when the callbacks being sent right now have been delivered (or given up). */
  async flush(): Promise<void> {
    while (this.inFlight.size > 0) await Promise.allSettled([...this.inFlight]);
  }

  reset(settings: Settings): void {
    this.clearTimers();
    this.payments.clear();
    this.idByRef.clear();
    this.settings = settings;
  }

  close(): void {
    this.clearTimers();
    this.lifetime.abort();
  }

  private act(idOrRef: string, outcomeOf: (p: SimPayment) => Outcome): ActionResult {
    const payment = this.lookup(idOrRef);
    if (!payment) return 'not-found';
    if (payment.status !== 'PENDING') return 'not-pending';
    this.settle(payment, outcomeOf(payment));
    return 'ok';
  }

  private schedulePlan(payment: SimPayment, plan: Plan): void {
    if (plan.timing === 'now') {
      this.settle(payment, plan.outcome);
      return;
    }
    const delayMs = this.delayFor(plan.timing);
    if (delayMs === null) return;
    this.schedule(delayMs, () => {
      if (payment.status === 'PENDING') this.settle(payment, plan.outcome);
    });
  }

  /** A timer that `reset` and `close` cancel. */
  schedule(delayMs: number, task: () => void): void {
    const timer = setTimeout(() => {
      this.timers.delete(timer);
      task();
    }, delayMs);
    this.timers.add(timer);
  }

  private delayFor(timing: Timing): number | null {
    const b = this.settings.behaviour;
    if (timing === 'approval') return b.autoApproveMs;
    if (timing === 'delayed') return b.delayedMs;
    if (timing === 'expiry') return b.expiryMs;
    if (timing === 'payout') return b.payoutMs;
    return null;
  }

  private settle(payment: SimPayment, outcome: Outcome): void {
    payment.status = outcome.status;
    payment.failure = outcome.status === 'FAILED' ? outcome.failure : null;
    payment.finalAtMs = this.nowMs();
    if (outcome.status === 'SUCCESSFUL') payment.transactionId = this.spec(payment).newTransactionId();
    if (!this.faultsOf(payment).dropCallbacks) void this.track(this.sendFinalCallbacks(payment));
  }

  private async sendFinalCallbacks(payment: SimPayment): Promise<void> {
    const { callbackDelayMs, duplicateCallbacks, outOfOrder } = this.faultsOf(payment);
    if (callbackDelayMs > 0) await this.sleep(callbackDelayMs);
    if (this.lifetime.signal.aborted) return;
    await this.sendCopies(payment, this.finalView(payment), duplicateCallbacks);
    if (outOfOrder && payment.status === 'SUCCESSFUL') {
      const contradiction = { status: 'FAILED' as const, failure: this.spec(payment).contradictingFailure };
      await this.sendCopies(payment, contradiction, 1);
    }
  }

  private async sendCopies(payment: SimPayment, view: StatusView, copies: number): Promise<void> {
    const requests = this.spec(payment).callbacks(payment, view, this.settings);
    const timeoutMs = this.settings.behaviour.callbackTimeoutMs;
    const sends = requests.flatMap((request) =>
      Array.from({ length: copies }, async () => {
        const result = await deliverCallback(request, timeoutMs, this.lifetime.signal);
        this.record(payment, {
          ...result,
          atMs: this.nowMs(),
          url: request.url,
          method: request.method,
          status: view.status,
        });
      }),
    );
    await Promise.all(sends);
  }

  private record(payment: SimPayment, delivery: Delivery): void {
    payment.deliveries.push(delivery);
    if (payment.deliveries.length > MAX_DELIVERIES_KEPT) payment.deliveries.shift();
  }

  private finalView(payment: SimPayment): StatusView {
    return { status: payment.status, failure: payment.failure };
  }

  private spec(payment: SimPayment): ProductSpec {
    const spec = this.specs.get(payment.product);
    if (!spec) throw new Error(`no product spec registered for ${payment.product}`);
    return spec;
  }

  private track<T>(promise: Promise<T>): Promise<T> {
    this.inFlight.add(promise);
    void promise.finally(() => this.inFlight.delete(promise)).catch(() => undefined);
    return promise;
  }

  private clearTimers(): void {
    for (const timer of this.timers) clearTimeout(timer);
    this.timers.clear();
  }
}

function refKey(product: Product, ref: string): string {
  return `${product}:${ref}`;
}
