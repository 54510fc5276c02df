import type { ReactNode } from 'react';
import styles from './swiper.module.css';

/**
 * The carousel's first screen before its code arrives (home loads `Swiper` after the first paint): the same
 * markup and classes at the first slide, so nothing moves or changes when the swipeable one takes over.
 */
export function SwiperStill<T>({
  items,
  render,
  label,
  className,
}: {
  items: readonly T[];
  render(item: T, index: number, near: boolean): ReactNode;
  label: string;
  className?: string;
}) {
  const first = items[0];
  if (first === undefined) return null;
  return (
    <section
      className={`${styles.swiper} ${className ?? ''}`}
      aria-roledescription="carousel"
      aria-label={label}
    >
      <div className={styles.viewport}>
        <div className={styles.track}>
          {/* biome-ignore lint/a11y/useSemanticElements: the WAI-ARIA carousel pattern: a slide is a group */}
          <div
            className={styles.slide}
            role="group"
            aria-roledescription="slide"
            aria-label={`1 / ${items.length}`}
          >
            {render(first, 0, true)}
          </div>
        </div>
      </div>
      {items.length > 1 && (
        <div className={styles.dots} aria-hidden="true">
          {items.map((_, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: one dot per position
            <span key={i} className={`${styles.dot} ${i === 0 ? styles.activeDot : ''}`} />
          ))}
        </div>
      )}
    </section>
  );
}
