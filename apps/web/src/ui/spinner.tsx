import styles from './spinner.module.css';

/** A busy indicator; with a label it is announced, without one it is decoration beside a text. */
export function Spinner({ label, size = 'md' }: { label?: string; size?: 'sm' | 'md' | 'lg' }) {
  const ring = <span className={styles.ring} aria-hidden="true" />;
  return label ? (
    <span className={`${styles.spinner} ${styles[size]}`} role="status" aria-label={label}>
      {ring}
    </span>
  ) : (
    <span className={`${styles.spinner} ${styles[size]}`} aria-hidden="true">
      {ring}
    </span>
  );
}
