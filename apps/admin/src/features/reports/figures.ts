import type { ActivityFigures, ActivityGame } from '@sika/contract';
import { money } from '../../lib/market.ts';

/**
 * The report's figures in the order the tables, the cards and the CSV files show them, with the labels
 * operators read (definitions: docs/decisions/020-activity-report.md). One list, so that a figure cannot
 * appear on screen and be missing from the export.
 */
export interface Figure<K extends string> {
  key: K;
  label: string;
  kind: 'money' | 'count';
  hint: string;
}

export const dayFigures: Figure<keyof ActivityFigures>[] = [
  { key: 'depositsMinor', label: 'Deposits', kind: 'money', hint: 'Credited deposits' },
  {
    key: 'withdrawalsMinor',
    label: 'Withdrawals',
    kind: 'money',
    hint: 'Paid withdrawals, tax and fee included',
  },
  { key: 'stakesMinor', label: 'Stakes', kind: 'money', hint: 'Real-money stakes, net of rollbacks' },
  { key: 'winsMinor', label: 'Wins', kind: 'money', hint: 'Wins paid, net of rollbacks' },
  { key: 'ggrMinor', label: 'GGR', kind: 'money', hint: 'Stakes − wins' },
  { key: 'bonusCostMinor', label: 'Bonus cost', kind: 'money', hint: 'Promotion money that became cash' },
  { key: 'operatorTaxMinor', label: 'Operator tax', kind: 'money', hint: 'Taxes the operator bears' },
  { key: 'ngrMinor', label: 'NGR', kind: 'money', hint: 'GGR − bonus cost − operator tax' },
  { key: 'bets', label: 'Bets', kind: 'count', hint: 'Real-money bets placed' },
  { key: 'activePlayers', label: 'Active players', kind: 'count', hint: 'Players who placed a bet' },
  { key: 'newPlayers', label: 'New players', kind: 'count', hint: 'Registrations' },
  { key: 'firstDeposits', label: 'First deposits', kind: 'count', hint: 'Players’ first credited deposit' },
  {
    key: 'firstDepositsMinor',
    label: 'First deposits amount',
    kind: 'money',
    hint: 'Amount of the first deposits',
  },
];

export const gameFigures: Figure<'bets' | 'players' | 'stakesMinor' | 'winsMinor' | 'ggrMinor'>[] = [
  { key: 'bets', label: 'Bets', kind: 'count', hint: 'Real-money bets placed' },
  { key: 'players', label: 'Players', kind: 'count', hint: 'Players who placed a bet' },
  { key: 'stakesMinor', label: 'Stakes', kind: 'money', hint: 'Net of rollbacks' },
  { key: 'winsMinor', label: 'Wins', kind: 'money', hint: 'Net of rollbacks' },
  { key: 'ggrMinor', label: 'GGR', kind: 'money', hint: 'Stakes − wins' },
];

export type GameRow = ActivityGame;

/** A figure as the screen shows it: money with two decimals, counts as integers. */
export function show(kind: Figure<string>['kind'], value: number): string {
  return kind === 'money' ? money(value) : String(value);
}
