/** One caller's item in a batch, with how to answer it. */
export interface Pending<Item, Answer> {
  item: Item;
  resolve: (answer: Answer) => void;
  reject: (error: unknown) => void;
}

/**
 * Coalesces the work that callers submit together into batches that go to the database as one: everything
 * that arrived while the previous batch was at the database, plus what the same turn of the event loop
 * submits, leaves together, at most `maxBatch` at a time. One batch at a time: the batchers using it
 * (ledger transfers, cash-rain claims, session lookups) are bound by round trips and commits, and their
 * batches would lock the same rows anyway (docs/ledger.md "Micro-batching", docs/cash-rain.md "Rush").
 *
 * `run` must answer every pending item of its batch — resolve or reject each — and never throw.
 */
export class MicroBatcher<Item, Answer> {
  private queue: Pending<Item, Answer>[] = [];
  private busy = false;
  private scheduled = false;

  constructor(
    private readonly maxBatch: number,
    private readonly run: (batch: Pending<Item, Answer>[]) => Promise<void>,
  ) {}

  submit(item: Item): Promise<Answer> {
    return new Promise((resolve, reject) => {
      this.queue.push({ item, resolve, reject });
      // Flush at the end of this turn of the event loop: the callers woken by the previous batch all get
      // to submit first, so they share the next batch instead of the first one leaving alone.
      if (!this.scheduled) {
        this.scheduled = true;
        setImmediate(() => {
          this.scheduled = false;
          this.pump();
        });
      }
    });
  }

  private pump() {
    if (this.busy || this.queue.length === 0) return;
    const batch = this.queue.splice(0, this.maxBatch);
    this.busy = true;
    void this.run(batch).finally(() => {
      this.busy = false;
      this.pump();
    });
  }
}
