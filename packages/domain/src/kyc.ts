import { KYC_MAX_AGE_YEARS, KYC_MIN_AGE_YEARS } from './constants.ts';
import { isValidCpf, isValidPixKey, maskCpf, normalizeCpf, normalizePixKey, pixKeyType } from './pix.ts';
import { isValidEmail } from './validation.ts';

/**
 * Identity details (KYC) as spec core §3 and §5 give them, shared by the KYC popup and the server, which
 * re-checks every rule. Fields go over the wire as `field{index}`, the index being the key's position in
 * KYC_FIELD_KEYS: stable across markets, so a name never changes meaning.
 */
export const KYC_FIELD_KEYS = [
  'firstName',
  'surname',
  'email',
  'dateOfBirth',
  'BVN',
  'IdCardNumber',
  'RESIDENTIAL_ADDRESS',
  'ID_TYPE',
  'ID_NUMBER',
  'PIX_KEY',
] as const;
export type KycFieldKey = (typeof KYC_FIELD_KEYS)[number];

/** Spec core §3: the ID types offered (Ghana). `value` is what the form sends. */
export const KYC_ID_TYPES = [
  { value: 'GHANA_CARD', label: 'Ghana Card' },
  { value: 'VOTER_ID', label: 'Vote ID' },
  { value: 'PASSPORT', label: 'Passport' },
  { value: 'DRIVER_LICENSE', label: 'Driver License' },
  { value: 'SSNIT', label: 'SSNIT' },
] as const;
export type KycIdType = (typeof KYC_ID_TYPES)[number]['value'];

/** Players must be adults to be paid winnings; the 6–70 years of the form (core §9) only bound the picker. */
export const KYC_LEGAL_AGE_YEARS = 18;
export const KYC_FIRST_NAME_MAX_LENGTH = 30;
export const KYC_SURNAME_MIN_LENGTH = 2;
export const KYC_SURNAME_MAX_LENGTH = 22;
export const KYC_ADDRESS_MIN_LENGTH = 5;
export const KYC_ADDRESS_MAX_LENGTH = 200;

export type KycFieldType = 'text' | 'email' | 'date' | 'select' | 'digits' | 'id-number';

export interface KycFieldDef {
  key: KycFieldKey;
  index: number;
  /** The submit key: `field{index}`. */
  name: string;
  label: string;
  type: KycFieldType;
  required: boolean;
  maxLength: number;
}

export type KycFieldError = 'required' | 'format' | 'under_age';

const LABELS: Record<KycFieldKey, string> = {
  firstName: 'First name',
  surname: 'Surname',
  email: 'E-mail',
  dateOfBirth: 'Date of birth',
  BVN: 'BVN',
  IdCardNumber: 'ID card number',
  RESIDENTIAL_ADDRESS: 'Residential address',
  ID_TYPE: 'ID type',
  ID_NUMBER: 'ID number',
  PIX_KEY: 'Pix key',
};

const TYPES: Record<KycFieldKey, [KycFieldType, number]> = {
  firstName: ['text', KYC_FIRST_NAME_MAX_LENGTH],
  surname: ['text', KYC_SURNAME_MAX_LENGTH],
  email: ['email', 128],
  dateOfBirth: ['date', 8],
  BVN: ['digits', 11],
  IdCardNumber: ['digits', 11],
  RESIDENTIAL_ADDRESS: ['text', KYC_ADDRESS_MAX_LENGTH],
  ID_TYPE: ['select', 32],
  ID_NUMBER: ['id-number', 15],
  // The longest key: an e-mail of 77 characters (pix.ts).
  PIX_KEY: ['text', 77],
};

export function kycFieldName(key: KycFieldKey): string {
  return `field${KYC_FIELD_KEYS.indexOf(key)}`;
}

function field(key: KycFieldKey, required = true): KycFieldDef {
  const [type, maxLength] = TYPES[key];
  return {
    key,
    index: KYC_FIELD_KEYS.indexOf(key),
    name: kycFieldName(key),
    label: LABELS[key],
    type,
    required,
    maxLength,
  };
}

/**
 * The form of a market. Ghana: ID type and number (Ghana Card and the four others) with the address;
 * Nigeria: the BVN; Brazil: the CPF in IdCardNumber and the Pix key withdrawals are paid to (kept with the
 * identity, so a stolen session cannot redirect payouts); elsewhere a national ID card number. E-mail is
 * optional everywhere, as in the registration form.
 */
export function kycFieldsFor(marketCode: string): KycFieldDef[] {
  const person = [field('firstName'), field('surname'), field('email', false), field('dateOfBirth')];
  if (marketCode === 'GH')
    return [...person, field('RESIDENTIAL_ADDRESS'), field('ID_TYPE'), field('ID_NUMBER')];
  if (marketCode === 'NG') return [...person, field('BVN')];
  if (marketCode === 'BR') return [...person, field('IdCardNumber'), field('PIX_KEY')];
  return [...person, field('IdCardNumber')];
}

/** Letters only, the first one uppercase (core §5). */
export function isValidFirstName(text: string): boolean {
  return text.length <= KYC_FIRST_NAME_MAX_LENGTH && /^\p{Lu}\p{L}*$/u.test(text);
}

