import { describe, expect, it } from 'vitest';
import {
  GAME_CODES,
  type GameCode,
  minesMaxSafeReveals,
  PLINKO_RISKS,
  PLINKO_ROWS,
  WHEEL_RISKS,
} from '../engines/index.ts';
import { DemoWallet } from '../provider/game-wallet.ts';
import type { RoundRecord } from '../provider/player-state.ts';
import { moveMines, placeBet } from '../provider/rounds.ts';
import { SettlementQueue } from '../provider/settlement-queue.ts';
import { ProviderStore } from '../provider/store.ts';
import type { WalletClient } from '../wallet-client.ts';
import { replayRound } from './replay.ts';

const ROUNDS = 10_000;

/** Varied, valid bet settings for round i (every target, risk, row count and mine count comes up). */
function paramsFor(gameCode: GameCode, i: number): Record<string, unknown> {
  const spread = (i * 7919) % 9800;
  switch (gameCode) {
    case 'dice':
      return i % 2
        ? { direction: 'over', targetHundredths: 10_000 - (1 + spread) }
        : { direction: 'under', targetHundredths: 1 + spread };
    case 'limbo':
      return { targetHundredths: 101 + ((i * 7919) % 99_900) };
    case 'wheel':
      return { risk: WHEEL_RISKS[i % 3] };
    case 'plinko':
      return { rows: PLINKO_ROWS[i % 3], risk: PLINKO_RISKS[Math.floor(i / 3) % 3] };
    case 'mines':
      return { mines: 1 + (i % 24) };
    case 'kente-gold':
      return {};
  }
}

/** Plays rounds through the provider's own settlement (demo wallet), then rotates to reveal the seed. */
async function playRounds(gameCode: GameCode): Promise<{ records: RoundRecord[]; serverSeed: string }> {
  const store = new ProviderStore({} as WalletClient, new SettlementQueue());
  const { session } = store.launchDemo(gameCode);
  session.wallet = new DemoWallet('GHS', 1e15);
  const records: RoundRecord[] = [];
  for (let i = 0; i < ROUNDS; i++) {
    const stake = 10 + ((i * 37) % 5000);
    let round = await placeBet(session, stake, paramsFor(gameCode, i));
    if ('picks' in round) {
      // Mines: reveal tiles along a stride coprime with 25, stop at a chosen depth, then cash out.
      const depth = 1 + (i % minesMaxSafeReveals(round.mines));
      for (let k = 0; 'picks' in round && k < depth; k++) {
        round = await moveMines(session, round.roundId, { action: 'reveal', tile: (i + 7 * k) % 25 });
      }
      if ('picks' in round) round = await moveMines(session, round.roundId, { action: 'cashout' });
    }
    records.push(round as RoundRecord);
  }
  await store.rotateSeeds(session.player);
  return { records, serverSeed: session.player.previousSeeds!.serverSeed };
}

describe('the verifier reproduces every round the provider settled', () => {
  it.each([...GAME_CODES])(
    'replays 10,000 %s rounds from the revealed seeds to the same outcome and payout',
    async (gameCode) => {
      const { records, serverSeed } = await playRounds(gameCode);
      expect(records).toHaveLength(ROUNDS);
      for (const record of records) {
        expect(record.seeds.revealed).toBe(true);
        const replay = replayRound({
          gameCode,
          serverSeed,
          clientSeed: record.seeds.clientSeed,
          nonce: record.nonce,
          params: JSON.parse(JSON.stringify(record.params)),
          stakeMinor: record.stakeMinor,
        });
        expect(replay.serverSeedHash).toBe(record.seeds.serverSeedHash);
        expect(replay.outcome).toEqual(record.outcome);
        expect(replay.payoutMinor).toBe(record.payoutMinor);
      }
      expect(new Set(records.map((record) => record.nonce)).size).toBe(ROUNDS);
    },
    180_000,
  );
});
