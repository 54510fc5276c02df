import type { CartItem } from '@sika/contract';

/**
 * The cart (spec core §3 Cart, §4 Cart): items (id, unit price, count, coupon type) and one chosen coupon.
 * Changing an item resets the coupon choice; turning coupons off clears it. `orderKey` is the idempotency
 * key of the order this cart would place: the same cart tapped twice is one order, a changed cart a new key.
 */
export interface Cart {
  items: CartItem[];
  useCoupon: boolean;
  couponId: string | null;
  orderKey: string;
}

export type CartAction =
  | { type: 'set-item'; item: CartItem }
  | { type: 'remove-item'; id: number }
  | { type: 'use-coupon'; on: boolean }
  | { type: 'choose-coupon'; couponId: string | null }
  | { type: 'ordered'; nextKey: string };

export const emptyCart = (orderKey: string): Cart => ({
  items: [],
  useCoupon: false,
  couponId: null,
  orderKey,
});

const sameItem = (a: CartItem, b: CartItem) =>
  a.id === b.id && a.unitPrice === b.unitPrice && a.count === b.count && a.couponType === b.couponType;

/** The next cart; `newKey` names the order a changed cart would place. */
export function cartReducer(cart: Cart, action: CartAction, newKey: () => string): Cart {
  switch (action.type) {
    case 'set-item': {
      const current = cart.items.find((item) => item.id === action.item.id);
      if (current && sameItem(current, action.item)) return cart;
      const items = current
        ? cart.items.map((item) => (item.id === action.item.id ? action.item : item))
        : [...cart.items, action.item];
      return { ...cart, items, couponId: null, orderKey: newKey() };
    }
    case 'remove-item':
      return {
        ...cart,
        items: cart.items.filter((item) => item.id !== action.id),
        couponId: null,
        orderKey: newKey(),
      };
    case 'use-coupon':
      return action.on
        ? { ...cart, useCoupon: true }
        : { ...cart, useCoupon: false, couponId: null, orderKey: newKey() };
    case 'choose-coupon':
      return { ...cart, useCoupon: true, couponId: action.couponId, orderKey: newKey() };
    case 'ordered':
      return { ...cart, couponId: null, useCoupon: false, orderKey: action.nextKey };
  }
}
