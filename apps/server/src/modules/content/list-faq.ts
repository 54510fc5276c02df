import type { Language } from '@sika/contract';
import type { ServerContext } from '../../context.ts';
import { findFaqEntries } from './content-repository.ts';

/** The questions and answers of /me/faq in operator order. No errors. */
export function listFaq(ctx: ServerContext, lang: Language) {
  return findFaqEntries(ctx.db, ctx.market.code, lang);
}
