import type { KeyboardEvent } from 'react';
import styles from './tabs.module.css';

export interface TabItem<V extends string> {
  value: V;
  label: string;
}

/** A row of tabs (WAI-ARIA tablist: arrow keys move between them). */
export function Tabs<V extends string>({
  items,
  value,
  onChange,
  label,
}: {
  items: readonly TabItem<V>[];
  value: V;
  onChange(value: V): void;
  label: string;
}) {
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const index = items.findIndex((item) => item.value === value);
    const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
    if (!step || index < 0) return;
    const next = items[(index + step + items.length) % items.length];
    if (next) onChange(next.value);
  };
  return (
    <div className={styles.tabs} role="tablist" aria-label={label} onKeyDown={onKeyDown}>
      {items.map((item) => (
        <button
          key={item.value}
          type="button"
          role="tab"
          aria-selected={item.value === value}
          tabIndex={item.value === value ? 0 : -1}
          className={`${styles.tab} ${item.value === value ? styles.active : ''}`}
          onClick={() => onChange(item.value)}
        >
          {item.label}
        </button>
      ))}
    </div>
  );
}
