import {
  constants,
  createCipheriv,
  createPublicKey,
  type KeyObject,
  publicEncrypt,
  randomBytes,
} from 'node:crypto';

/**
 * Airtel's "message signing" and PIN encryption (market-payments.md §1.3; sources in docs/payments.md,
 * Airtel Money, Message signing). Airtel publishes one RSA public key per application (the portal's
 * snippet, or `GET /v1/rsa/encryption-keys`: base64 DER, 1024 bits) and keeps the private half.
 *
 * - A signed call (Collection v2, Disbursement v3) carries `x-signature` = base64(AES-256-CBC, PKCS#5
 *   padding, of the exact body bytes) under a fresh random key and IV, and `x-key` = base64(RSA PKCS#1 v1.5
 *   of "base64(key):base64(iv)"). Airtel decrypts x-key, re-encrypts the body it received and compares:
 *   a body changed on the way no longer matches (DP00800001026 / DP00900001016).
 * - The disbursement `pin` is base64(RSA PKCS#1 v1.5 of the wallet's 4-digit PIN). OAEP is refused
 *   (ROUTER116) by the op-cos these sources describe; the padding is not a setting until one asks for it.
 */

/** Airtel's key as its portal and its key endpoint give it (base64 DER, SubjectPublicKeyInfo), or a PEM. */
export function airtelPublicKey(text: string): KeyObject {
  const trimmed = text.trim();
  if (trimmed.startsWith('-----BEGIN')) return createPublicKey(trimmed);
  return createPublicKey({
    key: Buffer.from(trimmed.replace(/\s+/g, ''), 'base64'),
    format: 'der',
    type: 'spki',
  });
}

export interface AirtelSignature {
  'x-signature': string;
  'x-key': string;
}

/** The two headers of a signed call over `body`, the JSON text sent byte for byte. */
export function signAirtelBody(
  body: string,
  publicKey: KeyObject,
  random: (size: number) => Buffer = randomBytes,
): AirtelSignature {
  const key = random(32);
  const iv = random(16);
  return {
    'x-signature': airtelBodyCipher(body, key, iv),
    'x-key': rsaPkcs1(`${key.toString('base64')}:${iv.toString('base64')}`, publicKey),
  };
}

/** base64(AES-256-CBC/PKCS#5 of the body): the value of `x-signature` for that key and IV. */
export function airtelBodyCipher(body: string, key: Buffer, iv: Buffer): string {
  const cipher = createCipheriv('aes-256-cbc', key, iv);
  return Buffer.concat([cipher.update(body, 'utf8'), cipher.final()]).toString('base64');
}

/** The disbursement wallet's PIN as Airtel wants it in `pin`: a new ciphertext each time (v1.5 is randomised). */
export function encryptAirtelPin(pin: string, publicKey: KeyObject): string {
  return rsaPkcs1(pin, publicKey);
}

function rsaPkcs1(text: string, publicKey: KeyObject): string {
  return publicEncrypt(
    { key: publicKey, padding: constants.RSA_PKCS1_PADDING },
    Buffer.from(text, 'utf8'),
  ).toString('base64');
}
