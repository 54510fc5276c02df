import type { Market } from '@sika/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from './config.ts';
import type { Db } from './db/pool.ts';
import type { SmsGateway } from './sms-gateway.ts';

/** What every module's routes and use-cases get: built once in app.ts, replaced piecewise in tests. */
export interface ServerContext {
  config: Config;
  db: Db;
  market: Market;
  sms: SmsGateway;
  log: FastifyBaseLogger;
  /** The clock; tests move it to check expiries and windows. */
  now(): Date;
  /**
   * The same clock without the test clock's offset (TEST_CLOCK): for freshness checks against another
   * party's clock, such as a game provider's signed timestamp. Moving the market's calendar a day ahead
   * must not make every provider call a day stale. In production it is `now()`.
   */
  wireNow(): Date;
}
