import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { EfiCredentials } from '../config.ts';
import type { Engine } from '../engine.ts';
import { bearerToken } from '../http-util.ts';
import type { TokenStore } from '../tokens.ts';
import { registerEfiCob } from './cob.ts';
import { registerEfiOAuth } from './oauth.ts';
import { registerEfiPixEnvio } from './pix-envio.ts';
import { registerEfiWebhook } from './webhooks.ts';

/**
 * Efí's Pix API as far as Sika uses it (market-payments.md §5; BCB API Pix v2 for /v2/cob; Efí's Pix-envio):
 * POST /oauth/token (HTTP Basic client credentials), PUT/GET /v2/cob/:txid, GET /v2/loc/:id/qrcode,
 * PUT /v3/gn/pix/:idEnvio (also under /v2, as some integrations call it), GET
 * /v2/gn/pix/enviados/id-envio/:idEnvio, and the webhook POST {registered URL}/pix with a `pix` array.
 * The webhook is registered on the account's key with PUT /v2/webhook/:chave (`{webhookUrl}`) and read back
 * with GET: as Efí does, the registration posts a test notification to the URL, which must answer 2xx, and
 * needs `x-skip-mtls-checking: true` (the simulator cannot do the mutual-TLS handshake Efí would try first).
 * Notifications go only to the registered URL (behaviour.efiWebhookUrl, which PAYSIM_EFI_WEBHOOK_URL presets
 * as if it had been registered on Efí's dashboard).
 *
 * What the simulator checks, standing in for Efí's mutual TLS (it serves plain HTTP): the client id and
 * secret on the token call and a valid bearer token on every other call, and that charges and payouts name
 * the account's own Pix key. It does not check a client certificate: the adapter's mTLS path (node:https
 * with the account's PEM certificate and key) is exercised only against Efí's homologation host.
 *
 * One file per resource: oauth.ts, cob.ts (with brcode.ts for the charge's BR Code), pix-envio.ts, and
 * webhooks.ts (the registration, and the product specs that notify); wire.ts holds what they share.
 */

export function registerEfiRoutes(
  app: FastifyInstance,
  engine: Engine,
  tokens: TokenStore,
  credentials: EfiCredentials,
  baseUrl: () => string,
): void {
  const authorised = (request: FastifyRequest, reply: FastifyReply) => {
    if (tokens.isValid(bearerToken(request), 'efi')) return true;
    void reply.code(401).send({ nome: 'nao_autorizado', mensagem: 'Token inválido ou expirado' });
    return false;
  };
  registerEfiOAuth(app, engine, tokens, credentials);
  registerEfiWebhook(app, engine, authorised, credentials);
  registerEfiCob(app, engine, authorised, credentials, baseUrl);
  registerEfiPixEnvio(app, engine, authorised, credentials);
}
