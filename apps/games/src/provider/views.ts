/** What the page API shows of rounds and sessions (mine positions of an open round never leave here). */
import type { FreeRoundAward } from '@sika/contract';
import type { FreeRoundsOffer, RoundView, SessionView } from '../api-types.ts';
import { catalogueEntry } from '../catalogue.ts';
import { ratioValue } from '../engines/index.ts';
import type { ActiveMinesRound, RoundRecord, Session } from './player-state.ts';
import { minesCashOutValue, minesNextValue } from './rounds.ts';
import type { FairnessView } from './seed-pair.ts';

export function finishedRoundView(record: RoundRecord): RoundView {
  return {
    roundId: record.roundId,
    gameCode: record.gameCode,
    status: 'finished',
    stake: record.stakeMinor,
    payout: record.payoutMinor,
    multiplier: ratioValue(record.multiplier),
    params: record.params as RoundView['params'],
    outcome: record.outcome as RoundView['outcome'],
    nonce: record.nonce,
    clientSeed: record.seeds.clientSeed,
    serverSeedHash: record.seeds.serverSeedHash,
    serverSeed: record.seeds.revealed ? record.seeds.serverSeed : null,
    balance: record.balanceMinor,
    finishedAt: record.finishedAt.toISOString(),
  };
}

export function activeRoundView(round: ActiveMinesRound): RoundView<'mines'> {
  return {
    roundId: round.roundId,
    gameCode: 'mines',
    status: 'active',
    stake: round.stakeMinor,
    payout: 0,
    multiplier: minesCashOutValue(round),
    params: { mines: round.mines, picks: [...round.picks] },
    outcome: {
      revealed: [...round.picks],
      cashOutMultiplier: minesCashOutValue(round),
      nextMultiplier: minesNextValue(round),
    },
    nonce: round.nonce,
    clientSeed: round.seeds.clientSeed,
    serverSeedHash: round.seeds.serverSeedHash,
    serverSeed: null,
    balance: round.balanceMinor,
    finishedAt: null,
  };
}

export function roundView(round: RoundRecord | ActiveMinesRound): RoundView {
  return 'finishedAt' in round ? finishedRoundView(round) : activeRoundView(round);
}

export function sessionView(
  session: Session,
  balanceMinor: number,
  fairness: FairnessView,
  active: ActiveMinesRound | null,
  award: FreeRoundAward | null = null,
): SessionView {
  const { name, rtp, maxWinMultiplier, minBetMinor, maxBetMinor } = catalogueEntry(session.gameCode);
  return {
    token: session.token,
    mode: session.mode,
    gameCode: session.gameCode,
    currency: session.currency,
    balance: balanceMinor,
    fairness,
    activeRound: active && session.gameCode === 'mines' ? activeRoundView(active) : null,
    game: { name, rtp, maxWinMultiplier, minBetMinor, maxBetMinor },
    freeRounds: award ? freeRoundsOffer(award) : null,
  };
}

export function freeRoundsOffer(award: FreeRoundAward): FreeRoundsOffer | null {
  if (award.state !== 'active') return null;
  const { awardId, rounds, roundsLeft, betAmount: bet, expiresAt } = award;
  return { awardId, rounds, roundsLeft, bet, expiresAt };
}
