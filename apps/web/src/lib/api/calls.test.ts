import * as contract from '@sika/contract';
import { describe, expect, it } from 'vitest';
import { activityCalls } from './activity-calls.ts';
import { bonusCalls } from './bonus-calls.ts';
import { calls } from './calls.ts';
import { drawCalls } from './draw-calls.ts';
import { inviteCalls } from './invite-calls.ts';
import { mallCalls } from './mall-calls.ts';
import { rewardCalls } from './reward-calls.ts';
import { vipCalls } from './vip-calls.ts';

/** Calls grouped in an object by the contract (e.g. `memberMessageCalls.list`), found by their operationId. */
const groupedCalls = new Map(
  Object.values(contract as unknown as Record<string, unknown>)
    .filter((value): value is Record<string, unknown> => typeof value === 'object' && value !== null)
    .flatMap((group) => Object.values(group))
    .filter(
      (value): value is contract.CallDef => typeof (value as contract.CallDef)?.operationId === 'string',
    )
    .map((def) => [def.operationId, def]),
);

describe('the web call map', () => {
  it.each(
    Object.entries({
      ...calls,
      ...rewardCalls,
      ...drawCalls,
      ...bonusCalls,
      ...vipCalls,
      ...activityCalls,
      ...inviteCalls,
      ...mallCalls,
    }),
  )('%s has the method, path and auth of the contract', (name, call) => {
    const def = (contract as unknown as Record<string, contract.CallDef>)[name] ?? groupedCalls.get(name);
    expect(def, `contract has no call named ${name}`).toBeDefined();
    expect({ method: call.method, path: call.path, auth: call.auth }).toEqual({
      method: def?.method,
      path: def?.path,
      auth: def?.auth,
    });
  });

  it('covers the calls of the account foundation', () => {
    const foundation = [
      'register',
      'loginByPassword',
      'sendSmsCode',
      'loginBySmsCode',
      'loginByToken',
      'logout',
    ];
    for (const name of [
      ...foundation,
      'resetPassword',
      'changePassword',
      'changeMobile',
      'getProfile',
      'appInfo',
    ]) {
      expect(Object.keys(calls)).toContain(name);
    }
  });

  it('covers every rewards call of the contract (issue 13)', () => {
    const rewards = Object.values(contract as unknown as Record<string, contract.CallDef>)
      .filter(
        (def) =>
          typeof def?.operationId === 'string' &&
          def.tags?.some((tag) => tag === 'activities' || tag === 'diamonds'),
      )
      .map((def) => def.operationId);
    expect(rewards.length).toBeGreaterThan(0);
    // The invitation calls (issue 17) live in their own lazy map.
    for (const name of rewards) expect(Object.keys({ ...rewardCalls, ...inviteCalls })).toContain(name);
  });
});
