import { type CartItem, cartItem, mallPayWith } from '@sika/contract';
import { useCallback, useSyncExternalStore } from 'react';
import { randomHex, readStored, writeStored } from '../../lib/storage.ts';
import { type Cart, type CartAction, cartReducer, emptyCart, MAX_LINES } from './cart.ts';

/**
 * The player's cart, kept on the phone (localStorage `mallCart`) so it lives across pages, reloads and
 * tabs. What is read back is checked for its shape (a damaged value is an empty cart); whether its goods
 * are still sold, in stock and at the price the player saw is checked against the server by the cart page.
 */
const STORAGE_KEY = 'mallCart';

/** The stored cart if it has the cart's shape, else null. */
export function parseCart(value: unknown): Cart | null {
  if (typeof value !== 'object' || value === null) return null;
  const v = value as Record<string, unknown>;
  if (!Array.isArray(v.items) || v.items.length > MAX_LINES) return null;
  const items: CartItem[] = [];
  for (const raw of v.items) {
    const item = cartItem.safeParse(raw);
    if (!item.success) return null;
    items.push(item.data);
  }
  const payWith = v.payWith === null ? null : mallPayWith.safeParse(v.payWith);
  if (payWith !== null && !payWith.success) return null;
  if (typeof v.useCoupon !== 'boolean') return null;
  if (v.couponId !== null && (typeof v.couponId !== 'string' || v.couponId.length > 64)) return null;
  if (typeof v.orderKey !== 'string' || v.orderKey.length < 8 || v.orderKey.length > 64) return null;
  return {
    items,
    payWith: items.length > 0 && payWith ? payWith.data : null,
    useCoupon: v.useCoupon,
    couponId: v.couponId,
    orderKey: v.orderKey,
  };
}

const newKey = () => randomHex(16);

function load(): Cart {
  const raw = readStored(STORAGE_KEY);
  if (!raw) return emptyCart(newKey());
  try {
    return parseCart(JSON.parse(raw)) ?? emptyCart(newKey());
  } catch {
    return emptyCart(newKey());
  }
}

let current: Cart | null = null;
const listeners = new Set<() => void>();

function snapshot(): Cart {
  current ??= load();
  return current;
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  // Another tab changed the cart: read it again.
  const onStorage = (event: StorageEvent) => {
    if (event.key !== STORAGE_KEY) return;
    current = load();
    listener();
  };
  globalThis.addEventListener?.('storage', onStorage);
  return () => {
    listeners.delete(listener);
    globalThis.removeEventListener?.('storage', onStorage);
  };
}

/** Applies an action to the stored cart and tells every reader. */
export function dispatchCart(action: CartAction) {
  const next = cartReducer(snapshot(), action, newKey);
  if (next === current) return;
  current = next;
  writeStored(STORAGE_KEY, next.items.length === 0 && !next.useCoupon ? null : JSON.stringify(next));
  for (const listener of listeners) listener();
}

/** A new order key for the cart (a new address makes a new order), as an action. */
export const nextOrderKey = () => newKey();

/** The cart and its dispatcher, shared by every page. */
export function useCart(): [Cart, (action: CartAction) => void] {
  const cart = useSyncExternalStore(subscribe, snapshot, snapshot);
  const dispatch = useCallback((action: CartAction) => dispatchCart(action), []);
  return [cart, dispatch];
}

/** Forgets the in-memory copy (tests). */
export function resetCartStore() {
  current = null;
}
