import type { MarketCode } from '@sika/domain';

/**
 * Minutes between reality checks when the player chose none. An hour everywhere for now (Pennsylvania's
 * rule, the strictest of the references, checklist §2.2); a market's regulator may ask for another.
 */
export const REALITY_CHECK_DEFAULT_MINUTES: Record<MarketCode, number> = {
  GH: 60,
  KE: 60,
  UG: 60,
  NG: 60,
  ZM: 60,
  CM: 60,
  BR: 60,
};
