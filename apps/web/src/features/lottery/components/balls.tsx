import styles from './lottery.module.css';

/** Drawn or picked numbers as balls: reds, then blues. */
export function Balls({ red, blue, small }: { red: number[]; blue: number[]; small?: boolean }) {
  const two = (n: number) => String(n).padStart(2, '0');
  return (
    <span className={`${styles.balls} ${small ? styles.small : ''}`}>
      {red.map((n) => (
        <span key={`r${n}`} className={`${styles.ball} ${styles.red}`}>
          {two(n)}
        </span>
      ))}
      {blue.map((n) => (
        <span key={`b${n}`} className={`${styles.ball} ${styles.blue}`}>
          {two(n)}
        </span>
      ))}
    </span>
  );
}
