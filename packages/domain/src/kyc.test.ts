import { describe, expect, it } from 'vitest';
import {
  ageOn,
  birthDateBounds,
  checkKyc,
  formatGhanaCard,
  identityKey,
  idTypeOf,
  isMaskedBvn,
  isValidBvn,
  isValidDateOfBirth,
  isValidFirstName,
  isValidGhanaCard,
  isValidOtherIdNumber,
  isValidSurname,
  KYC_FIELD_KEYS,
  kycFieldName,
  kycFieldsFor,
  maskBvn,
  maskIdentifier,
  maskKycFields,
  toYmd,
} from './kyc.ts';
import { isValidCpf } from './pix.ts';

const today = new Date('2026-11-21T12:00:00Z');

const ghanaForm = {
  firstName: 'Ama',
  surname: 'Owusu Ansah',
  email: '',
  dateOfBirth: '19950314',
  RESIDENTIAL_ADDRESS: '14 Ring Road, Osu, Accra',
  ID_TYPE: 'Ghana Card',
  ID_NUMBER: 'gha-123456789-0',
};

describe('maskBvn', () => {
  it('keeps the last four digits of an 11-digit BVN and stars the rest', () => {
    expect(maskBvn('22222222221')).toBe('*******2221');
    expect(isMaskedBvn(maskBvn('12345678901'))).toBe(true);
  });

  it('never shows any digit of something that is not a BVN', () => {
    expect(maskBvn('1234567890')).toBe('**********');
    expect(maskBvn('123456789012345')).toBe('***********');
    expect(isMaskedBvn('12345678901')).toBe(false);
  });
});

describe('KYC fields', () => {
  it('names every field field{index} by its place in the key list, the same in every market', () => {
    expect(KYC_FIELD_KEYS.map(kycFieldName)).toEqual([
      'field0',
      'field1',
      'field2',
      'field3',
      'field4',
      'field5',
      'field6',
      'field7',
      'field8',
      'field9',
    ]);
    expect(kycFieldsFor('GH').map((f) => [f.name, f.key, f.required])).toEqual([
      ['field0', 'firstName', true],
      ['field1', 'surname', true],
      ['field2', 'email', false],
      ['field3', 'dateOfBirth', true],
      ['field6', 'RESIDENTIAL_ADDRESS', true],
      ['field7', 'ID_TYPE', true],
      ['field8', 'ID_NUMBER', true],
    ]);
    expect(kycFieldsFor('NG').map((f) => f.key)).toContain('BVN');
    expect(kycFieldsFor('BR').map((f) => [f.name, f.key])).toEqual([
      ['field0', 'firstName'],
      ['field1', 'surname'],
      ['field2', 'email'],
      ['field3', 'dateOfBirth'],
      ['field5', 'IdCardNumber'],
      ['field9', 'PIX_KEY'],
    ]);
  });

  it('offers the five ID types by value or label', () => {
    expect(['Ghana Card', 'Vote ID', 'Passport', 'Driver License', 'SSNIT'].map(idTypeOf)).toEqual([
      'GHANA_CARD',
      'VOTER_ID',
      'PASSPORT',
      'DRIVER_LICENSE',
      'SSNIT',
    ]);
    expect(idTypeOf('ghana_card')).toBe('GHANA_CARD');
    expect(idTypeOf('Birth certificate')).toBeNull();
  });
});

