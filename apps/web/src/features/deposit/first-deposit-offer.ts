/**
 * The first-deposit offer (spec core §2 Deposit, activities §5 and §9): an advert whose link points to the
 * account service's pay-order path, with `payChannel` and up to four `payItem1..4`, each
 * `itemId|money|payMoney|image` (money: what the player receives; payMoney: what they pay; minor units).
 *
 * The home page opens it by navigating to `/deposit` with the link's query (lib/content/advert-link.ts).
 */
export interface OfferItem {
  itemId: number;
  /** What the player receives (cash + the package's extra), minor units. */
  money: number;
  /** What the player pays, minor units. */
  payMoney: number;
  /** A path on our own origin, or null (never another site's image: CSP and the phone's data). */
  image: string | null;
}

export interface FirstDepositOffer {
  payChannel: string | null;
  items: OfferItem[];
}

export const OFFER_MAX_ITEMS = 4;

export function parseFirstDepositOffer(query: URLSearchParams): FirstDepositOffer | null {
  const items: OfferItem[] = [];
  for (let n = 1; n <= OFFER_MAX_ITEMS; n++) {
    const item = parseItem(query.get(`payItem${n}`));
    if (item && !items.some((known) => known.itemId === item.itemId)) items.push(item);
  }
  if (items.length === 0) return null;
  const channel = query.get('payChannel')?.trim() ?? '';
  return { payChannel: /^[A-Z0-9_]{1,32}$/.test(channel) ? channel : null, items };
}

function parseItem(raw: string | null): OfferItem | null {
  if (!raw) return null;
  const [id, money, payMoney, image] = raw.split('|');
  const itemId = positiveInt(id);
  const received = positiveInt(money);
  const paid = positiveInt(payMoney);
  if (itemId === null || received === null || paid === null) return null;
  return { itemId, money: received, payMoney: paid, image: ownImage(image) };
}

function positiveInt(text: string | undefined): number | null {
  if (!text || !/^\d{1,12}$/.test(text.trim())) return null;
  const value = Number(text.trim());
  return value > 0 ? value : null;
}

function ownImage(path: string | undefined): string | null {
  const value = path?.trim();
  return value?.startsWith('/') && !value.startsWith('//') && !value.includes('\\') ? value : null;
}
