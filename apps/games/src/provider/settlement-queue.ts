/**
 * Money calls that must land (a win, a rollback, a round end), kept in the `settlements` table: written in
 * the transaction that settles the round, delivered at once, and retried in the background with the same
 * txId until the wallet answers definitively. A crash or SIGKILL loses none: the next start (or another
 * instance) delivers what is left. Rows are taken with SKIP LOCKED, so instances never block each other;
 * a call delivered twice is harmless (the operator answers a repeated txId with its stored answer).
 */
import type { WalletRequest, WalletResponse } from '@sika/contract';
import { type Client, inTransaction, type Pool } from '../db/database.ts';
import { type WalletClient, WalletUnavailableError } from '../wallet-client.ts';

export type SettlementOperation = 'win' | 'rollback' | 'roundEnd';
export type SettlementBody<Op extends SettlementOperation> = WalletRequest<Op>;

export interface SettlementQueueOptions {
  retryIntervalMs?: number;
  log?: (message: string) => void;
}

export class SettlementQueue {
  private timer: NodeJS.Timeout | null = null;
  private draining: Promise<void> | null = null;

  constructor(
    private readonly db: Pool,
    private readonly wallet: WalletClient,
    private readonly options: SettlementQueueOptions = {},
  ) {}

  private get retryIntervalMs() {
    return this.options.retryIntervalMs ?? 10_000;
  }

  /** Queues a call; inside the caller's transaction when given its client. Returns its id. */
  async enqueue<Op extends SettlementOperation>(
    client: Client | Pool,
    operation: Op,
    label: string,
    body: SettlementBody<Op>,
  ): Promise<number> {
    const row = await client.query<{ id: number }>(
      'INSERT INTO settlements (operation, label, body) VALUES ($1, $2, $3) RETURNING id',
      [operation, label, JSON.stringify(body)],
    );
    return row.rows[0]!.id;
  }

  async size(): Promise<number> {
    const row = await this.db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM settlements WHERE done_at IS NULL',
    );
    return row.rows[0]!.n;
  }

  /**
   * Delivers one queued call now. The wallet's answer when it gave a definitive one; null when it did not
   * (left for the background retries) or when another instance is delivering it right now.
   */
  async deliver(id: number): Promise<WalletResponse<SettlementOperation> | null> {
    return inTransaction(this.db, async (client) => {
      const row = await client.query<{
        operation: SettlementOperation;
        label: string;
        body: unknown;
        tries: number;
      }>(
        'SELECT operation, label, body, tries FROM settlements WHERE id = $1 AND done_at IS NULL FOR UPDATE SKIP LOCKED',
        [id],
      );
      const item = row.rows[0];
      if (!item) return null;
      try {
        const answer = await this.call(item.operation, item.body);
        await client.query(
          'UPDATE settlements SET done_at = now(), tries = tries + 1, answer = $2 WHERE id = $1',
          [id, JSON.stringify(answer)],
        );
        if (item.tries > 0)
          this.options.log?.(`settlement done: ${item.label} after ${item.tries} background tries`);
        return answer;
      } catch (error) {
        if (!(error instanceof WalletUnavailableError))
          this.options.log?.(`settlement ${item.label}: ${error}`);
        await client.query(
          `UPDATE settlements SET tries = tries + 1, next_attempt_at = now() + make_interval(secs => $2::double precision / 1000)
            WHERE id = $1`,
          [id, this.retryIntervalMs],
        );
        if (item.tries === 0) this.options.log?.(`settlement queued: ${item.label}`);
        return null;
      }
    });
  }

  private call(operation: SettlementOperation, body: unknown) {
    switch (operation) {
      case 'win':
        return this.wallet.win(body as WalletRequest<'win'>);
      case 'rollback':
        return this.wallet.rollback(body as WalletRequest<'rollback'>);
      case 'roundEnd':
        return this.wallet.roundEnd(body as WalletRequest<'roundEnd'>);
    }
  }

  start(): void {
    if (this.timer) return;
    this.timer = setInterval(() => void this.drain(), this.retryIntervalMs);
    this.timer.unref();
  }

  stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    return this.draining ?? Promise.resolve();
  }

  /** Tries every call that is due once; those still without a definitive answer wait for the next turn. */
  drain(): Promise<void> {
    this.draining ??= (async () => {
      try {
        const due = await this.db.query<{ id: number }>(
          'SELECT id FROM settlements WHERE done_at IS NULL AND next_attempt_at <= now() ORDER BY id LIMIT 100',
        );
        for (const { id } of due.rows) await this.deliver(id);
      } catch (error) {
        this.options.log?.(`settlement drain failed: ${error}`);
      } finally {
        this.draining = null;
      }
    })();
    return this.draining;
  }
}
