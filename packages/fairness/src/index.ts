export {
  beaconRandomnessOf,
  beaconRoundAt,
  beaconRoundTime,
  type DrawInput,
  drawDigest,
  drawStream,
  type LotteryNumbers,
  type LotteryRules,
  lotteryOutcome,
  type RaffleOutcome,
  raffleOutcome,
  ticketLine,
  ticketsHash,
  winningPositions,
} from './draws.ts';
export { toHex, utf8 } from './encoding.ts';
export { createFairStream, generateFloats, HmacByteStream, type SeedTriple } from './hmac-stream.ts';
export {
  DICE_OUTCOMES,
  diceRollHundredths,
  limboResultHundredths,
  MINES_TILES,
  minesLayout,
  plinkoBucket,
  plinkoPath,
  reelStops,
  weightedSegment,
  wheelSegment,
} from './outcomes.ts';
export {
  MAX_UNIFORM_BOUND,
  nextFloat,
  type RandomSource,
  TWO_POW_32,
  uniformInt,
  uniformIntPrepared,
} from './random-source.ts';
export {
  CLIENT_SEED_MAX_LENGTH,
  commitServerSeed,
  isValidClientSeed,
  matchesCommitment,
  newClientSeed,
  newServerSeed,
} from './seeds.ts';
export { createHmacSha256, type HmacSha256, hmacSha256, sha256 } from './sha256.ts';
export { drawDistinct, drawDistinctMask, MAX_MASK_POOL, shuffle } from './shuffle.ts';
