import type { LimitView, ResponsibleGamingSettings } from '@sika/contract';
import * as contract from '@sika/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { startSession } from '../../../lib/session/index.ts';
import { ghanaAppInfo, loggedIn } from '../../../testing/fixtures.ts';
import { renderScreen } from '../../../testing/render.tsx';
import { on, Refusal, record, server } from '../../../testing/server.ts';
import LimitsPage from './limits-page.tsx';

const RAISE_AT = '2026-11-24T18:40:00.000Z';

function limit(kind: LimitView['kind'], period: LimitView['period'], value: number | null = null): LimitView {
  return { kind, period, value, pending: null, used: 0 };
}

function settings(limits: LimitView[] = []): ResponsibleGamingSettings {
  const all = [
    limit('deposit', 'day'),
    limit('deposit', 'week'),
    limit('deposit', 'month'),
    limit('loss', 'day'),
    limit('loss', 'week'),
    limit('loss', 'month'),
    limit('session', 'session'),
  ].map((plain) => limits.find((l) => l.kind === plain.kind && l.period === plain.period) ?? plain);
  return {
    limits: all,
    realityCheck: { minutes: null, defaultMinutes: 60 },
    timeOutPeriods: ['24h', '7d', '30d'],
    pause: null,
  };
}

function renderLimits(current: ResponsibleGamingSettings) {
  server.use(
    on(contract.appInfo, () => ghanaAppInfo),
    on(contract.getResponsibleGaming, () => current),
  );
  return renderScreen(<LimitsPage />, { path: '/me/settings/limits' });
}

beforeEach(() => startSession(loggedIn()));

describe('the limits page', () => {
  it('shows each limit in force with what is used and what is left', async () => {
    renderLimits(settings([{ ...limit('deposit', 'day', 10_000), used: 2_500 }]));
    const row = await screen.findByTestId('limit-deposit-day');
    expect(within(row).getByText('₵100.00')).toBeTruthy();
    expect(within(row).getByText('₵25.00 deposited, ₵75.00 left')).toBeTruthy();
    expect(within(screen.getByTestId('limit-loss-week')).getByText('No limit')).toBeTruthy();
  });

  it('lowers a limit at once: the new value is in force, no pending line', async () => {
    const save = record(contract.setLimit, ({ body }) =>
      settings([{ ...limit('deposit', 'day', body.value ?? null) }]),
    );
    const { user } = renderLimits(settings([limit('deposit', 'day', 10_000)]));
    server.use(save.handler);
    await user.click(await screen.findByRole('button', { name: 'Deposit limits: Per 24 hours' }));
    await user.type(screen.getByLabelText('Limit'), '50');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(save.calls).toHaveLength(1));
    expect(save.calls[0]?.body).toEqual({ kind: 'deposit', period: 'day', value: 5_000 });
    expect(await screen.findByText('Saved. It applies now.')).toBeTruthy();
    const row = screen.getByTestId('limit-deposit-day');
    expect(within(row).getByText('₵50.00')).toBeTruthy();
    expect(within(row).queryByTestId('limit-pending')).toBeNull();
  });

  it('raises a limit after 24 hours: the page says when it takes effect, the lower one holds till then', async () => {
    const save = record(contract.setLimit, () =>
      settings([{ ...limit('loss', 'week', 20_000), pending: { value: 90_000, from: RAISE_AT } }]),
    );
    const { user } = renderLimits(settings([limit('loss', 'week', 20_000)]));
    server.use(save.handler);
    await user.click(await screen.findByRole('button', { name: 'Loss limits: Per 7 days' }));
    await user.type(screen.getByLabelText('Limit'), '900');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(save.calls[0]?.body).toEqual({ kind: 'loss', period: 'week', value: 90_000 }));
    const pending = await within(screen.getByTestId('limit-loss-week')).findByTestId('limit-pending');
    // The player's own clock: whatever the machine's zone, the minutes stay.
    expect(pending.textContent).toMatch(/^₵900\.00 takes effect on 24 Nov 2026 at \d\d:40$/);
    expect(within(screen.getByTestId('limit-loss-week')).getByText('₵200.00')).toBeTruthy();
    expect(await screen.findByText(/^Saved\. It takes effect on 24 Nov 2026 at \d\d:40/)).toBeTruthy();
  });

  it('removes a limit after 24 hours, and says so', async () => {
    const save = record(contract.setLimit, () =>
      settings([{ ...limit('session', 'session', 60), pending: { value: null, from: RAISE_AT } }]),
    );
    const { user } = renderLimits(settings([limit('session', 'session', 60)]));
    server.use(save.handler);
    await user.click(await screen.findByRole('button', { name: 'Session time limit: Per session' }));
    await user.click(screen.getByRole('button', { name: 'Remove this limit' }));
    await waitFor(() => expect(save.calls[0]?.body).toEqual({ kind: 'session', period: 'session' }));
    const pending = await within(screen.getByTestId('limit-session-session')).findByTestId('limit-pending');
    expect(pending.textContent).toMatch(/^No limit from 24 Nov 2026 at \d\d:40$/);
  });

  it('refuses a session limit outside 5 to 1440 minutes before asking the server', async () => {
    const save = record(contract.setLimit, () => settings());
    const { user } = renderLimits(settings());
    server.use(save.handler);
    await user.click(await screen.findByRole('button', { name: 'Session time limit: Per session' }));
    await user.type(screen.getByLabelText('Minutes per session'), '2');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Enter 5 to 1440 minutes.')).toBeTruthy();
    expect(save.calls).toHaveLength(0);
  });

  it('shows a refusal of the server as its catalogue message', async () => {
    const { user } = renderLimits(settings());
    server.use(on(contract.setLimit, () => new Refusal(5404, 403, 'paused')));
    await user.click(await screen.findByRole('button', { name: 'Deposit limits: Per 30 days' }));
    await user.type(screen.getByLabelText('Limit'), '100');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(
      await screen.findByText(
        'You are taking a break from play. You can still withdraw and read your messages.',
      ),
    ).toBeTruthy();
  });
});
