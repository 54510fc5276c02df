import type { ServerContext } from '../../context.ts';
import type { SetupReport } from '../options/index.ts';
import { listWithdrawChannels } from './channel-repository.ts';

/** A market pays out with at least one enabled withdraw channel this server can pay through. */
export async function withdrawSetupProblems(ctx: ServerContext): Promise<SetupReport> {
  const channels = await listWithdrawChannels(ctx.db, ctx.market.code);
  return {
    missing:
      channels.length === 0
        ? [`no withdraw channel is enabled for ${ctx.market.code} (withdraw_channels)`]
        : [],
    present: channels.length,
  };
}
