import type { Advert, Language } from '@sika/contract';
import type { ServerContext } from '../../context.ts';
import { findLiveAdverts } from './content-repository.ts';

/** The live adverts of the given positions: enabled and inside their window at this moment. No errors. */
export async function listAdverts(
  ctx: ServerContext,
  positions: string[],
  lang: Language,
): Promise<Advert[]> {
  const rows = await findLiveAdverts(ctx.db, ctx.market.code, positions, lang, ctx.now());
  return rows.map((row) => ({
    ...row,
    startAt: row.startAt.toISOString(),
    endAt: row.endAt ? row.endAt.toISOString() : null,
  }));
}
