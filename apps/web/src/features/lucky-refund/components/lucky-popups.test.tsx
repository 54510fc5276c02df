import type { CallData } from '@sika/contract';
import * as contract from '@sika/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { queryClient } from '../../../lib/query-client.ts';
import { startSession } from '../../../lib/session/index.ts';
import { ghanaAppInfo, loggedIn } from '../../../testing/fixtures.ts';
import { renderScreen } from '../../../testing/render.tsx';
import { on, record, server } from '../../../testing/server.ts';
import { isPopupLocked } from '../../../ui/popup-lock.ts';
import {
  CODES_READ_KEY,
  COUNTDOWN_COOKIE,
  markCodesRead,
  ROUND_COOKIE,
  rememberCountdownShown,
} from '../lib/popup-memory.ts';
import LuckyRefundPopups, { nextCheckMs } from './lucky-popups.tsx';
import LuckyRefundPage from './lucky-refund-page.tsx';

type Active = CallData<typeof contract.getLuckyRefundActive>;
const ROUND = 'lucky-refund-202611282000';

function active(status: 1 | 2 | 5, remainingMillis: number, id = ROUND): Active {
  return {
    enable: true,
    oncountdown: status === 2,
    current: {
      id,
      status,
      finishTime: '2026-11-28T20:00:00.000Z',
      remainingMillis,
      codes: 12,
      members: 3,
      results: [],
      priceMinor: 100,
      priceCoins: 100,
      priceDiamonds: 10,
      seedCommitment: 'a'.repeat(64),
      beaconRound: 42,
    },
  };
}

const codes = (n: number) =>
  Array.from({ length: n }, (_, i) => ({ code: String(100_001 + i), enable: true, pin: false }));

function clearCookies() {
  // biome-ignore lint/suspicious/noDocumentCookie: the test resets what the popups remember
  for (const name of [COUNTDOWN_COOKIE, ROUND_COOKIE]) document.cookie = `${name}=; max-age=0; path=/`;
}

beforeEach(clearCookies);
afterEach(clearCookies);

const popup = () => screen.queryByRole('dialog');

