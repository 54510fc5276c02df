import { useMemo } from 'react';
import styles from './cash-rain.module.css';

/** The reward dialog's falling flowers (spec activities §9: up to 50 or 100), transforms only. */
export function Flowers({ count }: { count: number }) {
  const flowers = useMemo(
    () =>
      Array.from({ length: count }, (_, i) => ({
        id: i,
        x: Math.random() * 96,
        delayMs: Math.round(Math.random() * 2_500),
        durationMs: 2_200 + Math.round(Math.random() * 1_800),
        hue: ['#ff5c8a', '#ffd23f', '#7ee081', '#6ec6ff'][i % 4],
      })),
    [count],
  );
  return (
    <div className={styles.flowers} aria-hidden="true" data-testid="cash-rain-flowers" data-count={count}>
      {flowers.map((f) => (
        <span
          key={f.id}
          className={styles.flower}
          style={{
            left: `${f.x}%`,
            color: f.hue,
            animationDelay: `${f.delayMs}ms`,
            animationDuration: `${f.durationMs}ms`,
          }}
        >
          ✿
        </span>
      ))}
    </div>
  );
}
