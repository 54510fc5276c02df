import type { KycField } from '@sika/contract';
import { describe, expect, it } from 'vitest';
import {
  errorMessageKey,
  ghanaCardParts,
  ghanaCardValue,
  isoToYmd,
  requiredFilled,
  serverFieldErrors,
  toSubmission,
  validateKyc,
  ymdToIso,
} from './kyc-form.ts';

const field = (index: number, key: KycField['key'], required = true): KycField => ({
  index,
  key,
  name: `field${index}`,
  label: key,
  type: 'text',
  required,
  maxLength: 30,
  options: null,
});
const fields = [
  field(0, 'firstName'),
  field(1, 'surname'),
  field(2, 'email', false),
  field(7, 'ID_TYPE'),
  field(8, 'ID_NUMBER'),
];
const today = new Date('2026-11-21T12:00:00Z');
const ghana = {
  firstName: 'Akosua',
  surname: 'Owusu Ansah',
  dateOfBirth: '19940306',
  RESIDENTIAL_ADDRESS: '14 Independence Avenue, Accra',
  ID_TYPE: 'GHANA_CARD',
  ID_NUMBER: 'GHA-723456781-4',
};

describe('the KYC form (spec core §4, §5)', () => {
  it('keeps submit disabled until every required field has a value', () => {
    expect(requiredFilled(fields, { firstName: 'Akosua', surname: 'Mensah', ID_TYPE: 'PASSPORT' })).toBe(
      false,
    );
    expect(
      requiredFilled(fields, { firstName: 'A', surname: 'M', ID_TYPE: 'PASSPORT', ID_NUMBER: ' ' }),
    ).toBe(false);
    expect(
      requiredFilled(fields, { firstName: 'A', surname: 'M', ID_TYPE: 'PASSPORT', ID_NUMBER: '1' }),
    ).toBe(true);
  });

  it('accepts a complete Ghana form and sends each value under its field name', () => {
    const checked = validateKyc('GH', ghana, today);
    expect(checked.errors).toEqual({});
    expect(toSubmission(fields, checked.values)).toEqual({
      field0: 'Akosua',
      field1: 'Owusu Ansah',
      field7: 'GHANA_CARD',
      field8: 'GHA-723456781-4',
    });
  });

  it('names each broken rule', () => {
    const { errors } = validateKyc(
      'GH',
      { ...ghana, firstName: 'akosua', surname: 'O', ID_NUMBER: 'GHA-7234-', dateOfBirth: '20150101' },
      today,
    );
    expect(errors).toEqual({
      firstName: 'format',
      surname: 'format',
      ID_NUMBER: 'format',
      dateOfBirth: 'under_age',
    });
    expect(errorMessageKey('ID_NUMBER', 'format', { idType: 'GHANA_CARD', marketCode: 'GH' })).toBe(
      'kyc.errors.format.ghanaCard',
    );
    expect(errorMessageKey('ID_NUMBER', 'format', { idType: 'PASSPORT', marketCode: 'GH' })).toBe(
      'kyc.errors.format.ID_NUMBER',
    );
    expect(errorMessageKey('surname', 'required', { idType: undefined, marketCode: 'GH' })).toBe(
      'kyc.errors.required',
    );
  });

  it('sends the date of birth as YYYYMMDD', () => {
    expect(isoToYmd('1994-03-06')).toBe('19940306');
    expect(isoToYmd('')).toBe('');
    expect(ymdToIso('19940306')).toBe('1994-03-06');
  });

  it('builds the Ghana Card number from its nine digits and one digit', () => {
    expect(ghanaCardValue('723456781', '4')).toBe('GHA-723456781-4');
    expect(ghanaCardValue('', '')).toBe('');
    expect(ghanaCardParts('GHA-72345-')).toEqual({ nine: '72345', check: '' });
    expect(ghanaCardParts('GHA-723456781-4')).toEqual({ nine: '723456781', check: '4' });
  });

  it('reads the server’s field errors of a 1000 answer', () => {
    expect(
      serverFieldErrors(fields, { errors: { field1: 'format', field9: 'format', field0: 'nonsense' } }),
    ).toEqual({
      surname: 'format',
    });
    expect(serverFieldErrors(fields, null)).toEqual({});
  });
});
