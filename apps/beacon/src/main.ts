import path from 'node:path';
import { startBeacon } from './app.ts';
import { loadOrCreateSecretKey } from './chain.ts';

/**
 * `npm start` runs this beside the server: a local drand chain for a machine without internet. Settings:
 * BEACON_PORT (default PORT + 3, else 8093), BEACON_HOST, BEACON_KEY_FILE (default DATA_DIR/beacon-key.json),
 * BEACON_TEST_CLOCK=1 (never with NODE_ENV=production) to let tests move its clock.
 */
const dataDir = path.resolve(process.env.DATA_DIR ?? '.data');
const port = Number(process.env.BEACON_PORT ?? (process.env.PORT ? Number(process.env.PORT) + 3 : 8093));
const testClock = process.env.BEACON_TEST_CLOCK === '1';
if (testClock && process.env.NODE_ENV === 'production') {
  console.error('BEACON_TEST_CLOCK=1 is refused with NODE_ENV=production');
  process.exit(1);
}
const beacon = await startBeacon({
  secretKey: loadOrCreateSecretKey(process.env.BEACON_KEY_FILE ?? path.join(dataDir, 'beacon-key.json')),
  host: process.env.BEACON_HOST ?? '127.0.0.1',
  port,
  testClock,
  logger: true,
});
beacon.app.log.info({ chainHash: beacon.chain.info.hash }, `beacon simulator on ${beacon.url}`);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void beacon.close().then(() => process.exit(0));
  });
}
