import type { DiamondTask, DiamondTaskList } from '@sika/contract';
import * as contract from '@sika/contract';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ghanaAppInfo } from '../../../testing/fixtures.ts';
import { renderScreen } from '../../../testing/render.tsx';
import { on, server } from '../../../testing/server.ts';
import { DiamondTaskEntry } from './diamond-task-entry.tsx';

const DICE = 102;

function betTask(overrides: Partial<DiamondTask> = {}): DiamondTask {
  return {
    id: 11,
    type: 1,
    title: 'Bet GHS 10 in the listed games',
    bonus: 5,
    originalBonus: 5,
    collect: false,
    current: 0,
    target: 1_000,
    enable: true,
    index: 0,
    ...overrides,
  };
}

function renderEntry(list: DiamondTaskList, gameId = DICE) {
  let requests = 0;
  server.use(
    on(contract.appInfo, () => ghanaAppInfo),
    on(contract.getDiamondTasks, () => {
      requests += 1;
      return list;
    }),
  );
  renderScreen(<DiamondTaskEntry gameId={gameId} />, { path: `/casino/launch/${gameId}` });
  return { requests: () => requests };
}

const list = (overrides: Partial<DiamondTaskList> = {}): DiamondTaskList => ({
  enable: true,
  games: [101, DICE],
  tasks: [betTask()],
  countdown: 3_600_000,
  ...overrides,
});

describe('the in-game diamond task entry', () => {
  it('shows in a listed game while the bet task is not collected', async () => {
    renderEntry(list());
    expect(await screen.findByTestId('diamond-task-entry')).toBeTruthy();
  });

  it.each([
    ['the activity is off', list({ enable: false })],
    ['the bet task is collected', list({ tasks: [betTask({ collect: true })] })],
    ['this game does not count', list({ games: [101] })],
    ['there is no bet task', list({ tasks: [] })],
  ])('stays hidden when %s', async (_case, answer) => {
    const { requests } = renderEntry(answer);
    await waitFor(() => expect(requests()).toBeGreaterThan(0));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByTestId('diamond-task-entry')).toBeNull();
  });
});
