import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.ts';
import {
  applySettingsPatch,
  DEFAULT_BEHAVIOUR,
  DEFAULT_FAULTS,
  faultsFor,
  settingsPatchSchema,
} from './settings.ts';

describe('settings', () => {
  it('changes only what a patch names', () => {
    const base = {
      behaviour: { ...DEFAULT_BEHAVIOUR, autoApproveMs: null },
      faults: { ...DEFAULT_FAULTS, hangMs: 5000 },
      rules: [],
    };
    const patch = settingsPatchSchema.parse({
      faults: { hangOps: ['status'] },
      behaviour: { mtnReasonShape: 'string' },
    });
    const next = applySettingsPatch(base, patch);
    expect(next.faults).toMatchObject({ hangMs: 5000, hangOps: ['status'] });
    expect(next.behaviour).toMatchObject({ autoApproveMs: null, mtnReasonShape: 'string' });
  });

  it('applies a rule only to the payment it matches, over the global faults', () => {
    const settings = {
      behaviour: DEFAULT_BEHAVIOUR,
      faults: { ...DEFAULT_FAULTS, duplicateCallbacks: 3 },
      rules:
        settingsPatchSchema.parse({ rules: [{ match: { msisdn: '1' }, faults: { dropCallbacks: true } }] })
          .rules ?? [],
    };
    expect(faultsFor(settings, { msisdn: '1', externalId: 'x' })).toMatchObject({
      dropCallbacks: true,
      duplicateCallbacks: 3,
    });
    expect(faultsFor(settings, { msisdn: '2', externalId: 'x' }).dropCallbacks).toBe(false);
  });

  it('reads knobs from the environment', () => {
    const config = loadConfig({
      PAYSIM_PORT: '9000',
      PAYSIM_AUTO_APPROVE_MS: 'off',
      PAYSIM_DUPLICATE_CALLBACKS: '5',
      PAYSIM_HANG_OPS: 'token, status',
      PAYSIM_DROP_CALLBACKS: 'true',
    });
    expect(config.port).toBe(9000);
    expect(config.settings.behaviour.autoApproveMs).toBeNull();
    expect(config.settings.behaviour.delayedMs).toBe(DEFAULT_BEHAVIOUR.delayedMs);
    expect(config.settings.faults).toMatchObject({
      duplicateCallbacks: 5,
      hangOps: ['token', 'status'],
      dropCallbacks: true,
    });
  });

  it('refuses a knob out of range', () => {
    expect(() => loadConfig({ PAYSIM_HANG_OPS: 'everything' })).toThrow();
  });
});
