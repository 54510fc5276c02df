import { describe, expect, it } from 'vitest';
import {
  displayPixKey,
  isValidCpf,
  isValidPixKey,
  maskCpf,
  normalizeCpf,
  normalizePixKey,
  pixKeyType,
} from './pix.ts';

describe('CPF', () => {
  it('accepts 11 digits whose two check digits are right', () => {
    for (const cpf of ['52998224725', '11144477735', '12345678909', '00000000191']) {
      expect(isValidCpf(cpf), cpf).toBe(true);
    }
  });

  it('refuses a wrong first or second check digit, repeated digits, other lengths and formatting', () => {
    expect(isValidCpf('52998224735')).toBe(false); // first check digit wrong
    expect(isValidCpf('52998224726')).toBe(false); // second check digit wrong
    expect(isValidCpf('11111111111')).toBe(false); // passes the arithmetic, not a CPF
    expect(isValidCpf('00000000000')).toBe(false);
    expect(isValidCpf('5299822472')).toBe(false);
    expect(isValidCpf('529982247250')).toBe(false);
    expect(isValidCpf('529.982.247-25')).toBe(false); // normalise first
    expect(isValidCpf('5299822472a')).toBe(false);
  });

  it('takes the dots and dash off and masks all but the middle six digits', () => {
    expect(normalizeCpf(' 529.982.247-25 ')).toBe('52998224725');
    expect(normalizeCpf('529982247-25')).toBe('52998224725');
    expect(normalizeCpf('529-982')).toBe('529-982');
    expect(maskCpf('52998224725')).toBe('***.982.247-**');
    expect(maskCpf('529.982.247-25')).toBe('***.982.247-**');
    expect(maskCpf('123')).toBe('***.***.***-**');
  });
});

describe('Pix keys', () => {
  it('knows the four key types a person may hold', () => {
    expect(pixKeyType('52998224725')).toBe('CPF');
    expect(pixKeyType('+5511987654321')).toBe('PHONE');
    expect(pixKeyType('+556133334444')).toBe('PHONE'); // a landline: 8 digits
    expect(pixKeyType('ana.souza@example.com.br')).toBe('EMAIL');
    expect(pixKeyType('123e4567-e89b-42d3-a456-426614174000')).toBe('EVP');
  });

  it('refuses what is none of them', () => {
    for (const key of [
      '52998224726', // CPF with a wrong check digit
      '11222333000181', // a CNPJ: a company's key
      '5511987654321', // a phone without its +
      '+14155550123', // not Brazilian
      '+5501987654321', // no area code 0x
      '+55119876543210', // too long
      'ana@', // not an e-mail
      `${'a'.repeat(70)}@example.com`, // over 77 characters
      '123e4567e89b42d3a456426614174000', // an EVP without its dashes
      '',
    ]) {
      expect(isValidPixKey(key), key).toBe(false);
    }
  });

  it('normalises a key as typed into the DICT form', () => {
    expect(normalizePixKey(' Ana.Souza@Example.COM ')).toBe('ana.souza@example.com');
    expect(normalizePixKey('+55 (11) 98765-4321')).toBe('+5511987654321');
    expect(normalizePixKey('529.982.247-25')).toBe('52998224725');
    expect(normalizePixKey('123E4567-E89B-42D3-A456-426614174000')).toBe(
      '123e4567-e89b-42d3-a456-426614174000',
    );
  });

  it('shows a CPF key masked and the others as they are', () => {
    expect(displayPixKey('52998224725')).toBe('***.982.247-**');
    expect(displayPixKey('+5511987654321')).toBe('+5511987654321');
  });
});
