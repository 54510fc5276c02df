import type { Language, SystemOption } from '@sika/contract';
import type { ServerContext } from '../../context.ts';
import { findOptions } from './option-repository.ts';

/** The options of the given types for this market, in `lang` (English where untranslated). No errors. */
export function getOptions(ctx: ServerContext, types: number[], lang: Language): Promise<SystemOption[]> {
  return findOptions(ctx.db, ctx.market.code, types, lang);
}

/**
 * One option's content for other modules (withdraw reads 100, 150, 6002; deposit 4011…);
 * undefined when the operator has not configured it, so the caller decides what "missing" means.
 */
export async function readOption(
  ctx: ServerContext,
  type: number,
  lang: Language = 'en',
): Promise<string | undefined> {
  const [option] = await findOptions(ctx.db, ctx.market.code, [type], lang);
  return option?.content;
}
