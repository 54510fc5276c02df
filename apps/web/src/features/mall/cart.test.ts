import { describe, expect, it } from 'vitest';
import { type Cart, cannotAdd, cartReducer, emptyCart, MAX_LINES, problemOf } from './cart.ts';
import { parseCart } from './cart-store.ts';

let keys = 0;
const next = () => `key-${++keys}`;
const item = { id: 101, unitPrice: 450, count: 1, couponType: 1 };
const set = (cart: Cart, it: typeof item, payWith: 'coins' | 'diamonds' | 'cash' = 'coins') =>
  cartReducer(cart, { type: 'set-item', item: it, payWith }, next);

describe('the cart (core §4)', () => {
  it('resets the coupon choice when an item changes', () => {
    let cart: Cart = set(emptyCart('k0'), item);
    cart = cartReducer(cart, { type: 'choose-coupon', couponId: 'c1' }, next);
    expect(cart).toMatchObject({ useCoupon: true, couponId: 'c1' });
    const changed = set(cart, { ...item, count: 2 });
    expect(changed).toMatchObject({ useCoupon: true, couponId: null, items: [{ ...item, count: 2 }] });
    expect(changed.orderKey).not.toBe(cart.orderKey);
    const added = set(changed, { ...item, id: 102 });
    expect(added.items.map((i) => i.id)).toEqual([101, 102]);
  });

  it('keeps the coupon and the order key when the same item is set again', () => {
    let cart = set(emptyCart('k0'), item);
    cart = cartReducer(cart, { type: 'choose-coupon', couponId: 'c1' }, next);
    expect(set(cart, { ...item })).toBe(cart);
  });

  it('clears the coupon when coupons are turned off, and when an item is removed', () => {
    let cart = set(emptyCart('k0'), item);
    cart = cartReducer(cart, { type: 'choose-coupon', couponId: 'c1' }, next);
    expect(cartReducer(cart, { type: 'use-coupon', on: false }, next)).toMatchObject({
      useCoupon: false,
      couponId: null,
    });
    const removed = cartReducer(cart, { type: 'remove-item', id: 101 }, next);
    expect(removed).toMatchObject({ items: [], couponId: null, payWith: null });
  });

  it('holds one currency: a good paid otherwise is refused, with the reason', () => {
    const cart = set(emptyCart('k0'), item, 'coins');
    expect(cannotAdd(cart, { id: 201, payWith: 'diamonds' })).toBe('currency');
    expect(set(cart, { ...item, id: 201 }, 'diamonds')).toBe(cart);
    expect(cannotAdd(emptyCart('k'), { id: 201, payWith: 'diamonds' })).toBeNull();
  });

  it('holds at most ten lines', () => {
    let cart = emptyCart('k0');
    for (let id = 1; id <= MAX_LINES; id++) cart = set(cart, { ...item, id });
    expect(cannotAdd(cart, { id: 99, payWith: 'coins' })).toBe('full');
    expect(cannotAdd(cart, { id: 3, payWith: 'coins' })).toBeNull();
  });

  it('starts empty with a new order key after an order', () => {
    const cart = set(emptyCart('k0'), item);
    expect(cartReducer(cart, { type: 'ordered', nextKey: 'fresh' }, next)).toEqual(emptyCart('fresh'));
  });
});

describe('the cart against today’s goods', () => {
  const goods = {
    id: 101,
    type: 1,
    name: 'codes',
    description: '',
    image: '',
    payWith: 'coins' as const,
    unitPrice: 450,
    stock: 5,
    sold: 0,
    maxPerOrder: 3,
    delivery: 'raffle_codes' as const,
    deliveryAmount: 5,
    couponType: 1,
    jumpUrl: null,
    freeRounds: null,
  };

  it('names what is wrong with a line, so nothing is bought silently', () => {
    expect(problemOf(item, goods)).toBeNull();
    expect(problemOf(item, undefined)).toEqual({ kind: 'gone' });
    expect(problemOf(item, { ...goods, stock: 0 })).toEqual({ kind: 'soldOut' });
    expect(problemOf(item, { ...goods, unitPrice: 500 })).toEqual({ kind: 'price', now: 500 });
    expect(problemOf({ ...item, count: 3 }, { ...goods, stock: 2 })).toEqual({ kind: 'short', left: 2 });
    expect(problemOf({ ...item, count: 4 }, goods)).toEqual({ kind: 'tooMany', max: 3 });
  });

  it('reads back a stored cart only when it has the cart’s shape', () => {
    const cart = { ...set(emptyCart('k'), item), orderKey: '0123456789abcdef' };
    expect(parseCart(JSON.parse(JSON.stringify(cart)))).toEqual(cart);
    expect(parseCart(null)).toBeNull();
    expect(parseCart({ ...cart, items: [{ ...item, count: 0 }] })).toBeNull();
    expect(parseCart({ ...cart, payWith: 'gold' })).toBeNull();
    expect(parseCart({ ...cart, orderKey: 'short' })).toBeNull();
    expect(
      parseCart({ ...cart, items: Array.from({ length: 11 }, (_, i) => ({ ...item, id: i + 1 })) }),
    ).toBeNull();
  });
});
