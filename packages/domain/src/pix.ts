/**
 * Brazil's identity number (CPF) and Pix keys, shared by the KYC popup and the server, which checks again.
 *
 * CPF: 11 digits, the last two check digits of the first nine (Receita Federal's modulus-11 rule). Players
 * may type it with its dots and dash (123.456.789-09); it is kept as the 11 digits and shown masked
 * (***.456.789-**) everywhere but the KYC record itself.
 *
 * Pix keys (BCB DICT, Manual de Uso do DICT: the four key types a person may hold):
 * - CPF: the 11 digits, valid check digits;
 * - phone: E.164 with Brazil's +55, a two-digit area code (11–99) and 8 or 9 digits (+5511987654321);
 * - e-mail: at most 77 characters, kept lower-case;
 * - EVP ("chave aleatória"): a UUID, kept lower-case.
 * A CNPJ key belongs to a company, never to a player: refused.
 */

export type PixKeyType = 'CPF' | 'PHONE' | 'EMAIL' | 'EVP';

/** The 11 digits of a CPF typed with or without its dots and dash; anything else is returned trimmed. */
export function normalizeCpf(text: string): string {
  const trimmed = text.trim();
  return /^\d{3}\.?\d{3}\.?\d{3}-?\d{2}$/.test(trimmed) ? trimmed.replace(/\D/g, '') : trimmed;
}

/** 11 digits whose two check digits are right; the eleven repeated digits (111.111.111-11) are not CPFs. */
export function isValidCpf(text: string): boolean {
  if (!/^\d{11}$/.test(text) || /^(\d)\1{10}$/.test(text)) return false;
  const digits = [...text].map(Number);
  return checkDigit(digits.slice(0, 9)) === digits[9] && checkDigit(digits.slice(0, 10)) === digits[10];
}

/** Receita Federal's rule: weights n+1…2 over the n digits, ×10 mod 11, 10 counting as 0. */
function checkDigit(digits: number[]): number {
  const weightOf = (index: number) => digits.length + 1 - index;
  const sum = digits.reduce((total, digit, index) => total + digit * weightOf(index), 0);
  return ((sum * 10) % 11) % 10;
}

/** ***.456.789-** : the middle six digits only, as Brazilian receipts show a CPF. */
export function maskCpf(cpf: string): string {
  const digits = cpf.replace(/\D/g, '');
  if (digits.length !== 11) return '***.***.***-**';
  return `***.${digits.slice(3, 6)}.${digits.slice(6, 9)}-**`;
}

const PHONE_KEY = /^\+55[1-9][1-9]9?\d{8}$/;
const EMAIL_KEY =
  /^[a-z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)+$/;
const EVP_KEY = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
export const PIX_EMAIL_KEY_MAX_LENGTH = 77;

/** A key as typed, in the form the DICT holds it: CPF digits, +55… phone, lower-case e-mail and EVP. */
export function normalizePixKey(text: string): string {
  const trimmed = text.trim();
  if (trimmed.includes('@')) return trimmed.toLowerCase();
  if (/^[0-9a-fA-F-]{36}$/.test(trimmed)) return trimmed.toLowerCase();
  if (trimmed.startsWith('+')) return `+${trimmed.slice(1).replace(/[\s().-]/g, '')}`;
  return normalizeCpf(trimmed);
}

/** The type of a normalised key, or null when it is none of the four a person may hold. */
export function pixKeyType(key: string): PixKeyType | null {
  if (isValidCpf(key)) return 'CPF';
  if (PHONE_KEY.test(key)) return 'PHONE';
  if (key.length <= PIX_EMAIL_KEY_MAX_LENGTH && EMAIL_KEY.test(key)) return 'EMAIL';
  if (EVP_KEY.test(key)) return 'EVP';
  return null;
}

export function isValidPixKey(key: string): boolean {
  return pixKeyType(key) !== null;
}

/** How a key is shown on screen: a CPF key masked like the CPF; the others as they are (the player's own). */
export function displayPixKey(key: string): string {
  return pixKeyType(key) === 'CPF' ? maskCpf(key) : key;
}
