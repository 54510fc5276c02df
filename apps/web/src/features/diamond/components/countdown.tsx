import { useEffect, useState } from 'react';

/** hh:mm:ss left of `ms` counted from when it was given; stops at zero and then calls `onDone` once. */
export function Countdown({ ms, onDone }: { ms: number; onDone?(): void }) {
  const [end] = useState(() => Date.now() + ms);
  const [left, setLeft] = useState(ms);
  useEffect(() => {
    const timer = setInterval(() => {
      const next = Math.max(0, end - Date.now());
      setLeft(next);
      if (next === 0) {
        clearInterval(timer);
        onDone?.();
      }
    }, 1_000);
    return () => clearInterval(timer);
  }, [end, onDone]);
  const seconds = Math.floor(left / 1_000);
  const pad = (n: number) => String(n).padStart(2, '0');
  return (
    <time dateTime={`PT${seconds}S`}>
      {pad(Math.floor(seconds / 3_600))}:{pad(Math.floor((seconds % 3_600) / 60))}:{pad(seconds % 60)}
    </time>
  );
}
