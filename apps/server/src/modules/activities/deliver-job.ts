import type { ScheduledJob } from '../../jobs/index.ts';
import { deliverPlayerEvents } from '../outbox/index.ts';
import { playerEventConsumers } from './consumers.ts';

/** The backstop of the in-process dispatcher: every minute, one instance catches every consumer up. */
export const deliverPlayerEventsJob: ScheduledJob = {
  name: 'deliver-player-events',
  cron: '* * * * *',
  async run(ctx) {
    for (const consumer of playerEventConsumers) await deliverPlayerEvents(ctx, consumer);
  },
};
