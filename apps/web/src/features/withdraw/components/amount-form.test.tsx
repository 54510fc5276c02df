import type { WithdrawChannel, WithdrawConfig } from '@sika/contract';
import * as contract from '@sika/contract';
import { formatMoney, markets } from '@sika/domain';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderScreen } from '../../../testing/render.tsx';
import { record, server } from '../../../testing/server.ts';
import type { WithdrawChannels } from '../api/get-withdraw-channels.ts';
import { AmountForm } from './amount-form.tsx';

const market = markets.GH;
const money = (minor: number) => formatMoney(market, minor);

function channel(id: number, channelCode: string, name: string, feeType = 1, feeValue = 0): WithdrawChannel {
  return {
    id,
    channelCode,
    name,
    logoUrl: `/payments/channels/${channelCode}.svg`,
    mobilePattern: '^0\\d{9}$',
    withdrawFeeType: feeType,
    withdrawFeeValue: feeValue,
    feeSupported: feeType === 1 || feeType === 2,
    payoutTo: 'mobile',
  };
}

const config: WithdrawConfig = {
  enable: true,
  message: '',
  initialized: true,
  currency: 'GHS',
  currencySymbol: '₵',
  coinsPerHundredMinor: 100,
  limit: { minMinor: 1_000, maxMinor: 100_000, countPerDay: 0 },
  taxEnabled: false,
  taxRateBp: 0,
  stepMinor: 1,
  coinsMaxDigits: 9,
};

const channels: WithdrawChannels = {
  list: [
    channel(1, 'MTN', 'MTN MoMo'),
    channel(2, 'ODD', 'Odd fee', 9, 100),
    // 1.5 % (basis points) and a fixed ₵15.00: spec core §5 Fee, type 1 percentage rounded up, type 2 fixed.
    channel(3, 'PCT', 'Percent fee', 1, 150),
    channel(4, 'FIX', 'Fixed fee', 2, 1_500),
  ],
  defaultChannelCode: 'MTN',
  lastSuccessChannelCode: null,
  bankAccount: '0241234567',
  bankAccountName: null,
  payoutBankAccount: null,
};

function renderForm(overrides: Partial<WithdrawConfig> = {}, balanceMinor = 5_000) {
  return renderScreen(
    <AmountForm
      config={{ ...config, ...overrides }}
      coinsPerHundredMinor={100}
      market={market}
      channels={channels}
      balanceMinor={balanceMinor}
      taxExplanation={null}
    />,
    { path: '/withdraw' },
  );
}

const coins = () => screen.getByTestId('withdraw-coins') as HTMLInputElement;
const next = () => screen.getByTestId('withdraw-next') as HTMLButtonElement;
const limits = `The amount is outside the withdrawal limits: ${money(1_000)} - ${money(100_000)}.`;

describe('the withdraw amount form', () => {
  it('keeps Next off past the balance and outside the limits, saying why', async () => {
    const { user } = renderForm({}, 5_000);
    expect(next().disabled).toBe(true);

    await user.type(coins(), '6000');
    expect(screen.getByText('Insufficient balance, please recharge')).toBeTruthy();
    expect(next().disabled).toBe(true);

    await user.clear(coins());
    await user.type(coins(), '500');
    expect(screen.getByText(limits)).toBeTruthy();
    expect(next().disabled).toBe(true);

    await user.clear(coins());
    await user.type(coins(), '2000');
    expect(screen.queryByText(limits)).toBeNull();
    expect(next().disabled).toBe(false);
  });

  it('says "not support" for a channel whose fee type the page cannot work out', async () => {
    const { user } = renderForm();
    await user.type(coins(), '2000');
    await user.click(screen.getByLabelText(/Odd fee/));

    expect(screen.getAllByText('not support').length).toBeGreaterThan(0);
    expect(next().disabled).toBe(true);
  });

  it('keeps digits only, rounds a percentage fee up, and keeps Next off until the money is more than the fee', async () => {
    const { user } = renderForm({ limit: null }, 100_000);

    await user.type(coins(), '2a0.0-1');
    expect(coins().value).toBe('2001');
    await user.click(screen.getByLabelText(/Percent fee/));
    // 1.5 % of ₵20.01 is 30.015 minor units: the player never pays less than the rate.
    expect(screen.getByTestId('withdraw-fee').textContent).toBe(`−${money(31)}`);
    expect(screen.getByTestId('withdraw-net').textContent).toBe(money(2_001 - 31));
    expect(next().disabled).toBe(false);

    await user.click(screen.getByLabelText(/Fixed fee/));
    await user.clear(coins());
    await user.type(coins(), '1500');
    expect(screen.getByText('The amount must be more than the fee and tax.')).toBeTruthy();
    expect(next().disabled).toBe(true);

    await user.type(coins(), '1');
    expect(screen.getByTestId('withdraw-net').textContent).toBe(money(15_001 - 1_500));
    expect(next().disabled).toBe(false);
  });

  it('asks the server’s tax for the settled amount, then goes to the preview with the figures', async () => {
    const tax = record(contract.getWithdrawTax, ({ query }) => Math.round((query.coins * 5) / 100));
    server.use(tax.handler);
    const { user } = renderForm({ taxEnabled: true, taxRateBp: 500 });

    await user.type(coins(), '2000');
    // Asked once the typing settled, not at every digit.
    await waitFor(() => expect(tax.calls.map((call) => call.query.coins)).toEqual([2000]));
    expect(next().disabled).toBe(false);
    await user.click(next());

    const location = new URL(screen.getByTestId('location').textContent ?? '', 'http://sika.test');
    expect(location.pathname).toBe('/account/withdraw-preview');
    expect(Object.fromEntries(location.searchParams)).toMatchObject({
      channelCode: 'MTN',
      coins: '2000',
      money: '2000',
      enableTaxOfWithdraw: '1',
    });
  });
});
