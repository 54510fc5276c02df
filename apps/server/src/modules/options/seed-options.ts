import type { MarketCode } from '@sika/domain';
import type { ServerContext } from '../../context.ts';
import { brazilOptions } from './demo/brazil.ts';
import { cameroonOptions } from './demo/cameroon.ts';
import { ghanaOptions } from './demo/ghana.ts';
import { kenyaOptions } from './demo/kenya.ts';
import { nigeriaOptions } from './demo/nigeria.ts';
import { sharedOptions } from './demo/shared.ts';
import { ugandaOptions } from './demo/uganda.ts';
import { zambiaOptions } from './demo/zambia.ts';
import { insertMissingOptions, type NewOption } from './option-repository.ts';

const DEMO_OPTIONS: Partial<Record<MarketCode, () => NewOption[]>> = {
  GH: ghanaOptions,
  KE: kenyaOptions,
  UG: ugandaOptions,
  ZM: zambiaOptions,
  CM: cameroonOptions,
  NG: nigeriaOptions,
  BR: brazilOptions,
};

/** Seeds the market's missing options (idempotent; never overwrites an operator's value). */
export async function seedOptions(ctx: ServerContext): Promise<void> {
  const options = DEMO_OPTIONS[ctx.market.code];
  if (!options) {
    ctx.log.warn(
      { market: ctx.market.code },
      'no demo options for this market: configure them before launch',
    );
    return;
  }
  await insertMissingOptions(ctx.db, ctx.market.code, [
    ...sharedOptions(ctx.config.SMS_CODE_ENABLED),
    ...options(),
  ]);
}
