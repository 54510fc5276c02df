const encoder = new TextEncoder();

/** UTF-8 bytes of a string (seeds are used as UTF-8 text, never hex-decoded: Stake does the same). */
export function utf8(text: string): Uint8Array {
  return encoder.encode(text);
}

const HEX_DIGITS = '0123456789abcdef';

/** Lower-case hex of bytes. */
export function toHex(bytes: Uint8Array): string {
  let out = '';
  for (const byte of bytes) out += HEX_DIGITS[byte >> 4]! + HEX_DIGITS[byte & 15]!;
  return out;
}
