import { createPublicKey } from 'node:crypto';
import { AirtelKeys, SIM_AIRTEL_PRIVATE_KEY, SIM_DEFAULT_CREDENTIALS } from '@sika/paysim';
import { describe, expect, it } from 'vitest';
import { SIMULATOR_SETTINGS as SIM } from '../../simulator-settings.ts';
import { airtelBodyCipher, airtelPublicKey, encryptAirtelPin, signAirtelBody } from './airtel-signing.ts';

const simulator = new AirtelKeys(SIM_AIRTEL_PRIVATE_KEY, SIM.AIRTEL_PIN);
const publicKey = airtelPublicKey(SIM.AIRTEL_PUBLIC_KEY);

describe('Airtel message signing', () => {
  it('encrypts a body as Airtel’s published example does (key, IV and x-signature from its portal)', () => {
    // The example of Airtel's message-signing page, as transcribed by global-121/121-platform
    // (services/121-service/src/payments/fsp-integration/airtel/src/message_signing.ts).
    const body = JSON.stringify({
      reference: '1234',
      subscriber: { country: 'UG', currency: 'UGX', msisdn: '752604392' },
      transaction: { amount: '100', country: 'UG', currency: 'UGX', id: 'test_id ' },
    });
    const key = Buffer.from('PSw37xtnShLl7zgWn4dLSnf1J5GRhRsOD4OfvJOuLIM=', 'base64');
    const iv = Buffer.from('gGIhDvCBnSBhBgYiXCyMnw==', 'base64');
    expect(airtelBodyCipher(body, key, iv)).toBe(
      'bDOsVGZzbK0P5jO/M5QVMH/qxSmRJLEvIPZCdW6H81xvsZNI6jZej54oBQlHZ38yy63QNeyyYcfEkGJ8f3f15wHWs86V9BCIpHSesS3SrhozE/gGA1fLydeSS26mw0jhyt9XIpabk1RjDH59SfsrkHKU38I5mRlthG/t2qXJck0FhNR64bgOExm9CsuxUlfpsSoW1g81g1u5a4yMFIHhp77f+h3EXNHzcEsdSWhqTho=',
    );
  });

  it('seals a fresh key and IV for each call that the key’s owner opens and checks against the body', () => {
    const body = '{"transaction":{"amount":25.5,"id":"a"}}';
    const first = signAirtelBody(body, publicKey);
    const second = signAirtelBody(body, publicKey);
    expect(first['x-signature']).not.toBe(second['x-signature']);
    expect(simulator.verifyBody(body, first['x-signature'], first['x-key'])).toBe('valid');
    expect(simulator.verifyBody(body, second['x-signature'], second['x-key'])).toBe('valid');
  });

  it('does not verify a changed body, another call’s key, or a call without the headers', () => {
    const body = '{"transaction":{"amount":25.5,"id":"a"}}';
    const signed = signAirtelBody(body, publicKey);
    const other = signAirtelBody(body, publicKey);
    const tampered = body.replace('25.5', '2550');
    expect(simulator.verifyBody(tampered, signed['x-signature'], signed['x-key'])).toBe('mismatch');
    expect(simulator.verifyBody(body, signed['x-signature'], other['x-key'])).toBe('mismatch');
    expect(simulator.verifyBody(body, signed['x-signature'], 'bm90IGEga2V5')).toBe('mismatch');
    expect(simulator.verifyBody(body, undefined, signed['x-key'])).toBe('missing');
  });

  it('encrypts the PIN with RSA PKCS#1 v1.5 so that only the right PIN opens as it', () => {
    const once = encryptAirtelPin(SIM.AIRTEL_PIN, publicKey);
    expect(once).not.toBe(encryptAirtelPin(SIM.AIRTEL_PIN, publicKey));
    expect(simulator.verifyPin(once)).toBe('valid');
    expect(simulator.verifyPin(SIM.AIRTEL_ENCRYPTED_PIN)).toBe('valid');
    expect(simulator.verifyPin(encryptAirtelPin('1111', publicKey))).toBe('wrong');
    expect(simulator.verifyPin(Buffer.from('simulator-pin').toString('base64'))).toBe('undecryptable');
  });

  it('reads Airtel’s key as base64 DER or PEM, and the server’s default is the simulator’s', () => {
    const pem = createPublicKey(SIM_AIRTEL_PRIVATE_KEY).export({ type: 'spki', format: 'pem' }).toString();
    expect(airtelPublicKey(pem).equals(publicKey)).toBe(true);
    expect(SIM.AIRTEL_PUBLIC_KEY).toBe(SIM_DEFAULT_CREDENTIALS.airtelPublicKey);
    expect(SIM.AIRTEL_PIN).toBe(SIM_DEFAULT_CREDENTIALS.airtelPin);
    expect(SIM.AIRTEL_ENCRYPTED_PIN).toBe(SIM_DEFAULT_CREDENTIALS.airtelEncryptedPin);
    expect(publicKey.asymmetricKeyDetails?.modulusLength).toBe(1024);
  });
});
