import type { DailyBonusEntry, RewardTask } from '@sika/contract';
import * as contract from '@sika/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ghanaAppInfo } from '../../../testing/fixtures.ts';
import { renderScreen } from '../../../testing/render.tsx';
import { on, record, server } from '../../../testing/server.ts';
import DailyBonusOverlay from './daily-bonus-overlay.tsx';

const REWARDS = [50, 50, 100, 100, 150, 200, 500];

/** The 7 tiles of a streak where `signed` days are done and `today` is the tile of today. */
function week(signed: number, today: number): DailyBonusEntry[] {
  return REWARDS.map((cashBack, i) => ({
    day: i + 1,
    status: i < signed ? 1 : 0,
    cashBack,
    asset: i === 6 ? 'cash' : 'coins',
    today: i + 1 === today,
    grand: i === 6,
  }));
}

function task(overrides: Partial<RewardTask>): RewardTask {
  return {
    id: 1,
    type: 1,
    title: 'Bet GHS 50 today',
    period: 'daily',
    unit: 'minor',
    target: 5_000,
    current: 0,
    bonus: 100,
    originalBonus: 100,
    asset: 'coins',
    index: 0,
    collect: false,
    ...overrides,
  };
}

function renderOverlay(tasks: RewardTask[] = []) {
  let signedDays = 0;
  const sign = record(contract.signDailyBonus, () => {
    signedDays = 1;
    return { day: 1, cashBack: 50, asset: 'coins' as const };
  });
  server.use(
    on(contract.appInfo, () => ghanaAppInfo),
    on(contract.getDailyBonusPreview, () => week(signedDays, 1)),
    on(contract.getTasks, () => ({ enable: true, tasks })),
    sign.handler,
  );
  const onClose = vi.fn();
  const rendered = renderScreen(<DailyBonusOverlay onClose={onClose} />, { path: '/home?dailyBonus=1' });
  return { ...rendered, sign, onClose };
}

const button = () => screen.getByTestId('daily-bonus-button') as HTMLButtonElement;

describe('the daily sign-in overlay', () => {
  it('signs once for a double press, then reloads the tiles and offers WIN CASH', async () => {
    const { sign } = renderOverlay();
    await waitFor(() => expect(button().textContent).toBe('SIGN IN'));
    expect(
      screen.getAllByRole('listitem').filter((li) => li.dataset.testid?.startsWith('day-')),
    ).toHaveLength(7);

    button().click();
    button().click();

    await waitFor(() => expect(button().textContent).toBe('WIN CASH'));
    expect(sign.calls).toHaveLength(1);
    expect(screen.getByTestId('day-1').dataset.signed).toBe('true');
    expect(await screen.findByText('Day 1 signed: +0.50 coins')).toBeTruthy();
  });

  it('leads WIN CASH to the coin wheel and closes', async () => {
    server.use(
      on(contract.appInfo, () => ghanaAppInfo),
      on(contract.getDailyBonusPreview, () => week(1, 1)),
      on(contract.getTasks, () => ({ enable: false, tasks: [] })),
    );
    const onClose = vi.fn();
    const { user } = renderScreen(<DailyBonusOverlay onClose={onClose} />, { path: '/home?dailyBonus=1' });
    await waitFor(() => expect(button().textContent).toBe('WIN CASH'));
    await user.click(button());
    expect(onClose).toHaveBeenCalledOnce();
    expect(screen.getByTestId('location').textContent).toBe('/games/coin-spin/1');
  });

  it('shows Go, Receive and Received, caps progress at 99.99 % and counts the first deposit 0/1', async () => {
    renderOverlay([
      task({ id: 1, current: 4_999_999, target: 5_000_000 }),
      task({ id: 2, type: 2, title: 'Deposit GHS 20 today', current: 2_000, target: 2_000, index: 1 }),
      task({
        id: 3,
        type: 2,
        title: 'Make your first deposit',
        unit: 'count',
        period: 'once',
        current: 0,
        target: 1,
        index: 2,
      }),
      task({ id: 4, title: 'Bet GHS 10 today', current: 1_000, target: 1_000, collect: true, index: 3 }),
    ]);
    const almost = await screen.findByTestId('task-1');
    expect(almost.dataset.action).toBe('go');
    expect(within(almost).getByRole('progressbar').getAttribute('aria-valuenow')).toBe('99.99');
    expect(within(almost).getByText('99.99%')).toBeTruthy();
    expect(screen.getByTestId('task-2').dataset.action).toBe('receive');
    expect(within(screen.getByTestId('task-2')).getByText('100%')).toBeTruthy();
    expect(within(screen.getByTestId('task-3')).getByText('0/1')).toBeTruthy();
    expect(screen.getByTestId('task-4').dataset.action).toBe('received');
    expect(within(screen.getByTestId('task-4')).getByText('Received')).toBeTruthy();
  });
});
