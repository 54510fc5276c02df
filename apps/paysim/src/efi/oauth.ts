import type { FastifyInstance } from 'fastify';
import type { EfiCredentials } from '../config.ts';
import type { Engine } from '../engine.ts';
import { basicCredentials, sameSecret } from '../http-util.ts';
import type { TokenStore } from '../tokens.ts';

/** Efí's POST /oauth/token: HTTP Basic client credentials and `grant_type=client_credentials`. */
export function registerEfiOAuth(
  app: FastifyInstance,
  engine: Engine,
  tokens: TokenStore,
  credentials: EfiCredentials,
): void {
  app.post('/oauth/token', async (request, reply) => {
    const given = basicCredentials(request);
    const grant = (request.body as { grant_type?: unknown } | undefined)?.grant_type;
    if (
      !given ||
      !sameSecret(given[0], credentials.clientId) ||
      !sameSecret(given[1], credentials.clientSecret) ||
      grant !== 'client_credentials'
    ) {
      return reply
        .code(401)
        .send({ error: 'invalid_client', error_description: 'Invalid or inactive credentials' });
    }
    const ttlS = engine.settings.behaviour.tokenTtlS;
    return reply.send({
      access_token: tokens.issue('efi', ttlS),
      token_type: 'Bearer',
      expires_in: ttlS,
      scope: 'cob.write cob.read pix.read pix.send webhook.write webhook.read',
    });
  });
}
