import type { ReactNode } from 'react';
import styles from './empty.module.css';

/** Empty, error and "not here yet" states: an icon, a title, a line of text and an optional action. */
export function Empty({
  icon,
  title,
  text,
  action,
  tone = 'neutral',
}: {
  icon?: ReactNode;
  title: string;
  text?: string;
  action?: ReactNode;
  tone?: 'neutral' | 'error';
}) {
  return (
    <div
      className={`${styles.empty} ${tone === 'error' ? styles.error : ''}`}
      role={tone === 'error' ? 'alert' : undefined}
    >
      {icon && <div className={styles.icon}>{icon}</div>}
      <h2 className={styles.title}>{title}</h2>
      {text && <p className={styles.text}>{text}</p>}
      {action && <div className={styles.action}>{action}</div>}
    </div>
  );
}