describe('KYC validators (spec core §5)', () => {
  it('first name: letters only, first one uppercase', () => {
    for (const ok of ['Ama', 'K', 'Kwabena', 'Zoë']) expect(isValidFirstName(ok)).toBe(true);
    for (const bad of ['ama', 'Ama1', 'Ama Serwaa', 'A-ma', '', 'Ámà'.toLowerCase()])
      expect(isValidFirstName(bad)).toBe(false);
  });

  it('surname: 2 to 22 letters, single inner spaces allowed', () => {
    for (const ok of ['Ab', 'Mensah', 'Owusu Ansah', 'a'.repeat(22), 'de Graft Johnson'])
      expect(isValidSurname(ok)).toBe(true);
    for (const bad of ['A', 'a'.repeat(23), ' Mensah', 'Mensah ', 'Owusu  Ansah', 'Mensah2', "O'Neil", '']) {
      expect(isValidSurname(bad)).toBe(false);
    }
  });

  it('BVN 11 digits, other ID 9 digits, CPF 11 digits with its check digits', () => {
    expect(isValidBvn('12345678901')).toBe(true);
    expect(isValidBvn('1234567890')).toBe(false);
    expect(isValidOtherIdNumber('123456789')).toBe(true);
    expect(isValidOtherIdNumber('12345678')).toBe(false);
    expect(isValidOtherIdNumber('12345678a')).toBe(false);
    expect(isValidCpf('12345678909')).toBe(true);
    expect(isValidCpf('12345678901')).toBe(false);
    expect(isValidCpf('123.456.789-09')).toBe(false);
  });

  it('Ghana Card: GHA, nine digits, one digit', () => {
    expect(formatGhanaCard('123456789', '0')).toBe('GHA-123456789-0');
    expect(isValidGhanaCard('GHA-123456789-0')).toBe(true);
    for (const bad of [
      'GHA-12345678-0',
      'GHA-123456789-01',
      'GHA123456789-0',
      'gha-123456789-0',
      'GHB-123456789-0',
    ]) {
      expect(isValidGhanaCard(bad)).toBe(false);
    }
  });

  it('date of birth: a real date sent as YYYYMMDD, born between the year − 70 and the year − 6', () => {
    expect(birthDateBounds(today)).toEqual({ min: '19560101', max: '20201231' });
    for (const ok of ['19560101', '20201231', '20000229']) expect(isValidDateOfBirth(ok, today)).toBe(true);
    for (const bad of ['19551231', '20210101', '19990229', '20001301', '2000-01-01', '200001']) {
      expect(isValidDateOfBirth(bad, today)).toBe(false);
    }
    expect(toYmd(today)).toBe('20261121');
  });

  it('counts full years of age', () => {
    expect(ageOn('20081121', today)).toBe(18);
    expect(ageOn('20081122', today)).toBe(17);
  });
});

