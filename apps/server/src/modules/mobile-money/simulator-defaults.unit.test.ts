import { SIM_DEFAULT_CREDENTIALS as SIM } from '@sika/paysim';
import { describe, expect, it } from 'vitest';
import { simulatorDarajaConfig, simulatorMtnConfig } from './simulator-defaults.ts';

describe('simulator defaults', () => {
  it('send the credentials the simulator expects by default', () => {
    const mtn = simulatorMtnConfig('http://sim');
    expect(mtn.collection).toEqual({
      apiUser: SIM.mtnApiUser,
      apiKey: SIM.mtnApiKey,
      subscriptionKey: SIM.mtnCollectionKey,
    });
    expect(mtn.disbursement.subscriptionKey).toBe(SIM.mtnDisbursementKey);
    expect(mtn.targetEnvironment).toBe(SIM.mtnTargetEnvironment);
    const daraja = simulatorDarajaConfig('http://sim');
    expect([daraja.consumerKey, daraja.consumerSecret]).toEqual([
      SIM.darajaConsumerKey,
      SIM.darajaConsumerSecret,
    ]);
    expect([daraja.stk.shortcode, daraja.stk.passkey]).toEqual([SIM.darajaShortcode, SIM.darajaPasskey]);
  });
});
