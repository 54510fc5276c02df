/**
 * Money calls that ran out of quick retries (a win, a rollback, a round end) wait here and are tried
 * again in the background with the same txId until the wallet answers: a stake or a win is never
 * dropped. In memory: a restart loses the queue (see README, "Not yet").
 */
export interface PendingSettlement {
  label: string;
  attempt: () => Promise<unknown>;
  queuedAtMs: number;
  tries: number;
}

export interface SettlementQueueOptions {
  retryIntervalMs?: number;
  log?: (message: string) => void;
}

export class SettlementQueue {
  private readonly pending: PendingSettlement[] = [];
  private timer: NodeJS.Timeout | null = null;
  private running = false;

  constructor(private readonly options: SettlementQueueOptions = {}) {}

  get size(): number {
    return this.pending.length;
  }

  enqueue(label: string, attempt: () => Promise<unknown>): void {
    this.pending.push({ label, attempt, queuedAtMs: Date.now(), tries: 0 });
    this.options.log?.(`settlement queued: ${label}`);
  }

  start(): void {
    if (this.timer) return;
    this.timer = setInterval(() => void this.drain(), this.options.retryIntervalMs ?? 10_000);
    this.timer.unref();
  }

  stop(): void {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
  }

  /** Tries every pending call once; keeps those that still get no definitive answer. */
  async drain(): Promise<void> {
    if (this.running) return;
    this.running = true;
    try {
      for (const item of this.pending.splice(0)) {
        item.tries += 1;
        try {
          await item.attempt();
          this.options.log?.(`settlement done: ${item.label} after ${item.tries} background tries`);
        } catch {
          this.pending.push(item);
        }
      }
    } finally {
      this.running = false;
    }
  }
}
