import type { Advert } from '@sika/contract';
import { type LinkTarget, linkTarget } from '../links.ts';

/** The account service's pay-order path: the first-deposit offer (spec core §2 Deposit). */
const PAY_ORDER_PATH = /\/account-service\/pay-order$/;

/**
 * Where tapping an advert leads, by its `typeId` (contract content.ts): 0 nowhere (image only), 1 an in-app
 * path, 2 an https page outside the app, 3 the first-deposit offer, which the deposit page opens from the
 * same query (`/deposit?payChannel=…&payItem1=…`). A link that is none of these goes nowhere.
 */
export function advertTarget(advert: Pick<Advert, 'typeId' | 'url'>): LinkTarget | null {
  if (advert.typeId === 0 || !advert.url) return null;
  const offer = firstDepositOfferPath(advert.url);
  if (offer) return { kind: 'app', path: offer };
  if (advert.typeId === 3) return null;
  return linkTarget(advert.url);
}

function firstDepositOfferPath(url: string): string | null {
  let parsed: URL;
  try {
    parsed = new URL(url, 'http://app.invalid');
  } catch {
    return null;
  }
  if (parsed.origin !== 'http://app.invalid' || !PAY_ORDER_PATH.test(parsed.pathname)) return null;
  return `/deposit${parsed.search}`;
}
