import { readStored, writeStored } from './storage.ts';
import { isStoreBuild } from './store-build.ts';

/** Bump when the policy text changes, so every player sees the new one once. */
const POLICY_VERSION = '1';
const KEY = 'sika.storePolicy';

/** Whether the store-policy banner is due: the store build, and this policy not tapped on this phone. */
export function isStorePolicyDue(): boolean {
  return isStoreBuild() && readStored(KEY) !== POLICY_VERSION;
}

/** The player tapped the banner: remembered on the phone. */
export function acceptStorePolicy(): void {
  writeStored(KEY, POLICY_VERSION);
}
