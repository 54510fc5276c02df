/**
 * Deposits paid on a provider's own page (Nigeria: Paystack's hosted checkout, order.payUrl). The tab leaves
 * Sika for the checkout, and Paystack sends it back to our callback_url, /deposit/result, adding only its own
 * `reference` and `trxref` (docs/payments.md). So the order we wait for is remembered in this tab before
 * leaving, and the result page, reached that way, hands over to the wait screen of that order, which polls it
 * until it is settled (a webhook or the verify call decides, never the redirect).
 */

const KEY = 'sika.depositCheckout';

/** Remembers the order and opens the checkout in this tab. */
export function openHostedCheckout(
  order: { transNo: string; payUrl: string },
  storage: Pick<Storage, 'setItem'> = sessionStorage,
  go: (url: string) => void = (url) => window.location.assign(url),
): void {
  try {
    storage.setItem(KEY, order.transNo);
  } catch {
    // Private mode without storage: the records page still shows the order.
  }
  go(order.payUrl);
}

/**
 * Where the result page should go instead of showing a result: the wait screen of the order remembered
 * before the checkout, when the query is Paystack's return (`reference` or `trxref`, no `status` of ours).
 * Reads only: a render may run more than once before it shows (a screen waiting for its words is rendered
 * again from scratch), so the page forgets the order once it has shown the way (forgetCheckout).
 */
export function peekCheckoutReturn(
  query: URLSearchParams,
  storage: Pick<Storage, 'getItem'> = sessionStorage,
): string | null {
  if (query.has('status') || !(query.has('reference') || query.has('trxref'))) return null;
  let transNo: string | null = null;
  try {
    transNo = storage.getItem(KEY);
  } catch {
    return '/account/records/deposit';
  }
  if (!transNo || !/^[A-Za-z0-9]{1,40}$/.test(transNo)) return '/account/records/deposit';
  return `/deposit?wait=${encodeURIComponent(transNo)}`;
}

/** Forgets the remembered order: a reload of the return address then goes to the records, not a stale wait. */
export function forgetCheckout(storage: Pick<Storage, 'removeItem'> = sessionStorage): void {
  try {
    storage.removeItem(KEY);
  } catch {
    // Nothing was stored.
  }
}

/** peekCheckoutReturn, then forgetCheckout: the way back, once. */
export function returnFromCheckout(
  query: URLSearchParams,
  storage: Pick<Storage, 'getItem' | 'removeItem'> = sessionStorage,
): string | null {
  const target = peekCheckoutReturn(query, storage);
  if (target !== null) forgetCheckout(storage);
  return target;
}
