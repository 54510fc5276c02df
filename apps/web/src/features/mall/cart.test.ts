import { describe, expect, it } from 'vitest';
import { type Cart, cartReducer, emptyCart } from './cart.ts';

let keys = 0;
const next = () => `key-${++keys}`;
const item = { id: 101, unitPrice: 450, count: 1, couponType: 1 };

describe('the cart (core §4)', () => {
  it('resets the coupon choice when an item changes', () => {
    let cart: Cart = cartReducer(emptyCart('k0'), { type: 'set-item', item }, next);
    cart = cartReducer(cart, { type: 'choose-coupon', couponId: 'c1' }, next);
    expect(cart).toMatchObject({ useCoupon: true, couponId: 'c1' });
    const changed = cartReducer(cart, { type: 'set-item', item: { ...item, count: 2 } }, next);
    expect(changed).toMatchObject({ useCoupon: true, couponId: null, items: [{ ...item, count: 2 }] });
    expect(changed.orderKey).not.toBe(cart.orderKey);
  });

  it('keeps the coupon and the order key when the same item is set again', () => {
    let cart = cartReducer(emptyCart('k0'), { type: 'set-item', item }, next);
    cart = cartReducer(cart, { type: 'choose-coupon', couponId: 'c1' }, next);
    expect(cartReducer(cart, { type: 'set-item', item: { ...item } }, next)).toBe(cart);
  });

  it('clears the coupon when coupons are turned off', () => {
    let cart = cartReducer(emptyCart('k0'), { type: 'set-item', item }, next);
    cart = cartReducer(cart, { type: 'choose-coupon', couponId: 'c1' }, next);
    cart = cartReducer(cart, { type: 'use-coupon', on: false }, next);
    expect(cart).toMatchObject({ useCoupon: false, couponId: null });
  });

  it('starts a new order key after an order', () => {
    const cart = cartReducer(emptyCart('k0'), { type: 'set-item', item }, next);
    expect(cartReducer(cart, { type: 'ordered', nextKey: 'fresh' }, next).orderKey).toBe('fresh');
  });
});
