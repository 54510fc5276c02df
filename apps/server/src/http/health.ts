import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import type { Db } from '../db/pool.ts';

export interface Lifecycle {
  draining: boolean;
}

/** The last ledger check's outcome as the wallet records it (wallet's ledgerHealth, given by the wiring). */
export interface LedgerReading {
  state: 'ok' | 'breach' | 'unchecked';
  checkedAt: Date | null;
  breaches: unknown;
}
export type ReadLedger = (db: Db) => Promise<LedgerReading>;

/**
 * /healthz: the process answers (no database, so a database blip does not restart every instance).
 * /readyz: 503 while draining or when PostgreSQL does not answer within a second; its `ledger` field
 * tells the last ledger check's outcome.
 * /healthz/ledger: 503 when the last ledger check found a breach, for the operator's alerting. It does
 * not fail /readyz: taking every instance out of the load balancer would stop deposits and withdrawals
 * of every player for a breach in one account (docs/decisions/008).
 */
export function registerHealth(app: FastifyInstance, db: Db, lifecycle: Lifecycle, readLedger: ReadLedger) {
  app.get('/healthz', { schema: { hide: true } }, async () => ({ status: 'ok' }));
  app.get('/readyz', { schema: { hide: true } }, async (_request, reply) => {
    if (lifecycle.draining) return reply.code(503).send({ status: 'draining' });
    const reachable = await Promise.race([
      sql`SELECT 1`.execute(db).then(
        () => true,
        () => false,
      ),
      new Promise<boolean>((resolve) => setTimeout(() => resolve(false), 1_000).unref()),
    ]);
    if (!reachable) return reply.code(503).send({ status: 'database unreachable' });
    const ledger = await readLedger(db).then(
      (health) => health.state,
      () => 'unknown' as const,
    );
    return { status: 'ready', ledger };
  });
  app.get('/healthz/ledger', { schema: { hide: true } }, async (_request, reply) => {
    const health = await readLedger(db);
    return reply.code(health.state === 'breach' ? 503 : 200).send(health);
  });
}
