import { z } from 'zod';

/**
 * Field types that accept what a form-encoded body carries (every value a string) as well as JSON.
 * Blank strings count as missing, so `amount=` is "required", never 0.
 */
const blankAsMissing = (value: unknown) => (value === '' ? undefined : value);

/** A safe integer, from a number or a string of digits. Rejects 1.5, 1e3, "12abc", beyond 2^53. */
export const intField = z.preprocess(
  (value) => {
    const v = blankAsMissing(value);
    return typeof v === 'string' && /^-?\d{1,16}$/.test(v) ? Number(v) : v;
  },
  z.number().int().refine(Number.isSafeInteger, 'must be a safe integer'),
);

/** An amount in minor units: a positive safe integer. */
export const amountMinorField = intField.pipe(z.number().int().positive());

/** 1/0, true/false, "1"/"0". */
export const flagField = z.preprocess((value) => {
  const v = blankAsMissing(value);
  if (v === '1' || v === 'true' || v === 1 || v === true) return true;
  if (v === '0' || v === 'false' || v === 0 || v === false) return false;
  return v;
}, z.boolean());

export const textField = (max: number) => z.preprocess(blankAsMissing, z.string().max(max));

/** What an idempotency key may be: 8 to 64 letters, digits, - or _ (a UUID or 16 random bytes in hex fit). */
export const IDEMPOTENCY_KEY_PATTERN = /^[A-Za-z0-9_-]{8,64}$/;

/**
 * One tap, one key (field `idempotencyKey` or header `idempotency-key`, read by the server with the same
 * rule): a retry with the same key answers the same result. Blank counts as not given; anything else that
 * is not a key is refused, never cut to fit.
 */
export const idempotencyKeyField = textField(64).pipe(z.string().regex(IDEMPOTENCY_KEY_PATTERN)).optional();

/** Page number (1-based) and size with the spec's default sizes. */
export const pageQuery = (defaultSize: number, maxSize = 100) =>
  z.object({
    page: intField.pipe(z.number().int().min(1)).optional().default(1),
    size: intField.pipe(z.number().int().min(1).max(maxSize)).optional().default(defaultSize),
  });

export const isoDate = z.string().describe('ISO-8601 timestamp, UTC');

// A control character inside is dropped by URL parsers: "/\t/x" would lead off to "//x".
const printable = (v: string) => [...v].every((c) => c.charCodeAt(0) >= 0x20);

/** One of the app's own paths ("/…", never "//host" or "/\\host"). */
export const isAppPath = (v: string) => /^\/(?![/\\])/.test(v) && printable(v);

/** An https address, whole. */
export const isHttpsUrl = (v: string) => /^https:\/\/\S+$/.test(v) && printable(v);

/**
 * A picture Sika serves itself (a /content/… path): the app's CSP loads images from no other host, so that no
 * third-party image host sits on a phone's critical path.
 */
export const sitePicture = z
  .string()
  .trim()
  .max(500)
  .refine(isAppPath, { message: 'a path on this site (/content/…)' });
