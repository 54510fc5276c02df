import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { PaystackCredentials } from '../config.ts';
import type { Engine } from '../engine.ts';
import { bearerToken, sameSecret } from '../http-util.ts';
import { registerPaystackBanks } from './banks.ts';
import { registerPaystackMobileMoney } from './mobile-money.ts';
import { registerPaystackTransactions } from './transactions.ts';
import { registerPaystackTransfers } from './transfers.ts';

/**
 * Paystack's published contract as far as Sika uses it (market-payments.md §4; PaystackOSS/openapi):
 * `Authorization: Bearer <secret key>`; amounts are integers in the currency's subunit (kobo);
 * POST /transaction/initialize → a checkout URL, GET /transaction/verify/:reference; POST
 * GET /bank (a fixed list of Nigerian banks), GET /bank/resolve (the account's name), POST
 * /transferrecipient (nuban), POST /transfer (duplicate reference refused), GET /transfer/verify/:reference;
 * webhooks `charge.success`, `transfer.success|failed|reversed` POSTed to the one URL of the account
 * (behaviour.paystackWebhookUrl) with `x-paystack-signature` = hex HMAC-SHA512(secret key, raw body).
 * One file per resource: transactions.ts, mobile-money.ts, banks.ts, transfers.ts, and webhooks.ts with
 * the product specs that send them.
 */

export function registerPaystackRoutes(
  app: FastifyInstance,
  engine: Engine,
  credentials: PaystackCredentials,
  baseUrl: () => string,
): void {
  const authorised = (request: FastifyRequest, reply: FastifyReply) => {
    if (sameSecret(bearerToken(request) ?? '', credentials.secretKey)) return true;
    void reply.code(401).send({ status: false, message: 'Invalid key' });
    return false;
  };
  registerPaystackTransactions(app, engine, authorised, baseUrl);
  registerPaystackMobileMoney(app, engine, authorised);
  registerPaystackBanks(app, engine, authorised);
  registerPaystackTransfers(app, engine, authorised);
}
