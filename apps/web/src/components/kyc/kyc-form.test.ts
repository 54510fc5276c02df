import type { KycField } from '@sika/contract';
import { markets } from '@sika/domain';
import { describe, expect, it } from 'vitest';
import {
  errorMessageKey,
  ghanaCardParts,
  ghanaCardValue,
  maskTypedDate,
  requiredFilled,
  serverFieldErrors,
  toSubmission,
  typedDateToYmd,
  validateKyc,
  ymdToTyped,
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

  it('takes the date of birth in the market’s order (day first in Ghana) and sends it as YYYYMMDD', () => {
    const ghana = markets.GH;
    expect(maskTypedDate(ghana, '0603')).toBe('06/03');
    expect(maskTypedDate(ghana, '06031994')).toBe('06/03/1994');
    expect(maskTypedDate(ghana, '06/03/19945')).toBe('06/03/1994');
    expect(maskTypedDate(ghana, '06/')).toBe('06');
    expect(typedDateToYmd(ghana, '06/03/1994')).toBe('19940306');
    expect(typedDateToYmd(ghana, '06/03')).toBe('0603');
    expect(ymdToTyped(ghana, '19940306')).toBe('06/03/1994');
    const american = { ...ghana, dateOrder: 'mdy' as const };
    expect(typedDateToYmd(american, '03/06/1994')).toBe('19940306');
    expect(ymdToTyped(american, '19940306')).toBe('03/06/1994');
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
