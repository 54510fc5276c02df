import { type RunningPaysim, startPaysim } from './app.ts';
import { defaultConfig } from './config.ts';
import { applySettingsPatch, type SettingsPatch } from './settings.ts';

/**
 * The simulator for tests: in-process on 127.0.0.1 with a free port, prompts answered only by the
 * test (no auto-approval), and short delays so that "delayed" and "expired" numbers settle quickly.
 */
export const TEST_BEHAVIOUR = {
  autoApproveMs: null,
  delayedMs: 150,
  expiryMs: 150,
  payoutMs: 30,
  callbackTimeoutMs: 2000,
} as const;

export async function startTestPaysim(patch: SettingsPatch = {}): Promise<RunningPaysim> {
  const config = defaultConfig({ host: '127.0.0.1', port: 0 });
  const fast = applySettingsPatch(config.settings, { behaviour: TEST_BEHAVIOUR });
  return startPaysim({ ...config, settings: applySettingsPatch(fast, patch) });
}
