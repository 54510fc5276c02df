import { type ReactNode, useEffect, useRef, useState } from 'react';
import styles from './wheel.module.css';

export interface WheelSegment {
  /** Short text printed on the segment (a prize). */
  label: string;
  /** A small picture above the label (an icon). */
  icon?: ReactNode;
}

/** Full turns before the wheel settles: long enough to read as a spin, short enough for a phone. */
const TURNS = 6;
const SPIN_MS = 4_200;
const REDUCED_SPIN_MS = 300;
const SIZE = 300;
const RADIUS = SIZE / 2;

/**
 * Rotation (degrees, clockwise) that puts segment `index` under the pointer at the top, always further than
 * `from` by at least TURNS full turns, so every spin goes forward. Segment 0 is centred at the top at rest
 * and segments follow clockwise.
 */
export function wheelRotation(from: number, index: number, count: number): number {
  const step = 360 / count;
  const rest = (((-index * step) % 360) + 360) % 360;
  const base = Math.ceil(from / 360) * 360 + TURNS * 360;
  return base + rest;
}

/**
 * A prize wheel under a fixed pointer. It never chooses: it turns to `target` (the server's outcome) when
 * `spinKey` changes, and calls `onSettled` when it stops. `prefers-reduced-motion` shortens the turn.
 */
export function Wheel({
  segments,
  target,
  spinKey,
  onSettled,
  label,
  hub,
}: {
  segments: readonly WheelSegment[];
  /** Index the wheel must stop on; null while there is nothing to show. */
  target: number | null;
  /** A new value starts a spin to `target`. */
  spinKey: number;
  onSettled?(): void;
  /** Accessible name of the wheel. */
  label: string;
  /** What stands in the middle (a spin button). */
  hub?: ReactNode;
}) {
  const [rotation, setRotation] = useState(0);
  const [durationMs, setDurationMs] = useState(SPIN_MS);
  const settled = useRef(onSettled);
  settled.current = onSettled;
  const count = Math.max(segments.length, 1);

  useEffect(() => {
    if (spinKey === 0 || target === null) return;
    const reduced = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
    const duration = reduced ? REDUCED_SPIN_MS : SPIN_MS;
    setDurationMs(duration);
    setRotation((from) => wheelRotation(from, target, count));
    const timer = setTimeout(() => settled.current?.(), duration);
    return () => clearTimeout(timer);
  }, [spinKey, target, count]);

  const step = 360 / count;
  return (
    <div className={styles.wheel} role="img" aria-label={label}>
      <div className={styles.rim}>
        <svg
          className={styles.disc}
          viewBox={`0 0 ${SIZE} ${SIZE}`}
          style={{ transform: `rotate(${rotation}deg)`, transitionDuration: `${durationMs}ms` }}
          aria-hidden="true"
        >
          {segments.map((segment, index) => (
            <Segment
              // biome-ignore lint/suspicious/noArrayIndexKey: the position is the segment's identity
              key={index}
              index={index}
              step={step}
              segment={segment}
            />
          ))}
        </svg>
        <span className={styles.pointer} aria-hidden="true" />
        {hub && <div className={styles.hub}>{hub}</div>}
      </div>
    </div>
  );
}

function point(angleDeg: number, r: number): string {
  const rad = ((angleDeg - 90) * Math.PI) / 180;
  return `${(RADIUS + r * Math.cos(rad)).toFixed(2)} ${(RADIUS + r * Math.sin(rad)).toFixed(2)}`;
}

function Segment({ index, step, segment }: { index: number; step: number; segment: WheelSegment }) {
  const start = index * step - step / 2;
  const end = start + step;
  const r = RADIUS - 4;
  const large = step > 180 ? 1 : 0;
  const path = `M ${RADIUS} ${RADIUS} L ${point(start, r)} A ${r} ${r} 0 ${large} 1 ${point(end, r)} Z`;
  return (
    <g>
      <path d={path} className={index % 2 === 0 ? styles.even : styles.odd} />
      <g transform={`rotate(${index * step} ${RADIUS} ${RADIUS})`}>
        {segment.icon && (
          <foreignObject x={RADIUS - 14} y={34} width={28} height={28} className={styles.icon}>
            {segment.icon}
          </foreignObject>
        )}
        <text x={RADIUS} y={segment.icon ? 80 : 50} className={styles.label} textAnchor="middle">
          {segment.label}
        </text>
      </g>
    </g>
  );
}
