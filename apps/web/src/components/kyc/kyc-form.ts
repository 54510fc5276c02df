import type { KycField } from '@sika/contract';
import {
  checkKyc,
  dateFieldOrder,
  formatDateNumeric,
  formatGhanaCard,
  type KycFieldError,
  type KycFieldKey,
  type KycValues,
  type Market,
  maskTypedDate,
} from '@sika/domain';
import type { MessageKey } from '../../i18n/messages.ts';

/**
 * The KYC popup's form state (spec core §3 KYC, §4, §5). Validation is packages/domain's checkKyc, the
 * same the server applies; this module only maps between the form's inputs, the rules and the wire.
 */

export type FieldErrors = Partial<Record<KycFieldKey, KycFieldError>>;

/** Spec core §4: the submit button stays disabled until every required field has a value. */
export function requiredFilled(fields: readonly KycField[], values: KycValues): boolean {
  return fields.every((field) => !field.required || (values[field.key] ?? '').trim() !== '');
}

export function validateKyc(
  marketCode: string,
  values: KycValues,
  today: Date,
): { values: KycValues; errors: FieldErrors } {
  return checkKyc(marketCode, values, today);
}

/** The body of submitKyc: each field's value under its `name` (`field{index}`). */
export function toSubmission(fields: readonly KycField[], values: KycValues): Record<string, string> {
  const body: Record<string, string> = {};
  for (const field of fields) {
    const value = values[field.key];
    if (value !== undefined && value !== '') body[field.name] = value;
  }
  return body;
}

const FIELD_ERRORS: readonly string[] = ['required', 'format', 'under_age'];

/** A 1000 answer's `data.errors` ({field3: "format"}) as errors by key; unknown names are ignored. */
export function serverFieldErrors(fields: readonly KycField[], data: unknown): FieldErrors {
  const errors: FieldErrors = {};
  const raw = (data as { errors?: unknown } | null)?.errors;
  if (!raw || typeof raw !== 'object') return errors;
  for (const [name, error] of Object.entries(raw as Record<string, unknown>)) {
    const field = fields.find((f) => f.name === name);
    if (field && typeof error === 'string' && FIELD_ERRORS.includes(error)) {
      errors[field.key] = error as KycFieldError;
    }
  }
  return errors;
}

/** The date of birth is typed with packages/domain's mask, in the market's order (issue 20). */
export { maskTypedDate };

/** A typed date (market order) as the wire's YYYYMMDD (spec core §5); its digits so far while incomplete. */
export function typedDateToYmd(market: Market, text: string): string {
  const digits = text.replace(/\D+/g, '');
  if (digits.length < 8) return digits;
  const parts: Record<string, string> = {};
  let next = 0;
  for (const part of dateFieldOrder(market)) {
    const size = part === 'year' ? 4 : 2;
    parts[part] = digits.slice(next, next + size);
    next += size;
  }
  return `${parts.year}${parts.month}${parts.day}`;
}

/** YYYYMMDD written in the market's order (24/11/2026); anything else unchanged. */
export function ymdToTyped(market: Market, ymd: string): string {
  if (!/^\d{8}$/.test(ymd)) return ymd;
  return formatDateNumeric(market, Number(ymd.slice(0, 4)), Number(ymd.slice(4, 6)), Number(ymd.slice(6)));
}

/** The structured Ghana Card input's two parts (nine digits, one digit) of a value. */
export function ghanaCardParts(value: string): { nine: string; check: string } {
  const match = /^GHA-(\d{0,9})-(\d?)$/.exec(value);
  return match ? { nine: match[1] ?? '', check: match[2] ?? '' } : { nine: '', check: '' };
}

/** GHA-<nine>-<one>; empty while both parts are, so "required" still applies. */
export function ghanaCardValue(nine: string, check: string): string {
  return nine === '' && check === '' ? '' : formatGhanaCard(nine, check);
}

/**
 * The i18n key of a field's error: the empty-field tip, the age rule, or what the field's format is
 * (spec core §5 gives each rule; the popup says which one was missed).
 */
export function errorMessageKey(
  key: KycFieldKey,
  error: KycFieldError,
  context: { idType: string | undefined; marketCode: string },
): MessageKey {
  if (error === 'required') return 'kyc.errors.required';
  if (error === 'under_age') return 'kyc.errors.underAge';
  if (key === 'ID_NUMBER' && context.idType === 'GHANA_CARD') return 'kyc.errors.format.ghanaCard';
  if (key === 'IdCardNumber' && context.marketCode === 'BR') return 'kyc.errors.format.cpf';
  return `kyc.errors.format.${key}`;
}
