import { type ReactNode, useCallback, useEffect, useRef, useState } from 'react';
import { useDataSaver } from '../lib/data-saver.ts';
import styles from './swiper.module.css';

/** A release after this share of the width (or a flick) turns the page. */
const TURN_SHARE = 0.18;
const FLICK_PX_PER_MS = 0.45;
/** A swipe released by the finger settles faster than an autoplay turn. */
const SETTLE_MS = 320;
/** Movement before a touch counts as a drag (and the tap that ends it is not a click). */
const DRAG_SLOP_PX = 8;

interface Position {
  /** 0…n-1, or n: the copy of the first slide after the last, which makes the loop seamless. */
  index: number;
  /** Milliseconds of the transition into this position; 0 jumps. */
  ms: number;
}

interface Drag {
  x: number;
  y: number;
  t: number;
  active: boolean;
}

/**
 * A swipeable, looping carousel with its own autoplay (home adverts: every 5 s with a 2 s turn; the advert
 * popup: every 3 s). Plain CSS transforms and pointer events, about 1 KB instead of a carousel library, and
 * an autoplay turn lasts exactly what the spec says. Vertical scrolling passes through (`touch-action:
 * pan-y`). `render` gets `near` for the slides on or beside the screen, so images further away can wait.
 */
export function Swiper<T>({
  items,
  render,
  itemKey,
  label,
  autoplayMs,
  transitionMs,
  className,
}: {
  items: readonly T[];
  render(item: T, index: number, near: boolean): ReactNode;
  itemKey(item: T): string | number;
  label: string;
  autoplayMs: number;
  transitionMs: number;
  className?: string;
}) {
  const count = items.length;
  const [position, setPosition] = useState<Position>({ index: 0, ms: 0 });
  const [dragPx, setDragPx] = useState<number | null>(null);
  const viewport = useRef<HTMLDivElement>(null);
  const drag = useRef<Drag | null>(null);
  /** Set when the last pointer gesture was a drag: the click that follows it is swallowed. */
  const dragged = useRef(false);
  /** A backward turn from the first slide: first a jump to the copy, then this move (ms) to the last. */
  const pendingBack = useRef<number | null>(null);
  const current = count > 0 ? position.index % count : 0;
  // Data saver (issue 20): no turning by itself, and only the slide on screen is "near" (loads its picture).
  const saver = useDataSaver();

  const go = useCallback(
    (step: 1 | -1, ms: number) => {
      if (count < 2) return;
      setPosition((p) => {
        if (step < 0 && p.index === 0) {
          pendingBack.current = ms;
          return { index: count, ms: 0 };
        }
        return { index: Math.min(Math.max(p.index + step, 0), count), ms };
      });
    },
    [count],
  );

  useEffect(() => {
    if (pendingBack.current === null || position.index !== count) return;
    const ms = pendingBack.current;
    pendingBack.current = null;
    // Two frames: the jump must be painted before the transition starts from it.
    let inner = 0;
    const outer = requestAnimationFrame(() => {
      inner = requestAnimationFrame(() => setPosition({ index: count - 1, ms }));
    });
    return () => {
      cancelAnimationFrame(outer);
      cancelAnimationFrame(inner);
    };
  }, [position, count]);

  // After a turn onto the copy of the first slide, jump to the first slide itself (the same picture).
  const onTransitionEnd = (event: React.TransitionEvent) => {
    if (event.target === event.currentTarget && position.index === count) setPosition({ index: 0, ms: 0 });
  };

  useEffect(() => {
    if (saver || count < 2 || dragPx !== null) return;
    const timer = setInterval(() => {
      if (document.visibilityState === 'visible') go(1, transitionMs);
    }, autoplayMs);
    return () => clearInterval(timer);
  }, [saver, count, dragPx, autoplayMs, transitionMs, go]);

  const onPointerDown = (event: React.PointerEvent) => {
    dragged.current = false;
    if (count < 2 || (event.pointerType === 'mouse' && event.button !== 0)) return;
    drag.current = { x: event.clientX, y: event.clientY, t: event.timeStamp, active: false };
  };
  const onPointerMove = (event: React.PointerEvent) => {
    const d = drag.current;
    if (!d) return;
    const dx = event.clientX - d.x;
    const dy = event.clientY - d.y;
    if (!d.active) {
      if (Math.abs(dy) > DRAG_SLOP_PX && Math.abs(dy) > Math.abs(dx)) {
        drag.current = null;
        return;
      }
      if (Math.abs(dx) < DRAG_SLOP_PX) return;
      d.active = true;
      dragged.current = true;
      viewport.current?.setPointerCapture?.(event.pointerId);
      // Give the finger a neighbour on both sides: the first slide and its copy look the same.
      if (dx > 0 && position.index === 0) setPosition({ index: count, ms: 0 });
      else if (dx < 0 && position.index === count) setPosition({ index: 0, ms: 0 });
    }
    setDragPx(dx);
  };
  const onPointerEnd = (event: React.PointerEvent) => {
    const d = drag.current;
    drag.current = null;
    if (!d?.active) return;
    const dx = event.clientX - d.x;
    const width = viewport.current?.clientWidth ?? 1;
    const speed = Math.abs(dx) / Math.max(event.timeStamp - d.t, 1);
    setDragPx(null);
    if (Math.abs(dx) > width * TURN_SHARE || speed > FLICK_PX_PER_MS) go(dx < 0 ? 1 : -1, SETTLE_MS);
    else setPosition((p) => ({ ...p, ms: SETTLE_MS }));
  };
  const onClickCapture = (event: React.MouseEvent) => {
    if (!dragged.current) return;
    dragged.current = false;
    event.preventDefault();
    event.stopPropagation();
  };

  const base = -position.index * 100;
  const offset = dragPx === null ? `${base}%` : `calc(${base}% + ${dragPx}px)`;
  const isNear = (i: number) => {
    if (saver) return i === current;
    const distance = Math.abs(i - current);
    return distance <= 1 || distance === count - 1;
  };

  return (
    <section
      className={`${styles.swiper} ${className ?? ''}`}
      aria-roledescription="carousel"
      aria-label={label}
    >
      <div
        ref={viewport}
        className={styles.viewport}
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={onPointerEnd}
        onPointerCancel={onPointerEnd}
        onClickCapture={onClickCapture}
      >
        <div
          className={styles.track}
          style={{
            transform: `translate3d(${offset}, 0, 0)`,
            transitionDuration: `${dragPx === null ? position.ms : 0}ms`,
          }}
          onTransitionEnd={onTransitionEnd}
        >
          {items.map((item, i) => (
            // biome-ignore lint/a11y/useSemanticElements: the WAI-ARIA carousel pattern: a slide is a group
            <div
              key={itemKey(item)}
              className={styles.slide}
              role="group"
              aria-roledescription="slide"
              aria-label={`${i + 1} / ${count}`}
              aria-hidden={i !== current || undefined}
              inert={i !== current || undefined}
            >
              {saver && !isNear(i) ? null : render(item, i, isNear(i))}
            </div>
          ))}
          {count > 1 && (
            // The copy of the first slide after the last: the loop turns onto it, then jumps to the first.
            <div className={styles.slide} aria-hidden="true" inert>
              {saver && current !== 0 ? null : render(items[0] as T, 0, true)}
            </div>
          )}
        </div>
      </div>
      {count > 1 && (
        <div className={styles.dots} aria-hidden="true">
          {items.map((_, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: one dot per position
            <span key={i} className={`${styles.dot} ${i === current ? styles.activeDot : ''}`} />
          ))}
        </div>
      )}
    </section>
  );
}
