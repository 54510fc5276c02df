import type { KycField } from '@sika/contract';
import * as contract from '@sika/contract';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ghanaAppInfo } from '../../testing/fixtures.ts';
import { renderScreen } from '../../testing/render.tsx';
import { on, Refusal, record, server } from '../../testing/server.ts';
import type { KycForm } from './api/get-kyc-fields.ts';
import { KycFormView } from './kyc-form-view.tsx';

function field(index: number, key: KycField['key'], type: KycField['type'], required: boolean): KycField {
  return { index, key, name: `field${index}`, label: key, type, required, maxLength: 64, options: null };
}

const form: KycForm = {
  enable: true,
  required: true,
  state: 'none',
  canWithdraw: false,
  message: '',
  basicFields: [
    field(0, 'firstName', 'text', true),
    field(1, 'surname', 'text', true),
    field(2, 'email', 'email', false),
    field(3, 'dateOfBirth', 'date', true),
    field(4, 'BVN', 'digits', true),
  ],
  birthDate: { min: '19260101', max: '20080101' },
};

function renderKyc() {
  const onSubmitted = vi.fn();
  // Nigeria: the person and the BVN (packages/domain kycFieldsFor).
  server.use(
    on(contract.appInfo, () => ({ ...ghanaAppInfo, market: 'NG', currency: 'NGN', mobileLength: 11 })),
  );
  const rendered = renderScreen(<KycFormView form={form} onSubmitted={onSubmitted} />, { path: '/withdraw' });
  return { ...rendered, onSubmitted };
}

const input = (label: string) => screen.getByLabelText(new RegExp(`^${label}`), { selector: 'input' });
/** The date picker's value, as the browser reports it (YYYY-MM-DD); typing into it is not how phones work. */
/** Types the date as a Ghanaian does, day first (DD/MM/YYYY), from an ISO date. */
const pickBirthDate = (iso: string) => {
  const [year, month, day] = iso.split('-');
  fireEvent.change(input('Date of birth'), { target: { value: `${day}/${month}/${year}` } });
};
const submit = () => screen.getByRole('button', { name: 'Submit' }) as HTMLButtonElement;

describe('the KYC form', () => {
  it('keeps Submit off until the required fields have values, and checks a field once it is left', async () => {
    const { user } = renderKyc();
    expect(submit().disabled).toBe(true);

    await user.type(input('First name'), 'kwame');
    await user.tab();
    expect(screen.getByText('Letters only, starting with a capital letter.')).toBeTruthy();
    await user.type(input('Surname'), 'Mensah');
    pickBirthDate('1990-01-01');
    await user.type(input('BVN'), '12345678901');
    expect(submit().disabled).toBe(false);

    // Submitting with a wrong field sends nothing and says so.
    const kyc = record(contract.submitKyc, () => ({ ...form, state: 'submitted' as const, required: false }));
    server.use(kyc.handler);
    await user.click(submit());
    expect(await screen.findByText('Please check the content')).toBeTruthy();
    expect(kyc.calls).toHaveLength(0);
  });

  it('says what is wrong with the BVN, the e-mail and the birth date, and sends nothing until they are right', async () => {
    const kyc = record(contract.submitKyc, () => ({ ...form, state: 'submitted' as const, required: false }));
    server.use(kyc.handler);
    const { user, onSubmitted } = renderKyc();

    await user.type(await waitFor(() => input('First name')), 'Kwame');
    await user.type(input('Surname'), 'Mensah');
    await user.type(input('E-mail'), 'kwame@');
    await user.tab();
    expect(screen.getByText('E-mail format error')).toBeTruthy();
    await user.type(input('BVN'), '1234a');
    await user.tab();
    expect(input('BVN')).toHaveProperty('value', '1234');
    expect(screen.getByText('The BVN is 11 digits.')).toBeTruthy();
    // Eleven years old: the market's minimum age is 18.
    pickBirthDate('2015-06-01');
    fireEvent.blur(input('Date of birth'));
    await user.click(submit());
    expect(await screen.findByText('Please check the content')).toBeTruthy();
    expect(screen.getByText('You must be 18 or older.')).toBeTruthy();
    expect(kyc.calls).toHaveLength(0);

    await user.clear(input('E-mail'));
    await user.type(input('E-mail'), 'kwame@example.com');
    await user.type(input('BVN'), '5678901');
    pickBirthDate('1990-01-01');
    await user.click(submit());
    await waitFor(() => expect(onSubmitted).toHaveBeenCalledOnce());
    expect(kyc.calls[0]?.body).toMatchObject({ field2: 'kwame@example.com', field4: '12345678901' });
  });

  it('sends each value under the name the server gave it, leaving the optional one out', async () => {
    const kyc = record(contract.submitKyc, () => ({
      enable: true,
      required: false,
      state: 'submitted' as const,
      canWithdraw: false,
      message: '',
    }));
    server.use(kyc.handler);
    const { user, onSubmitted } = renderKyc();

    await user.type(await waitFor(() => input('First name')), 'Kwame');
    await user.type(input('Surname'), 'Mensah');
    pickBirthDate('1990-01-01');
    await user.type(input('BVN'), '12345678901');
    await user.click(submit());

    await waitFor(() => expect(onSubmitted).toHaveBeenCalledOnce());
    expect(onSubmitted.mock.calls[0]?.[0]).toMatchObject({ state: 'submitted' });
    expect(kyc.calls[0]?.body).toMatchObject({
      field0: 'Kwame',
      field1: 'Mensah',
      field3: '19900101',
      field4: '12345678901',
    });
    expect(kyc.calls[0]?.body.field2).toBeUndefined();
  });

  it('shows the server’s verdict on a field under that field', async () => {
    server.use(
      on(
        contract.submitKyc,
        () => new Refusal(1000, 422, 'Please check the content.', { errors: { field1: 'format' } }),
      ),
    );
    const { user, onSubmitted } = renderKyc();

    await user.type(await waitFor(() => input('First name')), 'Kwame');
    await user.type(input('Surname'), 'Mensah');
    pickBirthDate('1990-01-01');
    await user.type(input('BVN'), '12345678901');
    await user.click(submit());

    expect(await screen.findByText('2 to 22 letters.')).toBeTruthy();
    expect(onSubmitted).not.toHaveBeenCalled();
  });
});
