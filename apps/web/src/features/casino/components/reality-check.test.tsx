import type { CallData, getPlaySession } from '@sika/contract';
import * as contract from '@sika/contract';
import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { startSession } from '../../../lib/session/index.ts';
import { ghanaAppInfo, loggedIn } from '../../../testing/fixtures.ts';
import { renderScreen } from '../../../testing/render.tsx';
import { on, server } from '../../../testing/server.ts';
import { RealityCheck, type Schedule } from './reality-check.tsx';

type Session = CallData<typeof getPlaySession>;
const STARTED = '2026-11-23T17:00:00.000Z';
const session = (playedMinutes: number, netResultMinor = 0): Session => ({
  startedAt: STARTED,
  playedMinutes,
  netResultMinor,
  realityCheckMinutes: 30,
});

/** A clock the test moves by hand: the check's timer fires when the test says so, no waiting. */
function manualSchedule() {
  const timers: { run(): void; ms: number; cancelled: boolean }[] = [];
  const schedule: Schedule = (run, ms) => {
    const timer = { run, ms, cancelled: false };
    timers.push(timer);
    return () => {
      timer.cancelled = true;
    };
  };
  const fire = () => {
    const live = timers.filter((timer) => !timer.cancelled);
    expect(live).toHaveLength(1);
    live[0]?.run();
  };
  return { schedule, timers, fire };
}

function serve(answers: Session[]) {
  let asked = 0;
  server.use(
    on(contract.appInfo, () => ghanaAppInfo),
    on(contract.getPlaySession, () => answers[Math.min(asked++, answers.length - 1)] as Session),
  );
  return { asked: () => asked };
}

beforeEach(() => startSession(loggedIn()));

describe('the reality check over the game frame', () => {
  it('waits for the next checkpoint by the server’s count, then shows its figures', async () => {
    const clock = manualSchedule();
    const api = serve([session(12), session(30, -2_550)]);
    renderScreen(<RealityCheck onStop={vi.fn()} schedule={clock.schedule} />);
    await waitFor(() => expect(clock.timers).toHaveLength(1));
    expect(clock.timers[0]?.ms).toBe(18 * 60_000);
    expect(screen.queryByTestId('reality-check')).toBeNull();

    clock.fire();
    await screen.findByTestId('reality-check');
    expect(api.asked()).toBe(2);
    expect(screen.getByRole('dialog', { name: 'Reality check' })).toBeTruthy();
    expect(screen.getByTestId('reality-played').textContent).toBe('30 min');
    expect(screen.getByTestId('reality-net').textContent).toBe('−₵25.50');
  });

  it('shows a check already due when the frame opens (time played elsewhere counts)', async () => {
    serve([session(95, 12_000)]);
    renderScreen(<RealityCheck onStop={vi.fn()} schedule={manualSchedule().schedule} />);
    await screen.findByTestId('reality-check');
    expect(screen.getByTestId('reality-played').textContent).toBe('1 h 35 min');
    expect(screen.getByTestId('reality-net').textContent).toBe('+₵120.00');
  });

  it('Continue closes it until the next checkpoint; the same one is not shown twice', async () => {
    const clock = manualSchedule();
    serve([session(31), session(31), session(60)]);
    const onStop = vi.fn();
    const { user } = renderScreen(<RealityCheck onStop={onStop} schedule={clock.schedule} />);
    await user.click(await screen.findByRole('button', { name: 'Continue' }));
    expect(screen.queryByTestId('reality-check')).toBeNull();
    expect(onStop).not.toHaveBeenCalled();
    await waitFor(() => expect(clock.timers.filter((t) => !t.cancelled)).toHaveLength(1));
    expect(clock.timers.at(-1)?.ms).toBe(29 * 60_000);

    clock.fire(); // the server still says 31 minutes: checkpoint 1 was seen, nothing shows
    await waitFor(() => expect(clock.timers.filter((t) => !t.cancelled)).toHaveLength(1));
    expect(screen.queryByTestId('reality-check')).toBeNull();

    clock.fire(); // 60 minutes: checkpoint 2
    expect((await screen.findByTestId('reality-played')).textContent).toBe('1 h 0 min');
  });

  it('Stop leaves the game', async () => {
    serve([session(30)]);
    const onStop = vi.fn();
    const { user } = renderScreen(<RealityCheck onStop={onStop} schedule={manualSchedule().schedule} />);
    await user.click(await screen.findByRole('button', { name: 'Stop playing' }));
    expect(onStop).toHaveBeenCalledOnce();
    expect(screen.queryByTestId('reality-check')).toBeNull();
  });
});
