import styles from './skeleton.module.css';

/** A grey placeholder of the shape of what is loading; `lines` stacks several. */
export function Skeleton({
  width = '100%',
  height = '0.45rem',
  round = false,
  lines = 1,
}: {
  width?: string;
  height?: string;
  round?: boolean;
  lines?: number;
}) {
  return (
    <span className={styles.stack} aria-hidden="true">
      {Array.from({ length: lines }, (_, i) => (
        <span
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
          key={i}
          className={styles.bone}
          style={{
            width: i === lines - 1 && lines > 1 ? '60%' : width,
            height,
            borderRadius: round ? '50%' : undefined,
          }}
        />
      ))}
    </span>
  );
}
