import { getTestClock, setTestClock } from '@sika/contract';
import { localDate, marketTimeZones } from '@sika/domain';
import type { FastifyInstance } from 'fastify';
import type { ServerContext } from '../../context.ts';
import { registerCall } from '../../http/route.ts';
import { reopenDrawsClosedAhead } from '../draws/index.ts';
import type { TestClock } from './test-clock.ts';

/**
 * The test-clock calls, registered only when TEST_CLOCK is on, which config.ts refuses in production:
 * in production these paths do not exist (404).
 */
export function testClockRoutes(app: FastifyInstance, ctx: ServerContext, clock: TestClock) {
  if (!ctx.config.TEST_CLOCK || ctx.config.NODE_ENV === 'production') return;
  app.addHook('onRequest', async () => {
    await clock.refresh(ctx.db);
  });
  const view = () => {
    const now = clock.now();
    return {
      offsetMs: clock.offsetMs(),
      now: now.toISOString(),
      localDate: localDate(now, marketTimeZones[ctx.market.code]),
    };
  };
  registerCall(app, getTestClock, async () => view());
  registerCall(app, setTestClock, async ({ body }) => {
    if (body.reset) await clock.reset(ctx.db);
    else if (body.advanceMs !== undefined) await clock.advance(ctx.db, body.advanceMs);
    // Back in time, draws the runner closed "in the future" sell again, so the next journey finds them as
    // real time would (a lottery or raffle closed a week ahead would otherwise wait days for its beacon).
    const reopened = await reopenDrawsClosedAhead(ctx.db, clock.now());
    ctx.log.warn({ offsetMs: clock.offsetMs(), reopened }, 'test clock moved');
    return view();
  });
}