describe('checkKyc', () => {
  it('accepts a complete Ghana form and normalises it', () => {
    const { values, errors } = checkKyc('GH', ghanaForm, today);
    expect(errors).toEqual({});
    expect(values).toMatchObject({ ID_TYPE: 'GHANA_CARD', ID_NUMBER: 'GHA-123456789-0' });
    expect(values.email).toBeUndefined();
    expect(identityKey(values)).toBe('GHANA_CARD:GHA-123456789-0');
  });

  it('names each wrong or missing field', () => {
    const { errors } = checkKyc(
      'GH',
      {
        firstName: 'ama',
        surname: 'M',
        email: 'not-an-email',
        dateOfBirth: '20250101',
        ID_TYPE: 'Passport',
        ID_NUMBER: 'P123',
      },
      today,
    );
    expect(errors).toEqual({
      firstName: 'format',
      surname: 'format',
      email: 'format',
      dateOfBirth: 'format',
      RESIDENTIAL_ADDRESS: 'required',
      ID_NUMBER: 'format',
    });
  });

  it('checks the ID number against the chosen ID type', () => {
    expect(checkKyc('GH', { ...ghanaForm, ID_TYPE: 'SSNIT', ID_NUMBER: '123456789' }, today).errors).toEqual(
      {},
    );
    expect(
      checkKyc('GH', { ...ghanaForm, ID_TYPE: 'SSNIT', ID_NUMBER: 'GHA-123456789-0' }, today).errors,
    ).toEqual({
      ID_NUMBER: 'format',
    });
    expect(checkKyc('GH', { ...ghanaForm, ID_TYPE: 'Library card' }, today).errors).toEqual({
      ID_TYPE: 'format',
    });
  });

  it('refuses a player under the legal age even inside the picker’s range', () => {
    expect(checkKyc('GH', { ...ghanaForm, dateOfBirth: '20120101' }, today).errors).toEqual({
      dateOfBirth: 'under_age',
    });
  });

  it('checks BVN in Nigeria and CPF in Brazil', () => {
    const person = { firstName: 'Ada', surname: 'Obi', dateOfBirth: '19900101' };
    expect(checkKyc('NG', { ...person, BVN: '1234567890' }, today).errors).toEqual({ BVN: 'format' });
    expect(checkKyc('NG', { ...person, BVN: '12345678901' }, today).errors).toEqual({});
    expect(checkKyc('BR', { ...person, IdCardNumber: '123456789' }, today).errors).toEqual({
      IdCardNumber: 'format',
      PIX_KEY: 'required',
    });
    expect(checkKyc('BR', { ...person, IdCardNumber: '12345678901' }, today).errors).toEqual({
      IdCardNumber: 'format',
      PIX_KEY: 'required',
    });
    const brazil = checkKyc(
      'BR',
      { ...person, IdCardNumber: '529.982.247-25', PIX_KEY: '+55 11 98765-4321' },
      today,
    );
    expect(brazil.errors).toEqual({});
    expect(brazil.values).toMatchObject({ IdCardNumber: '52998224725', PIX_KEY: '+5511987654321' });
    // A CPF key must be the CPF given: payouts go to the person who proved who they are.
    expect(
      checkKyc('BR', { ...person, IdCardNumber: '52998224725', PIX_KEY: '111.444.777-35' }, today).errors,
    ).toEqual({ PIX_KEY: 'format' });
    expect(
      checkKyc('BR', { ...person, IdCardNumber: '52998224725', PIX_KEY: '529.982.247-25' }, today).values
        .PIX_KEY,
    ).toBe('52998224725');
    expect(checkKyc('KE', { ...person, IdCardNumber: '123456789' }, today).errors).toEqual({});
  });
});

describe('identifiers masked for the back office', () => {
  it('shows a CPF as receipts print it, a BVN as banks do, the last characters of anything else', () => {
    expect(maskIdentifier('IdCardNumber', '52998224725', 'BR')).toBe('***.982.247-**');
    expect(maskIdentifier('PIX_KEY', '52998224725', 'BR')).toBe('***.982.247-**');
    expect(maskIdentifier('PIX_KEY', 'ana.souza@example.com', 'BR')).toBe('a***@example.com');
    expect(maskIdentifier('PIX_KEY', '+5511912345678', 'BR')).toBe('+**********678');
    expect(maskIdentifier('PIX_KEY', '123e4567-e89b-42d3-a456-426614174000', 'BR')).toBe(
      '********-****-****-****-********4000',
    );
    expect(maskIdentifier('BVN', '*******1234', 'NG')).toBe('*******1234');
    expect(maskIdentifier('BVN', '22212345678', 'NG')).toBe('*******5678');
    expect(maskIdentifier('ID_NUMBER', 'GHA-712345678-4', 'GH')).toBe('GHA-*******78-4');
    expect(maskIdentifier('ID_NUMBER', '123456789', 'GH')).toBe('******789');
    expect(maskIdentifier('IdCardNumber', '12345678', 'KE')).toBe('*****678');
  });

  it('masks only the identifiers of a record', () => {
    expect(
      maskKycFields({ firstName: 'Ama', RESIDENTIAL_ADDRESS: 'Osu', ID_NUMBER: 'GHA-712345678-4' }, 'GH'),
    ).toEqual({ firstName: 'Ama', RESIDENTIAL_ADDRESS: 'Osu', ID_NUMBER: 'GHA-*******78-4' });
  });
});
