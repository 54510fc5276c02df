import * as contract from '@sika/contract';
import { describe, expect, it } from 'vitest';
import { calls } from './calls.ts';

describe('the web call map', () => {
  it.each(Object.entries(calls))('%s has the method, path and auth of the contract', (name, call) => {
    const def = (contract as unknown as Record<string, contract.CallDef>)[name];
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
});
