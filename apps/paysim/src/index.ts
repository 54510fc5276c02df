export { type BuildOptions, buildApp, type Paysim, type RunningPaysim, startPaysim } from './app.ts';
export { type CallbackReceiver, type ReceivedCallback, startCallbackReceiver } from './callback-receiver.ts';
export { defaultConfig, loadConfig, type PaysimConfig, SIM_DEFAULT_CREDENTIALS } from './config.ts';
export { DARAJA_TEST_ROWS } from './daraja/scenarios.ts';
export type { Engine, SimPayment } from './engine.ts';
export { MTN_TEST_ROWS } from './mtn/scenarios.ts';
export type { Behaviour, Faults, Rule, Settings, SettingsPatch } from './settings.ts';
export { sandboxNumber, testNumberIndex } from './test-numbers.ts';
export { startTestPaysim, TEST_BEHAVIOUR } from './testing.ts';
