import { useSyncExternalStore } from 'react';
import { currentTheme, subscribeTheme } from '../themes/theme.ts';
import styles from './logo.module.css';

const brandName = { sika: 'Sika', winslots: 'WinSlots' } as const;

/** The product's mark and name; the theme decides which product (spec core §1: {product} and WinSlots). */
export function Logo({ size = 'md' }: { size?: 'md' | 'lg' }) {
  const theme = useSyncExternalStore(subscribeTheme, currentTheme, currentTheme);
  return (
    <span className={`${styles.logo} ${styles[size]}`}>
      <svg className={styles.mark} viewBox="0 0 48 48" aria-hidden="true">
        <circle cx="24" cy="24" r="22" fill="var(--c-accent)" />
        <circle
          cx="24"
          cy="24"
          r="17"
          fill="none"
          stroke="var(--c-on-accent)"
          strokeOpacity="0.35"
          strokeWidth="2"
        />
        {theme === 'winslots' ? (
          <path
            d="M13 16l4 16 7-11 7 11 4-16"
            fill="none"
            stroke="var(--c-on-accent)"
            strokeWidth="4"
            strokeLinejoin="round"
            strokeLinecap="round"
          />
        ) : (
          <path
            d="M30 17.5c-1.4-1.6-3.5-2.5-6-2.5-3.6 0-6 1.9-6 4.6 0 6.2 12.4 3.4 12.4 9.6 0 2.8-2.6 4.8-6.4 4.8-2.8 0-5.2-1-6.7-2.9"
            fill="none"
            stroke="var(--c-on-accent)"
            strokeWidth="4"
            strokeLinecap="round"
          />
        )}
      </svg>
      <span className={styles.name}>{brandName[theme]}</span>
    </span>
  );
}
