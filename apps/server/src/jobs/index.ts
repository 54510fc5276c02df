import PgBoss from 'pg-boss';
import type { ServerContext } from '../context.ts';
import { countJobRun } from '../metrics/index.ts';

/**
 * A recurring job: pg-boss runs it on its cron in exactly one instance at a time, across every server
 * sharing the database (ARCHITECTURE.md, Scale-out). `run` must be safe to repeat: a job may be retried.
 */
export interface ScheduledJob {
  name: string;
  /** Cron, minute resolution, UTC. */
  cron: string;
  run(ctx: ServerContext): Promise<void>;
}

export interface Jobs {
  stop(): Promise<void>;
}

export async function startJobs(
  ctx: ServerContext,
  connectionString: string,
  jobs: ScheduledJob[],
): Promise<Jobs> {
  const boss = new PgBoss({ connectionString, max: 4, application_name: 'sika-jobs' });
  boss.on('error', (error) => ctx.log.error({ err: error }, 'job engine error'));
  await boss.start();
  for (const job of jobs) {
    // A singleton queue: a new run is not queued while one is waiting or active.
    await boss.createQueue(job.name, { name: job.name, policy: 'singleton' });
    await boss.schedule(job.name, job.cron, {}, { tz: 'UTC' });
    await boss.work(job.name, async () => {
      const startedAt = performance.now();
      try {
        await job.run(ctx);
      } catch (error) {
        // Counted and logged here, then pg-boss records the failure and retries per its policy.
        countJobRun(job.name, 'failed');
        ctx.log.error({ err: error, job: job.name }, 'job failed');
        throw error;
      }
      countJobRun(job.name, 'ok');
      ctx.log.debug({ job: job.name, ms: Math.round(performance.now() - startedAt) }, 'job done');
    });
  }
  return {
    async stop() {
      await boss.stop({ graceful: true, wait: true, timeout: 5_000 });
    },
  };
}
