import { constants, createCipheriv, createPrivateKey, type KeyObject, privateDecrypt } from 'node:crypto';
import { sameSecret } from '../http-util.ts';

/**
 * Airtel's side of message signing and PIN encryption (market-payments.md §1.3), with the simulator's
 * private key standing for Airtel's. `x-key` is RSA PKCS#1 v1.5 of "base64(AES key):base64(IV)"; the body
 * received is encrypted again with that key and IV (AES-256-CBC, PKCS#5) and must equal `x-signature`.
 * The PIN is RSA PKCS#1 v1.5 of the wallet PIN.
 *
 * Node 24's OpenSSL decrypts PKCS#1 v1.5 with implicit rejection: a ciphertext that was not made with our
 * public key (or was altered) decrypts to random bytes instead of throwing, so every check below reads the
 * plaintext's shape and never trusts a successful decryption alone.
 */

export type SignatureVerdict = 'valid' | 'missing' | 'mismatch';
export type PinVerdict = 'valid' | 'wrong' | 'undecryptable';

export class AirtelKeys {
  private readonly key: KeyObject;

  constructor(
    privateKeyPem: string,
    private readonly pin: string,
  ) {
    this.key = createPrivateKey(privateKeyPem);
  }

  /** Whether `body` (the exact bytes received) is what `x-signature` and `x-key` sealed. */
  verifyBody(body: string, signature: string | undefined, sealedKey: string | undefined): SignatureVerdict {
    if (!signature || !sealedKey) return 'missing';
    const pair = /^([A-Za-z0-9+/]+={0,2}):([A-Za-z0-9+/]+={0,2})$/.exec(this.decrypt(sealedKey) ?? '');
    if (!pair?.[1] || !pair[2]) return 'mismatch';
    const aesKey = Buffer.from(pair[1], 'base64');
    const iv = Buffer.from(pair[2], 'base64');
    if (aesKey.length !== 32 || iv.length !== 16) return 'mismatch';
    const cipher = createCipheriv('aes-256-cbc', aesKey, iv);
    const expected = Buffer.concat([cipher.update(body, 'utf8'), cipher.final()]).toString('base64');
    return sameSecret(signature, expected) ? 'valid' : 'mismatch';
  }

  /** ROUTER116 when the value is not a PIN encrypted with our key, ROUTER115 when it is the wrong PIN. */
  verifyPin(encrypted: string): PinVerdict {
    const pin = this.decrypt(encrypted);
    if (pin === null || !/^\d{4,6}$/.test(pin)) return 'undecryptable';
    return sameSecret(pin, this.pin) ? 'valid' : 'wrong';
  }

  private decrypt(base64: string): string | null {
    if (!/^[A-Za-z0-9+/]+={0,2}$/.test(base64)) return null;
    try {
      return privateDecrypt(
        { key: this.key, padding: constants.RSA_PKCS1_PADDING },
        Buffer.from(base64, 'base64'),
      ).toString('utf8');
    } catch {
      // A ciphertext of the wrong length, or a Node without implicit rejection refusing a bad padding.
      return null;
    }
  }
}
