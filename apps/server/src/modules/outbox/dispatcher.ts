import type { ServerContext } from '../../context.ts';
import { deliverPlayerEvents, type PlayerEventConsumer } from './deliver-player-events.ts';

export interface Dispatcher {
  stop(): Promise<void>;
}

/**
 * Delivers the outbox to every consumer every `intervalMs` in this instance (docs/player-events.md). Each
 * consumer's cursor row lock keeps two instances from delivering to the same consumer at once. A failing
 * consumer is logged and retried on the next tick; the others go on.
 */
export function startPlayerEventDispatcher(
  ctx: ServerContext,
  consumers: readonly PlayerEventConsumer[],
  intervalMs = 1000,
): Dispatcher {
  let running: Promise<void> | null = null;
  let stopped = false;
  const tick = () => {
    if (running || stopped) return;
    running = (async () => {
      for (const consumer of consumers) {
        try {
          await deliverPlayerEvents(ctx, consumer);
        } catch (error) {
          ctx.log.error({ err: error, consumer: consumer.name }, 'player event delivery failed');
        }
      }
    })().finally(() => {
      running = null;
    });
  };
  const timer = setInterval(tick, intervalMs);
  timer.unref();
  return {
    async stop() {
      stopped = true;
      clearInterval(timer);
      await running;
    },
  };
}
