import type { ServerContext } from './context.ts';
import { channelsForMarket } from './modules/mobile-money/index.ts';
import { optionSetupProblems, type SetupReport } from './modules/options/index.ts';
import { depositSetupProblems } from './modules/payments/index.ts';
import { withdrawSetupProblems } from './modules/withdrawals/index.ts';

/**
 * Whether the market this server serves can take and pay out money (issue 20: "a market cannot be started
 * with a half configuration"). Checked at start, after the demo seeds:
 * - the code must know a mobile-money channel of the market, whatever the database holds;
 * - a market with some of its configuration (options, channels, packages) must have all of it;
 * - a market with none of it starts (an operator configures it in the back office; SEED_DEMO=0 on a new
 *   database), with a warning naming each piece, unless the demo seeds ran: they must leave it complete.
 */
export interface MarketSetup {
  /** One line per missing piece, for the operator. */
  missing: string[];
  /** Nothing of the market's configuration is in the database yet. */
  empty: boolean;
  /** The code itself cannot serve the market (no channel): never starts. */
  unsupported: boolean;
}

export async function checkMarketSetup(ctx: ServerContext): Promise<MarketSetup> {
  const market = ctx.market.code;
  const unsupported = channelsForMarket(market).length === 0;
  const reports: SetupReport[] = [
    await optionSetupProblems(ctx),
    await depositSetupProblems(ctx),
    await withdrawSetupProblems(ctx),
  ];
  const missing = reports.flatMap((report) => report.missing);
  if (unsupported)
    missing.unshift(`no payment channel exists for market ${market} (mobile-money/channels.ts)`);
  return { missing, empty: reports.every((report) => report.present === 0), unsupported };
}

/** Throws, naming every missing piece, when the market may not start; warns when it is simply new. */
export async function assertMarketSetup(ctx: ServerContext, seeded: boolean): Promise<void> {
  const setup = await checkMarketSetup(ctx);
  if (setup.missing.length === 0) return;
  const list = setup.missing.map((line) => `  - ${line}`).join('\n');
  if (!setup.unsupported && setup.empty && !seeded) {
    ctx.log.warn(`market ${ctx.market.code} is not configured yet; set in the back office:\n${list}`);
    return;
  }
  throw new Error(`market ${ctx.market.code} cannot start with a half configuration; missing:\n${list}`);
}