/**
 * 2 to 22 characters of letters (core §5). The spec reads both ways on spaces; we allow single spaces
 * between words ("Owusu Ansah"), none at either end, because many Ghanaian surnames are compound
 * (docs/withdrawals.md, KYC rules).
 */
export function isValidSurname(text: string): boolean {
  const length = text.length;
  return (
    length >= KYC_SURNAME_MIN_LENGTH && length <= KYC_SURNAME_MAX_LENGTH && /^\p{L}+( \p{L}+)*$/u.test(text)
  );
}

export function isValidBvn(text: string): boolean {
  return /^\d{11}$/.test(text);
}

/**
 * A BVN as it is stored and shown (docs/withdrawals.md, BVN): its last four digits only, the rest starred,
 * as Nigerian banks print it. The whole number is never kept: only this and a keyed hash (server side) for
 * finding the same BVN on two accounts. Anything that is not a BVN is starred in full.
 */
export function maskBvn(bvn: string): string {
  return isValidBvn(bvn) ? `*******${bvn.slice(-4)}` : '*'.repeat(Math.min(bvn.length, 11));
}

/** True for a BVN as maskBvn stores it. */
export function isMaskedBvn(text: string): boolean {
  return /^\*{7}\d{4}$/.test(text);
}

/** Any ID number other than BVN, CPF and Ghana Card: 9 digits (core §5). */
export function isValidOtherIdNumber(text: string): boolean {
  return /^\d{9}$/.test(text);
}

/** GHA-123456789-0: GHA, nine digits, one check digit (core §4, §5). */
export function isValidGhanaCard(text: string): boolean {
  return /^GHA-\d{9}-\d$/.test(text);
}

/** The Ghana Card number from the popup's structured input (nine digits, one digit). */
export function formatGhanaCard(nineDigits: string, checkDigit: string): string {
  return `GHA-${nineDigits}-${checkDigit}`;
}

function parseYmd(text: string): { year: number; month: number; day: number } | null {
  const match = /^(\d{4})(\d{2})(\d{2})$/.exec(text);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day)
    return null;
  return { year, month, day };
}

/** YYYYMMDD of a date (UTC), as the date of birth is sent. */
export function toYmd(date: Date): string {
  return date.toISOString().slice(0, 10).replaceAll('-', '');
}

/** The picker's range (core §5, §9): born between the year − 70 and the year − 6, as YYYYMMDD. */
export function birthDateBounds(today: Date): { min: string; max: string } {
  const year = today.getUTCFullYear();
  return { min: `${year - KYC_MAX_AGE_YEARS}0101`, max: `${year - KYC_MIN_AGE_YEARS}1231` };
}

/** A real calendar date in YYYYMMDD, born between the year − 70 and the year − 6. */
export function isValidDateOfBirth(text: string, today: Date): boolean {
  const parsed = parseYmd(text);
  if (!parsed) return false;
  const { min, max } = birthDateBounds(today);
  return text >= min && text <= max;
}

/** Full years of age on `today` (UTC) for a valid YYYYMMDD. */
export function ageOn(dateOfBirth: string, today: Date): number {
  const born = parseYmd(dateOfBirth);
  if (!born) return 0;
  const month = today.getUTCMonth() + 1;
  const day = today.getUTCDate();
  const hadBirthday = month > born.month || (month === born.month && day >= born.day);
  return today.getUTCFullYear() - born.year - (hadBirthday ? 0 : 1);
}

export function idTypeOf(text: string): KycIdType | null {
  const wanted = text.trim().toUpperCase();
  const found = KYC_ID_TYPES.find((t) => t.value === wanted || t.label.toUpperCase() === wanted);
  return found?.value ?? null;
}

export type KycValues = Partial<Record<KycFieldKey, string>>;

export interface KycCheck {
  /** The market's fields, trimmed and normalised (ID type as its value, Ghana Card uppercase). */
  values: KycValues;
  errors: Partial<Record<KycFieldKey, KycFieldError>>;
}

/**
 * Every rule of core §5 over a market's form, plus the legal age (`minAgeYears`, 18 on the server).
 * Fields of other markets are ignored. An empty result in `errors` means the submission is valid.
 */
export function checkKyc(
  marketCode: string,
  raw: KycValues,
  today: Date,
  minAgeYears = KYC_LEGAL_AGE_YEARS,
): KycCheck {
  const values: KycValues = {};
  const errors: KycCheck['errors'] = {};
  const fields = kycFieldsFor(marketCode);
  for (const def of fields) {
    let value = (raw[def.key] ?? '').trim();
    if (def.key === 'ID_TYPE') value = idTypeOf(value) ?? value;
    if (def.key === 'ID_NUMBER') value = value.toUpperCase();
    if (def.key === 'IdCardNumber' && marketCode === 'BR') value = normalizeCpf(value);
    if (def.key === 'PIX_KEY') value = normalizePixKey(value);
    if (value === '') {
      if (def.required) errors[def.key] = 'required';
      continue;
    }
    values[def.key] = value;
    const error = fieldError(def.key, value, {
      marketCode,
      idType: idTypeOf(raw.ID_TYPE ?? ''),
      cpf: normalizeCpf(raw.IdCardNumber ?? ''),
      today,
      minAgeYears,
    });
    if (error) errors[def.key] = error;
  }
  return { values, errors };
}

