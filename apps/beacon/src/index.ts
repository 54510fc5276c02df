export { type BeaconOptions, buildBeaconApp, type RunningBeacon, startBeacon } from './app.ts';
export {
  type Beacon,
  type ChainInfo,
  createChain,
  loadOrCreateSecretKey,
  newSecretKey,
  QUICKNET_GENESIS_SECONDS,
  QUICKNET_PERIOD_SECONDS,
  SCHEME_ID,
} from './chain.ts';
