import { describe, expect, it } from 'vitest';
import type { ProviderAnswer } from './http.ts';
import {
  mobileMoneyChargeBody,
  mobileMoneyRecipientBody,
  paystackPhone,
  paystackRail,
  readChargeAnswer,
  unservedTelco,
} from './paystack-mobile-money.ts';
import { failure } from './provider.ts';

const answered = (status: number, json: unknown): ProviderAnswer => ({
  kind: 'answered',
  status,
  text: JSON.stringify(json),
  json,
});
const failureOf = (status: string, text: string) =>
  failure(/insufficient/i.test(text) ? 'INSUFFICIENT_FUNDS' : 'DECLINED', status, text);

const request = {
  paymentId: 'p-1',
  msisdn: '233271234567',
  amountMinor: 2_500,
  currency: 'GHS',
  channelCode: 'AIRTELTIGO_MM',
};

describe('Paystack mobile money (Ghana)', () => {
  it('is the rail of Ghana only', () => {
    expect(paystackRail('GH')).toBe('mobile-money');
    expect(paystackRail('NG')).toBe('checkout');
  });

  it('writes the number the national way and names the telco of the channel', () => {
    expect(paystackPhone('233271234567', '233')).toBe('0271234567');
    expect(
      mobileMoneyChargeBody(request, 'ref-1', { currency: 'GHS', email: 'x@y.z', countryCode: '233' }),
    ).toEqual({
      email: 'x@y.z',
      amount: 2_500,
      currency: 'GHS',
      reference: 'ref-1',
      mobile_money: { phone: '0271234567', provider: 'atl' },
      metadata: { paymentId: 'p-1', description: 'Sika deposit' },
    });
    expect(
      mobileMoneyRecipientBody(
        { ...request, channelCode: 'VODA_MM', msisdn: '233201234567' },
        {
          currency: 'GHS',
          countryCode: '233',
        },
      ),
    ).toMatchObject({ type: 'mobile_money', account_number: '0201234567', bank_code: 'VOD' });
  });

  it('refuses a channel Paystack has no telco for before any call', () => {
    expect(unservedTelco({ ...request, channelCode: 'MPESA' }, 'r')?.failure?.code).toBe('INVALID_REQUEST');
    expect(unservedTelco(request, 'r')).toBeNull();
  });

  it.each([
    ['pay_offline', { note: 'Please complete authorization process on your mobile phone', voucher: false }],
    [
      'send_otp',
      { note: 'Please dial *110# to generate a voucher code. Then input the voucher', voucher: true },
    ],
  ])('reads %s as waiting, with what the payer has to do', (status, payerStep) => {
    const result = readChargeAnswer(
      answered(200, { status: true, data: { status, display_text: payerStep.note } }),
      'r',
      failureOf,
    );
    expect(result).toMatchObject({ state: 'PENDING', payerStep });
  });

  it('never reads success as final (verify decides), and reads failed with its reason', () => {
    expect(
      readChargeAnswer(answered(200, { status: true, data: { status: 'success' } }), 'r', failureOf).state,
    ).toBe('PENDING');
    const failed = readChargeAnswer(
      answered(200, { status: true, data: { status: 'failed', gateway_response: 'Insufficient funds' } }),
      'r',
      failureOf,
    );
    expect(failed).toMatchObject({ state: 'FAILED', failure: { code: 'INSUFFICIENT_FUNDS' } });
  });

  it('reads a reused reference as the first attempt, a refused voucher as retryable, a lost answer as unknown', () => {
    const duplicate = readChargeAnswer(
      answered(400, { status: false, message: 'Duplicate Transaction Reference' }),
      'r',
      failureOf,
    );
    expect(duplicate).toMatchObject({ state: 'PENDING', duplicate: true });
    const refused = readChargeAnswer(
      answered(400, { status: false, message: 'Invalid OTP' }),
      'r',
      failureOf,
    );
    expect(refused.failure).toMatchObject({ code: 'WRONG_PIN', providerCode: 'VOUCHER_REFUSED' });
    expect(
      readChargeAnswer({ kind: 'no-answer', reason: 'timeout', message: '' }, 'r', failureOf).state,
    ).toBe('UNKNOWN');
    expect(readChargeAnswer(answered(502, null), 'r', failureOf).state).toBe('UNKNOWN');
  });
});
