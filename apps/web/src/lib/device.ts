import { randomHex, readStored, storageKeys, writeStored } from './storage.ts';

let cached: string | null = null;

/** The device id sent as `deviceid` on every call, kept in local storage as `ponid` (spec core §3). */
export function getDeviceId(): string {
  if (cached) return cached;
  cached = readStored(storageKeys.deviceId);
  if (!cached || !/^[0-9a-f]{32}$/.test(cached)) {
    cached = randomHex(16);
    writeStored(storageKeys.deviceId, cached);
  }
  return cached;
}
