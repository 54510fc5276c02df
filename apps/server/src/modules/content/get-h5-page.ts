import type { Language } from '@sika/contract';
import type { ServerContext } from '../../context.ts';
import { AppError } from '../../http/errors.ts';
import { findH5Page } from './content-repository.ts';

/** An h5 page (/pages/h5/{type}). Errors: NOT_FOUND when the market has no page of this type. */
export async function getH5Page(ctx: ServerContext, type: number, lang: Language) {
  const page = await findH5Page(ctx.db, ctx.market.code, type, lang);
  if (!page) throw new AppError('NOT_FOUND', { internal: `no h5 page ${type}` });
  return {
    type: page.type,
    title: page.title,
    content: page.content,
    updatedAt: page.updated_at.toISOString(),
  };
}
