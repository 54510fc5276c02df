import type { ReactNode } from 'react';
import { Button } from './button.tsx';
import styles from './record-list.module.css';

export interface RecordRow {
  id: string | number;
  label: ReactNode;
  /** Already formatted for the player's language. */
  time: string;
  /** Already formatted, with its sign. */
  amount: string;
  /** Green for what came in, red for what went out. */
  gain: boolean;
}

/** A movements list (what, when, how much), as the diamond account and the collected tasks show it. */
export function RecordList({ rows, testId }: { rows: readonly RecordRow[]; testId?: string }) {
  return (
    <ul className={styles.records} data-testid={testId}>
      {rows.map((row) => (
        <li key={row.id} className={styles.record}>
          <span className={styles.main}>
            <span>{row.label}</span>
            <span className={styles.time}>{row.time}</span>
          </span>
          <span className={row.gain ? styles.gain : styles.loss}>{row.amount}</span>
        </li>
      ))}
    </ul>
  );
}

/** The "more" control under a paged list: shown while there is a next page, busy while it loads. */
export function LoadMore({
  hasMore,
  loading,
  onMore,
  children,
}: {
  hasMore: boolean;
  loading: boolean;
  onMore(): void;
  children: ReactNode;
}) {
  if (!hasMore) return null;
  return (
    <Button variant="ghost" size="sm" block loading={loading} onClick={onMore}>
      {children}
    </Button>
  );
}
