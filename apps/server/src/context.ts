import type { Market } from '@sika/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from './config.ts';
import type { Db } from './db/pool.ts';
import type { SmsGateway } from './modules/auth/sms-gateway.ts';

/** What every module's routes and use-cases get: built once in app.ts, replaced piecewise in tests. */
export interface ServerContext {
  config: Config;
  db: Db;
  market: Market;
  sms: SmsGateway;
  log: FastifyBaseLogger;
  /** The clock; tests move it to check expiries and windows. */
  now(): Date;
}
