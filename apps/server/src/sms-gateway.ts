import type { FastifyBaseLogger } from 'fastify';
import type { Db } from './db/pool.ts';

/** Where SMS go. A paid provider plugs in here; the default keeps messages in a table and the log. */
export interface SmsGateway {
  send(mobile: string, body: string): Promise<void>;
}

export function outboxSmsGateway(db: Db, log: FastifyBaseLogger): SmsGateway {
  return {
    async send(mobile, body) {
      await db.insertInto('sms_outbox').values({ mobile, body }).execute();
      // The code itself stays out of the log (reliability checklist S12); the outbox holds it for dev and tests.
      log.info({ mobile: maskMobile(mobile) }, 'sms queued in outbox');
    },
  };
}

export function maskMobile(mobile: string): string {
  return mobile.length > 4 ? `${'*'.repeat(mobile.length - 4)}${mobile.slice(-4)}` : '****';
}
