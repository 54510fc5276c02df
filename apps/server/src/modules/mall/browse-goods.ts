import type { Language, MallGoods, MallType } from '@sika/contract';
import type { ServerContext } from '../../context.ts';
import { AppError } from '../../http/errors.ts';
import { listGoods, listTypes } from './goods-repository.ts';

/** The mall centre (`/mall`): every enabled shelf with its goods, shelves without goods left out. */
export async function getCentre(ctx: ServerContext, lang: Language) {
  const [types, goods] = await Promise.all([listTypes(ctx.db, lang), listGoods(ctx.db, lang)]);
  return {
    types: types
      .map((type) => ({ ...type, goods: goods.filter((g) => g.type === type.id) }))
      .filter((type) => type.goods.length > 0),
  };
}

/** One shelf (`/mall/{type}`). Errors: NOT_FOUND (no such enabled shelf). */
export async function getGoodsByType(
  ctx: ServerContext,
  typeId: number,
  lang: Language,
): Promise<{ type: MallType; list: MallGoods[] }> {
  const [type] = await listTypes(ctx.db, lang, typeId);
  if (!type) throw new AppError('NOT_FOUND', { internal: `mall type ${typeId}` });
  return { type, list: await listGoods(ctx.db, lang, { type: typeId }) };
}

/** One good (`/mall/detail/{id}`). Errors: MALL_GOODS_NOT_FOUND. */
export async function getGoodsDetail(ctx: ServerContext, id: number, lang: Language): Promise<MallGoods> {
  const [goods] = await listGoods(ctx.db, lang, { ids: [id] });
  if (!goods) throw new AppError('MALL_GOODS_NOT_FOUND');
  return goods;
}
