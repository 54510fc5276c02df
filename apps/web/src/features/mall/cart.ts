import type { CartItem, MallGoods, MallPayWith } from '@sika/contract';

/**
 * The cart (spec core §3 Cart, §4 Cart): items (id, unit price, count, coupon type) and one chosen coupon.
 * Changing an item resets the coupon choice; turning coupons off clears it. `orderKey` is the idempotency
 * key of the order this cart would place: the same cart tapped twice (or sent again after a reload) is one
 * order, a changed cart a new key. A cart holds goods of one currency (`payWith`, docs/mall.md): the server
 * refuses mixed lines (5691), so the app refuses to add them and says why.
 */
export interface Cart {
  items: CartItem[];
  payWith: MallPayWith | null;
  useCoupon: boolean;
  couponId: string | null;
  orderKey: string;
}

/** At most this many lines in one order (the contract's cart). */
export const MAX_LINES = 10;

export type CartAction =
  | { type: 'set-item'; item: CartItem; payWith: MallPayWith }
  | { type: 'remove-item'; id: number }
  | { type: 'use-coupon'; on: boolean }
  | { type: 'choose-coupon'; couponId: string | null }
  | { type: 'new-key' }
  | { type: 'ordered'; nextKey: string };

export const emptyCart = (orderKey: string): Cart => ({
  items: [],
  payWith: null,
  useCoupon: false,
  couponId: null,
  orderKey,
});

const sameItem = (a: CartItem, b: CartItem) =>
  a.id === b.id && a.unitPrice === b.unitPrice && a.count === b.count && a.couponType === b.couponType;

/** Why a good cannot join the cart: another currency is in it, or it is full. null: it can. */
export function cannotAdd(
  cart: Cart,
  goods: { id: number; payWith: MallPayWith },
): 'currency' | 'full' | null {
  if (cart.items.length > 0 && cart.payWith && cart.payWith !== goods.payWith) return 'currency';
  if (cart.items.length >= MAX_LINES && !cart.items.some((item) => item.id === goods.id)) return 'full';
  return null;
}

/** The next cart; `newKey` names the order a changed cart would place. */
export function cartReducer(cart: Cart, action: CartAction, newKey: () => string): Cart {
  switch (action.type) {
    case 'set-item': {
      if (cannotAdd(cart, { id: action.item.id, payWith: action.payWith })) return cart;
      const current = cart.items.find((item) => item.id === action.item.id);
      if (current && sameItem(current, action.item)) return cart;
      const items = current
        ? cart.items.map((item) => (item.id === action.item.id ? action.item : item))
        : [...cart.items, action.item];
      return { ...cart, items, payWith: action.payWith, couponId: null, orderKey: newKey() };
    }
    case 'remove-item': {
      const items = cart.items.filter((item) => item.id !== action.id);
      return {
        ...cart,
        items,
        payWith: items.length > 0 ? cart.payWith : null,
        couponId: null,
        orderKey: newKey(),
      };
    }
    case 'use-coupon':
      return action.on
        ? { ...cart, useCoupon: true }
        : { ...cart, useCoupon: false, couponId: null, orderKey: newKey() };
    case 'choose-coupon':
      return { ...cart, useCoupon: true, couponId: action.couponId, orderKey: newKey() };
    case 'new-key':
      return { ...cart, orderKey: newKey() };
    case 'ordered':
      return emptyCart(action.nextKey);
  }
}

/**
 * What is wrong with a line against today's goods (docs/mall.md): the good is no longer sold, sold out,
 * fewer left than the count, more than one order may hold, or its price is not the one the player saw.
 * A cart with a problem cannot be bought until the player settles it: nothing is bought silently.
 */
export type Problem =
  | { kind: 'gone' }
  | { kind: 'soldOut' }
  | { kind: 'short'; left: number }
  | { kind: 'tooMany'; max: number }
  | { kind: 'price'; now: number };

export function problemOf(item: CartItem, goods: MallGoods | undefined): Problem | null {
  if (!goods) return { kind: 'gone' };
  if (goods.stock === 0) return { kind: 'soldOut' };
  if (goods.unitPrice !== item.unitPrice) return { kind: 'price', now: goods.unitPrice };
  if (goods.stock < item.count) return { kind: 'short', left: goods.stock };
  if (goods.maxPerOrder < item.count) return { kind: 'tooMany', max: goods.maxPerOrder };
  return null;
}
