/**
 * The games this provider offers, with what each declares to the operator and the player: RTP and
 * maximum win (as a multiple of the stake). Every figure is derived, not chosen: the unit tests
 * recompute each one exactly from the engine's tables, and `npm run bench:rtp` confirms the RTP by
 * simulation.
 */
import type { GameCode } from './engines/index.ts';

export interface CatalogueEntry {
  id: number;
  code: GameCode;
  name: string;
  /** Return to player as a fraction (0.99 = 99%). */
  rtp: number;
  /** The largest payout of one round, in stakes. */
  maxWinMultiplier: number;
  hasDemo: boolean;
  /** Stake bounds in minor units of the player's currency (GHS pesewas first). */
  minBetMinor: number;
  maxBetMinor: number;
}

const STAKES = { minBetMinor: 10, maxBetMinor: 100_000 } as const;

export const CATALOGUE: readonly CatalogueEntry[] = [
  // Exact RTP 0.96107221877651… (slot-math.ts); max win 229,703 line bets / 20 (slot-max-win.ts).
  {
    id: 101,
    code: 'kente-gold',
    name: 'Kente Gold',
    rtp: 0.961072,
    maxWinMultiplier: 11_485.15,
    hasDemo: true,
    ...STAKES,
  },
  // Dice: 990,099 / (100 × W) at W = 1. Mines: 0.99 × C(25, 13) / C(16, 13), the best step under the 10,000× cap.
  { id: 102, code: 'dice', name: 'Dice', rtp: 0.99, maxWinMultiplier: 9_900.99, hasDemo: true, ...STAKES },
  {
    id: 103,
    code: 'mines',
    name: 'Mines',
    rtp: 0.99,
    maxWinMultiplier: 9_193.3875,
    hasDemo: true,
    ...STAKES,
  },
  { id: 104, code: 'plinko', name: 'Plinko', rtp: 0.99, maxWinMultiplier: 1_000, hasDemo: true, ...STAKES },
  { id: 105, code: 'wheel', name: 'Wheel', rtp: 0.99, maxWinMultiplier: 19.8, hasDemo: true, ...STAKES },
  { id: 106, code: 'limbo', name: 'Limbo', rtp: 0.99, maxWinMultiplier: 10_000, hasDemo: true, ...STAKES },
];

export function catalogueEntry(code: GameCode): CatalogueEntry {
  const entry = CATALOGUE.find((game) => game.code === code);
  if (!entry) throw new Error(`no catalogue entry for ${code}`);
  return entry;
}
