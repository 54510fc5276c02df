import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import type { Db } from '../db/pool.ts';

export interface Lifecycle {
  draining: boolean;
}

/**
 * /healthz: the process answers (no database, so a database blip does not restart every instance).
 * /readyz: 503 while draining or when PostgreSQL does not answer within a second.
 */
export function registerHealth(app: FastifyInstance, db: Db, lifecycle: Lifecycle) {
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
    return reachable ? { status: 'ready' } : reply.code(503).send({ status: 'database unreachable' });
  });
}
