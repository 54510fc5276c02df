import type { Config } from '../../config.ts';
import { checkWalletSignature, type SignatureCheck } from './wallet-api-signature.ts';

/** The in-house provider's service name, as the seamless-wallet API knows it. */
export const IN_HOUSE_PROVIDER = 'sika-games';

export interface WalletProvider {
  id: string;
  secret: string;
}

/**
 * The providers allowed to call the seamless-wallet API, each with its own HMAC secret: the in-house one
 * (WALLET_API_SECRET) and any listed in WALLET_API_PROVIDERS. Refused at start when malformed, when an id
 * repeats, or when two providers share a secret (a signature would not say who sent it).
 */
export function walletProviders(config: Pick<Config, 'WALLET_API_SECRET' | 'WALLET_API_PROVIDERS'>) {
  const providers: WalletProvider[] = [{ id: IN_HOUSE_PROVIDER, secret: config.WALLET_API_SECRET }];
  for (const entry of config.WALLET_API_PROVIDERS.split(',').filter((e) => e.trim() !== '')) {
    const separator = entry.indexOf(':');
    const id = entry.slice(0, separator).trim();
    const secret = entry.slice(separator + 1).trim();
    if (separator < 0 || !/^[a-z0-9-]{1,40}$/.test(id) || secret.length < 16) {
      throw new Error(
        'WALLET_API_PROVIDERS: expected id:secret pairs (id a-z0-9-, secret of 16+ characters)',
      );
    }
    providers.push({ id, secret });
  }
  if (new Set(providers.map((p) => p.id)).size !== providers.length)
    throw new Error('WALLET_API_PROVIDERS: a provider id is listed twice');
  if (new Set(providers.map((p) => p.secret)).size !== providers.length)
    throw new Error('WALLET_API_PROVIDERS: two providers share a secret');
  return providers;
}

/**
 * Who signed this call: the provider whose secret verifies the signature. The identity comes from the
 * credential alone, never from the body, so a provider can only touch its own games, rounds and txIds.
 */
export function identifyProvider(
  providers: WalletProvider[],
  headers: { timestamp: string | undefined; signature: string | undefined },
  rawBody: string,
  now: Date,
): { provider: string } | { refused: Exclude<SignatureCheck, 'ok'> } {
  let refused: Exclude<SignatureCheck, 'ok'> = 'mismatch';
  for (const { id, secret } of providers) {
    const check = checkWalletSignature(secret, headers, rawBody, now);
    if (check === 'ok') return { provider: id };
    refused = check;
    // Missing or stale is the same for every secret: no need to try the others.
    if (check !== 'mismatch') break;
  }
  return { refused };
}
