import type { ServerContext } from '../../context.ts';
import { channelByCode } from '../mobile-money/index.ts';
import type { SetupReport } from '../options/index.ts';
import { listChannels, listGridPackages } from './catalog-repository.ts';

/** A market takes deposits with at least one enabled channel this server can reach and one package. */
export async function depositSetupProblems(ctx: ServerContext): Promise<SetupReport> {
  const market = ctx.market.code;
  const rows = await listChannels(ctx.db, market);
  const reachable = rows.filter((row) => channelByCode(row.channel_code, market) !== undefined);
  const packages = await listGridPackages(ctx.db, market);
  const missing: string[] = [];
  if (reachable.length === 0) missing.push(`no deposit channel is enabled for ${market} (payment_channels)`);
  if (packages.length === 0) missing.push(`no deposit package is enabled for ${market} (deposit_packages)`);
  return { missing, present: rows.length + packages.length };
}
