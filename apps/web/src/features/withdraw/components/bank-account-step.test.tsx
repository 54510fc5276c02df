import type { WithdrawChannel, WithdrawConfig } from '@sika/contract';
import * as contract from '@sika/contract';
import { markets } from '@sika/domain';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderScreen } from '../../../testing/render.tsx';
import { on, Refusal, record, server } from '../../../testing/server.ts';
import type { WithdrawChannels } from '../api/get-withdraw-channels.ts';
import { AmountForm } from './amount-form.tsx';

/** Nigeria pays withdrawals to the player's confirmed bank account (docs/withdrawals.md, Bank accounts). */
const market = markets.NG;

const paystack: WithdrawChannel = {
  id: 51,
  channelCode: 'PAYSTACK',
  name: 'Bank account',
  logoUrl: '/payments/channels/PAYSTACK.svg',
  mobilePattern: '^0\\d{10}$',
  withdrawFeeType: 1,
  withdrawFeeValue: 0,
  feeSupported: true,
  payoutTo: 'bank',
};

const config: WithdrawConfig = {
  enable: true,
  message: '',
  initialized: true,
  currency: 'NGN',
  currencySymbol: '₦',
  coinsPerHundredMinor: 100,
  limit: null,
  taxEnabled: false,
  taxRateBp: 0,
  stepMinor: 1,
  coinsMaxDigits: 9,
};

const gtbank = {
  bankCode: '058',
  bankName: 'Guaranty Trust Bank',
  accountNumber: '0123456789',
  accountName: 'OKAFOR CHINEDU',
};

function renderForm(payoutBankAccount: WithdrawChannels['payoutBankAccount']) {
  const channels: WithdrawChannels = {
    list: [paystack],
    defaultChannelCode: 'PAYSTACK',
    lastSuccessChannelCode: null,
    bankAccount: '08031234567',
    bankAccountName: 'Chinedu Okafor',
    payoutBankAccount,
  };
  return renderScreen(
    <AmountForm
      config={config}
      coinsPerHundredMinor={100}
      market={market}
      channels={channels}
      balanceMinor={500_000}
      taxExplanation={null}
    />,
    { path: '/withdraw' },
  );
}

function banks() {
  server.use(
    on(contract.getPayoutBanks, () => ({
      list: [
        { code: '044', name: 'Access Bank' },
        { code: '058', name: 'Guaranty Trust Bank' },
        { code: '50211', name: 'Kuda Bank' },
      ],
    })),
  );
}

describe('the withdraw form of a bank channel (Nigeria)', () => {
  it('asks for the bank account first: search the bank, type the number, confirm the name the bank gives', async () => {
    banks();
    const resolve = record(contract.resolvePayoutBankAccount, ({ body }) => ({ ...gtbank, ...body }));
    const save = record(contract.savePayoutBankAccount, ({ body }) => ({
      ...gtbank,
      ...body,
      confirmedAt: '2026-11-24T07:00:00.000Z',
    }));
    server.use(resolve.handler, save.handler);
    const { user } = renderForm(null);

    // No amount before an account: the bank step stands in its place.
    expect(screen.queryByTestId('withdraw-coins')).toBeNull();
    await user.type(await screen.findByTestId('withdraw-bank-search'), 'trust');
    expect(screen.queryByTestId('withdraw-bank-option-044')).toBeNull();
    await user.click(screen.getByTestId('withdraw-bank-option-058'));
    expect(screen.getByTestId('withdraw-bank-chosen').textContent).toBe('Guaranty Trust Bank');

    const number = screen.getByTestId('withdraw-bank-number') as HTMLInputElement;
    await user.type(number, '01234a56789');
    expect(number.value).toBe('0123456789');
    expect(await screen.findByTestId('withdraw-bank-holder')).toHaveProperty('textContent', 'OKAFOR CHINEDU');
    expect(resolve.calls.map((c) => c.body)).toEqual([{ bankCode: '058', accountNumber: '0123456789' }]);
    expect(save.calls).toHaveLength(0);

    await user.click(screen.getByTestId('withdraw-bank-confirm'));
    await waitFor(() =>
      expect(save.calls.map((c) => c.body)).toEqual([{ bankCode: '058', accountNumber: '0123456789' }]),
    );
  });

  it('shows the catalogue’s message when the bank knows no such account, and confirms nothing', async () => {
    banks();
    server.use(on(contract.resolvePayoutBankAccount, () => new Refusal(5756, 422, 'not found')));
    const { user } = renderForm(null);
    await user.click(await screen.findByTestId('withdraw-bank-option-50211'));
    await user.type(screen.getByTestId('withdraw-bank-number'), '0003123461');
    expect(
      await screen.findByText('This account number was not found at this bank. Please check both.'),
    ).toBeTruthy();
    expect(screen.queryByTestId('withdraw-bank-confirm')).toBeNull();
  });

  it('offers the confirmed account next time, pays it, and lets the player change it', async () => {
    const { user } = renderForm(gtbank);
    const card = screen.getByTestId('withdraw-bank-account');
    expect(card.textContent).toContain('OKAFOR CHINEDU');
    expect(card.textContent).toContain('Guaranty Trust Bank · 0123456789');

    await user.type(screen.getByTestId('withdraw-coins'), '200000');
    await user.click(screen.getByTestId('withdraw-next'));
    const location = new URL(screen.getByTestId('location').textContent ?? '', 'http://sika.test');
    expect(Object.fromEntries(location.searchParams)).toMatchObject({
      channelCode: 'PAYSTACK',
      account: '0123456789',
      coins: '200000',
    });
  });

  it('keeps the confirmed account when the player changes their mind', async () => {
    banks();
    const { user } = renderForm(gtbank);
    await user.click(screen.getByTestId('withdraw-bank-change'));
    expect(await screen.findByTestId('withdraw-bank-search')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Keep Guaranty Trust Bank 0123456789' }));
    expect(screen.getByTestId('withdraw-bank-account')).toBeTruthy();
  });
});
