import { describe, expect, it } from 'vitest';
import { casinoPath, demoWarnedState, isCasinoMode, parseGameId, wasDemoWarned } from './casino-launch.ts';

describe('the game frame route', () => {
  it('is /casino/launch/{id} for real play and /casino/demo/{id} for demo', () => {
    expect(casinoPath('launch', 102)).toBe('/casino/launch/102');
    expect(casinoPath('demo', 101)).toBe('/casino/demo/101');
  });

  it('knows only the two modes of the spec', () => {
    expect(isCasinoMode('launch')).toBe(true);
    expect(isCasinoMode('demo')).toBe(true);
    for (const other of ['real', 'Demo', '', undefined, null]) expect(isCasinoMode(other)).toBe(false);
  });

  it('takes positive integer game ids only', () => {
    expect(parseGameId('101')).toBe(101);
    for (const bad of [undefined, '', '0', '-1', '1.5', '1e3', 'abc', '12abc', '9999999999'])
      expect(parseGameId(bad), String(bad)).toBeNull();
  });

  it('tells whether the launcher already showed the demo alert', () => {
    expect(wasDemoWarned(demoWarnedState)).toBe(true);
    for (const state of [null, undefined, {}, { demoWarned: 'yes' }, 'demoWarned'])
      expect(wasDemoWarned(state)).toBe(false);
  });
});
