import type { DepositConfig, PaymentChannel } from '@sika/contract';
import * as contract from '@sika/contract';
import { formatMoney, markets } from '@sika/domain';
import { screen, waitFor } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { renderScreen } from '../../../testing/render.tsx';
import { API_ORIGIN, on, Refusal, record, server } from '../../../testing/server.ts';
import { DepositForm } from './deposit-form.tsx';

const market = markets.GH;
const money = (minor: number) => formatMoney(market, minor);

function channel(id: number, channelCode: string, name: string, mobilePattern: string): PaymentChannel {
  return { id, channelCode, name, logoUrl: `/payments/channels/${channelCode}.svg`, memo: '', mobilePattern };
}

const mtn = channel(1, 'MTN', 'MTN MoMo', '^0(24|54|55|59)\\d{7}$');
const telecel = channel(2, 'TELECEL', 'Telecel Cash', '^0(20|50)\\d{7}$');

const config: DepositConfig = {
  market: 'GH',
  currency: 'GHS',
  currencySymbol: '₵',
  minAmountMinor: 1_000,
  maxAmountMinor: 500_000,
  amountStepMinor: 1,
  tax: null,
  channels: [mtn, telecel],
  packages: [
    { id: 1, itemId: 11, money: 2_000, payMoney: 2_000, bonus: 0, hot: false, img: null },
    { id: 2, itemId: 12, money: 6_000, payMoney: 5_000, bonus: 1_000, hot: true, img: null },
  ],
  defaultChannelId: null,
  pollIntervalMs: 5_000,
  pollMaxTimes: 30,
};

function createdOrder(payMoney: number, channelCode: string) {
  return {
    transNo: 'D20260101AAAA0001',
    orderNo: 'D20260101AAAA0001',
    state: 2,
    stateName: 'pending' as const,
    message: '',
    reason: null,
    channelId: channelCode === 'MTN' ? 1 : 2,
    channelCode,
    payerMobile: '0241234567',
    payMoney,
    bonus: 0,
    taxMinor: 0,
    taxRefundMinor: 0,
    creditedMinor: null,
    transferId: null,
    createdAt: '2026-01-01T10:00:00.000Z',
    settledAt: null,
    expiresAt: '2026-01-01T10:15:00.000Z',
    payUrl: null,
    payCode: null,
    payerNote: null,
    awaitingVoucher: false,
    payToken: 'D20260101AAAA0001',
    sign: 'signature-of-the-link',
    redirectUrl: '/pay/hall/panpay',
  };
}

function renderForm({ loggedIn = true, mobile = '0241234567' as string | null } = {}) {
  const onOrder = vi.fn();
  const create = record(contract.createDeposit, ({ body }) =>
    createdOrder(body.payMoney ?? 5_000, String(body.payChannel)),
  );
  server.use(create.handler);
  const rendered = renderScreen(
    <DepositForm
      config={config}
      market={market}
      minMinor={config.minAmountMinor}
      mobile={mobile}
      loggedIn={loggedIn}
      returnTo="/deposit"
      onOrder={onOrder}
    />,
    { path: '/deposit' },
  );
  return { ...rendered, onOrder, create };
}

const amount = () => screen.getByTestId('deposit-amount') as HTMLInputElement;
const payButton = () => screen.getByTestId('deposit-pay') as HTMLButtonElement;

