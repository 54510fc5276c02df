import { type ReactNode, useEffect, useRef, useState } from 'react';
import { useT } from '../../../i18n/index.ts';
import type { CardEventCfg, CardMember } from '../api/collect-cards.ts';
import { CardArt } from './card-art.tsx';
import styles from './collect-cards.module.css';

/** Ring index → grid cell (row, column) of the 3×3 board, clockwise from the top left; the centre spins. */
const CELLS: readonly [number, number][] = [
  [1, 1],
  [1, 2],
  [1, 3],
  [2, 3],
  [3, 3],
  [3, 2],
  [3, 1],
  [2, 1],
];
/** Two laps, then slowing down onto the drawn card. */
const LAPS = 2;
const FIRST_STEP_MS = 55;
const LAST_STEP_MS = 260;

/**
 * Runs the light around the ring from `from` to `target` and calls `done` once it rests there. Only a
 * class changes per step (a transform), so it stays smooth on a low-end phone; with reduced motion it
 * lands at once.
 */
export function useRingRun(done: () => void) {
  const [lit, setLit] = useState<number | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const run = (target: number) => {
    const reduced = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
    if (reduced) {
      setLit(target);
      done();
      return;
    }
    const steps = LAPS * CELLS.length + target + 1;
    let step = 0;
    const tick = () => {
      setLit(step % CELLS.length);
      step += 1;
      if (step >= steps) {
        done();
        return;
      }
      const share = step / steps;
      timer.current = setTimeout(tick, FIRST_STEP_MS + (LAST_STEP_MS - FIRST_STEP_MS) * share * share);
    };
    tick();
  };
  return { lit, run, reset: () => setLit(null) };
}

export function CardRing({
  cfg,
  member,
  lit,
  won,
  centre,
}: {
  cfg: CardEventCfg;
  member: CardMember | undefined;
  lit: number | null;
  won: number | null;
  centre: ReactNode;
}) {
  const { t } = useT('cards');
  return (
    <div className={styles.ring} data-testid="card-ring">
      {cfg.cards.map((card) => {
        const [row, column] = CELLS[card.index] ?? [1, 1];
        const count = member?.cards[card.index]?.count ?? 0;
        const classes = [
          styles.card,
          count > 0 && styles.held,
          lit === card.index && styles.lit,
          won === card.index && styles.won,
        ];
        return (
          <div
            key={card.index}
            className={classes.filter(Boolean).join(' ')}
            style={{ gridRow: row, gridColumn: column }}
            data-testid={`card-${card.index}`}
            data-count={count}
            role="img"
            aria-label={t('cards.cardLabel', { name: card.name, count })}
          >
            <CardArt index={card.index} />
            <span className={styles.cardName}>{card.name}</span>
            {count > 1 && <span className={styles.count}>×{count}</span>}
          </div>
        );
      })}
      <div style={{ gridRow: 2, gridColumn: 2, display: 'grid' }}>{centre}</div>
    </div>
  );
}
