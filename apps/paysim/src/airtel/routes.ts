import type { FastifyInstance } from 'fastify';
import type { AirtelCredentials } from '../config.ts';
import type { Engine } from '../engine.ts';
import type { TokenStore } from '../tokens.ts';
import type { ProductSpec } from '../types.ts';
import { collect, collectionSpec } from './collections.ts';
import { disburse, disbursementSpec } from './disbursements.ts';
import { enquire } from './enquiries.ts';
import { issueToken } from './gateway.ts';
import { encryptionKeys, keepRawJsonBody } from './message-signing.ts';
import { AirtelKeys } from './signing.ts';
import type { AirtelContext } from './wire.ts';

/**
 * Airtel Money Open API (market-payments.md §1): OAuth2 token (180 s, expires_in a string), USSD-push
 * collection `POST /merchant/v1/payments/`, enquiry `GET /standard/v1/payments/{id}`, disbursement
 * `POST /standard/v1/disbursements/` (final status in the answer) and its enquiry, all in the envelope
 * {data:{transaction}, status:{code, message, result_code, response_code, success}}. Every business call
 * needs X-Country and X-Currency; MSISDNs are national, 9 digits. A reused transaction.id is refused
 * (ESB000041 / DP00900001017). Collection results are POSTed to the one callback URL of the application
 * (behaviour.airtelCallbackUrl), with a `hash` (HMAC-SHA256, base64) of the transaction object.
 *
 * Message signing (§1.3): `POST /merchant/v2/payments/` and `POST /standard/v3/disbursements` take the v1
 * bodies (v3: payee.wallet_type, transaction.type) with `x-signature` / `x-key`, checked against the exact
 * bytes received; a mismatch is refused 403 (DP00800001026 / DP00900001016) before anything is created.
 * Every disbursement's `pin` must decrypt to the wallet PIN: ROUTER116 when it is not a PIN encrypted
 * with our key, ROUTER115 when it is the wrong PIN. `GET /v1/rsa/encryption-keys` gives the public key.
 *
 * One file per job: gateway.ts (token, bearer and X-Country/X-Currency), message-signing.ts (the raw body,
 * x-signature/x-key, the PIN, the key endpoint), collections.ts (with the callback), disbursements.ts,
 * enquiries.ts, and wire.ts with the envelope they all answer in.
 */

export function registerAirtelRoutes(
  app: FastifyInstance,
  engine: Engine,
  tokens: TokenStore,
  credentials: AirtelCredentials,
): void {
  const ctx: AirtelContext = {
    engine,
    tokens,
    credentials,
    keys: new AirtelKeys(credentials.privateKey, credentials.pin),
  };
  // In their own scope, so that only Airtel's routes keep the raw JSON text beside the parsed body.
  void app.register(async (scope) => {
    keepRawJsonBody(scope);
    scope.post('/auth/oauth2/token', (req, reply) => issueToken(ctx, req, reply));
    scope.get('/v1/rsa/encryption-keys', (req, reply) => encryptionKeys(ctx, req, reply));
    scope.post('/merchant/v1/payments/', (req, reply) => collect(ctx, req, reply, false));
    scope.post('/merchant/v2/payments/', (req, reply) => collect(ctx, req, reply, true));
    scope.get('/standard/v1/payments/:id', (req, reply) => enquire(ctx, 'airtel-collection', req, reply));
    scope.post('/standard/v1/disbursements/', (req, reply) => disburse(ctx, req, reply, false));
    scope.post('/standard/v3/disbursements', (req, reply) => disburse(ctx, req, reply, true));
    for (const version of ['v1', 'v3']) {
      scope.get(`/standard/${version}/disbursements/:id`, (req, reply) =>
        enquire(ctx, 'airtel-disbursement', req, reply),
      );
    }
  });
}

export function airtelSpecs(credentials: AirtelCredentials): ProductSpec[] {
  return [collectionSpec(credentials), disbursementSpec()];
}
