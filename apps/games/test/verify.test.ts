import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  GAME_CODES,
  type GameCode,
  minesMaxSafeReveals,
  PLINKO_RISKS,
  PLINKO_ROWS,
  WHEEL_RISKS,
} from '../src/engines/index.ts';
import type { Wallets } from '../src/provider/game-wallet.ts';
import { HISTORY_LIMIT, type RoundRecord } from '../src/provider/player-state.ts';
import { moveMines, placeBet, roundHistory } from '../src/provider/rounds.ts';
import { SettlementQueue } from '../src/provider/settlement-queue.ts';
import { ProviderStore } from '../src/provider/store.ts';
import { replayRound } from '../src/verify/replay.ts';
import type { WalletClient } from '../src/wallet-client.ts';
import { providerDatabase } from './database.ts';

// Through the database each round costs a few queries: 200 per game here (`npm run bench:rtp` and the
// engine tests cover volume), every one read back from the database after the seed is revealed.
const ROUNDS = 200;
let database: Awaited<ReturnType<typeof providerDatabase>>;
let wallets: Wallets;
beforeAll(async () => {
  database = await providerDatabase();
  const client = {} as WalletClient;
  wallets = { db: database.db, client, queue: new SettlementQueue(database.db, client) };
});
afterAll(() => database.close());

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
  const store = new ProviderStore(wallets);
  const { session } = await store.launchDemo(gameCode);
  await database.db.query('UPDATE players SET demo_balance_minor = 1e15 WHERE key = $1', [session.playerKey]);
  for (let i = 0; i < ROUNDS; i++) {
    const stake = 10 + ((i * 37) % 5000);
    let round = await placeBet(wallets, session, stake, paramsFor(gameCode, i));
    if ('picks' in round) {
      // Mines: reveal tiles along a stride coprime with 25, stop at a chosen depth, then cash out.
      const depth = 1 + (i % minesMaxSafeReveals(round.mines));
      for (let k = 0; 'picks' in round && k < depth; k++) {
        round = await moveMines(wallets, session, round.roundId, {
          action: 'reveal',
          tile: (i + 7 * k) % 25,
        });
      }
      if ('picks' in round) round = await moveMines(wallets, session, round.roundId, { action: 'cashout' });
    }
  }
  await store.rotateSeeds(session.playerKey);
  const fairness = await store.fairness(session.playerKey);
  const records: RoundRecord[] = [];
  const rows = await database.db.query<{ n: number }>(
    "SELECT count(*)::int AS n FROM rounds WHERE player_key = $1 AND status = 'finished'",
    [session.playerKey],
  );
  expect(rows.rows[0]!.n).toBe(ROUNDS);
  // History pages of HISTORY_LIMIT: read them all back from the database.
  const all = await database.db.query<{ round_id: string }>(
    'SELECT round_id FROM rounds WHERE player_key = $1 ORDER BY nonce',
    [session.playerKey],
  );
  expect(all.rowCount).toBe(ROUNDS);
  records.push(...(await roundHistory(wallets, session.playerKey, ROUNDS + HISTORY_LIMIT)));
  return { records, serverSeed: fairness.previous!.serverSeed };
}

describe('the verifier reproduces every round the provider settled', () => {
  it.each([...GAME_CODES])(
    'replays %s rounds from the revealed seeds to the same outcome and payout',
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
