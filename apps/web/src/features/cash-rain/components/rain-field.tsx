import {
  CASH_RAIN_COMBO_WINDOW_MS,
  CASH_RAIN_DROP_INTERVAL_MS,
  CASH_RAIN_DURATION_MS,
  CASH_RAIN_FALL_MS,
} from '@sika/domain';
import { useEffect, useRef, useState } from 'react';
import { useT } from '../../../i18n/index.ts';
import { useMarket } from '../../../lib/app-info.ts';
import styles from './cash-rain.module.css';

interface Drop {
  id: number;
  /** Left edge, % of the field. */
  x: number;
  tilt: number;
}

/**
 * The 15-second rain (spec activities §4, §9): a drop every 250 ms, each falling for 3 s, animated with
 * transforms only (the compositor moves them; no layout per frame). Tapped drops are counted with a combo
 * for taps in quick succession. Ends with the count.
 */
export function RainField({ onEnd }: { onEnd(count: number): void }) {
  const { t } = useT('cashRain');
  // Each drop is a coin of the market's money (KSh, FCFA…), not always the cedi.
  const symbol = useMarket()?.currencySymbol ?? '';
  const [drops, setDrops] = useState<Drop[]>([]);
  const [count, setCount] = useState(0);
  const [combo, setCombo] = useState(0);
  const [left, setLeft] = useState(CASH_RAIN_DURATION_MS / 1000);
  const popped = useRef(new Set<number>());
  const lastTap = useRef(0);
  const total = useRef(0);
  const ended = useRef(onEnd);
  ended.current = onEnd;

  useEffect(() => {
    const started = performance.now();
    let next = 0;
    const spawn = window.setInterval(() => {
      next += 1;
      const id = next;
      setDrops((list) => [
        ...list.filter((d) => !popped.current.has(d.id) || d.id > id - 16),
        { id, x: 4 + Math.random() * 82, tilt: Math.round(Math.random() * 40 - 20) },
      ]);
    }, CASH_RAIN_DROP_INTERVAL_MS);
    const clock = window.setInterval(() => {
      const remaining = Math.max(0, CASH_RAIN_DURATION_MS - (performance.now() - started));
      setLeft(Math.ceil(remaining / 1000));
    }, 250);
    const stop = window.setTimeout(() => ended.current(total.current), CASH_RAIN_DURATION_MS);
    return () => {
      window.clearInterval(spawn);
      window.clearInterval(clock);
      window.clearTimeout(stop);
    };
  }, []);

  const tap = (id: number) => {
    if (popped.current.has(id)) return;
    popped.current.add(id);
    total.current += 1;
    setCount(total.current);
    const now = performance.now();
    setCombo((c) => (now - lastTap.current <= CASH_RAIN_COMBO_WINDOW_MS ? c + 1 : 1));
    lastTap.current = now;
    setDrops((list) => [...list]);
  };

  return (
    <div className={styles.field} data-testid="cash-rain-field">
      <div className={styles.hud}>
        <span className={styles.timer} data-testid="cash-rain-timer">
          {t('cashRain.secondsLeft', { seconds: left })}
        </span>
        <span className={styles.counter} data-testid="cash-rain-count">
          {t('cashRain.count', { count })}
        </span>
      </div>
      {combo >= 2 && (
        <span key={`${combo}-${count}`} className={styles.combo} data-testid="cash-rain-combo">
          {t('cashRain.combo', { combo })}
        </span>
      )}
      {drops.map((drop) => (
        <span
          key={drop.id}
          className={styles.drop}
          style={{ left: `${drop.x}%`, animationDuration: `${CASH_RAIN_FALL_MS}ms` }}
          onAnimationEnd={() => setDrops((list) => list.filter((d) => d.id !== drop.id))}
        >
          <button
            type="button"
            className={`${styles.dropButton} ${popped.current.has(drop.id) ? styles.popped : ''}`}
            style={{ '--tilt': `${drop.tilt}deg` } as React.CSSProperties}
            aria-label={t('cashRain.drop')}
            data-testid="cash-rain-drop"
            data-long={symbol.length > 2 || undefined}
            onPointerDown={() => tap(drop.id)}
          >
            {symbol}
          </button>
        </span>
      ))}
    </div>
  );
}
