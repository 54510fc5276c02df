import { toHex, utf8 } from './encoding.ts';
import { HmacByteStream } from './hmac-stream.ts';
import { uniformInt } from './random-source.ts';
import { sha256 } from './sha256.ts';
import { drawDistinct } from './shuffle.ts';

/**
 * Verifiable draws (lottery, lucky refund raffle, cash draw): docs/draws.md and integration-contracts §6.4.
 *
 * Before sales close the operator publishes SHA-256(serverSeed) and the number R of a future drand round.
 * At the close it publishes the hash of the ordered tickets. After round R exists, the outcome is a pure
 * function of what is then public: the beacon's randomness for R, the revealed server seed, the draw's id
 * and the tickets' hash. Neither side can steer it: the seed was fixed before R existed, the beacon is
 * threshold-signed, and the tickets were frozen before R.
 */
export interface DrawInput {
  drawId: string;
  serverSeed: string;
  /** The beacon round's `randomness` (64 hex characters, SHA-256 of its BLS signature). */
  beaconRandomness: string;
  /** `ticketsHash` of the tickets sold before the close, in sale order. */
  ticketsHash: string;
}

/** One line per ticket, in sale order: `${seq}:${selection}` (a cash draw's line ends with `:${clientSeed}`). */
export function ticketLine(seq: number, selection: string, clientSeed?: string | null): string {
  return clientSeed ? `${seq}:${selection}:${clientSeed}` : `${seq}:${selection}`;
}

/**
 * SHA-256 (hex) of the ticket lines joined by "\n", in sale order. A sequential hash rather than a Merkle
 * root: a verifier has every ticket anyway, and one line of code is easier to re-implement than a tree.
 * Client seeds are part of the lines, so in a cash draw every player's seed moves the outcome.
 */
export function ticketsHash(lines: readonly string[]): string {
  return toHex(sha256(utf8(lines.join('\n'))));
}

/**
 * The draw's random stream: HMAC_SHA256(key = serverSeed, `${beaconRandomness}:${drawId}:${ticketsHash}:${i}`)
 * for i = 0, 1, 2, … — the same byte stream every game uses (`HmacByteStream`), read as big-endian uint32.
 */
export function drawStream(input: DrawInput): HmacByteStream {
  if (!/^[0-9a-f]{64}$/.test(input.beaconRandomness)) throw new RangeError('beacon randomness is 64 hex');
  if (!/^[0-9a-f]{64}$/.test(input.ticketsHash)) throw new RangeError('tickets hash is 64 hex');
  return new HmacByteStream(
    input.serverSeed,
    `${input.beaconRandomness}:${input.drawId}:${input.ticketsHash}`,
  );
}

/** The first block of the stream, as hex: a fingerprint of every input, published with the outcome. */
export function drawDigest(input: DrawInput): string {
  const stream = drawStream(input);
  return toHex(Uint8Array.from({ length: 32 }, () => stream.nextByte()));
}

export interface LotteryRules {
  /** Red numbers are drawn from 1..redPool, `redPicks` of them (6 of 33). */
  redPool: number;
  redPicks: number;
  /** One blue number from 1..bluePool (16). */
  bluePool: number;
}

export interface LotteryNumbers {
  /** Ascending. */
  red: number[];
  blue: number;
}

/**
 * Lottery 6+1: `redPicks` distinct reds by Fisher–Yates strike-out with unbiased integers
 * (`drawDistinct`), then the blue from the same stream (`uniformInt`), both + 1; reds shown ascending.
 */
export function lotteryOutcome(input: DrawInput, rules: LotteryRules): LotteryNumbers {
  const stream = drawStream(input);
  const red = drawDistinct(stream, rules.redPool, rules.redPicks)
    .map((n) => n + 1)
    .sort((a, b) => a - b);
  const blue = uniformInt(stream, rules.bluePool) + 1;
  return { red, blue };
}

/**
 * Raffle and cash draw: `winners` distinct ticket positions (0-based, in sale order) out of `ticketCount`,
 * in draw order — the first drawn is the first prize. Fewer tickets than prizes: every ticket wins.
 */
export function winningPositions(input: DrawInput, ticketCount: number, winners: number): number[] {
  return drawDistinct(drawStream(input), ticketCount, Math.min(winners, ticketCount));
}

/** A raffle's or cash draw's stored outcome: the winning tickets' numbers (1-based `seq`) and the digest. */
export interface RaffleOutcome {
  winningSeqs: number[];
  digest: string;
}

/**
 * The outcome of a raffle or a cash draw: `winningPositions` as ticket numbers, with the stream's digest.
 * In a cash draw each ticket line carries the player's client seed (`ticketLine(seq, selection, seed)`), so
 * the seeds, in sale order, enter `ticketsHash` and through it every winner: a change in any one seed
 * changes the digest and so the outcome.
 */
export function raffleOutcome(input: DrawInput, ticketCount: number, winners: number): RaffleOutcome {
  return {
    winningSeqs: winningPositions(input, ticketCount, winners).map((p) => p + 1),
    digest: drawDigest(input),
  };
}

/** drand's round at a time (ms): floor((t − genesis) / period) + 1. The round is published at its start. */
export function beaconRoundAt(timeMs: number, genesisSeconds: number, periodSeconds: number): number {
  return Math.floor((timeMs - genesisSeconds * 1000) / (periodSeconds * 1000)) + 1;
}

/** When a round is published (ms). */
export function beaconRoundTime(round: number, genesisSeconds: number, periodSeconds: number): number {
  return (genesisSeconds + (round - 1) * periodSeconds) * 1000;
}

/** drand's `randomness`: SHA-256 of the signature's bytes, in hex. */
export function beaconRandomnessOf(signatureHex: string): string {
  if (!/^([0-9a-f]{2})+$/.test(signatureHex)) throw new RangeError('signature is hex');
  const bytes = Uint8Array.from(signatureHex.match(/../g)!, (pair) => Number.parseInt(pair, 16));
  return toHex(sha256(bytes));
}
