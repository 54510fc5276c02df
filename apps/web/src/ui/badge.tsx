import type { ReactNode } from 'react';
import { badgeText } from '../lib/messages/badge.ts';
import styles from './badge.module.css';

/**
 * A red count over an icon or beside a label (unread messages, category counts), capped at 99
 * (spec core §9): "99+", or "+99" in the drawer style. Nothing is drawn at 0.
 */
export function CountBadge({ count, style = 'me' }: { count: number; style?: 'me' | 'drawer' }) {
  const text = badgeText(count, style);
  if (!text) return null;
  // Decorative: the control it sits on carries the count in its name ("Messages, 120 unread").
  return (
    <span className={styles.badge} data-testid="count-badge" aria-hidden="true">
      {text}
    </span>
  );
}

/** Puts a badge on the top-right corner of its child (an icon button). */
export function WithBadge({ badge, children }: { badge: ReactNode; children: ReactNode }) {
  return (
    <span className={styles.anchor}>
      {children}
      <span className={styles.corner}>{badge}</span>
    </span>
  );
}