interface FieldContext {
  marketCode: string;
  idType: KycIdType | null;
  /** Brazil: the CPF given with the key, which a CPF-type Pix key must be. */
  cpf: string;
  today: Date;
  minAgeYears: number;
}

function fieldError(key: KycFieldKey, value: string, ctx: FieldContext): KycFieldError | null {
  const valid = (ok: boolean) => (ok ? null : 'format');
  switch (key) {
    case 'firstName':
      return valid(isValidFirstName(value));
    case 'surname':
      return valid(isValidSurname(value));
    case 'email':
      return valid(isValidEmail(value));
    case 'dateOfBirth':
      if (!isValidDateOfBirth(value, ctx.today)) return 'format';
      return ageOn(value, ctx.today) < ctx.minAgeYears ? 'under_age' : null;
    case 'BVN':
      return valid(isValidBvn(value));
    case 'IdCardNumber':
      return valid(ctx.marketCode === 'BR' ? isValidCpf(value) : isValidOtherIdNumber(value));
    case 'RESIDENTIAL_ADDRESS':
      return valid(
        value.length >= KYC_ADDRESS_MIN_LENGTH &&
          value.length <= KYC_ADDRESS_MAX_LENGTH &&
          !/\p{Cc}/u.test(value),
      );
    case 'ID_TYPE':
      return valid(idTypeOf(value) !== null);
    case 'ID_NUMBER':
      // Without a valid ID type the number cannot be judged; the ID type carries the error.
      if (ctx.idType === null) return null;
      return valid(ctx.idType === 'GHANA_CARD' ? isValidGhanaCard(value) : isValidOtherIdNumber(value));
    case 'PIX_KEY':
      // A CPF key must be the player's own CPF: payouts go to the person who proved their identity.
      return valid(isValidPixKey(value) && (pixKeyType(value) !== 'CPF' || value === ctx.cpf));
  }
}

/**
 * The identity a document proves, for uniqueness across accounts (checklist A5): the same number under
 * the same kind of document. Null when the form has none.
 */
export function identityKey(values: KycValues): string | null {
  if (values.ID_TYPE && values.ID_NUMBER) return `${values.ID_TYPE}:${values.ID_NUMBER}`;
  if (values.BVN) return `BVN:${values.BVN}`;
  if (values.IdCardNumber) return `ID:${values.IdCardNumber}`;
  return null;
}

/**
 * The KYC fields that identify a person to the state or a bank: the back office shows them masked, and only
 * the `kyc.reveal` permission reads them whole, each time with an audit row (issue 20). Names, date of birth
 * and address stay readable: a reviewer compares them with the document.
 */
export const KYC_IDENTIFIER_KEYS: readonly KycFieldKey[] = ['BVN', 'IdCardNumber', 'ID_NUMBER', 'PIX_KEY'];

/** Every character but the last `visible` letters or digits starred, separators kept: GHA-*******78-4. */
function starAllBut(text: string, visible: number): string {
  let left = visible;
  let out = '';
  for (let i = text.length - 1; i >= 0; i--) {
    const char = text[i] ?? '';
    const isSymbol = /[A-Za-z0-9]/.test(char);
    out = (isSymbol && left-- <= 0 ? '*' : char) + out;
  }
  return out;
}

/**
 * An identifier as the back office shows it by default: enough to tell two apart over the phone with the
 * player, not enough to use. A CPF (and a CPF Pix key) as receipts print it (***.456.789-**), a BVN as banks
 * do (its last four), a Ghana Card, an e-mail or any other number with its last few characters only.
 */
export function maskIdentifier(key: string, value: string, marketCode: string): string {
  if (value === '') return value;
  if (key === 'BVN') return isMaskedBvn(value) ? value : maskBvn(value);
  if ((key === 'IdCardNumber' && marketCode === 'BR') || (key === 'PIX_KEY' && /^\d{11}$/.test(value)))
    return maskCpf(value);
  if (key === 'PIX_KEY' && value.includes('@')) {
    const [user = '', domain = ''] = value.split('@');
    return `${user.slice(0, 1)}***@${domain}`;
  }
  if (key === 'ID_NUMBER' && isValidGhanaCard(value)) return `GHA-${starAllBut(value.slice(4), 3)}`;
  return starAllBut(value, key === 'PIX_KEY' && value.length > 20 ? 4 : 3);
}

/** A record's fields with every identifier masked (maskIdentifier), the rest as they are. */
export function maskKycFields(fields: Record<string, string>, marketCode: string): Record<string, string> {
  return Object.fromEntries(
    Object.entries(fields).map(([key, value]) => [
      key,
      (KYC_IDENTIFIER_KEYS as readonly string[]).includes(key)
        ? maskIdentifier(key, value, marketCode)
        : value,
    ]),
  );
}