describe('the deposit form', () => {
  it('starts on the hot package and the channel of the player’s number, and pays that package', async () => {
    const { user, create, onOrder } = renderForm();

    expect(screen.getByTestId('deposit-package-12').getAttribute('aria-checked')).toBe('true');
    expect(screen.getByTestId('deposit-channel-MTN').getAttribute('aria-checked')).toBe('true');
    expect(payButton().textContent).toBe(`Pay ${money(5_000)}`);
    await user.click(payButton());

    await waitFor(() => expect(onOrder).toHaveBeenCalledOnce());
    expect(create.calls).toHaveLength(1);
    expect(create.calls[0]?.body).toMatchObject({ itemId: 12, payChannel: 'MTN' });
    expect(create.calls[0]?.body.payMoney).toBeUndefined();
  });

  it('holds a typed amount to the minimum and maximum, saying which, and pays a free amount in minor units', async () => {
    const { user, create, onOrder } = renderForm();

    await user.clear(amount());
    await user.type(amount(), '5');
    expect(screen.getByText(`The minimum deposit is ${money(1_000)}.`)).toBeTruthy();
    expect(payButton().disabled).toBe(true);

    await user.clear(amount());
    await user.type(amount(), '5001');
    expect(screen.getByText(`The maximum deposit is ${money(500_000)}.`)).toBeTruthy();
    expect(payButton().disabled).toBe(true);

    await user.clear(amount());
    await user.type(amount(), '12.5');
    expect(screen.queryByText(/The (minimum|maximum) deposit is/)).toBeNull();
    await user.click(screen.getByTestId('deposit-channel-TELECEL'));
    await user.click(payButton());

    await waitFor(() => expect(onOrder).toHaveBeenCalledOnce());
    expect(create.calls[0]?.body).toMatchObject({ payMoney: 1_250, payChannel: 'TELECEL' });
    expect(create.calls[0]?.body.itemId).toBeUndefined();
  });

  it('keeps the typed amount to digits and two decimals, and sends one order however often Pay is pressed', async () => {
    const { user, onOrder } = renderForm();
    let answer: () => void = () => undefined;
    const answered = new Promise<void>((resolve) => {
      answer = resolve;
    });
    // The server holds the order until the test lets it answer: Pay is pressed again meanwhile.
    const held = record(contract.createDeposit, async ({ body }) => {
      await answered;
      return createdOrder(body.payMoney ?? 0, String(body.payChannel));
    });
    server.use(held.handler);

    await user.clear(amount());
    await user.type(amount(), '.');
    expect(amount().value).toBe('');
    // A French keypad types a comma; letters never get in; a third decimal is dropped.
    await user.type(amount(), '12,345x');
    expect(amount().value).toBe('12.34');

    await user.click(payButton());
    await waitFor(() => expect(payButton().disabled).toBe(true));
    await user.click(payButton());
    answer();

    await waitFor(() => expect(onOrder).toHaveBeenCalledOnce());
    expect(held.calls).toHaveLength(1);
    expect(held.calls[0]?.body).toMatchObject({ payMoney: 1_234, payChannel: 'MTN' });
  });

  it('snaps a typed amount to the package of that price when the field is left', async () => {
    const { user } = renderForm();

    await user.clear(amount());
    await user.type(amount(), '20');
    expect(screen.getByTestId('deposit-package-11').getAttribute('aria-checked')).toBe('false');
    await user.tab();

    expect(screen.getByTestId('deposit-package-11').getAttribute('aria-checked')).toBe('true');
    expect(payButton().textContent).toBe(`Pay ${money(2_000)}`);
  });

  it('says how much room the deposit limit leaves when it refuses the deposit (5401)', async () => {
    const { user, onOrder } = renderForm();
    server.use(
      on(
        contract.createDeposit,
        () =>
          new Refusal(5401, 422, 'over the limit', {
            period: 'week',
            limitMinor: 10_000,
            remainingMinor: 2_000,
          }),
      ),
    );
    await user.click(payButton());
    const alert = await screen.findByRole('dialog', { name: 'Deposit limit reached' });
    expect(alert.textContent).toContain(
      `This deposit would go over your deposit limit. You can still deposit ${money(2_000)} under your 7-day limit.`,
    );
    expect(onOrder).not.toHaveBeenCalled();
  });

  it('asks a visitor to log in first, and sends no order', async () => {
    const { user, create } = renderForm({ loggedIn: false, mobile: null });

    // No number, so no channel is chosen for the visitor: Pay waits for one.
    expect(screen.getByText('Choose how you want to pay.')).toBeTruthy();
    expect(payButton().disabled).toBe(true);
    await user.click(screen.getByTestId('deposit-channel-MTN'));
    await user.click(payButton());
    await user.click(await screen.findByRole('button', { name: 'Log in' }));

    expect(screen.getByTestId('location').textContent).toBe('/login?r=%2Fdeposit');
    expect(create.calls).toHaveLength(0);
  });

  it('sends the same key for a second tap after a lost answer, and a new one only once the order is answered', async () => {
    const { user, onOrder } = renderForm();
    const keys: string[] = [];
    // The first answer is lost on the way back, the second is a refusal, the third the order.
    const answers = [
      () => HttpResponse.error(),
      () => HttpResponse.json({ code: 3001, msg: 'refused', data: null }, { status: 422 }),
      () => HttpResponse.json({ code: 0, msg: 'ok', data: createdOrder(5_000, 'MTN') }),
    ];
    server.use(
      http.post(`${API_ORIGIN}${contract.createDeposit.path}`, async ({ request }) => {
        const sent = contract.createDeposit.body.parse(
          Object.fromEntries(new URLSearchParams(await request.text())),
        );
        keys.push(String(sent.idempotencyKey));
        const answer = answers[keys.length - 1];
        if (!answer) throw new Error('a fourth order was sent');
        return answer();
      }),
    );

    await user.click(payButton());
    await waitFor(() => expect(keys).toHaveLength(1));
    await waitFor(() => expect(payButton().disabled).toBe(false));
    await user.click(payButton());
    await waitFor(() => expect(keys).toHaveLength(2));
    expect(keys[1]).toBe(keys[0]);

    await waitFor(() => expect(payButton().disabled).toBe(false));
    await user.click(payButton());
    await waitFor(() => expect(onOrder).toHaveBeenCalledOnce());
    expect(keys).toHaveLength(3);
    expect(keys[2]).not.toBe(keys[1]);
    expect(keys[2]).toMatch(/^[0-9a-f]{32}$/);
  });
});
