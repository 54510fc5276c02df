import { randomUUID } from 'node:crypto';
import { setTimeout as sleepMs } from 'node:timers/promises';
import { deliverCallback } from './callbacks.ts';
import { type Faults, faultsFor, type Settings } from './settings.ts';
import type {
  ActionResult,
  CallbackRequest,
  CreateInput,
  Outcome,
  Plan,
  Product,
  ProductSpec,
  SimPayment,
  SimStatus,
  StatusView,
  Timing,
} from './types.ts';

/**
 * The provider-neutral life of a simulated payment: created PENDING (or settled at once), settled by a
 * timer, by the payer on the page, or by a test; then its callbacks go out through the fault knobs.
 * Each provider module registers a ProductSpec that knows its wire shapes.
 */

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

  /**
   * A successful payment taken back later (a Paystack transfer the beneficiary's bank returned): its status
   * becomes the product's contradicting failure (`reversed`) and the final callbacks are sent again.
   */
  reverse(idOrRef: string, copies = 1): ActionResult {
    const payment = this.lookup(idOrRef);
    if (!payment) return 'not-found';
    if (payment.status !== 'SUCCESSFUL') return 'not-pending';
    payment.status = 'FAILED';
    payment.failure = this.spec(payment).contradictingFailure;
    payment.finalAtMs = this.nowMs();
    void this.track(this.sendCopies(payment, this.finalView(payment), copies));
    return 'ok';
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
    return this.track(this.deliverAndRecord(request, payment, status));
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
    const sends = requests.flatMap((request) =>
      Array.from({ length: copies }, () => this.deliverAndRecord(request, payment, view.status)),
    );
    await Promise.all(sends);
  }

  private async deliverAndRecord(
    request: CallbackRequest,
    payment: SimPayment | undefined,
    status: SimStatus,
  ) {
    const result = await deliverCallback(
      request,
      this.settings.behaviour.callbackTimeoutMs,
      this.lifetime.signal,
    );
    payment?.deliveries.push({
      ...result,
      atMs: this.nowMs(),
      url: request.url,
      method: request.method,
      status,
    });
    if (payment && payment.deliveries.length > MAX_DELIVERIES_KEPT) payment.deliveries.shift();
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
