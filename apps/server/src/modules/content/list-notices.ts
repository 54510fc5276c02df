import type { Language, Notice } from '@sika/contract';
import { NOTICE_ROTATION_MS } from '@sika/domain';
import type { ServerContext } from '../../context.ts';
import { findLiveNotices } from './content-repository.ts';

/** The home screen's live notices and how often they rotate. No errors. */
export async function listNotices(
  ctx: ServerContext,
  lang: Language,
): Promise<{ rotationMs: number; list: Notice[] }> {
  const rows = await findLiveNotices(ctx.db, ctx.market.code, lang, ctx.now());
  return {
    rotationMs: NOTICE_ROTATION_MS,
    list: rows.map((row) => ({ ...row, time: row.time.toISOString() })),
  };
}
