/**
 * The simulator's stand-in for Airtel's RSA key pair (market-payments.md §1.3: Airtel publishes a 1024-bit
 * public key per application and keeps the private half). Not a secret: it exists so that the adapter's
 * signed calls and encrypted PINs are really decrypted and checked. Production refuses the public half
 * (the server's config.ts); a staging simulator may be given another pair (PAYSIM_AIRTEL_PRIVATE_KEY).
 */
export const SIM_AIRTEL_PRIVATE_KEY = [
  '-----BEGIN PRIVATE KEY-----',
  'MIICdwIBADANBgkqhkiG9w0BAQEFAASCAmEwggJdAgEAAoGBAL4+V6XgsxnbZEXd',
  'Kf1tGAa+DX4wO9kkH///qjM+DI9cDBJhVqrCwMRVGHZXIn4lpc/wanF9QqK4M6a7',
  'EViSBOJriIWFSm487REDE8w8CdjydQzzdQ2VCVZL+fdUu+hKJf3kh+JL9rV8CEYZ',
  '21lvng98paO72Ftg/c4zdRTjE/vbAgMBAAECgYEAt4vyiGn4opPXdMhjAM1GhwrK',
  'fdsPgvqlnRoQHgxZld8bDoi3U10/Gq13QoXjE45DIhI0wHY32kKaIt0NaUTIS/hj',
  '3MkJoHLFYHPV+lFXNlFEdYFB3VYue6/LmncMxLmQ427u3NFX3i6wTGuM0atxC4VZ',
  'AnoW8tBotY6Sq2entfECQQDvs4oEdskYmswyfmca1VGncUzXsKlxVdomAQwpj6Xz',
  '6TgAeBQ5kzLP5hy43XM/qzSKv2pdVZBhoA3PMFDgtJttAkEAyy3lPWGzQx3XVS1X',
  'sNTA6Y8crel3hDLl/yf604/XllJr5ZdIsLTsgOIXIL3ojPofcpCxFcpQVyLXybyK',
  '9ixfZwJAIGmouh3N55PXFOTe0FQULI43k9sBrp+rVgRCPsR77lWVCwsxwO9UqaQ2',
  'MhFP6kYeXryvh1twoKLh+yhPZ3NEqQJAazsBrW+OyHFLYCzaBv2CAsIBBNget6qV',
  'MCDNhDJ6OV+uijFZr8kMuMiaJDGWNjEbv78VdsabuCEvec0EGgA5KQJBAIDUe7ar',
  'Bk1iiRPXfnCkfUBJxe+qDlTaq+qru9z/KMMNWwANDq1vV+dwTRM9or04XvcZ26QV',
  'oahvuvFDT7s95pQ=',
  '-----END PRIVATE KEY-----',
].join('\n');

/** The public half as Airtel's portal and `GET /v1/rsa/encryption-keys` give it: base64 DER (SPKI). */
export const SIM_AIRTEL_PUBLIC_KEY =
  'MIGfMA0GCSqGSIb3DQEBAQUAA4GNADCBiQKBgQC+Plel4LMZ22RF3Sn9bRgGvg1+MDvZJB///6ozPgyPXAwSYVaqwsDEVRh2VyJ+JaXP8GpxfUKiuDOmuxFYkgTia4iFhUpuPO0RAxPMPAnY8nUM83UNlQlWS/n3VLvoSiX95IfiS/a1fAhGGdtZb54PfKWju9hbYP3OM3UU4xP72wIDAQAB';

/** The disbursement wallet's PIN the simulator expects, and that PIN encrypted once with the key above. */
export const SIM_AIRTEL_PIN = '4321';
export const SIM_AIRTEL_ENCRYPTED_PIN =
  'ir9+uu+U4QRlPRCe3kBq6+3sbQjGXJT1Ch8ihzw96Stxw9+tp20FOQqE/b4k4vOGLzIejhaJYx+X0PfAf78Ckxmsbi28ruLFVNFrcvCRRuC3KniX7GA9I/FvkWIrmuSVogKqUwQ+P/DP3LvrElE4IKpEy396FEw3x2CAI8NzZ80=';
