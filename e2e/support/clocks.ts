import { expect } from 'vitest';
import { postForm } from './players.ts';

/**
 * The stack's two clocks, the server's test clock and the beacon simulator's, moved together as time
 * passes for both (draw journeys wait for a beacon round after the close).
 */
export function stackClocks(baseUrl: string, beaconUrl: string) {
  return {
    async move(advanceMs: number) {
      await postForm(baseUrl, '/api/test-support/clock', { advanceMs: String(advanceMs) });
      const moved = await fetch(`${beaconUrl}/test-support/clock`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ advanceMs }),
      });
      expect(moved.status).toBe(200);
    },

    /** The server's clock: real time plus the test clock's offset. */
    async serverNow(): Promise<number> {
      const offset = await fetch(`${baseUrl}/api/test-support/clock`).then(
        async (r) => ((await r.json()) as { data?: { offsetMs?: number } }).data?.offsetMs,
        () => undefined,
      );
      return Date.now() + (offset ?? 0);
    },

    /** Back to real time, so that the journeys of other files run on it. */
    async reset() {
      await postForm(baseUrl, '/api/test-support/clock', { reset: '1' }).catch(() => undefined);
      await fetch(`${beaconUrl}/test-support/clock`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ reset: true }),
      }).catch(() => undefined);
    },
  };
}

export type StackClocks = ReturnType<typeof stackClocks>;
