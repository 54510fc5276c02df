import type { Language, MenuItem } from '@sika/contract';
import type { ServerContext } from '../../context.ts';
import { findMenuItems } from './content-repository.ts';

/** The enabled items of one menu in operator order; an unknown menu is simply empty. No errors. */
export function listMenuItems(ctx: ServerContext, menuId: number, lang: Language): Promise<MenuItem[]> {
  return findMenuItems(ctx.db, ctx.market.code, menuId, lang);
}