describe('the advert popup’s unread lucky refund codes', () => {
  beforeEach(() => startSession(loggedIn()));

  it('shows the unread codes in a grid of 4 columns, and OK leads to the raffle page', async () => {
    server.use(
      on(contract.getLuckyRefundPersonalCodes, () => ({ drawId: ROUND, list: codes(6) })),
      on(contract.getLuckyRefundActive, () => active(1, 3_600_000)),
    );
    const { user } = renderScreen(<LuckyRefundPopups />, { path: '/home' });
    const dialog = await screen.findByRole('dialog', { name: 'Your new Lucky Refund codes' });
    const grid = within(dialog).getByRole('list');
    expect(
      within(grid)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(codes(6).map((c) => c.code));
    // 4 columns: the grid of advert-popup.module.css (`.codeGrid`, repeat(4, 1fr)).
    expect(grid.className).toMatch(/codeGrid/);
    await user.click(within(dialog).getByRole('button', { name: 'OK' }));
    expect(screen.getByTestId('location').textContent).toBe('/activities/lucky-refund/index');
    expect(JSON.parse(localStorage.getItem(CODES_READ_KEY) ?? '{}')).toEqual({ round: ROUND, count: 6 });
  });

  it('shows only the codes bought since the player last saw them, and nothing when all are read', async () => {
    markCodesRead(ROUND, 4);
    server.use(
      on(contract.getLuckyRefundPersonalCodes, () => ({ drawId: ROUND, list: codes(6) })),
      on(contract.getLuckyRefundActive, () => active(1, 3_600_000)),
    );
    const first = renderScreen(<LuckyRefundPopups />, { path: '/home' });
    const dialog = await screen.findByRole('dialog', { name: 'Your new Lucky Refund codes' });
    expect(
      within(dialog)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['100005', '100006']);
    await first.user.click(within(dialog).getByRole('button', { name: 'Close' }));
    first.unmount();

    // Home again: the countdown popup comes (the control), the codes popup does not.
    queryClient.clear();
    server.use(on(contract.getLuckyRefundActive, () => active(2, 30_000)));
    renderScreen(<LuckyRefundPopups />, { path: '/home' });
    await screen.findByRole('dialog', { name: 'Lucky Refund: the last minute!' });
    expect(screen.queryByRole('dialog', { name: 'Your new Lucky Refund codes' })).toBeNull();
  });

  it('counts the codes of another round as unread again', async () => {
    markCodesRead('lucky-refund-202611212000', 6);
    server.use(
      on(contract.getLuckyRefundPersonalCodes, () => ({ drawId: ROUND, list: codes(2) })),
      on(contract.getLuckyRefundActive, () => active(1, 3_600_000)),
    );
    renderScreen(<LuckyRefundPopups />, { path: '/home' });
    const dialog = await screen.findByRole('dialog', { name: 'Your new Lucky Refund codes' });
    expect(within(dialog).getAllByRole('listitem')).toHaveLength(2);
  });
});

describe('the lucky refund countdown popup', () => {
  it('opens in the last 60 s over another page, once per 2 minutes (cookie)', async () => {
    server.use(on(contract.getLuckyRefundActive, () => active(2, 42_000)));
    const first = renderScreen(<LuckyRefundPopups />, { path: '/promotion' });
    const dialog = await screen.findByRole('dialog', { name: 'Lucky Refund: the last minute!' });
    expect(within(dialog).getByRole('timer').textContent).toBe('Sales close in 42\u00a0s');
    await waitFor(() => expect(document.cookie).toContain(`${COUNTDOWN_COOKIE}=1`));
    await first.user.click(within(dialog).getByRole('button', { name: 'Buy codes' }));
    expect(screen.getByTestId('location').textContent).toBe('/activities/lucky-refund/index');
    first.unmount();

    // Home within the 2 minutes, with new codes: the codes popup comes (the control) and, once it is
    // closed and the popup lock is free, the countdown still does not (the cookie).
    queryClient.clear();
    startSession(loggedIn());
    server.use(
      on(contract.getLuckyRefundActive, () => active(2, 30_000)),
      on(contract.getLuckyRefundPersonalCodes, () => ({ drawId: ROUND, list: codes(1) })),
    );
    const second = renderScreen(<LuckyRefundPopups />, { path: '/home' });
    const codesPopup = await screen.findByRole('dialog', { name: 'Your new Lucky Refund codes' });
    await second.user.click(within(codesPopup).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(popup()).toBeNull());
    expect(isPopupLocked()).toBe(false);
  });

  it('stays closed while the round sells with more than 60 s, and on the raffle page itself', async () => {
    const selling = record(contract.getLuckyRefundActive, () => active(1, 3_600_000));
    server.use(selling.handler);
    const first = renderScreen(<LuckyRefundPopups />, { path: '/promotion' });
    await waitFor(() => expect(selling.calls.length).toBeGreaterThan(0));
    expect(popup()).toBeNull();
    first.unmount();

    const counting = record(contract.getLuckyRefundActive, () => active(2, 30_000));
    server.use(counting.handler);
    renderScreen(<LuckyRefundPopups />, { path: '/activities/lucky-refund/results' });
    expect(counting.calls).toHaveLength(0);
    expect(popup()).toBeNull();
  });

  it('shows again once the 2-minute cookie is gone', async () => {
    rememberCountdownShown();
    clearCookies();
    server.use(on(contract.getLuckyRefundActive, () => active(2, 20_000)));
    renderScreen(<LuckyRefundPopups />, { path: '/promotion' });
    expect(await screen.findByRole('dialog', { name: 'Lucky Refund: the last minute!' })).toBeTruthy();
  });

  it('asks for the round again just as its countdown starts', () => {
    expect(nextCheckMs(active(1, 300_000).current)).toBe(241_000);
    expect(nextCheckMs(active(1, 61_000).current)).toBe(5_000);
    expect(nextCheckMs(active(1, 7 * 86_400_000).current)).toBe(600_000);
    expect(nextCheckMs(active(2, 30_000).current)).toBe(15_000);
  });
});

describe('the round cookie on the raffle page', () => {
  beforeEach(() => {
    server.use(
      on(contract.appInfo, () => ghanaAppInfo),
      on(contract.getLuckyRefundJackpot, () => ({ drawId: ROUND, amountMinor: 1_200 })),
      on(contract.getLuckyRefundPrevResults, () => ({
        drawId: 'lucky-refund-202611212000',
        list: [
          {
            resultId: 7,
            drawId: 'lucky-refund-202611212000',
            code: '123456',
            place: 1,
            amountMinor: 500,
            mobile: '0241****67',
            redeemed: false,
          },
        ],
      })),
    );
  });

  it('shows the last round’s winners once, and remembers the round for 7 days', async () => {
    const written: string[] = [];
    let owner: object | null = document;
    while (owner && !Object.getOwnPropertyDescriptor(owner, 'cookie')) owner = Object.getPrototypeOf(owner);
    const cookie = Object.getOwnPropertyDescriptor(owner!, 'cookie')!;
    Object.defineProperty(document, 'cookie', {
      configurable: true,
      get: () => cookie.get!.call(document),
      set: (value: string) => {
        written.push(value);
        cookie.set!.call(document, value);
      },
    });
    server.use(on(contract.getLuckyRefundActive, () => active(1, 3_600_000)));
    const first = renderScreen(<LuckyRefundPage />, { path: '/activities/lucky-refund/index' });
    const dialog = await screen.findByRole('dialog', { name: 'Last round' });
    expect(within(dialog).getByText('123456')).toBeTruthy();
    await waitFor(() =>
      expect(written).toContainEqual(
        expect.stringMatching(new RegExp(`^${ROUND_COOKIE}=lucky-refund-202611212000; max-age=604800;`)),
      ),
    );
    delete (document as { cookie?: string }).cookie;
    expect(document.cookie).toContain(`${ROUND_COOKIE}=lucky-refund-202611212000`);
    await first.user.click(within(dialog).getByRole('button', { name: 'OK' }));
    first.unmount();

    renderScreen(<LuckyRefundPage />, { path: '/activities/lucky-refund/index' });
    await screen.findByText('Selling');
    expect(popup()).toBeNull();
  });

  it('does not show them in the last 180 s of sales', async () => {
    const prev = record(contract.getLuckyRefundPrevResults, () => ({ drawId: null, list: [] }));
    server.use(
      on(contract.getLuckyRefundActive, () => active(1, 170_000)),
      prev.handler,
    );
    renderScreen(<LuckyRefundPage />, { path: '/activities/lucky-refund/index' });
    await screen.findByText('Selling');
    expect(prev.calls).toHaveLength(0);
    expect(popup()).toBeNull();
  });
});
